// The authorization matrix as data: every registered route × five actors, with the status each
// actor must get. authorization-matrix.test.ts runs it and fails when a registered route has no row
// here, or a row names a route that is no longer registered.
//
// Actors: visitor (no cookie); unapproved (signed in, application a draft); approved (the owner of
// every id in the URLs: workspace, topic, message, document, payment, application); other (another
// approved user sending the owner's ids); admin (an ADMIN account without an application).
//
// Status conventions (docs/requirements/permissions.md#perm-server,
// docs/requirements/permissions.md#perm-ownership): 401 signed out, 403 signed in without the right
// (approval or admin role), 404 for another user's resource (exactly like a missing one). Admins
// never reach clinical content: workspace routes answer them 403 (no approved application) and, for
// an admin who is also an approved user, 404 on the owner's ids (checked separately in the test).
import { decisionTarget } from '@psikorehber/shared/rules/application-status';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { applicationFiles, messages, payments, topics, users } from '../../src/db/schema';
import { callbackHash } from '../../src/providers/payment/paytr-protocol';
import { SANDBOX_CREDENTIALS } from '../../src/providers/payment/sandbox/sandbox-gateway';
import {
  consentsGiven,
  createDraft,
  lastCodeFor,
  multipartBody,
  SAMPLE_PDF,
  validApplication,
} from '../support/accounts';
import { statusOf } from '../support/admin';
import { insertFailedPair } from '../support/workspace';
import {
  ACTORS,
  CLINICAL_MARKER,
  type Actor,
  type Fixtures,
  type FreshHelpers,
} from './matrix-fixtures';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** One status, or the statuses a cell may answer (only where a row says why). */
export type Expected = number | readonly number[];

export interface Cell {
  actor: Actor;
  f: Fixtures;
  fresh: FreshHelpers;
  app: FastifyInstance;
}

export interface CellRequest {
  /** Replaces the route with its parameters filled from the fixtures. */
  url?: string;
  /** A cookie to send instead of the actor's; null sends none. */
  cookie?: string | null;
  headers?: Record<string, string>;
  payload?: string | Buffer | Record<string, unknown>;
}

/** What the runner actually sent. */
export interface SentRequest {
  url: string;
  cookie: string | undefined;
}

export interface RouteRow {
  method: Method;
  /** The route exactly as registered (Fastify's pattern, with :params). */
  route: string;
  expect: Record<Actor, Expected>;
  /** Builds the actor's request: ids, a valid body, throwaway resources. Default: no body. */
  request?: (cell: Cell) => CellRequest | Promise<CellRequest>;
  /** Extra assertions after the actor's request (e.g. a refused change left no trace). */
  verify?: (cell: Cell, res: LightMyRequestResponse, sent: SentRequest) => void | Promise<void>;
  /** Actors whose answer may name the owner (e.g. the visitor cell of login is the owner). */
  ownerDataFor?: readonly Actor[];
  /** A development-only route whose job is to show everyone's mail (never in production). */
  devOnly?: boolean;
}

// ---- expectation shorthands -------------------------------------------------------------------

const all = (status: Expected): Record<Actor, Expected> =>
  Object.fromEntries(ACTORS.map((a) => [a, status])) as Record<Actor, Expected>;

/** Public: the same answer for everyone. */
const PUBLIC = all(200);
/** Any signed-in user, on their own data. */
const SIGNED_IN = { ...all(200), visitor: 401 };
/** Approved users, on their own data (no ids in the URL). */
const APPROVED = { visitor: 401, unapproved: 403, approved: 200, other: 200, admin: 403 };
/** Approved users, on the owner's ids: the owner only. */
const OWNER_ONLY = { visitor: 401, unapproved: 403, approved: 200, other: 404, admin: 403 };
/** Admins only. */
const ADMIN_ONLY = { visitor: 401, unapproved: 403, approved: 403, other: 403, admin: 200 };

// ---- request builders -------------------------------------------------------------------------

const emailOf = (cell: Cell) =>
  cell.actor === 'visitor' ? 'ziyaretci@example.com' : cell.f.accounts[cell.actor].email;

/** The actor's own account replaced by a new one of the same kind (for self-changing actions). */
async function freshCookie(cell: Cell): Promise<string | null> {
  return cell.actor === 'visitor' ? null : (await cell.fresh.account(cell.actor)).cookie;
}

