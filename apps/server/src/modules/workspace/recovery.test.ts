import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../../app';
import { messages, subscriptions, trials } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { SANDBOX_CREDENTIALS } from '../../providers/payment/sandbox/sandbox-gateway';
import { approvedUser, prepare, sendCallback } from '../../../test/support/billing';
import { FakeEngine } from '../../../test/support/fake-engine';
import { AccountLimitsOffStore } from '../../../test/support/rate-limits';
import { describeEachDatabase } from '../../../test/support/test-database';
import { useTestApp, type TestContext } from '../../../test/support/test-app';
import { newTopic, startTrial, workspaceOf } from '../../../test/support/workspace';
import { beginAsk, engineRequest, type AskContext, type BegunAsk } from './ask';
import { Generations } from './generation';
import { RECOVERY_MARGIN_MS, recoverInterruptedAsks } from './recovery';
import { ownTopic } from './repository';

const engine = new FakeEngine();
const AI_TOTAL_TIMEOUT_MS = 60_000;
const STALE_AFTER_MS = AI_TOTAL_TIMEOUT_MS + RECOVERY_MARGIN_MS;

interface Asker {
  cookie: string;
  userId: string;
  ws: string;
  topic: string;
}

async function setUp(ctx: TestContext, email: string, entitlement: 'trial' | 'plan') {
  const user = await approvedUser(ctx.app, ctx.database.db, email);
  if (entitlement === 'trial') await startTrial(ctx.app, user.cookie);
  else await buyPlan(ctx, user.cookie);
  const ws = await workspaceOf(ctx.app, user.cookie);
  const topic = await newTopic(ctx.app, user.cookie, ws, { title: 'Yarıda kalan yanıt' });
  return { ...user, ws, topic } satisfies Asker;
}

