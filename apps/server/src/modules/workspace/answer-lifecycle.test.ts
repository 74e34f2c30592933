// Every question ends in a true state (issue 16): each way an answer can end — complete, the
// user's stop before or after the first word, a hung or slow provider, a provider drop, a 429, a
// client that goes away — is stored as what happened, with the right credit, and can be followed
// from another request and regenerated when we caused it.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../../app';
import { messages, trials } from '../../db/schema';
import { EngineError } from '../../providers/ai/engine';
import { FakeEngine } from '../../../test/support/fake-engine';
import { AccountLimitsOffStore } from '../../../test/support/rate-limits';
import { describeEachDatabase } from '../../../test/support/test-database';
import { useTestApp, type TestContext } from '../../../test/support/test-app';
import { ask, trialUser } from '../../../test/support/workspace';
import { beginAsk, engineRequest } from './ask';
import { Generations } from './generation';
import { ownTopic } from './repository';

const engine = new FakeEngine();
const IDLE_MS = 1000;
const TOTAL_MS = 2500;
const SSE = { accept: 'text/event-stream' };

type User = Awaited<ReturnType<typeof trialUser>>;

interface Event {
  event: string;
  data: Record<string, unknown>;
}

function eventsOf(body: string): Event[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => {
      const [head, data] = block.split('\n');
      return {
        event: head!.slice('event: '.length),
        data: JSON.parse(data!.slice('data: '.length)) as Record<string, unknown>,
      };
    });
}

async function trialLeft(ctx: TestContext, u: User) {
  const [row] = await ctx.database.db.select().from(trials).where(eq(trials.userId, u.userId));
  return row!.questionsRemaining;
}

async function stored(ctx: TestContext, u: User) {
  return ctx.database.db
    .select()
    .from(messages)
    .where(eq(messages.topicId, u.topic))
    .orderBy(messages.createdAt);
}

/** The answer being written in the user's topic, once it exists (and has text, if asked). */
async function streamingAnswer(ctx: TestContext, u: User, withText = false) {
  let id = '';
  await expect
    .poll(async () => {
      const row = (await stored(ctx, u)).find(
        (m) => m.role === 'assistant' && m.status === 'streaming' && (!withText || m.text !== ''),
      );
      id = row?.id ?? '';
      return id;
    })
    .not.toBe('');
  return id;
}

function messagePath(u: User, answerId: string, action: string) {
  return `/api/workspaces/v2/${u.ws}/topics/${u.topic}/messages/${answerId}/${action}`;
}

