// A purchase settling while an ask of the same user is half-way through its transaction (found by
// scripts/faults/kill-9.mjs: "deadlock detected" answered 500). PostgreSQL only: PGlite has one
// connection, so two transactions never interleave there.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages, subscriptions } from '../../db/schema';
import { SANDBOX_CREDENTIALS } from '../../providers/payment/sandbox/sandbox-gateway';
import { approvedUser, prepare, sendCallback } from '../../../test/support/billing';
import { describePostgresOnly } from '../../../test/support/test-database';
import { useTestApp, type TestContext } from '../../../test/support/test-app';
import { newTopic, workspaceOf } from '../../../test/support/workspace';
import { takeCredit } from '../workspace';

async function pay(ctx: TestContext, cookie: string) {
  const order = await prepare(ctx.app, cookie, { planCode: 'BEGINNER' });
  return sendCallback(ctx.app, SANDBOX_CREDENTIALS, {
    merchant_oid: order.merchantOid,
    status: 'success',
    total_amount: String(order.amountKurus),
  });
}

describePostgresOnly('purchase during an ask', () => {
  const ctx = useTestApp('postgres');

  it('settles a payment while an ask holds the subscription, without a deadlock', async () => {
    const { cookie, userId } = await approvedUser(ctx.app, ctx.database.db, 'kilit@example.com');
    expect((await pay(ctx, cookie)).statusCode).toBe(200);
    const ws = await workspaceOf(ctx.app, cookie);
    const topicId = await newTopic(ctx.app, cookie, ws, { title: 'Kilit sırası' });
    const order = await prepare(ctx.app, cookie, { planCode: 'BEGINNER' });

    // The ask's transaction as beginAsk runs it: charge (locks the subscription row) … store.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let charged!: () => void;
    const isCharged = new Promise<void>((resolve) => (charged = resolve));
    const ask = ctx.database.db.transaction(async (tx) => {
      const credit = await takeCredit(tx, userId, new Date());
      charged();
      await gate;
      // The foreign key to users takes KEY SHARE on the user row the purchase has locked.
      await tx.insert(messages).values({
        topicId,
        workspaceId: ws,
        userId,
        role: 'user',
        text: 'Soru',
        creditSource: credit.source,
        creditId: credit.rowId,
      });
      return credit;
    });
    await isCharged;

    const callback = sendCallback(ctx.app, SANDBOX_CREDENTIALS, {
      merchant_oid: order.merchantOid,
      status: 'success',
      total_amount: String(order.amountKurus),
    });
    // The purchase now waits for the ask's subscription row.
    await expect
      .poll(async () => {
        const result = (await ctx.database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: Array<{ n: number }> };
        return result.rows[0]?.n;
      })
      .toBe(1);
    release();

    const credit = await ask;
    const res = await callback;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('OK');
    const subs = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    const paid = subs.find((s) => s.id === credit.rowId)!;
    expect(paid).toMatchObject({ status: 'replaced', quotaRemaining: paid.quotaInitial - 1 });
    expect(subs.filter((s) => s.status === 'active')).toHaveLength(1);
  });
});
