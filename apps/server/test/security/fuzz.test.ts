// Property-based fuzzing of every JSON route under /api (hardening issue): wrong types, huge
// strings, deep nesting, prototype-pollution keys, invalid UTF-8, lone surrogates, NUL bytes, SQL
// and HTML payloads in bodies, query strings and path parameters, sent as every kind of caller.
//
// Properties of every answer: no 5xx; a 4xx is the JSON error body of
// docs/requirements/errors.md#err-format and leaves the database exactly as it was; an /api answer
// is never an HTML page and always carries nosniff; Object.prototype is never polluted. Failures
// print fast-check's seed and path; replay one with FUZZ_SEED=<seed> (the default seed is fixed, so
// every run is the same).
//
// The route table below must name every /api route: a new route fails the coverage test until it
// is described here (its caller, body fields and a body it accepts). Documented exceptions:
// - HEAD routes are Fastify's automatic twins of the GET routes and are fuzzed through them.
// - Multipart upload routes are fuzzed with JSON and with generated multipart parts.
// - The PayTR callback takes a form body; it is fuzzed as a form (and as JSON) and must never
//   apply a payment, signed or not.
//
// Rate limits are lifted (they have their own tests) so that well-formed fuzz input reaches the
// handlers and the database instead of stopping at 429.
import { errorBodySchema } from '@psikorehber/shared/errors';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { applications, payments, sessions, subscriptions, topics } from '../../src/db/schema';
import type { RateLimitStore } from '../../src/http/rate-limit';
import { randomToken, sha256Hex } from '../../src/lib/crypto';
import { callbackHash } from '../../src/providers/payment/paytr-protocol';
import {
  SANDBOX_CREDENTIALS,
  SANDBOX_FORM_PATH,
} from '../../src/providers/payment/sandbox/sandbox-gateway';
import { createDraft, multipartBody, SAMPLE_PDF, validApplication } from '../support/accounts';
import { adminCookie, seedApplication } from '../support/admin';
import { approvedUser, prepare, SANDBOX_CARD_FIELDS, unapprovedUser } from '../support/billing';
import { FakeEngine } from '../support/fake-engine';
import { useTestApp, type TestContext } from '../support/test-app';
import { describeEachDatabase } from '../support/test-database';
import { insertFailedPair, workspaceOf } from '../support/workspace';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
/** Random requests per route; with the fixed edge cases the file stays well under a minute. */
const RUNS_PER_ROUTE = 14;
const PARAM_RUNS = 8;

const noLimits: RateLimitStore = {
  hit: () => Promise.resolve({ allowed: true, retryAfterSeconds: 0 }),
};

// ---------------------------------------------------------------------------------------------
// Payloads

const LONG_STRING = 'A'.repeat(100_000);
const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "'; drop table users; --",
  '" OR ""="',
  '1); select pg_sleep(0)--',
];
const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
];
const STRING_PAYLOADS = [
  ...SQL_PAYLOADS,
  ...HTML_PAYLOADS,
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '💥🇹🇷',
  'İıŞşĞğÇçÖöÜü',
  '\u202egnp.exe',
  '%00',
  '%ZZ',
  '../../etc/passwd',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '\r\nSet-Cookie: x=1',
  '__proto__',
  'constructor',
  '',
  ' ',
  '\t\n',
  'null',
  '1e309',
  '-0',
  'NaN',
];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...STRING_PAYLOADS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...STRING_PAYLOADS),
        fc.string({ maxLength: 8 }),
      )
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.constant(LONG_STRING) },
);

/** A value of any JSON type for a field, mostly wrong for it. */
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
);

/** Raw bodies that are not what JSON.stringify would produce. */
const RAW_BODIES: Array<string | Buffer> = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":1,"__proto__":{"isAdmin":true}}',
  '{"name": ',
  '{"a":1}}',
  "{'a':1}",
  '[]',
  'null',
  '"text"',
  '1e999',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0x00, 0x00, 0x00]),
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/html',
  undefined,
];

/** Percent-encodes every byte outside the unreserved set (lone surrogates become U+FFFD). */
function pct(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const MALFORMED_ESCAPES = ['%', '%zz', '%E0%A4%A', '%00', '%C0%80', '%ED%A0%80', '%FF', '%u0041'];

function queryArb(names: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    ...(names.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...names) }] : []),
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        ...PROTO_KEYS,
        '__proto__[polluted]',
        'constructor[prototype][polluted]',
        'a[]',
      ),
    },
    { weight: 1, arbitrary: hostileString.filter((s) => s.length < 1000) },
  );
  const pair = fc.oneof(
    { weight: 5, arbitrary: fc.tuple(key, hostileString).map(([k, v]) => `${pct(k)}=${pct(v)}`) },
    { weight: 1, arbitrary: fc.tuple(key, fc.integer()).map(([k, v]) => `${pct(k)}=${v}`) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_ESCAPES).map((e) => `q=${e}`) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_ESCAPES, '&&', '=x', '==') },
  );
  return fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => pairs.join('&'));
}

