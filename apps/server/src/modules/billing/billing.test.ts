import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { planPrices, payments, subscriptions, trials } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { paymentToken } from '../../providers/payment/paytr-protocol';
import { SANDBOX_CREDENTIALS } from '../../providers/payment/sandbox/sandbox-gateway';
import { outbox } from '../../../test/support/accounts';
import { adminCookie } from '../../../test/support/admin';
import { approvedUser, prepare, sendCallback, unapprovedUser } from '../../../test/support/billing';
import { describeEachDatabase } from '../../../test/support/test-database';
import { useTestApp } from '../../../test/support/test-app';
import { seedPlans } from './catalog';

const DAY = 86_400_000;
const creds = SANDBOX_CREDENTIALS;

describeEachDatabase('plans', (driver) => {
  const ctx = useTestApp(driver);

  it('lists the seeded plans with prices by period and quotas, in plan order', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/billing/plans' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: Array<Record<string, unknown>> }>();
    expect(items.map((p) => p.code)).toEqual(['BEGINNER', 'BASIC', 'PREMIUM']);
    expect(items[0]).toMatchObject({
      priceKurus: 49000,
      monthly_quota: 20,
      monthlyQuota: 20,
      // 5 %, 10 %, 20 % off, rounded to whole lira: 1396.5 → 1397, 2646, 4704.
      prices: { 1: 49000, 3: 139700, 6: 264600, 12: 470400 },
    });
    expect(items[1]).toMatchObject({ monthly_quota: 50, prices: { 1: 89000, 3: 253700 } });
    expect(items[2]).toMatchObject({ monthly_quota: 150, prices: { 1: 199000, 12: 1910400 } });
    expect(items[1]!.name).toBe('Temel');
  });

  it('keeps prices edited in the database when seeding again', async () => {
    await ctx.database.db
      .update(planPrices)
      .set({ priceKurus: 95000 })
      .where(and(eq(planPrices.planCode, 'BASIC'), eq(planPrices.periodMonths, 1)));
    await seedPlans(ctx.database.db);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/billing/plans' });
    expect(res.json().items[1].priceKurus).toBe(95000);
    const dump = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/pricing/dump',
      headers: { cookie: await adminCookie(ctx.app, ctx.database.db) },
    });
    expect(dump.statusCode).toBe(200);
    expect(dump.json().config.BASIC).toMatchObject({ monthly_quota: 50, prices: { 1: 95000 } });
  });

  it('gives the pricing dump to admins only', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/admin/pricing/dump' });
    expect(visitor.statusCode).toBe(401);
    const { cookie } = await approvedUser(ctx.app, ctx.database.db, 'dump-user@example.com');
    const user = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/pricing/dump',
      headers: { cookie },
    });
    expect(user.statusCode).toBe(403);
  });
});

