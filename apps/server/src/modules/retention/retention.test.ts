import { RETENTION_DAYS_AFTER_ENTITLEMENT } from '@psikorehber/shared/constants';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages, subscriptions, topics, trials, users, workspaces } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { approvedUser } from '../../../test/support/billing';
import { FakeEngine } from '../../../test/support/fake-engine';
import { AccountLimitsOffStore } from '../../../test/support/rate-limits';
import { useTestApp, type TestContext } from '../../../test/support/test-app';
import { describeEachDatabase } from '../../../test/support/test-database';
import { ask, trialUser } from '../../../test/support/workspace';
import { purgeExpired } from './purge';

const DAY_MS = 86_400_000;
const START = new Date('2026-11-22T09:00:00Z');

/** An approved user on a trial (started at the clock's time) with a topic, a question and its answer. */
async function userWithHistory(ctx: TestContext, email: string) {
  const { cookie, userId, ws, topic } = await trialUser(
    ctx.app,
    ctx.database.db,
    email,
    'Yas süreci',
  );
  const asked = await ask(
    ctx.app,
    cookie,
    ws,
    topic,
    'Danışanım eşini kaybetti, yas sürecinde neye dikkat etmeliyim?',
  );
  expect(asked.statusCode, asked.body).toBe(200);
  const [row] = await ctx.database.db.select().from(trials).where(eq(trials.userId, userId));
  return { cookie, userId, trialEnd: row!.endsAt };
}

async function historyOf(ctx: TestContext, userId: string) {
  const db = ctx.database.db;
  return {
    workspaces: (await db.select().from(workspaces).where(eq(workspaces.userId, userId))).length,
    topics: (await db.select().from(topics).where(eq(topics.userId, userId))).length,
    messages: (await db.select().from(messages).where(eq(messages.userId, userId))).length,
  };
}

async function accessOf(ctx: TestContext, cookie: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/workspaces/v2/access',
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    mode: string;
    retentionUntil: string | null;
    historyPurgedAt: string | null;
  }>();
}