/** A path segment where an id belongs: random ids, near-ids and hostile text. */
const badSegment = fc.oneof(
  { weight: 2, arbitrary: fc.uuid().map((id) => id) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '1',
      '0',
      '-1',
      'null',
      'undefined',
      '00000000-0000-0000-0000-000000000000',
      '{00000000-0000-0000-0000-000000000000}',
      '6f1c2b3a-9d4e-4f5a-8b6c-7d8e9f0a1b2cx',
      '6F1C2B3A9D4E4F5A8B6C7D8E9F0A1B2C',
      'x'.repeat(150),
      '%00',
      ...MALFORMED_ESCAPES.filter((e) => e !== '%00'),
    ),
  },
  { weight: 3, arbitrary: hostileString.filter((s) => s.length > 0 && s.length < 500).map(pct) },
);

// ---------------------------------------------------------------------------------------------
// The world the fuzzer acts in: one caller of each kind and real ids for every path parameter.

type ActorName = 'visitor' | 'applicant' | 'user' | 'admin';
const ACTORS: ActorName[] = ['visitor', 'applicant', 'user', 'admin'];

interface World {
  cookies: Record<ActorName, string | undefined>;
  userIds: Partial<Record<ActorName, string>>;
  userEmail: string;
  draftToken: string;
  draftEmail: string;
  ws: string;
  topic: string;
  /** A failed answer in that topic (regenerable, free). */
  answer: string;
  applicationId: string;
  applicantFile: string;
  draftFile: string;
  merchantOid: string;
  amountKurus: number;
  /** The provider form of that order, as the browser posts it to the sandbox. */
  orderFields: Record<string, string>;
}

type Consumes = 'session' | 'topic' | 'answer' | 'draftFile' | 'applicantFile' | 'submission';

interface RouteSpec {
  /** The caller that gets past the route's guard; the others are tried too, less often. */
  actor: ActorName;
  /** What the route reads from the body. */
  body: 'json' | 'none' | 'form' | 'multipart';
  /** Body field names of its zod schema. */
  fields?: readonly string[];
  /** A body the route accepts (or nearly): the fuzzer mutates it so payloads get deep. */
  valid?: (w: World) => Record<string, unknown>;
  /** Query parameter names of its zod schema. */
  query?: readonly string[];
  /** What a 2xx answer uses up, restored before the next request. */
  consumes?: Consumes;
}

const FORGOT_REQUEST: RouteSpec = {
  actor: 'visitor',
  body: 'json',
  fields: ['email'],
  valid: (w) => ({ email: w.userEmail }),
};
const FORGOT_VERIFY: RouteSpec = {
  actor: 'visitor',
  body: 'json',
  fields: ['email', 'code'],
  valid: (w) => ({ email: w.userEmail, code: '000000' }),
};
const FORGOT_RESET: RouteSpec = {
  actor: 'visitor',
  body: 'json',
  fields: ['resetToken', 'password', 'passwordConfirm'],
  valid: () => ({
    resetToken: randomToken(32),
    password: 'Guclu-Sifre-2026',
    passwordConfirm: 'Guclu-Sifre-2026',
  }),
};
const APPLICATION_FIELDS = Object.keys(validApplication);
const read = (actor: ActorName, query: readonly string[] = []): RouteSpec => ({
  actor,
  body: 'none',
  query,
});
const action = (actor: ActorName, consumes?: Consumes): RouteSpec => ({
  actor,
  body: 'none',
  consumes,
});
const upload: RouteSpec = { actor: 'applicant', body: 'multipart' };
const createWorkspace: RouteSpec = {
  actor: 'user',
  body: 'json',
  fields: ['name'],
  valid: () => ({ name: 'Yeni çalışma alanı' }),
};