describeEachDatabase('payment prepare', (driver) => {
  const ctx = useTestApp(driver);

  it('refuses visitors and users who are not approved', async () => {
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/direct/prepare',
      payload: {},
    });
    expect(visitor.statusCode).toBe(401);
    const { cookie } = await unapprovedUser(ctx.app, ctx.database.db, 'draft-buyer@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/direct/prepare',
      headers: { cookie },
      payload: { planCode: 'BASIC', periodMonths: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(await ctx.database.db.select().from(payments)).toHaveLength(0);
  });

  it('defaults to PREMIUM for 1 month and answers the PayTR form with a valid token', async () => {
    const { cookie, userId } = await approvedUser(ctx.app, ctx.database.db, 'buyer@example.com');
    const answer = await prepare(ctx.app, cookie);
    expect(answer).toMatchObject({ plan: 'PREMIUM', months: 1, amountKurus: 199000 });
    expect(answer.merchantOid).toMatch(/^[A-Za-z0-9]{1,64}$/);
    expect(answer.postUrl).toBe('http://localhost/sandbox/paytr/odeme');
    const f = answer.fields;
    expect(f).toMatchObject({
      merchant_id: creds.merchantId,
      merchant_oid: answer.merchantOid,
      email: 'buyer@example.com',
      payment_amount: '1990.00',
      payment_type: 'card',
      installment_count: '0',
      currency: 'TL',
      test_mode: '1',
      non_3d: '0',
      client_lang: 'tr',
      non3d_test_failed: '0',
      merchant_ok_url: `http://localhost/billing/success?oid=${answer.merchantOid}`,
      merchant_fail_url: `http://localhost/billing/fail?oid=${answer.merchantOid}`,
    });
    expect(JSON.parse(f.user_basket!)).toEqual([['PsikoRehber Premium - 1 ay', '1990.00', 1]]);
    expect(f.paytr_token).toBe(paymentToken(f as never, creds));
    for (const name of ['cc_owner', 'card_number', 'cvv']) expect(f).not.toHaveProperty(name);

    const [row] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.merchantOid, answer.merchantOid));
    expect(row).toMatchObject({
      userId,
      status: 'pending',
      planCode: 'PREMIUM',
      periodMonths: 1,
      amountKurus: 199000,
      provider: 'sandbox',
    });
  });

  it('prices from the server, accepts PRO as PREMIUM and refuses a different client amount', async () => {
    const { cookie } = await approvedUser(ctx.app, ctx.database.db, 'pricer@example.com');
    const basic = await prepare(ctx.app, cookie, {
      planCode: 'basic',
      periodMonths: 3,
      amountKurus: 253700,
      saveCard: false,
    });
    expect(basic).toMatchObject({ plan: 'BASIC', months: 3, amountKurus: 253700 });
    expect(basic.fields.payment_amount).toBe('2537.00');
    expect((await prepare(ctx.app, cookie, { planCode: 'PRO' })).amountKurus).toBe(199000);

    const before = (await ctx.database.db.select().from(payments)).length;
    const cheap = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/direct/prepare',
      headers: { cookie },
      payload: { planCode: 'BASIC', periodMonths: 3, amountKurus: 100 },
    });
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json()).toMatchObject({ ok: false, error: 'amount_mismatch' });
    expect(cheap.json().message).toMatch(/güncel fiyat/);
    for (const payload of [{ planCode: 'GOLD' }, { periodMonths: 2 }, { amountKurus: 'çok' }]) {
      const bad = await ctx.app.inject({
        method: 'POST',
        url: '/api/billing/direct/prepare',
        headers: { cookie },
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().ok).toBe(false);
    }
    expect(await ctx.database.db.select().from(payments)).toHaveLength(before);
  });

  it('gives every order its own id', async () => {
    const { cookie } = await approvedUser(ctx.app, ctx.database.db, 'many@example.com');
    const oids = new Set<string>();
    for (let i = 0; i < 10; i++) oids.add((await prepare(ctx.app, cookie)).merchantOid);
    expect(oids.size).toBe(10);
  });
});