/** A new session of the actor (its cookie may be ended or rotated by the request). */
async function throwawaySession(cell: Cell): Promise<string | null> {
  return cell.actor === 'visitor' ? null : cell.fresh.session(cell.actor);
}

function upload(filename = 'diploma.pdf') {
  const body = multipartBody(filename, SAMPLE_PDF, 'application/pdf');
  return { headers: body.headers, payload: body.payload };
}

function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

const FORGOT_REQUEST = [
  '/api/auth/forgot/request-code',
  '/api/forgot/request-code',
  '/api/auth/forgot/start',
  '/api/forgot/start',
];
const FORGOT_VERIFY = [
  '/api/auth/forgot/verify-code',
  '/api/forgot/verify-code',
  '/api/auth/forgot/verify',
  '/api/forgot/verify',
];
const FORGOT_RESET = ['/api/auth/forgot/reset', '/api/forgot/reset'];

const WS = '/api/workspaces/v2/:ws';
const TOPIC = `${WS}/topics/:topic`;

/** Routes deliberately not in the matrix, with the reason. */
export const EXCLUDED: ReadonlyArray<{ method: Method; route: string; why: string }> = [
  {
    method: 'OPTIONS',
    route: '*',
    why: 'CORS preflight answered by @fastify/cors before any handler; it reads no session and changes nothing (allowlist tested in http/app.test.ts)',
  },
  // The web app's static files (index.html fallback, /assets/*) are registered only with
  // serveWeb; they are the same public bytes for everyone and their headers are in headers.test.ts.
];