/** Every /api route (HEAD twins aside), keyed "METHOD url" as Fastify registered it. */
const ROUTES: Record<string, RouteSpec> = {
  'GET /api/healthz': read('visitor'),
  'GET /api/readyz': read('visitor'),
  'POST /api/auth/login': {
    actor: 'visitor',
    body: 'json',
    fields: ['email', 'password'],
    valid: (w) => ({ email: w.userEmail, password: 'Yanlis-Sifre-2026' }),
  },
  'POST /api/auth/logout': action('user', 'session'),
  'GET /api/auth/me': read('user'),
  'GET /api/me': read('user'),
  'POST /api/auth/forgot/request-code': FORGOT_REQUEST,
  'POST /api/forgot/request-code': FORGOT_REQUEST,
  'POST /api/auth/forgot/start': FORGOT_REQUEST,
  'POST /api/forgot/start': FORGOT_REQUEST,
  'POST /api/auth/forgot/verify-code': FORGOT_VERIFY,
  'POST /api/forgot/verify-code': FORGOT_VERIFY,
  'POST /api/auth/forgot/verify': FORGOT_VERIFY,
  'POST /api/forgot/verify': FORGOT_VERIFY,
  'POST /api/auth/forgot/reset': FORGOT_RESET,
  'POST /api/forgot/reset': FORGOT_RESET,
  'POST /api/public/apply/draft': {
    actor: 'visitor',
    body: 'json',
    fields: ['email', ...APPLICATION_FIELDS, 'acceptPrivacyNotice', 'acceptExplicitConsent'],
    valid: (w) => ({
      email: w.draftEmail,
      ...validApplication,
      acceptPrivacyNotice: true,
      acceptExplicitConsent: true,
    }),
  },
  'POST /api/public/apply/request-code': {
    actor: 'visitor',
    body: 'json',
    fields: ['email', 'draftId'],
    valid: (w) => ({ email: w.draftEmail, draftId: w.draftToken }),
  },
  'POST /api/public/apply/verify-code': {
    actor: 'visitor',
    body: 'json',
    fields: ['draftId', 'code'],
    valid: (w) => ({ draftId: w.draftToken, code: '000000' }),
  },
  'POST /api/public/apply/set-password': {
    actor: 'visitor',
    body: 'json',
    fields: ['verifyToken', 'password'],
    valid: () => ({ verifyToken: randomToken(32), password: 'Guclu-Sifre-2026' }),
  },
  'GET /api/public/apply/files': read('visitor'),
  'POST /api/public/apply/files/upload': { actor: 'visitor', body: 'multipart' },
  'DELETE /api/public/apply/files/:fileId': action('visitor', 'draftFile'),
  'GET /api/apply/secure/me': read('applicant'),
  'GET /api/apply/secure/status': read('applicant'),
  'GET /api/apply/me': read('applicant'),
  'POST /api/apply/secure/upsert': {
    actor: 'applicant',
    body: 'json',
    fields: APPLICATION_FIELDS,
    valid: () => ({ ...validApplication }),
  },
  'POST /api/apply/secure/update': {
    actor: 'applicant',
    body: 'json',
    fields: APPLICATION_FIELDS.filter((f) => f !== 'address'),
    valid: () => {
      const { address: _address, ...rest } = validApplication;
      return rest;
    },
  },
  'POST /api/apply/secure/submit': action('applicant', 'submission'),
  'POST /api/apply/secure/files/upload': upload,
  'POST /api/apply/secure/files': upload,
  'DELETE /api/apply/secure/files/:fileId': action('applicant', 'applicantFile'),
  'GET /api/apply/secure/files/:fileId': read('applicant'),
  'GET /api/i/admin/ping': read('admin'),
  'GET /api/i/admin/applications': read('admin', ['q', 'status', 'statuses', 'page', 'size']),
  'GET /api/i/admin/applications/:id': read('admin'),
  'GET /api/i/admin/applications/:id/files': read('admin'),
  'POST /api/i/admin/applications/:id/approve': action('admin'),
  'POST /api/i/admin/applications/:id/reject': action('admin'),
  'POST /api/i/admin/applications/:id/hold': action('admin'),
  'GET /api/i/admin/files/:fileId/download': read('admin'),
  'GET /api/i/admin/reports/payments/summary': read('admin', ['window']),
  'GET /api/i/admin/reports/payments/list': read('admin', ['window', 'limit']),
  'GET /api/billing/plans': read('visitor'),
  'GET /api/billing/provider': read('visitor'),
  'GET /api/admin/pricing/dump': read('admin'),
  'GET /api/billing/me': read('user', ['debug']),
  'GET /api/billing/status': read('user'),
  'GET /api/billing/subscription': read('user'),
  'GET /api/billing/payments': read('user'),
  'GET /api/workspaces/v2/access': read('user'),
  'GET /api/trial/status': read('user'),
  'GET /api/billing/trial/status': read('user'),
  'POST /api/trial/start': action('user'),
  'POST /api/billing/trial/start': action('user'),
  'POST /api/billing/direct/prepare': {
    actor: 'user',
    body: 'json',
    fields: ['planCode', 'periodMonths', 'amountKurus', 'saveCard'],
    valid: () => ({ planCode: 'BASIC', periodMonths: 3 }),
  },
  'POST /api/billing/payments/finalize': {
    actor: 'user',
    body: 'json',
    fields: ['oid', 'assumeOk'],
    valid: (w) => ({ oid: w.merchantOid, assumeOk: true }),
  },
  'POST /api/billing/paytr/callback': {
    actor: 'visitor',
    body: 'form',
    fields: [
      'merchant_oid',
      'status',
      'total_amount',
      'hash',
      'failed_reason_code',
      'failed_reason_msg',
    ],
    valid: (w) => ({
      merchant_oid: w.merchantOid,
      status: 'success',
      total_amount: String(w.amountKurus),
      hash: 'bm90IGEgcmVhbCBoYXNo',
    }),
  },
  'GET /api/workspaces/v2': read('user'),
  'POST /api/workspaces/v2': createWorkspace,
  'POST /api/i/workspaces': createWorkspace,
  'GET /api/workspaces/v2/:ws/topics': read('user'),
  'POST /api/workspaces/v2/:ws/topics': {
    actor: 'user',
    body: 'json',
    fields: ['title', 'topicTitle', 'topic_name', 'focus', 'level'],
    valid: () => ({ title: 'Kaygılı danışan', focus: 'case', level: 'early' }),
  },
  'PATCH /api/workspaces/v2/:ws/topics/:topic': {
    actor: 'user',
    body: 'json',
    fields: ['title', 'focus', 'level'],
    valid: () => ({ title: 'Yeni başlık', focus: 'ethics', level: 'student' }),
  },
  'DELETE /api/workspaces/v2/:ws/topics/:topic': action('user', 'topic'),
  'GET /api/workspaces/v2/:ws/topics/:topic/messages': read('user', ['limit', 'before']),
  'GET /api/workspaces/v2/:ws/search': read('user', ['q']),
  'POST /api/workspaces/v2/:ws/topics/:topic/ask': {
    actor: 'user',
    body: 'json',
    fields: ['text'],
    valid: () => ({ text: 'Danışanım yoğun kaygı yaşıyor, nasıl bir yol izlemeliyim?' }),
  },
  'GET /api/workspaces/v2/:ws/topics/:topic/export.pdf': read('user'),
  'POST /api/workspaces/v2/:ws/topics/:topic/messages/:msg/stop': action('user'),
  'POST /api/workspaces/v2/:ws/topics/:topic/messages/:msg/regenerate': action('user', 'answer'),
  'GET /api/workspaces/v2/:ws/topics/:topic/messages/:msg/stream': read('user'),
  'POST /api/public/contact': {
    actor: 'visitor',
    body: 'json',
    fields: ['name', 'email', 'subject', 'message', 'website'],
    valid: () => ({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      subject: 'Soru',
      message: 'Merhaba, platform hakkında bir sorum var.',
    }),
  },
  'GET /api/dev/outbox': read('visitor', ['limit']),
  'GET /api/account/export': read('user'),
  'POST /api/account/delete': {
    actor: 'user',
    body: 'json',
    fields: ['password'],
    // Never the real password: a 2xx here would erase the fuzzer's own account.
    valid: () => ({ password: 'Yanlis-Sifre-2026' }),
  },
};