describeEachDatabase('payment callback', (driver) => {
  const ctx = useTestApp(driver);

  async function pendingOrder(email: string, body: Record<string, unknown> = {}) {
    const user = await approvedUser(ctx.app, ctx.database.db, email);
    const order = await prepare(ctx.app, user.cookie, body);
    return { ...user, ...order };
  }
  const subsOf = (userId: string) =>
    ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const paymentOf = async (oid: string) =>
    (await ctx.database.db.select().from(payments).where(eq(payments.merchantOid, oid)))[0]!;

  it('applies a signed success once: BASIC × 3 months gives 150 credits', async () => {
    const order = await pendingOrder('paid@example.com', { planCode: 'BASIC', periodMonths: 3 });
    const res = await sendCallback(ctx.app, creds, {
      merchant_oid: order.merchantOid,
      status: 'success',
      total_amount: '253700',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);

    const subs = await subsOf(order.userId);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      planCode: 'BASIC',
      status: 'active',
      months: 3,
      quotaInitial: 150,
      quotaRemaining: 150,
    });
    const days = (subs[0]!.periodEnd.getTime() - subs[0]!.periodStart.getTime()) / DAY;
    expect(days).toBeGreaterThanOrEqual(89);
    expect(days).toBeLessThanOrEqual(92);
    const payment = await paymentOf(order.merchantOid);
    expect(payment).toMatchObject({ status: 'success', providerTotalKurus: 253700 });
    expect(payment.appliedAt).not.toBeNull();
    const mails = (await outbox(ctx.app)).filter((m) => m.to === 'paid@example.com');
    expect(mails.some((m) => m.subject.includes('ödemeniz alındı'))).toBe(true);

    const replay = await sendCallback(ctx.app, creds, {
      merchant_oid: order.merchantOid,
      status: 'success',
      total_amount: '253700',
    });
    expect(replay.body).toBe('OK');
    expect(await subsOf(order.userId)).toHaveLength(1);
  });

  it('applies 20 concurrent deliveries of the same notification exactly once', async () => {
    const order = await pendingOrder('race@example.com');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        sendCallback(ctx.app, creds, {
          merchant_oid: order.merchantOid,
          status: 'success',
          total_amount: '199000',
        }),
      ),
    );
    expect(results.map((r) => r.body)).toEqual(Array(20).fill('OK'));
    const subs = await subsOf(order.userId);
    expect(subs).toHaveLength(1);
    expect(subs[0]!.quotaRemaining).toBe(150);
  });

  it('refuses a forged hash, an altered amount and an unknown order without any change', async () => {
    const order = await pendingOrder('forged@example.com');
    const forged = await sendCallback(ctx.app, creds, {
      merchant_oid: order.merchantOid,
      status: 'success',
      total_amount: '199000',
      hash: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    });
    expect(forged.statusCode).toBe(403);
    const otherKey = await sendCallback(
      ctx.app,
      { ...creds, merchantKey: 'attacker-key' },
      { merchant_oid: order.merchantOid, status: 'success', total_amount: '199000' },
    );
    expect(otherKey.statusCode).toBe(403);
    // Correctly signed (e.g. a provider-side error) but not the order's amount.
    const altered = await sendCallback(ctx.app, creds, {
      merchant_oid: order.merchantOid,
      status: 'success',
      total_amount: '100',
    });
    expect(altered.statusCode).toBe(409);
    expect(altered.body).not.toBe('OK');
    const unknown = await sendCallback(ctx.app, creds, {
      merchant_oid: 'PRUNKNOWN0001',
      status: 'success',
      total_amount: '199000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await paymentOf(order.merchantOid)).toMatchObject({
      status: 'pending',
      appliedAt: null,
    });
    expect(await subsOf(order.userId)).toHaveLength(0);
  });

  it('marks a failed notification failed with its reason and grants nothing', async () => {
    const order = await pendingOrder('declined@example.com');
    const res = await sendCallback(
      ctx.app,
      creds,
      { merchant_oid: order.merchantOid, status: 'failed', total_amount: '0' },
      { failed_reason_code: '0', failed_reason_msg: 'Yetersiz bakiye' },
    );
    expect(res.body).toBe('OK');
    expect(await paymentOf(order.merchantOid)).toMatchObject({
      status: 'failed',
      failedReasonCode: '0',
      failedReasonMsg: 'Yetersiz bakiye',
    });
    // A late success for a failed order changes nothing either.
    await sendCallback(ctx.app, creds, {
      merchant_oid: order.merchantOid,
      status: 'success',
      total_amount: '199000',
    });
    expect(await subsOf(order.userId)).toHaveLength(0);
  });

  it('replaces the active subscription: a new period, no carry-over', async () => {
    const first = await pendingOrder('upgrade@example.com', { planCode: 'BEGINNER' });
    await sendCallback(ctx.app, creds, {
      merchant_oid: first.merchantOid,
      status: 'success',
      total_amount: '49000',
    });
    await ctx.database.db
      .update(subscriptions)
      .set({ quotaRemaining: 5 })
      .where(eq(subscriptions.userId, first.userId));
    const second = await prepare(ctx.app, first.cookie, { planCode: 'PREMIUM', periodMonths: 1 });
    await sendCallback(ctx.app, creds, {
      merchant_oid: second.merchantOid,
      status: 'success',
      total_amount: '199000',
    });
    const subs = await subsOf(first.userId);
    expect(subs.map((s) => [s.planCode, s.status, s.quotaRemaining]).sort()).toEqual([
      ['BEGINNER', 'replaced', 5],
      ['PREMIUM', 'active', 150],
    ]);
  });

  it('refuses malformed notifications with 400 and never answers 5xx', async () => {
    for (const payload of ['', 'merchant_oid=X', 'status=success&total_amount=1&hash=x', '%%%']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/billing/paytr/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/paytr/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `merchant_oid=${'A'.repeat(100_000)}`,
    });
    expect(huge.statusCode).toBe(413);
  });

  it('does not accept form bodies on other routes', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.co&password=x',
    });
    // Parsed, this would be a login attempt answering 401; unparsed it is a bad body.
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, error: 'invalid_body' });
  });
});