// docs/requirements/limits.md#lim-retention
describeEachDatabase('retention purge of clinical history', (driver) => {
  const clock = new ManualClock(START);
  const ctx = useTestApp(driver, {
    providers: { clock, engine: new FakeEngine(), rateLimits: new AccountLimitsOffStore() },
  });

  it('keeps history until retentionUntil, then deletes it once and reports it', async () => {
    clock.set(START);
    const u = await userWithHistory(ctx, 'saklama@example.com');
    const neighbour = await userWithHistory(ctx, 'komsu@example.com');
    // The neighbour bought a plan that runs for a year: no purge for them.
    await ctx.database.db.insert(subscriptions).values({
      userId: neighbour.userId,
      planCode: 'BASIC',
      months: 12,
      quotaInitial: 600,
      quotaRemaining: 600,
      periodStart: START,
      periodEnd: new Date(START.getTime() + 365 * DAY_MS),
    });
    // Approved, never had a trial or a plan, but opened the workspace (an empty default one).
    const never = await approvedUser(ctx.app, ctx.database.db, 'hic-plan-yok@example.com');
    await ctx.app.inject({
      method: 'GET',
      url: '/api/workspaces/v2',
      headers: { cookie: never.cookie },
    });

    const until = new Date(u.trialEnd.getTime() + RETENTION_DAYS_AFTER_ENTITLEMENT * DAY_MS);
    const before = await historyOf(ctx, u.userId);
    expect(before).toEqual({ workspaces: 1, topics: 1, messages: 2 });

    // The day before retention ends: readable, nothing purged.
    clock.set(new Date(until.getTime() - DAY_MS));
    expect(await accessOf(ctx, u.cookie)).toMatchObject({
      mode: 'retention',
      retentionUntil: until.toISOString(),
      historyPurgedAt: null,
    });
    expect((await purgeExpired(ctx.database.db, clock.now())).purgedUserIds).toEqual([]);
    expect(await historyOf(ctx, u.userId)).toEqual(before);

    // A millisecond before it ends: still nothing; the boundary instant itself is purged.
    clock.set(new Date(until.getTime() - 1));
    expect((await purgeExpired(ctx.database.db, clock.now())).purgedUserIds).toEqual([]);

    clock.set(until);
    const purgedAt = clock.now();
    const first = await purgeExpired(ctx.database.db, purgedAt);
    expect(first.purgedUserIds).toEqual([u.userId]);
    expect(await historyOf(ctx, u.userId)).toEqual({ workspaces: 0, topics: 0, messages: 0 });
    expect(await accessOf(ctx, u.cookie)).toMatchObject({
      mode: 'none',
      retentionUntil: until.toISOString(),
      historyPurgedAt: purgedAt.toISOString(),
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/billing/me',
      headers: { cookie: u.cookie },
    });
    expect(me.json().access.historyPurgedAt).toBe(purgedAt.toISOString());
    // The account itself stays; so do the others' histories.
    expect(await ctx.database.db.select().from(users).where(eq(users.id, u.userId))).toHaveLength(
      1,
    );
    expect(await historyOf(ctx, neighbour.userId)).toEqual({
      workspaces: 1,
      topics: 1,
      messages: 2,
    });
    expect((await historyOf(ctx, never.userId)).workspaces).toBe(1);

    // Idempotent: a day later, a second run (and the job's own run) finds nothing, even though
    // opening the workspace again created an empty default one.
    await ctx.app.inject({
      method: 'GET',
      url: '/api/workspaces/v2',
      headers: { cookie: u.cookie },
    });
    clock.advance(DAY_MS);
    expect((await purgeExpired(ctx.database.db, clock.now())).purgedUserIds).toEqual([]);
    expect(await ctx.app.retention.runOnce()).toBe(0);
    expect((await accessOf(ctx, u.cookie)).historyPurgedAt).toBe(purgedAt.toISOString());
    expect((await historyOf(ctx, u.userId)).workspaces).toBe(1);
  });

  it('starts a new clock with a new entitlement and purges again when that one has run out', async () => {
    clock.set(START);
    const u = await userWithHistory(ctx, 'geri-donen@example.com');
    const firstUntil = new Date(u.trialEnd.getTime() + RETENTION_DAYS_AFTER_ENTITLEMENT * DAY_MS);
    clock.set(new Date(firstUntil.getTime() + DAY_MS));
    expect(await ctx.app.retention.runOnce()).toBeGreaterThanOrEqual(1);
    const firstPurge = (await accessOf(ctx, u.cookie)).historyPurgedAt;
    expect(firstPurge).toBe(clock.now().toISOString());

    // Comes back and buys a month: new history, kept while the plan runs and 180 days after.
    const periodStart = clock.now();
    const periodEnd = new Date(periodStart.getTime() + 30 * DAY_MS);
    await ctx.database.db.insert(subscriptions).values({
      userId: u.userId,
      planCode: 'BASIC',
      months: 1,
      quotaInitial: 50,
      quotaRemaining: 50,
      periodStart,
      periodEnd,
    });
    const ws = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/workspaces/v2',
        headers: { cookie: u.cookie },
      })
    ).json().items[0].id as string;
    const topic = await ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/v2/${ws}/topics`,
      headers: { cookie: u.cookie },
      payload: { title: 'Yeni dönem' },
    });
    expect(topic.statusCode, topic.body).toBe(200);

    clock.set(new Date(periodEnd.getTime() + (RETENTION_DAYS_AFTER_ENTITLEMENT - 1) * DAY_MS));
    expect((await purgeExpired(ctx.database.db, clock.now())).purgedUserIds).toEqual([]);
    expect((await historyOf(ctx, u.userId)).topics).toBe(1);
    // The earlier purge is still reported while the new history is kept.
    expect(await accessOf(ctx, u.cookie)).toMatchObject({
      mode: 'retention',
      historyPurgedAt: firstPurge,
    });

    clock.advance(2 * DAY_MS);
    expect((await purgeExpired(ctx.database.db, clock.now())).purgedUserIds).toEqual([u.userId]);
    expect(await historyOf(ctx, u.userId)).toEqual({ workspaces: 0, topics: 0, messages: 0 });
    expect((await accessOf(ctx, u.cookie)).historyPurgedAt).toBe(clock.now().toISOString());
  });
});
