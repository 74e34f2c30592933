import { SANDBOX_TEST_CARDS } from '@psikorehber/shared/constants';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { payments, subscriptions } from '../../../db/schema';
import { approvedUser, prepare, SANDBOX_CARD_FIELDS } from '../../../../test/support/billing';
import { describeEachDatabase } from '../../../../test/support/test-database';
import { useTestApp } from '../../../../test/support/test-app';
import type { TestContext } from '../../../../test/support/test-app';

const CARD = SANDBOX_CARD_FIELDS;

function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    payload: new URLSearchParams(fields).toString(),
  };
}

/** The browser's side of a sandbox purchase: post the card form, then decide on the 3-D page. */
async function pay(
  ctx: TestContext,
  cookie: string,
  card: Record<string, string>,
  decision: 'confirm' | 'cancel' = 'confirm',
  order?: Record<string, unknown>,
) {
  const prepared = await prepare(ctx.app, cookie, order);
  const page = await ctx.app.inject({
    method: 'POST',
    url: '/sandbox/paytr/odeme',
    ...form({ ...prepared.fields, ...card }),
  });
  const session = /name="session" value="([^"]+)"/.exec(page.body)?.[1];
  if (!session) return { prepared, page, result: undefined };
  const result = await ctx.app.inject({
    method: 'POST',
    url: '/sandbox/paytr/3d',
    ...form({ session, decision }),
  });
  return { prepared, page, result, session };
}

describeEachDatabase('sandbox payment provider', (driver) => {
  // Logs at info, so the test can prove card data never reaches them.
  const ctx = useTestApp(driver, { env: { LOG_LEVEL: 'debug' } });
  const statusOf = async (oid: string) =>
    (await ctx.database.db.select().from(payments).where(eq(payments.merchantOid, oid)))[0]!;

  it('shows a Turkish 3-D Secure page, then applies the order and returns to the ok URL', async () => {
    const { cookie, userId } = await approvedUser(ctx.app, ctx.database.db, 'sb@example.com');
    const { prepared, page, result } = await pay(ctx, cookie, CARD, 'confirm', {
      planCode: 'BASIC',
      periodMonths: 3,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('3D Secure Doğrulama');
    expect(page.body).toContain('Onayla');
    expect(page.body).toContain('İptal');
    expect(page.body).toContain('2.537,00');
    expect(page.body).toContain('**** 4358');
    expect(page.body).not.toContain(CARD.card_number);
    expect(page.body).not.toMatch(/<script/i);

    expect(result!.statusCode).toBe(303);
    expect(result!.headers.location).toBe(prepared.fields.merchant_ok_url);
    expect(await statusOf(prepared.merchantOid)).toMatchObject({ status: 'success' });
    const [sub] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(sub).toMatchObject({ planCode: 'BASIC', quotaRemaining: 150, status: 'active' });
  });

  it('keeps no card number in the database or the logs after a purchase', async () => {
    const { cookie } = await approvedUser(ctx.app, ctx.database.db, 'privacy@example.com');
    await pay(ctx, cookie, CARD);
    // node-postgres answers {rows}, PGlite an object with rows too; read both the same way.
    const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;
    const tables = rowsOf(
      await ctx.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      ),
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name } of tables) {
      const dump = await ctx.database.db.execute(sql.raw(`select * from "${String(table_name)}"`));
      const text = JSON.stringify(rowsOf(dump));
      expect(text, String(table_name)).not.toContain(CARD.card_number);
      expect(text, String(table_name)).not.toContain('4355 0843');
    }
    const logs = ctx.logs();
    expect(logs).toContain('payment callback recorded');
    expect(logs).not.toContain(CARD.card_number);
    expect(logs).not.toContain('cc_owner');
    expect(logs).not.toContain('Ayşe Yılmaz');
  });

  it('declines the failing test card after 3-D Secure and returns to the fail URL', async () => {
    const { cookie } = await approvedUser(ctx.app, ctx.database.db, 'fail@example.com');
    const { prepared, result } = await pay(ctx, cookie, {
      ...CARD,
      card_number: SANDBOX_TEST_CARDS.failure.number,
    });
    expect(result!.headers.location).toBe(prepared.fields.merchant_fail_url);
    expect(await statusOf(prepared.merchantOid)).toMatchObject({
      status: 'failed',
      failedReasonCode: '0',
    });
  });

  it('treats İptal as the buyer leaving (code 6) and forgets the 3-D step', async () => {
    const { cookie } = await approvedUser(ctx.app, ctx.database.db, 'cancel@example.com');
    const { prepared, result, session } = await pay(ctx, cookie, CARD, 'cancel');
    expect(result!.headers.location).toBe(prepared.fields.merchant_fail_url);
    expect(await statusOf(prepared.merchantOid)).toMatchObject({
      status: 'failed',
      failedReasonCode: '6',
    });
    const reused = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/paytr/3d',
      ...form({ session: session!, decision: 'confirm' }),
    });
    expect(reused.statusCode).toBe(410);
    expect(await statusOf(prepared.merchantOid)).toMatchObject({ status: 'failed' });
  });

  it('refuses a tampered token, a bad card and a foreign return address', async () => {
    const { cookie } = await approvedUser(ctx.app, ctx.database.db, 'tamper@example.com');
    const prepared = await prepare(ctx.app, cookie);
    const post = (fields: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: '/sandbox/paytr/odeme', ...form(fields) });

    const cheaper = await post({ ...prepared.fields, ...CARD, payment_amount: '1.00' });
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.body).toContain('paytr_token doğrulanamadı');
    const luhn = await post({ ...prepared.fields, ...CARD, card_number: '4355084355084359' });
    expect(luhn.statusCode).toBe(422);
    expect(luhn.body).toContain('Kart numarası geçersiz');
    const expired = await post({ ...prepared.fields, ...CARD, expiry_year: '20' });
    expect(expired.statusCode).toBe(422);
    const phishing = await post({
      ...prepared.fields,
      ...CARD,
      merchant_ok_url: 'https://evil.example/ok',
    });
    expect(phishing.statusCode).toBe(400);
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(await statusOf(prepared.merchantOid)).toMatchObject({ status: 'pending' });
  });

  it('serves its stylesheet (no inline styles under our CSP)', async () => {
    const css = await ctx.app.inject({ method: 'GET', url: '/sandbox/paytr/sandbox.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });
});