export const ROWS: readonly RouteRow[] = [
  // ---- health, public catalogue, SEO, development pages --------------------------------------
  { method: 'GET', route: '/api/healthz', expect: PUBLIC },
  { method: 'GET', route: '/api/readyz', expect: PUBLIC },
  { method: 'GET', route: '/api/billing/plans', expect: PUBLIC },
  { method: 'GET', route: '/api/billing/provider', expect: PUBLIC },
  { method: 'GET', route: '/robots.txt', expect: PUBLIC },
  { method: 'GET', route: '/sitemap.xml', expect: PUBLIC },
  // The outbox viewer exists outside production only (docs/requirements/platform.md#plat-mail; the
  // test checks that production registers neither); it shows every mail to whoever asks, by design
  // of a laptop setup.
  { method: 'GET', route: '/api/dev/outbox', expect: PUBLIC, devOnly: true },
  { method: 'GET', route: '/dev/mail', expect: PUBLIC, devOnly: true },

  // ---- session --------------------------------------------------------------------------------
  {
    method: 'POST',
    route: '/api/auth/login',
    expect: PUBLIC,
    ownerDataFor: ['visitor'],
    // Each actor logs in to its own account (the visitor to the owner's); no cookie is sent, since
    // login rotates the session it carries (sessions.test.ts covers that).
    request: (cell) => {
      const { email, password } =
        cell.f.accounts[cell.actor === 'visitor' ? 'approved' : cell.actor];
      return { cookie: null, payload: { email, password } };
    },
  },
  {
    method: 'POST',
    route: '/api/auth/logout',
    expect: PUBLIC,
    request: async (cell) => ({ cookie: await throwawaySession(cell) }),
    verify: async (cell, _res, sent) => {
      if (!sent.cookie) return;
      const me = await cell.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: sent.cookie },
      });
      expect(me.statusCode, 'the logged-out session still works').toBe(401);
    },
  },
  { method: 'GET', route: '/api/auth/me', expect: SIGNED_IN },
  { method: 'GET', route: '/api/me', expect: SIGNED_IN },

  // ---- forgot password: public; the answer may not depend on who asks -------------------------
  ...FORGOT_REQUEST.map((route): RouteRow => ({
    method: 'POST',
    route,
    expect: PUBLIC,
    request: (cell) => ({ payload: { email: emailOf(cell) } }),
  })),
  // A wrong code and an unknown token: 400 for everyone. The right code or token would prove
  // nothing more about authorization (these routes read no session); auth.test.ts runs the flow.
  ...FORGOT_VERIFY.map((route): RouteRow => ({
    method: 'POST',
    route,
    expect: all(400),
    request: (cell) => ({ payload: { email: emailOf(cell), code: '000000' } }),
  })),
  ...FORGOT_RESET.map((route): RouteRow => ({
    method: 'POST',
    route,
    expect: all(400),
    request: () => ({
      payload: {
        resetToken: 'bilinmeyen-belirtec-1234567890',
        password: 'Yeni-Sifre-2026',
        passwordConfirm: 'Yeni-Sifre-2026',
      },
    }),
  })),

  // ---- apply (visitor flow; the draft id in X-Apply-Draft-Id is the credential) ---------------
  {
    method: 'POST',
    route: '/api/public/apply/draft',
    expect: PUBLIC,
    request: (cell) => ({
      payload: { email: cell.fresh.email('taslak'), ...validApplication, ...consentsGiven },
    }),
  },
  {
    method: 'POST',
    route: '/api/public/apply/request-code',
    expect: PUBLIC,
    request: async (cell) => {
      const email = cell.fresh.email('kod');
      return { payload: { email, draftId: await createDraft(cell.app, email) } };
    },
  },
  {
    method: 'POST',
    route: '/api/public/apply/verify-code',
    expect: PUBLIC,
    request: async (cell) => {
      const email = cell.fresh.email('dogrula');
      const draftId = await createDraft(cell.app, email);
      const sent = await cell.app.inject({
        method: 'POST',
        url: '/api/public/apply/request-code',
        payload: { email, draftId },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      return { payload: { draftId, code: await lastCodeFor(cell.app, email) } };
    },
  },
  {
    method: 'POST',
    route: '/api/public/apply/set-password',
    expect: PUBLIC,
    // A signed-in actor finishing someone's sign-up gets the new account's session instead of its
    // own, so a throwaway session of the actor is sent.
    request: async (cell) => ({
      cookie: await throwawaySession(cell),
      payload: {
        verifyToken: (await cell.fresh.verifiedDraft()).verifyToken,
        password: 'Yeni-Sifre-2026',
      },
    }),
  },
  {
    method: 'GET',
    route: '/api/public/apply/files',
    expect: PUBLIC,
    request: (cell) => ({ headers: { 'x-apply-draft-id': cell.f.draft.draftId } }),
  },
  {
    method: 'POST',
    route: '/api/public/apply/files/upload',
    expect: PUBLIC,
    request: async (cell) => {
      const body = upload('belge.pdf');
      return {
        headers: { ...body.headers, 'x-apply-draft-id': await cell.fresh.draft() },
        payload: body.payload,
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/public/apply/files/:fileId',
    // The holder of the draft id (the "approved" column here: the owner's cell) deletes its file;
    // everyone else presents a draft id of their own and gets 404.
    expect: { ...all(404), approved: 200 },
    request: async (cell) => ({
      headers: {
        'x-apply-draft-id':
          cell.actor === 'approved' ? cell.f.draft.draftId : await cell.fresh.draft(),
      },
    }),
    verify: async (cell) => {
      const rows = await cell.app.db
        .select()
        .from(applicationFiles)
        .where(eq(applicationFiles.id, cell.f.draft.fileId));
      expect(rows.length, 'the draft document').toBe(cell.actor === 'approved' ? 0 : 1);
    },
  },

  // ---- the applicant's own application ---------------------------------------------------------
  { method: 'GET', route: '/api/apply/secure/me', expect: SIGNED_IN },
  { method: 'GET', route: '/api/apply/secure/status', expect: SIGNED_IN },
  // The admin account has no application: 404, like anyone without one.
  { method: 'GET', route: '/api/apply/me', expect: { ...SIGNED_IN, admin: 404 } },
  {
    method: 'POST',
    route: '/api/apply/secure/upsert',
    // Approved applications are frozen (409); an account without one creates its draft (the admin
    // cell uses a new admin so the others keep having no application).
    expect: { visitor: 401, unapproved: 200, approved: 409, other: 409, admin: 200 },
    request: async (cell) => ({
      cookie: cell.actor === 'admin' ? await freshCookie(cell) : undefined,
      payload: { ...validApplication },
    }),
  },
  {
    method: 'POST',
    route: '/api/apply/secure/update',
    expect: { visitor: 401, unapproved: 200, approved: 409, other: 409, admin: 404 },
    request: () => ({ payload: { ...validApplication } }),
  },
  {
    method: 'POST',
    route: '/api/apply/secure/submit',
    expect: { visitor: 401, unapproved: 200, approved: 409, other: 409, admin: 404 },
    request: async (cell) => ({
      cookie: cell.actor === 'unapproved' ? await freshCookie(cell) : undefined,
    }),
  },
  ...['/api/apply/secure/files/upload', '/api/apply/secure/files'].map((route): RouteRow => ({
    method: 'POST',
    route,
    expect: { visitor: 401, unapproved: 200, approved: 409, other: 409, admin: 404 },
    // One document per application: the unapproved cell uploads to a new draft account.
    request: async (cell) => ({
      cookie: cell.actor === 'unapproved' ? await freshCookie(cell) : undefined,
      ...upload(),
    }),
  })),
  {
    method: 'DELETE',
    route: '/api/apply/secure/files/:fileId',
    // The owner's document: a draft applicant gets 404 (not theirs); approved applications,
    // the owner's included, are frozen (409) before any file is looked up; the admin has none.
    expect: { visitor: 401, unapproved: 404, approved: 409, other: 409, admin: 404 },
    verify: async (cell) => {
      const rows = await cell.app.db
        .select()
        .from(applicationFiles)
        .where(eq(applicationFiles.id, cell.f.owner.fileId));
      expect(rows, 'the owner document survives').toHaveLength(1);
    },
  },
  {
    method: 'GET',
    route: '/api/apply/secure/files/:fileId',
    // The owner and admins (reviewing applications) may download it.
    expect: { visitor: 401, unapproved: 404, approved: 200, other: 404, admin: 200 },
  },

  // ---- admin -----------------------------------------------------------------------------------
  { method: 'GET', route: '/api/i/admin/ping', expect: ADMIN_ONLY },
  { method: 'GET', route: '/api/i/admin/applications', expect: ADMIN_ONLY },
  { method: 'GET', route: '/api/i/admin/applications/:id', expect: ADMIN_ONLY },
  { method: 'GET', route: '/api/i/admin/applications/:id/files', expect: ADMIN_ONLY },
  { method: 'GET', route: '/api/i/admin/files/:fileId/download', expect: ADMIN_ONLY },
  { method: 'GET', route: '/api/i/admin/reports/payments/summary', expect: ADMIN_ONLY },
  { method: 'GET', route: '/api/i/admin/reports/payments/list', expect: ADMIN_ONLY },
  { method: 'GET', route: '/api/admin/pricing/dump', expect: ADMIN_ONLY },
  ...(['approve', 'reject', 'hold'] as const).map((decision): RouteRow => ({
    method: 'POST',
    route: `/api/i/admin/applications/:id/${decision}`,
    expect: ADMIN_ONLY,
    // Each cell decides on a new submitted application; a refused decision changes nothing.
    request: async (cell) => ({
      url: `/api/i/admin/applications/${await cell.fresh.submittedApplication()}/${decision}`,
    }),
    verify: async (cell, _res, sent) => {
      const id = /applications\/([^/]+)\//.exec(sent.url)![1]!;
      expect(await statusOf(cell.app.db, id), `${decision} by ${cell.actor}`).toBe(
        cell.actor === 'admin' ? decisionTarget(decision) : 'SUBMITTED',
      );
    },
  })),

  // ---- billing and trial -----------------------------------------------------------------------
  { method: 'GET', route: '/api/billing/me', expect: SIGNED_IN },
  { method: 'GET', route: '/api/billing/status', expect: SIGNED_IN },
  { method: 'GET', route: '/api/billing/subscription', expect: SIGNED_IN },
  { method: 'GET', route: '/api/billing/payments', expect: SIGNED_IN },
  { method: 'GET', route: '/api/trial/status', expect: SIGNED_IN },
  { method: 'GET', route: '/api/billing/trial/status', expect: SIGNED_IN },
  { method: 'GET', route: '/api/workspaces/v2/access', expect: SIGNED_IN },
  ...['/api/trial/start', '/api/billing/trial/start'].map((route): RouteRow => ({
    method: 'POST',
    route,
    // One trial per user: the approved cells start it on new approved accounts.
    expect: APPROVED,
    request: async (cell) => ({
      cookie:
        cell.actor === 'approved' || cell.actor === 'other' ? await freshCookie(cell) : undefined,
    }),
  })),
  {
    method: 'POST',
    route: '/api/billing/direct/prepare',
    expect: APPROVED,
    request: () => ({ payload: { planCode: 'BASIC', periodMonths: 1 } }),
  },
  {
    method: 'POST',
    route: '/api/billing/payments/finalize',
    // The owner's order: anyone else reads it as missing.
    expect: { visitor: 401, unapproved: 404, approved: 200, other: 404, admin: 404 },
    request: (cell) => ({ payload: { oid: cell.f.owner.paymentOid, assumeOk: true } }),
    verify: async (cell) => {
      const [row] = await cell.app.db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.merchantOid, cell.f.owner.paymentOid));
      expect(row?.status, 'assumeOk is never trusted').toBe('pending');
    },
  },
  {
    method: 'POST',
    route: '/api/billing/paytr/callback',
    // Authenticated by the provider's hash, not by a session: the same for everyone.
    expect: PUBLIC,
    request: async (cell) => {
      const order = await cell.fresh.cardForm('other');
      const fields = {
        merchant_oid: order.merchant_oid!,
        status: 'failed' as const,
        total_amount: '0',
      };
      const body = form({ ...fields, hash: callbackHash(fields, SANDBOX_CREDENTIALS) });
      // PayTR's servers are a foreign origin; the route must not care.
      return { ...body, headers: { ...body.headers, origin: 'https://www.paytr.com' } };
    },
  },

  // ---- the sandbox payment provider (test and development only) --------------------------------
  { method: 'GET', route: '/sandbox/paytr/sandbox.css', expect: PUBLIC },
  {
    method: 'POST',
    route: '/sandbox/paytr/odeme',
    // It stands in for PayTR: the paytr_token authenticates the form, cookies mean nothing.
    expect: PUBLIC,
    request: async (cell) => form(await cell.fresh.cardForm('other')),
  },
  {
    method: 'POST',
    route: '/sandbox/paytr/3d',
    expect: all(303),
    request: async (cell) => {
      const page = await cell.app.inject({
        method: 'POST',
        url: '/sandbox/paytr/odeme',
        ...form(await cell.fresh.cardForm('approved')),
      });
      const session = /name="session" value="([^"]+)"/.exec(page.body)?.[1];
      expect(session, page.body).toBeDefined();
      return form({ session: session!, decision: 'cancel' });
    },
  },

  // ---- workspace (clinical content: the owner only) --------------------------------------------
  { method: 'GET', route: '/api/workspaces/v2', expect: APPROVED },
  ...['/api/workspaces/v2', '/api/i/workspaces'].map((route): RouteRow => ({
    method: 'POST',
    route,
    expect: APPROVED,
    request: () => ({ payload: { name: 'Yeni alan' } }),
  })),
  { method: 'GET', route: `${WS}/topics`, expect: OWNER_ONLY },
  {
    method: 'POST',
    route: `${WS}/topics`,
    expect: OWNER_ONLY,
    request: () => ({ payload: { title: 'Yeni konu' } }),
    verify: async (cell) => {
      if (cell.actor === 'approved') return;
      const rows = await cell.app.db
        .select()
        .from(topics)
        .where(eq(topics.workspaceId, cell.f.owner.workspaceId));
      expect(
        rows.filter((t) => t.userId !== cell.f.owner.userId),
        'a topic by someone else in the owner workspace',
      ).toEqual([]);
    },
  },
  {
    method: 'PATCH',
    route: TOPIC,
    expect: OWNER_ONLY,
    request: () => ({ payload: { title: 'GIZLIVAKA7319 danışan' } }),
  },
  {
    method: 'DELETE',
    route: TOPIC,
    expect: OWNER_ONLY,
    // A throwaway topic of the owner for every request: each cell targets a topic that exists, so
    // a 404 means "not yours", never "already deleted by an earlier cell".
    request: async (cell) => {
      const [topic] = await cell.app.db
        .insert(topics)
        .values({
          workspaceId: cell.f.owner.workspaceId,
          userId: cell.f.owner.userId,
          title: `${CLINICAL_MARKER} silinecek`,
        })
        .returning({ id: topics.id });
      return { url: `/api/workspaces/v2/${cell.f.owner.workspaceId}/topics/${topic!.id}` };
    },
    verify: async (cell, _res, sent) => {
      const topicId = sent.url.split('/').at(-1)!;
      const rows = await cell.app.db.select().from(topics).where(eq(topics.id, topicId));
      expect(rows.length, 'the topic to delete').toBe(cell.actor === 'approved' ? 0 : 1);
    },
  },
  { method: 'GET', route: `${TOPIC}/messages`, expect: OWNER_ONLY },
  {
    method: 'GET',
    route: `${WS}/search`,
    expect: OWNER_ONLY,
    request: (cell) => ({ url: `/api/workspaces/v2/${cell.f.owner.workspaceId}/search?q=kaygılı` }),
  },
  {
    method: 'POST',
    route: `${TOPIC}/ask`,
    expect: OWNER_ONLY,
    request: () => ({ payload: { text: 'Danışanım seanslara geç kalıyor, nasıl ele almalıyım?' } }),
    verify: async (cell) => {
      const rows = await cell.app.db
        .select({ userId: messages.userId })
        .from(messages)
        .where(eq(messages.topicId, cell.f.owner.topicId));
      expect(rows.every((m) => m.userId === cell.f.owner.userId)).toBe(true);
    },
  },
  // Answers (issue 16): stop, follow and regenerate act on the owner's answers only.
  { method: 'POST', route: `${TOPIC}/messages/:msg/stop`, expect: OWNER_ONLY },
  { method: 'GET', route: `${TOPIC}/messages/:msg/stream`, expect: OWNER_ONLY },
  {
    method: 'POST',
    route: `${TOPIC}/messages/:msg/regenerate`,
    expect: OWNER_ONLY,
    // A failed answer of the owner for every request, so "regenerated once" never answers 409.
    request: async (cell) => {
      const { topicId, workspaceId } = cell.f.owner;
      const answerId = await insertFailedPair(
        cell.app.db,
        { topicId, workspaceId, userId: cell.f.owner.userId },
        `${CLINICAL_MARKER} soru`,
      );
      return {
        url: `/api/workspaces/v2/${workspaceId}/topics/${topicId}/messages/${answerId}/regenerate`,
      };
    },
    verify: async (cell, _res, sent) => {
      const answerId = sent.url.split('/').at(-2)!;
      const [row] = await cell.app.db.select().from(messages).where(eq(messages.id, answerId));
      expect(row!.status, 'the answer to regenerate').toBe(
        cell.actor === 'approved' ? 'complete' : 'error',
      );
    },
  },
  {
    method: 'GET',
    route: `${TOPIC}/export.pdf`,
    expect: OWNER_ONLY,
    verify: (cell, res) => {
      if (res.statusCode !== 200) return;
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
    },
  },

  // ---- contact ---------------------------------------------------------------------------------
  {
    method: 'POST',
    route: '/api/public/contact',
    expect: PUBLIC,
    request: (cell) => ({
      payload: {
        name: 'Ayşe Yılmaz',
        email: cell.fresh.email('iletisim'),
        subject: 'Kurumsal kullanım',
        message: 'Merhaba, ekibimiz için kurumsal kullanım hakkında bilgi almak istiyoruz.',
      },
    }),
  },

  // ---- KVKK self-service (docs/decisions/006-kvkk-self-service.md) ----------------------------
  {
    method: 'GET',
    route: '/api/account/export',
    expect: SIGNED_IN,
    verify: (_cell, res) => {
      if (res.statusCode === 200) {
        expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
      }
    },
  },
  {
    method: 'POST',
    route: '/api/account/delete',
    // Each signed-in actor deletes a new account of its kind with its own password; "other"
    // presents the owner's password on its own session and is refused (403) with the owner
    // untouched.
    expect: { ...SIGNED_IN, other: 403 },
    request: async (cell) => {
      if (cell.actor === 'visitor') return { payload: { password: 'Guclu-Sifre-2026' } };
      if (cell.actor === 'other') {
        return {
          cookie: await throwawaySession(cell),
          payload: { password: cell.f.accounts.approved.password },
        };
      }
      const account = await cell.fresh.account(cell.actor);
      return { cookie: account.cookie, payload: { password: account.password } };
    },
    verify: async (cell, res, sent) => {
      const [owner] = await cell.app.db
        .select()
        .from(users)
        .where(eq(users.id, cell.f.owner.userId));
      expect(owner, 'the owner account').toBeDefined();
      if (res.statusCode === 200 && sent.cookie) {
        const me = await cell.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { cookie: sent.cookie },
        });
        expect(me.statusCode, 'the deleted account is signed out').toBe(401);
      }
    },
  },
];