async function buyPlan(ctx: TestContext, cookie: string) {
  const order = await prepare(ctx.app, cookie, { planCode: 'BEGINNER' });
  const res = await sendCallback(ctx.app, SANDBOX_CREDENTIALS, {
    merchant_oid: order.merchantOid,
    status: 'success',
    total_amount: String(order.amountKurus),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** What a process killed after charging leaves behind: the question and a streaming answer. */
async function charged(ctx: TestContext, clock: ManualClock, u: Asker): Promise<BegunAsk> {
  const topic = await ownTopic(ctx.database.db, u.userId, u.ws, u.topic);
  return beginAsk(
    askContext(ctx, clock),
    u.userId,
    topic,
    'Danışan seansa gelmedi, ne yapmalıyım?',
  );
}

function askContext(ctx: TestContext, clock: ManualClock): AskContext {
  return { db: ctx.database.db, clock };
}

/** Writes a begun answer the way the app does (generation.ts). */
function generate(ctx: TestContext, clock: ManualClock, begun: BegunAsk) {
  const generations = new Generations({
    db: ctx.database.db,
    engine,
    clock,
    log: ctx.app.log,
    limits: { idleMs: 5_000, totalMs: 10_000 },
  });
  return generations.start(begun.answer, engineRequest(begun));
}

async function messagesOf(ctx: TestContext, u: Asker) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/workspaces/v2/${u.ws}/topics/${u.topic}/messages`,
    headers: { cookie: u.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Array<{ role: string; status: string; text: string }> }>().items;
}

async function trialLeft(ctx: TestContext, userId: string) {
  const [row] = await ctx.database.db.select().from(trials).where(eq(trials.userId, userId));
  return row!.questionsRemaining;
}

async function subscriptionsOf(ctx: TestContext, userId: string) {
  return ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

async function row(ctx: TestContext, id: string) {
  const [found] = await ctx.database.db.select().from(messages).where(eq(messages.id, id));
  return found!;
}

describeEachDatabase('recovery of interrupted asks', (driver) => {
  const clock = new ManualClock(new Date('2026-11-23T09:00:00Z'));
  const ctx = useTestApp(driver, {
    env: { AI_TOTAL_TIMEOUT_MS: String(AI_TOTAL_TIMEOUT_MS) },
    providers: { engine, clock, rateLimits: new AccountLimitsOffStore() },
  });

  it('returns the credit of an answer left streaming past the limit, once', async () => {
    engine.options = {};
    const u = await setUp(ctx, 'kesinti@example.com', 'trial');
    const begun = await charged(ctx, clock, u);
    expect(begun.credit?.source).toBe('trial');
    expect(await trialLeft(ctx, u.userId)).toBe(2);
    expect((await row(ctx, begun.question.id)).creditId).toBe(begun.credit?.rowId);

    // Not yet: an ask this young may still be running (on this or another instance).
    clock.advance(STALE_AFTER_MS - 1000);
    expect(await recoverInterruptedAsks(ctx.database.db, clock.now(), STALE_AFTER_MS)).toBe(0);
    expect((await row(ctx, begun.answer.id)).status).toBe('streaming');
    expect(await trialLeft(ctx, u.userId)).toBe(2);

    clock.advance(2000);
    expect(await recoverInterruptedAsks(ctx.database.db, clock.now(), STALE_AFTER_MS)).toBe(1);
    expect(await trialLeft(ctx, u.userId)).toBe(3);
    const question = await row(ctx, begun.question.id);
    expect(question).toMatchObject({ creditSource: null, creditId: null });
    // The pair stays; the answer shows as failed by an interruption, regenerable for free.
    expect(await messagesOf(ctx, u)).toEqual([
      expect.objectContaining({ role: 'user', status: 'complete' }),
      expect.objectContaining({
        role: 'assistant',
        status: 'error',
        text: '',
        endReason: 'interrupted',
        canRegenerate: true,
        regenerateFree: true,
      }),
    ]);

    // Idempotent: a second sweep, and two at once, change nothing.
    clock.advance(STALE_AFTER_MS);
    expect(await recoverInterruptedAsks(ctx.database.db, clock.now(), STALE_AFTER_MS)).toBe(0);
    const again = await Promise.all([
      recoverInterruptedAsks(ctx.database.db, clock.now(), STALE_AFTER_MS),
      recoverInterruptedAsks(ctx.database.db, clock.now(), STALE_AFTER_MS),
    ]);
    expect(again).toEqual([0, 0]);
    expect(await trialLeft(ctx, u.userId)).toBe(3);
  });

  it('keeps the text an interrupted answer had stored, as partial', async () => {
    const u = await setUp(ctx, 'kesinti-yarim@example.com', 'trial');
    const begun = await charged(ctx, clock, u);
    await ctx.database.db
      .update(messages)
      .set({ text: 'Yarıda kalan metin' })
      .where(eq(messages.id, begun.answer.id));
    clock.advance(STALE_AFTER_MS + 1000);
    expect(await recoverInterruptedAsks(ctx.database.db, clock.now(), STALE_AFTER_MS)).toBe(1);
    expect(await row(ctx, begun.answer.id)).toMatchObject({
      status: 'partial',
      text: 'Yarıda kalan metin',
      endReason: 'interrupted',
    });
    expect(await trialLeft(ctx, u.userId)).toBe(3);
  });

  it('refunds each of many interrupted answers exactly once under concurrent sweeps', async () => {
    const u = await setUp(ctx, 'kesinti-plan@example.com', 'plan');
    const [before] = await subscriptionsOf(ctx, u.userId);
    const begun: BegunAsk[] = [];
    for (let i = 0; i < 5; i++) begun.push(await charged(ctx, clock, u));
    const [charged5] = await subscriptionsOf(ctx, u.userId);
    expect(charged5!.quotaRemaining).toBe(before!.quotaRemaining - 5);

    clock.advance(STALE_AFTER_MS + 1000);
    const counts = await Promise.all([
      recoverInterruptedAsks(ctx.database.db, clock.now(), STALE_AFTER_MS),
      recoverInterruptedAsks(ctx.database.db, clock.now(), STALE_AFTER_MS),
      recoverInterruptedAsks(ctx.database.db, clock.now(), STALE_AFTER_MS),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
    const [after] = await subscriptionsOf(ctx, u.userId);
    expect(after!.quotaRemaining).toBe(before!.quotaRemaining);
    const items = await messagesOf(ctx, u);
    expect(items.filter((m) => m.role === 'assistant').map((m) => m.status)).toEqual(
      Array(5).fill('error'),
    );
  });

  it('refunds the subscription that paid even after a purchase replaced it', async () => {
    const u = await setUp(ctx, 'kesinti-yenileme@example.com', 'plan');
    const begun = await charged(ctx, clock, u);
    await buyPlan(ctx, u.cookie);
    const subs = await subscriptionsOf(ctx, u.userId);
    const paid = subs.find((s) => s.id === begun.credit?.rowId)!;
    const current = subs.find((s) => s.status === 'active')!;
    expect(paid.status).toBe('replaced');
    expect(paid.quotaRemaining).toBe(paid.quotaInitial - 1);

    clock.advance(STALE_AFTER_MS + 1000);
    expect(await recoverInterruptedAsks(ctx.database.db, clock.now(), STALE_AFTER_MS)).toBe(1);
    const after = await subscriptionsOf(ctx, u.userId);
    expect(after.find((s) => s.id === paid.id)!.quotaRemaining).toBe(paid.quotaInitial);
    expect(after.find((s) => s.id === current.id)!.quotaRemaining).toBe(current.quotaInitial);
  });

  it('finds the paying row by time for questions stored before credit_id existed', async () => {
    const u = await setUp(ctx, 'kesinti-eski@example.com', 'trial');
    const begun = await charged(ctx, clock, u);
    await ctx.database.db
      .update(messages)
      .set({ creditId: null })
      .where(eq(messages.id, begun.question.id));
    clock.advance(STALE_AFTER_MS + 1000);
    expect(await recoverInterruptedAsks(ctx.database.db, clock.now(), STALE_AFTER_MS)).toBe(1);
    expect(await trialLeft(ctx, u.userId)).toBe(3);
  });

  it('does not store, or refund again, an answer that arrives after recovery', async () => {
    const u = await setUp(ctx, 'kesinti-gec@example.com', 'trial');
    const late = await charged(ctx, clock, u);
    const failing = await charged(ctx, clock, u);
    clock.advance(STALE_AFTER_MS + 1000);
    expect(await recoverInterruptedAsks(ctx.database.db, clock.now(), STALE_AFTER_MS)).toBe(2);
    expect(await trialLeft(ctx, u.userId)).toBe(3);

    engine.options = {};
    const lateEnd = await generate(ctx, clock, late).finished;
    expect(lateEnd).toMatchObject({ kind: 'ended', answer: { status: 'error' } });
    engine.options = { failAfter: 1 };
    const failedEnd = await generate(ctx, clock, failing).finished;
    expect(failedEnd).toMatchObject({ kind: 'ended', answer: { status: 'error' } });
    engine.options = {};

    expect((await row(ctx, late.answer.id)).status).toBe('error');
    expect((await row(ctx, failing.answer.id)).status).toBe('error');
    expect(await trialLeft(ctx, u.userId)).toBe(3);
  });

  it('leaves finished, stopped and failed asks alone', async () => {
    engine.options = {};
    const u = await setUp(ctx, 'kesinti-yok@example.com', 'trial');
    const ok = await ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/v2/${u.ws}/topics/${u.topic}/ask`,
      headers: { cookie: u.cookie },
      payload: { text: 'Süpervizyon sorusu' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    engine.options = { failAfter: 0 };
    const failed = await ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/v2/${u.ws}/topics/${u.topic}/ask`,
      headers: { cookie: u.cookie },
      payload: { text: 'Sağlayıcı düştüğünde' },
    });
    engine.options = {};
    expect(failed.statusCode).toBe(502);
    // Stopped by the user after the first words: kept as written, charged.
    engine.options = { hangAfter: 1 };
    const stopping = generate(ctx, clock, await charged(ctx, clock, u));
    await expect.poll(() => stopping.text).not.toBe('');
    stopping.cut('user_stop');
    expect(await stopping.finished).toMatchObject({ kind: 'ended', answer: { status: 'stopped' } });
    engine.options = {};
    expect(await trialLeft(ctx, u.userId)).toBe(1);

    clock.advance(STALE_AFTER_MS + 1000);
    expect(await recoverInterruptedAsks(ctx.database.db, clock.now(), STALE_AFTER_MS)).toBe(0);
    expect(await trialLeft(ctx, u.userId)).toBe(1);
    expect((await messagesOf(ctx, u)).map((m) => m.status)).toEqual([
      'complete',
      'complete',
      'complete',
      'error',
      'complete',
      'stopped',
    ]);
  });

  it('recovers at start-up, before the restarted app serves', async () => {
    const u = await setUp(ctx, 'kesinti-baslangic@example.com', 'trial');
    const begun = await charged(ctx, clock, u);
    clock.advance(STALE_AFTER_MS + 1000);
    // A second app on the same database stands for the process started after a kill -9.
    const restarted = await buildApp({
      config: ctx.config,
      database: ctx.database,
      serveWeb: false,
      providers: { engine, clock, rateLimits: new AccountLimitsOffStore() },
    });
    try {
      await restarted.ready();
      expect((await row(ctx, begun.answer.id)).status).toBe('error');
      expect(await trialLeft(ctx, u.userId)).toBe(3);
    } finally {
      await restarted.close();
    }
  });
});