describeEachDatabase('finalize', (driver) => {
  const ctx = useTestApp(driver);

  it('reports only the buyer’s own order and never trusts assumeOk', async () => {
    const buyer = await approvedUser(ctx.app, ctx.database.db, 'final@example.com');
    const other = await approvedUser(ctx.app, ctx.database.db, 'nosy@example.com');
    const order = await prepare(ctx.app, buyer.cookie, { planCode: 'BASIC', periodMonths: 6 });
    const finalize = (cookie: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/billing/payments/finalize',
        headers: { cookie },
        payload: { oid: order.merchantOid, assumeOk: true },
      });

    const foreign = await finalize(other.cookie);
    expect(foreign.statusCode).toBe(404);
    const pending = await finalize(buyer.cookie);
    expect(pending.json()).toEqual({
      ok: true,
      applied: false,
      alreadyApplied: false,
      plan: 'BASIC',
      months: 6,
      status: 'pending',
    });
    expect(
      await ctx.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, buyer.userId)),
    ).toHaveLength(0);

    await sendCallback(ctx.app, creds, {
      merchant_oid: order.merchantOid,
      status: 'success',
      total_amount: String(order.amountKurus),
    });
    expect((await finalize(buyer.cookie)).json()).toMatchObject({
      ok: true,
      applied: true,
      alreadyApplied: true,
      status: 'success',
    });
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/payments/finalize',
      payload: { oid: order.merchantOid, assumeOk: true },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('reports a failed order as not ok', async () => {
    const buyer = await approvedUser(ctx.app, ctx.database.db, 'final-fail@example.com');
    const order = await prepare(ctx.app, buyer.cookie);
    await sendCallback(ctx.app, creds, {
      merchant_oid: order.merchantOid,
      status: 'failed',
      total_amount: '0',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/payments/finalize',
      headers: { cookie: buyer.cookie },
      payload: { oid: order.merchantOid, assumeOk: true },
    });
    expect(res.json()).toMatchObject({ ok: false, applied: false, status: 'failed' });
  });
});