// ---------------------------------------------------------------------------------------------
// Database fingerprint: row count and md5 of every table of schema.ts.

/**
 * Columns that legitimately change on requests answered 4xx, or in the background; everything
 * else of every table must stay identical across a 4xx answer.
 */
const VOLATILE_COLUMNS: Record<string, readonly string[]> = {
  // Any authenticated request may move the idle-expiry clock of its session.
  sessions: ['last_seen_at'],
  // The mail worker's delivery bookkeeping runs in the background, independent of requests.
  outbox_mails: ['status', 'attempts', 'last_error', 'next_attempt_at', 'sent_at'],
  // A wrong code is counted on its 4xx answer by design (5 wrong tries burn it,
  // docs/requirements/limits.md#lim-codes).
  email_codes: ['attempts'],
};

/** Tables whose rows a 4xx answer writes by design: a wrong password is counted (login-throttle.ts). */
const VOLATILE_TABLES = new Set(['login_throttles']);

const SCHEMA_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

const FINGERPRINT_SQL = SCHEMA_TABLES.filter(({ name }) => !VOLATILE_TABLES.has(name))
  .map(({ name, columns }) => {
    const kept = columns
      .map((c) => c.name)
      .filter((c) => !(VOLATILE_COLUMNS[name] ?? []).includes(c))
      .map((c) => `"${c}"`);
    return `select '${name}' as name, count(*)::int as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from (select ${kept.join(', ')} from "${name}") x`;
  })
  .join(' union all ');

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

async function fingerprint(ctx: TestContext): Promise<Record<string, string>> {
  const rows = rowsOf(await ctx.database.db.execute(sql.raw(FINGERPRINT_SQL)));
  return Object.fromEntries(rows.map((r) => [String(r.name), `${String(r.n)}:${String(r.h)}`]));
}

// ---------------------------------------------------------------------------------------------
// Requests and the properties every answer must have.

interface Body {
  payload: string | Buffer;
  contentType: string | undefined;
}

const OBJECT_PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

