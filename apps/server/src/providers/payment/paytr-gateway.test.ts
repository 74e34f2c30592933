import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { approvedUser, prepare } from '../../../test/support/billing';
import { describeEachDatabase } from '../../../test/support/test-database';
import { useTestApp } from '../../../test/support/test-app';
import { statusInquiryToken } from './paytr-protocol';

const credentials = {
  merchantId: '555555',
  merchantKey: 'live-like-key',
  merchantSalt: 'live-salt',
};

/** A stand-in for PayTR's status service on a local port: checks the token like PayTR does. */
const paid = new Map<string, string>();
let down = false;
const inquiries: Array<Record<string, string>> = [];
const fakePaytr = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const form = Object.fromEntries(new URLSearchParams(body));
    inquiries.push(form);
    if (down) {
      res.writeHead(503).end();
      return;
    }
    res.setHeader('content-type', 'application/json');
    const oid = form.merchant_oid ?? '';
    if (
      req.url !== '/odeme/durum-sorgu' ||
      form.paytr_token !== statusInquiryToken(oid, credentials)
    ) {
      res.end(JSON.stringify({ status: 'error', err_no: '003', err_msg: 'paytr_token hatalı' }));
      return;
    }
    const total = paid.get(oid);
    res.end(
      JSON.stringify(
        total
          ? { status: 'success', payment_amount: total, payment_total: total, currency: 'TL' }
          : { status: 'error', err_no: '004', err_msg: 'Ödeme bulunamadı' },
      ),
    );
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => fakePaytr.listen(0, '127.0.0.1', resolve));
  process.env.FAKE_PAYTR_URL = `http://127.0.0.1:${String((fakePaytr.address() as AddressInfo).port)}`;
});
afterAll(() => new Promise<void>((resolve) => fakePaytr.close(() => resolve())));

describeEachDatabase('PayTR provider', (driver) => {
  const ctx = useTestApp(driver, {
    env: {
      PAYTR_MERCHANT_ID: credentials.merchantId,
      PAYTR_MERCHANT_KEY: credentials.merchantKey,
      PAYTR_MERCHANT_SALT: credentials.merchantSalt,
      get PAYTR_BASE_URL() {
        return process.env.FAKE_PAYTR_URL;
      },
    },
  });
  const finalize = (cookie: string, oid: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/billing/payments/finalize',
      headers: { cookie },
      payload: { oid, assumeOk: true },
    });

  it('is the default provider when credentials are configured, and the sandbox is not mounted', async () => {
    expect(ctx.app.payments.name).toBe('paytr');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/billing/provider' });
    expect(res.json()).toMatchObject({ provider: 'paytr' });
    const sandbox = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/paytr/odeme',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it('posts the card form to PayTR and finalizes a pending order through the status inquiry', async () => {
    const { cookie, userId } = await approvedUser(ctx.app, ctx.database.db, 'inq@example.com');
    const order = await prepare(ctx.app, cookie, { planCode: 'BASIC', periodMonths: 3 });
    expect(order.postUrl).toBe(`${process.env.FAKE_PAYTR_URL!}/odeme`);
    expect(order.fields.merchant_id).toBe('555555');

    const notYet = await finalize(cookie, order.merchantOid);
    expect(notYet.json()).toMatchObject({ applied: false, status: 'pending' });
    expect(inquiries.at(-1)).toMatchObject({
      merchant_id: '555555',
      merchant_oid: order.merchantOid,
    });

    paid.set(order.merchantOid, '2537.00');
    const done = await finalize(cookie, order.merchantOid);
    expect(done.json()).toEqual({
      ok: true,
      applied: true,
      alreadyApplied: false,
      plan: 'BASIC',
      months: 3,
      status: 'success',
    });
    const subs = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(subs).toHaveLength(1);
    expect(subs[0]!.quotaRemaining).toBe(150);

    const count = inquiries.length;
    expect((await finalize(cookie, order.merchantOid)).json()).toMatchObject({
      applied: true,
      alreadyApplied: true,
    });
    expect(inquiries).toHaveLength(count); // settled orders are not asked about again
  });

  it('keeps an order pending, without a 5xx, while the status service is down or disagrees', async () => {
    const { cookie, userId } = await approvedUser(ctx.app, ctx.database.db, 'down@example.com');
    const order = await prepare(ctx.app, cookie);
    down = true;
    try {
      const res = await finalize(cookie, order.merchantOid);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ applied: false, status: 'pending' });
    } finally {
      down = false;
    }
    paid.set(order.merchantOid, '1.00'); // PayTR reports a different amount: nothing granted
    expect((await finalize(cookie, order.merchantOid)).json()).toMatchObject({ applied: false });
    expect(
      await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ).toHaveLength(0);
  });
});