describeEachDatabase('trial and entitlement reads', (driver) => {
  const clock = new ManualClock(new Date('2026-11-22T09:00:00Z'));
  const ctx = useTestApp(driver, { providers: { clock } });

  const get = (url: string, cookie: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  const start = (cookie: string, url = '/api/trial/start') =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie } });

  it('refuses the trial to visitors and to users who are not approved', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/trial/start' })).statusCode).toBe(
      401,
    );
    const { cookie } = await unapprovedUser(ctx.app, ctx.database.db, 'trial-draft@example.com');
    expect((await start(cookie)).statusCode).toBe(403);
    const access = await get('/api/workspaces/v2/access', cookie);
    expect(access.json()).toMatchObject({ canEnter: false, canAsk: false, mode: 'none' });
  });

  it('starts once: 3 days and 3 questions, then trial_used', async () => {
    clock.set(new Date('2026-11-22T09:00:00Z'));
    const { cookie } = await approvedUser(ctx.app, ctx.database.db, 'trial@example.com');
    const before = await get('/api/trial/status', cookie);
    expect(before.json()).toMatchObject({ active: false, hadTrial: false, questionsLeft: 0 });

    const started = await start(cookie);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      ok: true,
      active: true,
      daysLeft: 3,
      questionsLeft: 3,
      hasSubscription: false,
      subscription: null,
      hadTrial: true,
    });
    const again = await start(cookie, '/api/billing/trial/start');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'trial_used' });

    expect((await get('/api/workspaces/v2/access', cookie)).json()).toMatchObject({
      mode: 'trial',
      plan: 'TRIAL',
      canEnter: true,
      canAsk: true,
      questionsLeft: 3,
      daysLeft: 3,
    });
    expect((await get('/api/billing/status', cookie)).json()).toMatchObject({
      plan: 'TRIAL',
      status: 'trial',
    });

    clock.advance(2 * DAY + 23 * 3_600_000);
    expect((await get('/api/billing/trial/status', cookie)).json()).toMatchObject({
      active: true,
      daysLeft: 1,
    });
    clock.advance(3_600_000);
    const expired = (await get('/api/trial/status', cookie)).json();
    expect(expired).toMatchObject({ active: false, daysLeft: 0, questionsLeft: 0, hadTrial: true });
    const access = (await get('/api/workspaces/v2/access', cookie)).json();
    expect(access).toMatchObject({ mode: 'retention', plan: null, canEnter: true, canAsk: false });
    expect(new Date(access.retentionUntil).getTime()).toBe(
      new Date('2026-11-25T09:00:00Z').getTime() + 180 * DAY,
    );
    expect((await start(cookie)).statusCode).toBe(409);
  });

  it('ends the trial when its 3 questions are used, whichever comes first', async () => {
    clock.set(new Date('2026-11-22T09:00:00Z'));
    const { cookie, userId } = await approvedUser(ctx.app, ctx.database.db, 'used@example.com');
    await start(cookie);
    await ctx.database.db
      .update(trials)
      .set({ questionsRemaining: 0 })
      .where(eq(trials.userId, userId));
    expect((await get('/api/trial/status', cookie)).json()).toMatchObject({
      active: false,
      questionsLeft: 0,
    });
    expect((await get('/api/workspaces/v2/access', cookie)).json()).toMatchObject({
      canAsk: false,
    });
  });

  it('refuses the trial while subscribed and reports the subscription everywhere', async () => {
    clock.set(new Date('2026-11-22T09:00:00Z'));
    const { cookie } = await approvedUser(ctx.app, ctx.database.db, 'subscribed@example.com');
    const order = await prepare(ctx.app, cookie, { planCode: 'BEGINNER', periodMonths: 12 });
    await sendCallback(ctx.app, creds, {
      merchant_oid: order.merchantOid,
      status: 'success',
      total_amount: '470400',
    });
    const refused = await start(cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'subscription_active' });

    const me = (await get('/api/billing/me?debug=1', cookie)).json();
    expect(me).toMatchObject({
      ok: true,
      user: { email: 'subscribed@example.com', approved: true },
      plan: 'BEGINNER',
      subscription: {
        plan: 'BEGINNER',
        status: 'active',
        quotaInitial: 240,
        quotaRemaining: 240,
        periodStart: '2026-11-22T09:00:00.000Z',
        periodEnd: '2027-11-22T09:00:00.000Z',
      },
      trial: { active: false, hasSubscription: true, hadTrial: false },
      access: { mode: 'subscription', plan: 'BEGINNER', canAsk: true, questionsLeft: 240 },
      debug: { subscriptionCount: 1, pendingPayments: 0, lastPaymentStatus: 'success' },
    });
    expect((await get('/api/billing/me', cookie)).json()).not.toHaveProperty('debug');
    expect((await get('/api/billing/subscription', cookie)).json().subscription).toMatchObject({
      plan: 'BEGINNER',
      status: 'active',
    });
    const history = (await get('/api/billing/payments', cookie)).json();
    expect(history.items).toEqual([
      expect.objectContaining({
        amountKurus: 470400,
        status: 'success',
        kind: 'subscription',
        merchantOid: order.merchantOid,
        plan: 'BEGINNER',
        months: 12,
      }),
    ]);

    clock.advance(366 * DAY);
    expect((await get('/api/billing/status', cookie)).json()).toMatchObject({
      plan: null,
      status: 'expired',
    });
    expect((await get('/api/workspaces/v2/access', cookie)).json()).toMatchObject({
      mode: 'retention',
      canAsk: false,
    });
    // The subscription has ended, so the trial (never used) is available again.
    expect((await start(cookie)).statusCode).toBe(200);
  });

  it('lets concurrent starts create one trial', async () => {
    clock.set(new Date('2026-11-22T09:00:00Z'));
    const { cookie, userId } = await approvedUser(ctx.app, ctx.database.db, 'double@example.com');
    const results = await Promise.all(Array.from({ length: 5 }, () => start(cookie)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const rows = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(trials)
      .where(eq(trials.userId, userId));
    expect(rows[0]!.n).toBe(1);
  });

  it('requires a session for every entitlement read', async () => {
    for (const url of [
      '/api/billing/me',
      '/api/billing/status',
      '/api/billing/subscription',
      '/api/billing/payments',
      '/api/workspaces/v2/access',
      '/api/trial/status',
      '/api/billing/trial/status',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