function assertWellFormed(res: LightMyRequestResponse, label: string): void {
  expect(res.statusCode, `${label} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const type = String(res.headers['content-type'] ?? '');
  expect(type, label).not.toMatch(/html/i);
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  if (res.statusCode >= 400) {
    expect(type, label).toMatch(/^application\/json/);
    const parsed = errorBodySchema.safeParse(res.json());
    expect(parsed.success, `${label}: not the error format: ${res.body.slice(0, 300)}`).toBe(true);
    expect(parsed.data?.error, label).toMatch(/^[a-z_]+$/);
    expect(parsed.data?.message.length, label).toBeGreaterThan(0);
  }
  // Prototype pollution would show up here, whatever key carried it.
  expect(Object.getOwnPropertyNames(Object.prototype).sort(), label).toEqual(OBJECT_PROTOTYPE_KEYS);
  expect(({} as Record<string, unknown>).polluted, label).toBeUndefined();
  expect(({} as Record<string, unknown>).isAdmin, label).toBeUndefined();
}

function describeBody(body: Body | undefined): string {
  if (!body) return 'no body';
  const text = Buffer.isBuffer(body.payload)
    ? `<bytes ${body.payload.toString('hex').slice(0, 80)}>`
    : body.payload;
  return `${body.contentType ?? 'no content-type'} ${JSON.stringify(text.slice(0, 200))}`;
}

// ---------------------------------------------------------------------------------------------

describeEachDatabase('fuzzing every JSON route', (driver) => {
  const engine = new FakeEngine();
  const ctx = useTestApp(driver, { providers: { rateLimits: noLimits, engine } });
  const world = {} as World;
  let current: Record<string, string> | undefined;

  async function mintSession(userId: string): Promise<string> {
    const token = randomToken(32);
    await ctx.database.db.insert(sessions).values({
      userId,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return `pr_session=${token}`;
  }

  async function uploadFile(url: string, headers: Record<string, string>): Promise<string> {
    const body = multipartBody('belge.pdf', SAMPLE_PDF, 'application/pdf');
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ file: { id: string } }>().file.id;
  }

  async function newTopic(): Promise<string> {
    const [row] = await ctx.database.db
      .insert(topics)
      .values({ workspaceId: world.ws, userId: world.userIds.user!, title: 'Vaka' })
      .returning();
    world.answer = await newFailedAnswer(row!.id);
    return row!.id;
  }

  /** A question with a failed answer in the topic: what stop, follow and regenerate act on. */
  function newFailedAnswer(topicId: string): Promise<string> {
    return insertFailedPair(ctx.database.db, {
      topicId,
      workspaceId: world.ws,
      userId: world.userIds.user!,
    });
  }

  /** Puts back what a 2xx answer used up, so the next request finds the same world. */
  async function restore(consumes: Consumes | undefined, actor: ActorName): Promise<void> {
    switch (consumes) {
      case 'session':
        if (world.userIds[actor]) world.cookies[actor] = await mintSession(world.userIds[actor]);
        break;
      case 'topic':
        world.topic = await newTopic();
        break;
      case 'answer':
        world.answer = await newFailedAnswer(world.topic);
        break;
      case 'draftFile':
        world.draftFile = await uploadFile('/api/public/apply/files/upload', {
          'x-apply-draft-id': world.draftToken,
        });
        break;
      case 'applicantFile':
        world.applicantFile = await uploadFile('/api/apply/secure/files/upload', {
          cookie: world.cookies.applicant!,
        });
        break;
      case 'submission':
        await ctx.database.db
          .update(applications)
          .set({ status: 'DRAFT', submittedAt: null })
          .where(eq(applications.userId, world.userIds.applicant!));
        break;
      case undefined:
        return;
    }
    current = undefined;
  }

  beforeAll(async () => {
    const { app, database } = ctx;
    const db = database.db;
    world.userEmail = 'fuzz-user@example.com';
    const user = await approvedUser(app, db, world.userEmail);
    const applicant = await unapprovedUser(app, db, 'fuzz-applicant@example.com');
    const admin = await adminCookie(app, db, 'fuzz-admin@example.com');
    const adminMe = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: admin },
    });
    world.cookies = { visitor: undefined, applicant: applicant.cookie, user: user.cookie, admin };
    world.userIds = {
      user: user.userId,
      applicant: applicant.userId,
      admin: adminMe.json<{ user: { id: string } }>().user.id,
    };
    // Credit for questions and topics, so well-formed input reaches the insert statements.
    const now = Date.now();
    await db.insert(subscriptions).values({
      userId: user.userId,
      planCode: 'PREMIUM',
      months: 12,
      quotaInitial: 1_000_000,
      quotaRemaining: 1_000_000,
      periodStart: new Date(now - 86_400_000),
      periodEnd: new Date(now + 300 * 86_400_000),
    });
    world.ws = await workspaceOf(app, user.cookie);
    world.topic = await newTopic();
    world.draftEmail = 'fuzz-draft@example.com';
    world.draftToken = await createDraft(app, world.draftEmail);
    world.draftFile = await uploadFile('/api/public/apply/files/upload', {
      'x-apply-draft-id': world.draftToken,
    });
    world.applicantFile = await uploadFile('/api/apply/secure/files/upload', {
      cookie: applicant.cookie,
    });
    world.applicationId = (await seedApplication(db, { email: 'fuzz-seeded@example.com' })).id;
    const order = await prepare(app, user.cookie, { planCode: 'BEGINNER', periodMonths: 1 });
    world.merchantOid = order.merchantOid;
    world.amountKurus = order.amountKurus;
    world.orderFields = order.fields;
  }, 60_000);

  function paramValue(url: string, name: string): string {
    switch (name) {
      case 'ws':
        return world.ws;
      case 'topic':
        return world.topic;
      case 'msg':
        return world.answer;
      case 'id':
        return world.applicationId;
      case 'fileId':
        return url.startsWith('/api/public/') ? world.draftFile : world.applicantFile;
      default:
        throw new Error(`no real value for the path parameter :${name} of ${url}`);
    }
  }

  function fillPath(url: string, override: Record<string, string> = {}): string {
    return url.replace(/:(\w+)/g, (_m, name: string) => override[name] ?? paramValue(url, name));
  }

  function headersFor(actor: ActorName, body: Body | undefined): Record<string, string> {
    const headers: Record<string, string> = {};
    const cookie = world.cookies[actor];
    if (cookie) headers.cookie = cookie;
    // The visitor holds an anonymous draft (its capability token travels in this header).
    if (actor === 'visitor') headers['x-apply-draft-id'] = world.draftToken;
    if (body?.contentType) headers['content-type'] = body.contentType;
    return headers;
  }

  /**
   * Sends one request and checks every property; a 4xx answer must leave the database as it was.
   * Returns the answer for route-specific checks.
   */
  async function exchange(
    key: string,
    spec: RouteSpec,
    request: { actor: ActorName; path: string; query?: string; body?: Body },
  ): Promise<LightMyRequestResponse> {
    const [method] = key.split(' ') as [string];
    current ??= await fingerprint(ctx);
    const url = request.query ? `${request.path}?${request.query}` : request.path;
    const res = await ctx.app.inject({
      method: method as 'GET',
      url,
      headers: headersFor(request.actor, request.body),
      ...(request.body ? { payload: request.body.payload } : {}),
    });
    const label = `${key} as ${request.actor}: ${method} ${url.slice(0, 300)} with ${describeBody(request.body)}`;
    assertWellFormed(res, label);
    const after = await fingerprint(ctx);
    if (res.statusCode >= 400) {
      expect(after, `${label}: a ${String(res.statusCode)} answer changed the database`).toEqual(
        current,
      );
    }
    current = after;
    if (res.statusCode < 300 && (request.actor === spec.actor || spec.consumes === 'session')) {
      await restore(spec.consumes, request.actor);
    }
    return res;
  }

  const jsonBody = (value: unknown, contentType = 'application/json'): Body => ({
    payload: JSON.stringify(value) ?? '',
    contentType,
  });

  function formBody(value: Record<string, unknown>): Body {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(value)) {
      for (const item of Array.isArray(v) ? v : [v]) {
        form.append(k, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
      }
    }
    return { payload: form.toString(), contentType: 'application/x-www-form-urlencoded' };
  }

  /** A multipart body with a fuzzed field name, file name, declared type and content. */
  const multipartArb: fc.Arbitrary<Body> = fc
    .record({
      field: fc.oneof(
        fc.constant('file'),
        hostileString.filter((s) => !/["\r\n]/.test(s) && s.length < 200),
      ),
      name: hostileString.filter((s) => !/["\r\n]/.test(s) && s.length < 2000),
      type: fc.constantFrom('application/pdf', 'text/html', 'image/png', '../../x'),
      content: fc.oneof(
        fc.constant(SAMPLE_PDF),
        fc.constant(Buffer.from('<script>alert(1)</script>')),
        fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
      ),
    })
    .map(({ field, name, type, content }) => {
      const body = multipartBody(name, content, type, field);
      return { payload: body.payload, contentType: body.headers['content-type'] };
    });

  function bodyArb(spec: RouteSpec): fc.Arbitrary<Body | undefined> {
    const fields = spec.fields ?? ['name', 'text', 'email'];
    const valid = spec.valid ?? (() => ({}));
    const encode = spec.body === 'form' ? formBody : (v: Record<string, unknown>) => jsonBody(v);
    const mutated = fc
      .record({
        field: fc.constantFrom(...fields),
        how: fc.constantFrom('replace', 'splice', 'drop'),
        value: fieldValue,
        payload: fc.constantFrom(...STRING_PAYLOADS),
        at: fc.nat(),
        extra: fc.option(
          fc.tuple(fc.constantFrom(...PROTO_KEYS, 'role', 'userId', 'status'), fieldValue),
          {
            freq: 4,
          },
        ),
      })
      .map(({ field, how, value, payload, at, extra }) => {
        const body: Record<string, unknown> = { ...valid(world) };
        const old = body[field];
        if (how === 'replace') body[field] = value;
        else if (how === 'drop') delete body[field];
        else {
          // The payload inside an otherwise valid value: the likeliest way to reach the database.
          const text = typeof old === 'string' ? old : 'metin';
          const i = at % (text.length + 1);
          body[field] = text.slice(0, i) + payload + text.slice(i);
        }
        if (extra) body[extra[0]] = extra[1];
        return encode(body);
      });
    const wrongTypes = fc
      .dictionary(fc.constantFrom(...fields), fieldValue, { maxKeys: fields.length })
      .map((v) => encode(v));
    const arbitrary = fc
      .anything({ maxDepth: 3, maxKeys: 5, withNullPrototype: true, withSparseArray: true })
      .map((v) => jsonBody(v));
    const raw = fc
      .tuple(fc.constantFrom(...RAW_BODIES), fc.constantFrom(...CONTENT_TYPES))
      .map(([payload, contentType]) => ({ payload, contentType }));
    const retyped = fc
      .tuple(fc.constantFrom(...fields), hostileString, fc.constantFrom(...CONTENT_TYPES))
      .map(([field, v, contentType]) => ({
        ...jsonBody({ ...valid(world), [field]: v }),
        contentType,
      }));
    return fc.oneof(
      { weight: 6, arbitrary: mutated },
      { weight: 2, arbitrary: wrongTypes },
      { weight: 2, arbitrary: arbitrary },
      { weight: 2, arbitrary: raw },
      { weight: 1, arbitrary: retyped },
      ...(spec.body === 'multipart' ? [{ weight: 4, arbitrary: multipartArb }] : []),
      ...(spec.body === 'form' ? [{ weight: 2, arbitrary: mutated.map(() => undefined) }] : []),
    );
  }

  function requestArb(key: string, spec: RouteSpec) {
    const [method] = key.split(' ') as [string];
    const takesBody = method !== 'GET';
    return fc.record({
      actor: fc.oneof(
        { weight: 4, arbitrary: fc.constant(spec.actor) },
        { weight: 1, arbitrary: fc.constantFrom(...ACTORS) },
      ),
      query: fc.option(queryArb(spec.query ?? []), { freq: spec.query ? 2 : 4 }),
      body: takesBody ? bodyArb(spec) : fc.constant(undefined),
    });
  }

  /** Fixed edge cases for a route with a body: each must answer 4xx (or be ignored), never 5xx. */
  function edgeCases(spec: RouteSpec): Array<{ label: string; body: Body; expect4xx: boolean }> {
    const fields = spec.fields ?? [];
    const valid = spec.valid?.(world) ?? {};
    const hasSchema = spec.body === 'json' || spec.body === 'form';
    const deepArray = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const cases = [
      {
        label: 'a body over 1 MB',
        body: jsonBody({ ...valid, x: 'x'.repeat(1_100_000) }),
        expect4xx: true,
      },
      {
        label: 'nesting 10,000 arrays deep',
        body: { payload: deepArray, contentType: 'application/json' },
        expect4xx: hasSchema,
      },
      {
        // Only an unknown key, stripped: routes whose fields are all optional may accept it.
        label: 'nesting 10,000 objects deep',
        body: { payload: deepObject, contentType: 'application/json' },
        expect4xx: false,
      },
      ...RAW_BODIES.slice(0, 3).map((payload) => ({
        label: `prototype keys ${String(payload)}`,
        body: { payload, contentType: 'application/json' },
        expect4xx: true,
      })),
    ];
    for (const field of fields) {
      cases.push(
        {
          label: `${field} nested 10,000 deep`,
          body: {
            payload: JSON.stringify({ ...valid, [field]: '@@' }).replace('"@@"', deepArray),
            contentType: 'application/json',
          },
          // An alias field (topicTitle beside title) is ignored when the main one is given.
          expect4xx: hasSchema && field in valid,
        },
        {
          label: `${field} of 100,000 characters`,
          body: jsonBody({ ...valid, [field]: LONG_STRING }),
          expect4xx: false,
        },
        {
          label: `${field} with a NUL byte`,
          body: jsonBody({ ...valid, [field]: `${String(valid[field] ?? 'x')}\u0000` }),
          expect4xx: false,
        },
        {
          label: `${field} with a lone surrogate`,
          body: jsonBody({ ...valid, [field]: `${String(valid[field] ?? 'x')}\ud800` }),
          expect4xx: false,
        },
        {
          label: `${field} with invalid UTF-8 bytes`,
          body: {
            payload: Buffer.concat(
              JSON.stringify({ ...valid, [field]: 'MARK' })
                .split('MARK')
                .flatMap((part, i) =>
                  i === 0
                    ? [Buffer.from(part)]
                    : [Buffer.from([0xc3, 0x28, 0xff, 0xed, 0xa0, 0x80]), Buffer.from(part)],
                ),
            ),
            contentType: 'application/json',
          },
          expect4xx: false,
        },
      );
    }
    if (spec.body === 'form') {
      cases.push(
        {
          label: 'a form over 32 KB',
          body: formBody({ ...valid, failed_reason_msg: 'x'.repeat(40_000) }),
          expect4xx: true,
        },
        {
          label: 'a form with prototype keys',
          body: {
            payload: '__proto__=x&constructor=y&prototype=z&__proto__[polluted]=1',
            contentType: 'application/x-www-form-urlencoded',
          },
          expect4xx: true,
        },
        {
          label: 'a form with NUL bytes',
          body: formBody({ ...valid, merchant_oid: `${world.merchantOid}\u0000` }),
          expect4xx: true,
        },
      );
    }
    return cases;
  }

  it('covers every /api route and every table of schema.ts', async () => {
    const registered = ctx.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((key) => !(key in ROUTES));
    expect(missing, 'new /api routes: describe them in ROUTES of fuzz.test.ts').toEqual([]);
    expect(Object.keys(ROUTES).filter((key) => !registered.includes(key))).toEqual([]);
    // HEAD routes are only the automatic twins of GET routes.
    for (const r of ctx.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/') && r.method === 'HEAD',
    )) {
      expect(ROUTES[`GET ${r.url}`], r.url).toBeDefined();
    }
    const tables = rowsOf(
      await ctx.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      ),
    ).map((r) => String(r.table_name));
    expect(tables.sort()).toEqual(SCHEMA_TABLES.map((t) => t.name).sort());
  });

  for (const [key, spec] of Object.entries(ROUTES)) {
    it(`survives random and malformed input: ${key}`, async () => {
      const [, url] = key.split(' ') as [string, string];
      if (spec.valid) {
        // The body the mutations start from must pass validation, or they would only ever test
        // the validator (a schema change that adds a required field shows up here).
        const baseline = await exchange(key, spec, {
          actor: spec.actor,
          path: fillPath(url),
          body: spec.body === 'form' ? formBody(spec.valid(world)) : jsonBody(spec.valid(world)),
        });
        if (baseline.statusCode >= 400) {
          expect(baseline.json<{ error: string }>().error, baseline.body).not.toBe('invalid_body');
        }
      }
      await fc.assert(
        fc.asyncProperty(requestArb(key, spec), async (request) => {
          await exchange(key, spec, {
            ...request,
            path: fillPath(url),
            query: request.query ?? undefined,
          });
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );

      if (spec.body !== 'none' || key.startsWith('POST ')) {
        for (const edge of edgeCases(spec)) {
          const res = await exchange(key, spec, {
            actor: spec.actor,
            path: fillPath(url),
            body: edge.body,
          });
          if (edge.expect4xx)
            expect(res.statusCode, `${key}: ${edge.label}`).toBeGreaterThanOrEqual(400);
          if (edge.label === 'a body over 1 MB') expect(res.statusCode, key).toBe(413);
        }
      }

      const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      if (params.length > 0) {
        await fc.assert(
          fc.asyncProperty(
            fc.record(Object.fromEntries(params.map((p) => [p, badSegment]))),
            async (override) => {
              const res = await exchange(key, spec, {
                actor: spec.actor,
                path: fillPath(url, override as Record<string, string>),
              });
              expect([400, 404], `${key} with ${JSON.stringify(override)}`).toContain(
                res.statusCode,
              );
            },
          ),
          { seed: SEED, numRuns: PARAM_RUNS },
        );
      }
    }, 120_000);
  }

  it('never applies a payment from a callback, even one signed with a wrong amount', async () => {
    const spec = ROUTES['POST /api/billing/paytr/callback']!;
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(hostileString, fc.integer().map(String))
          .filter((a) => a !== String(world.amountKurus)),
        fc.option(hostileString, { nil: undefined }),
        async (totalAmount, failedReason) => {
          const fields = {
            merchant_oid: world.merchantOid,
            status: 'success' as const,
            total_amount: totalAmount,
          };
          const signed = {
            ...fields,
            hash: callbackHash(fields, SANDBOX_CREDENTIALS),
            ...(failedReason === undefined ? {} : { failed_reason_msg: failedReason }),
          };
          const res = await exchange('POST /api/billing/paytr/callback', spec, {
            actor: 'visitor',
            path: '/api/billing/paytr/callback',
            body: formBody(signed),
          });
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        },
      ),
      { seed: SEED, numRuns: 20 },
    );
    const [payment] = await ctx.database.db
      .select({ status: payments.status, appliedAt: payments.appliedAt })
      .from(payments)
      .where(eq(payments.merchantOid, world.merchantOid));
    expect(payment).toEqual({ status: 'pending', appliedAt: null });
  });

  it('never reflects HTML from the sandbox payment pages unescaped', async () => {
    // Outside /api, but the one place that renders posted form fields into HTML.
    const fields = [
      'cc_owner',
      'card_number',
      'cvv',
      'merchant_oid',
      'email',
      'payment_amount',
      'merchant_ok_url',
      'merchant_fail_url',
    ];
    const markup = HTML_PAYLOADS.filter((p) => /[<"]/.test(p));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields),
        fc.constantFrom(...markup),
        fc.boolean(),
        async (field, payload, append) => {
          const form: Record<string, string> = {
            ...world.orderFields,
            ...SANDBOX_CARD_FIELDS,
          };
          form[field] = append ? `${form[field] ?? ''}${payload}` : payload;
          const res = await ctx.app.inject({
            method: 'POST',
            url: SANDBOX_FORM_PATH,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(form).toString(),
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(res.body, `${field} reflected`).not.toContain(payload);
        },
      ),
      { seed: SEED, numRuns: 24 },
    );
  });

  it('refuses NUL bytes with 400 before they reach PostgreSQL (regression)', async () => {
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      [
        'POST /api/public/contact',
        '/api/public/contact',
        {
          ...ROUTES['POST /api/public/contact']!.valid!(world),
          message: 'Merhaba\u0000 dünya, bir sorum var.',
        },
        'message',
      ],
      [
        'POST /api/auth/login',
        '/api/auth/login',
        { email: `a\u0000@example.com`, password: 'x' },
        'email',
      ],
      [
        'POST /api/workspaces/v2/:ws/topics',
        `/api/workspaces/v2/${world.ws}/topics`,
        { title: 'Vaka\u0000' },
        'title',
      ],
    ];
    for (const [key, path, body, field] of cases) {
      const res = await exchange(key, ROUTES[key]!, {
        actor: ROUTES[key]!.actor,
        path,
        body: jsonBody(body),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, error: 'invalid_body', details: [{ field }] });
    }
    const search = await exchange(
      'GET /api/workspaces/v2/:ws/search',
      ROUTES['GET /api/workspaces/v2/:ws/search']!,
      {
        actor: 'user',
        path: `/api/workspaces/v2/${world.ws}/search`,
        query: 'q=ka%00ygi',
      },
    );
    expect(search.statusCode, search.body).toBe(400);
    expect(search.json()).toMatchObject({ error: 'invalid_body', details: [{ field: 'q' }] });
  });

  it('answers malformed URLs and over-long path parameters in the error format (regression)', async () => {
    for (const path of [
      `/api/i/admin/applications/%E0%A4%A`,
      `/api/i/admin/applications/${'a'.repeat(150)}`,
      `/api/workspaces/v2/%zz/topics`,
    ]) {
      const res = await exchange(
        'GET /api/i/admin/applications/:id',
        ROUTES['GET /api/i/admin/applications/:id']!,
        {
          actor: 'admin',
          path,
        },
      );
      expect([400, 404], path).toContain(res.statusCode);
      expect(res.body, path).not.toContain('a'.repeat(150));
    }
  });
});
