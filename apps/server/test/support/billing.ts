// Helpers for billing tests: approved accounts, provider-signed callbacks and the sandbox purchase.
import { SANDBOX_TEST_CARDS } from '@psikorehber/shared/constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { applications, users } from '../../src/db/schema';
import type { MerchantCredentials } from '../../src/providers/payment/paytr-protocol';
import { callbackHash } from '../../src/providers/payment/paytr-protocol';
import { signUp } from './accounts';

/** The card fields a browser posts to the sandbox provider with the success test card. */
export const SANDBOX_CARD_FIELDS = {
  cc_owner: 'Ayşe Yılmaz',
  card_number: SANDBOX_TEST_CARDS.success.number,
  expiry_month: '12',
  expiry_year: '30',
  cvv: SANDBOX_TEST_CARDS.success.cvv,
};

/** Signs up and approves the application directly; returns the session cookie and user id. */
export async function approvedUser(app: FastifyInstance, db: Database, email: string) {
  const cookie = await signUp(app, email);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  await db
    .update(applications)
    .set({ status: 'APPROVED' })
    .where(eq(applications.userId, user!.id));
  return { cookie, userId: user!.id };
}

/** A signed-up user whose application is still a draft. */
export async function unapprovedUser(app: FastifyInstance, db: Database, email: string) {
  const cookie = await signUp(app, email);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return { cookie, userId: user!.id };
}

export async function prepare(
  app: FastifyInstance,
  cookie: string,
  body: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/billing/direct/prepare',
    headers: { cookie },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    postUrl: string;
    fields: Record<string, string>;
    merchantOid: string;
    amountKurus: number;
  }>();
}

/** Posts a provider callback, signed with `credentials` unless a hash is given. */
export function sendCallback(
  app: FastifyInstance,
  credentials: MerchantCredentials,
  fields: {
    merchant_oid: string;
    status: 'success' | 'failed';
    total_amount: string;
    hash?: string;
  },
  extra: Record<string, string> = {},
) {
  const hash = fields.hash ?? callbackHash(fields, credentials);
  return app.inject({
    method: 'POST',
    url: '/api/billing/paytr/callback',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      // PayTR's servers are a foreign origin with no session; the route must not care.
      origin: 'https://www.paytr.com',
    },
    payload: new URLSearchParams({ ...fields, hash, ...extra }).toString(),
  });
}