describeEachDatabase('answer lifecycle', (driver) => {
  const ctx = useTestApp(driver, {
    env: { AI_TIMEOUT_MS: String(IDLE_MS), AI_TOTAL_TIMEOUT_MS: String(TOTAL_MS) },
    providers: { engine, rateLimits: new AccountLimitsOffStore() },
  });
  const post = (u: User, url: string) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie: u.cookie, ...SSE } });

  it('a provider that hangs before the first word ends as failed by the idle limit, refunded', async () => {
    engine.options = { hangAfter: 0 };
    const u = await trialUser(ctx.app, ctx.database.db, 'hang@example.com');
    const res = await ask(ctx.app, u.cookie, u.ws, u.topic, 'Yanıt gelmeyecek soru', SSE);
    const done = eventsOf(res.body).at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({
      status: 'error',
      questionsLeft: 3,
      answer: { status: 'error', endReason: 'idle_timeout', canRegenerate: true },
    });
    expect(await trialLeft(ctx, u)).toBe(3);
    expect((await stored(ctx, u)).map((m) => m.status)).toEqual(['complete', 'error']);
  });

  it('an answer that streams past the total limit is kept as partial, with a notice, refunded', async () => {
    engine.options = {
      chunks: Array.from({ length: 40 }, (_, i) => `parça${String(i)} `),
      delayMs: 200,
    };
    const u = await trialUser(ctx.app, ctx.database.db, 'slow@example.com');
    const res = await ask(ctx.app, u.cookie, u.ws, u.topic, 'Uzun yanıt', SSE);
    const events = eventsOf(res.body);
    const done = events.at(-1)!;
    expect(done.data).toMatchObject({
      status: 'partial',
      answer: { status: 'partial', endReason: 'total_timeout', regenerateFree: true },
    });
    const text = (done.data.answer as { text: string }).text;
    expect(text).toMatch(/^parça0 parça1 /);
    expect(text).not.toContain('parça39');
    // What the user read is what is stored.
    const streamed = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    expect(streamed).toBe(text);
    expect(await trialLeft(ctx, u)).toBe(3);
  });

  it('"Durdur" before the first word removes the pair and returns the credit', async () => {
    engine.options = { hangAfter: 0 };
    const u = await trialUser(ctx.app, ctx.database.db, 'stop-early@example.com');
    const asking = ask(ctx.app, u.cookie, u.ws, u.topic, 'Hemen durdurulacak', SSE);
    const answerId = await streamingAnswer(ctx, u);
    const stop = await post(u, messagePath(u, answerId, 'stop'));
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toEqual({ ok: true, answer: null });
    const events = eventsOf((await asking).body);
    expect(events.at(-1)).toEqual({ event: 'cancelled', data: { questionsLeft: 3 } });
    expect(await stored(ctx, u)).toEqual([]);
    expect(await trialLeft(ctx, u)).toBe(3);
  });

  it('"Durdur" after the first words keeps them as stopped and spends the credit', async () => {
    engine.options = { chunks: ['Birinci ', 'ikinci ', 'üçüncü'], hangAfter: 1 };
    const u = await trialUser(ctx.app, ctx.database.db, 'stop-late@example.com');
    const asking = ask(ctx.app, u.cookie, u.ws, u.topic, 'Yarıda durdurulacak', SSE);
    const answerId = await streamingAnswer(ctx, u, true);
    const stop = await post(u, messagePath(u, answerId, 'stop'));
    expect(stop.json()).toMatchObject({
      answer: {
        status: 'stopped',
        text: 'Birinci ',
        endReason: 'user_stop',
        regenerateFree: false,
      },
    });
    expect(eventsOf((await asking).body).at(-1)).toMatchObject({
      event: 'done',
      data: { status: 'stopped', questionsLeft: 2 },
    });
    expect(await trialLeft(ctx, u)).toBe(2);
    // Stopping again changes nothing.
    const again = await post(u, messagePath(u, answerId, 'stop'));
    expect(again.json()).toMatchObject({ answer: { status: 'stopped' } });
    expect(await trialLeft(ctx, u)).toBe(2);
  });

  it('a client that goes away does not stop the answer; another request follows it to the end', async () => {
    engine.options = {
      chunks: Array.from({ length: 12 }, (_, i) => `bölüm${String(i)} `),
      delayMs: 60,
    };
    const u = await trialUser(ctx.app, ctx.database.db, 'reload@example.com');
    // The JSON ask stands for the tab: the reloaded page below never sees it.
    const asking = ask(ctx.app, u.cookie, u.ws, u.topic, 'Sayfa yenilenecek');
    const answerId = await streamingAnswer(ctx, u, true);
    const follow = await ctx.app.inject({
      method: 'GET',
      url: messagePath(u, answerId, 'stream'),
      headers: { cookie: u.cookie },
    });
    const events = eventsOf(follow.body);
    expect(events[0]!.event).toBe('snapshot');
    const snapshot = (events[0]!.data.answer as { text: string; status: string }).text;
    expect(snapshot).toMatch(/^bölüm0 /);
    const rest = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    const done = events.at(-1)!;
    expect(done.data).toMatchObject({ status: 'complete' });
    expect(snapshot + rest).toBe((done.data.answer as { text: string }).text);
    expect(snapshot + rest).toContain('bölüm11');
    expect((await asking).statusCode).toBe(200);
    // Following an answer that has ended gives its stored state at once.
    const later = await ctx.app.inject({
      method: 'GET',
      url: messagePath(u, answerId, 'stream'),
      headers: { cookie: u.cookie },
    });
    expect(eventsOf(later.body).map((e) => e.event)).toEqual(['snapshot', 'done']);
  });

  it('a provider drop mid-answer keeps the text as partial and refunds; a 429 reads as the rate limit', async () => {
    engine.options = { chunks: ['Birinci ', 'ikinci ', 'üçüncü'], failAfter: 2 };
    const u = await trialUser(ctx.app, ctx.database.db, 'drop@example.com');
    const dropped = await ask(ctx.app, u.cookie, u.ws, u.topic, 'Bağlantı kopacak', SSE);
    expect(eventsOf(dropped.body).at(-1)!.data).toMatchObject({
      status: 'partial',
      answer: { text: 'Birinci ikinci ', endReason: 'provider_drop' },
    });
    expect(await trialLeft(ctx, u)).toBe(3);

    engine.options = { failAfter: 0, failWith: () => new EngineError('429', true) };
    const limited = await ask(ctx.app, u.cookie, u.ws, u.topic, 'Sınıra takılacak', SSE);
    expect(eventsOf(limited.body).at(-1)!.data).toMatchObject({
      status: 'error',
      answer: { endReason: 'rate_limited' },
    });
    const json = await ask(ctx.app, u.cookie, u.ws, u.topic, 'Sınıra takılacak (JSON)');
    expect(json.statusCode).toBe(429);
    expect(json.json()).toMatchObject({
      error: 'rate_limited',
      message: 'Hız limiti aşıldı. Kısa süre sonra tekrar deneyin.',
    });
    expect(await trialLeft(ctx, u)).toBe(3);
  });

  it('regenerates a failed answer in place once, free; a stopped one for a credit', async () => {
    engine.options = { failAfter: 0 };
    const u = await trialUser(ctx.app, ctx.database.db, 'regen@example.com');
    await ask(ctx.app, u.cookie, u.ws, u.topic, 'İlk deneme başarısız olacak', SSE);
    const [, failed] = await stored(ctx, u);
    expect(failed!.status).toBe('error');

    engine.options = { chunks: ['Yeniden ', 'yazıldı.'] };
    // Two clicks at once: one regeneration runs, the other is refused.
    const [first, second] = await Promise.all([
      post(u, messagePath(u, failed!.id, 'regenerate')),
      post(u, messagePath(u, failed!.id, 'regenerate')),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const ok = first.statusCode === 200 ? first : second;
    const events = eventsOf(ok.body);
    expect(events[0]).toMatchObject({ event: 'start', data: { answer: { id: failed!.id } } });
    expect(events.at(-1)!.data).toMatchObject({
      status: 'complete',
      answer: { id: failed!.id, text: 'Yeniden yazıldı.', canRegenerate: false },
    });
    expect(await trialLeft(ctx, u)).toBe(3);
    const pair = await stored(ctx, u);
    expect(pair.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    // Once only: a complete answer, and a regenerated one, cannot be regenerated.
    expect((await post(u, messagePath(u, failed!.id, 'regenerate'))).statusCode).toBe(409);

    // A stopped answer costs a credit to write again.
    engine.options = { chunks: ['Kısa ', 'yanıt'], hangAfter: 1 };
    const asking = ask(ctx.app, u.cookie, u.ws, u.topic, 'Durdurulacak', SSE);
    const answerId = await streamingAnswer(ctx, u, true);
    await post(u, messagePath(u, answerId, 'stop'));
    await asking;
    expect(await trialLeft(ctx, u)).toBe(2);
    engine.options = {};
    const regen = await post(u, messagePath(u, answerId, 'regenerate'));
    expect(eventsOf(regen.body).at(-1)!.data).toMatchObject({
      status: 'complete',
      questionsLeft: 1,
    });
    expect(await trialLeft(ctx, u)).toBe(1);
  });

  it('keeps stop, follow and regenerate to the answer owner', async () => {
    engine.options = { failAfter: 0 };
    const owner = await trialUser(ctx.app, ctx.database.db, 'owner@example.com');
    const other = await trialUser(ctx.app, ctx.database.db, 'other@example.com');
    await ask(ctx.app, owner.cookie, owner.ws, owner.topic, 'Sahibin sorusu', SSE);
    const [question, answer] = await stored(ctx, owner);
    const asOther = { ...owner, cookie: other.cookie };
    for (const action of ['stop', 'regenerate']) {
      expect((await post(asOther, messagePath(owner, answer!.id, action))).statusCode).toBe(404);
      // A question is not an answer.
      expect((await post(owner, messagePath(owner, question!.id, action))).statusCode).toBe(404);
    }
    const follow = await ctx.app.inject({
      method: 'GET',
      url: messagePath(owner, answer!.id, 'stream'),
      headers: { cookie: other.cookie },
    });
    expect(follow.statusCode).toBe(404);
    engine.options = {};
  });

  it('a stop sent to another instance ends the answer; the writing instance notices', async () => {
    engine.options = {
      chunks: Array.from({ length: 100 }, (_, i) => `satır${String(i)} `),
      delayMs: 20,
    };
    const second = await buildApp({
      config: ctx.config,
      database: ctx.database,
      serveWeb: false,
      providers: { engine, rateLimits: new AccountLimitsOffStore() },
    });
    try {
      await second.ready();
      const u = await trialUser(ctx.app, ctx.database.db, 'two@example.com');
      const asking = ask(ctx.app, u.cookie, u.ws, u.topic, 'İki sunucu', SSE);
      const answerId = await streamingAnswer(ctx, u, true);
      const stop = await second.inject({
        method: 'POST',
        url: messagePath(u, answerId, 'stop'),
        headers: { cookie: u.cookie },
      });
      expect(stop.json()).toMatchObject({ answer: { status: 'stopped' } });
      const done = eventsOf((await asking).body).at(-1)!;
      expect(done.data).toMatchObject({ status: 'stopped' });
      expect(await trialLeft(ctx, u)).toBe(2);
      const [, answer] = await stored(ctx, u);
      expect(answer!.text).not.toContain('satır99');
    } finally {
      await second.close();
      engine.options = {};
    }
  });

  it('a shutdown lets answers finish for a while, then ends the rest as interrupted', async () => {
    const u = await trialUser(ctx.app, ctx.database.db, 'shutdown@example.com');
    const topic = await ownTopic(ctx.database.db, u.userId, u.ws, u.topic);
    const generations = new Generations({
      db: ctx.database.db,
      engine,
      clock: ctx.app.clock,
      log: ctx.app.log,
      limits: { idleMs: IDLE_MS, totalMs: TOTAL_MS },
    });
    const begin = (text: string) =>
      beginAsk({ db: ctx.database.db, clock: ctx.app.clock }, u.userId, topic, text);
    engine.options = { chunks: ['Kısa ', 'yanıt'], delayMs: 20 };
    const quick = generations.start(
      (await begin('Hızlı biten')).answer,
      engineRequest(await begin('x')),
    );
    engine.options = { chunks: ['Yarım ', 'kalacak ', 'yanıt'], hangAfter: 2 };
    const slow = await begin('Sunucu kapanırken');
    const hanging = generations.start(slow.answer, engineRequest(slow));
    await expect.poll(() => hanging.text).toBe('Yarım kalacak ');
    await generations.stopAll(200);
    expect(await quick.finished).toMatchObject({ answer: { status: 'complete' } });
    expect(await hanging.finished).toMatchObject({
      answer: { status: 'partial', endReason: 'interrupted', text: 'Yarım kalacak ' },
    });
    engine.options = {};
  });

  it('spends exactly one credit per answered question when stops race completions', async () => {
    const u = await trialUser(ctx.app, ctx.database.db, 'race@example.com');
    // The trial's three questions: each is stopped at a random moment, or completes first.
    const endings = await Promise.all(
      [0, 1, 2].map(async (i) => {
        engine.options = { chunks: ['a ', 'b ', 'c ', 'd '], delayMs: 15 };
        const asking = ask(ctx.app, u.cookie, u.ws, u.topic, `Yarış ${String(i)}`, SSE);
        await new Promise((resolve) => setTimeout(resolve, 10 + i * 25));
        const rows = await stored(ctx, u);
        const mine = rows.filter((m) => m.role === 'assistant');
        await Promise.all(mine.map((m) => post(u, messagePath(u, m.id, 'stop'))));
        return eventsOf((await asking).body).at(-1)!;
      }),
    );
    const rows = await stored(ctx, u);
    const answers = rows.filter((m) => m.role === 'assistant');
    const charged = answers.filter((m) => m.status === 'complete' || m.status === 'stopped');
    const cancelled = endings.filter((e) => e.event === 'cancelled').length;
    expect(answers.length + cancelled).toBe(3);
    expect(await trialLeft(ctx, u)).toBe(3 - charged.length);
    engine.options = {};
  });
});
