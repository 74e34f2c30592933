// Sessions (docs/requirements/platform.md#plat-sessions): an opaque 256-bit token in an HttpOnly
// cookie; the database keeps only its SHA-256. Absolute expiry (SESSION_TTL_DAYS) and idle expiry
// (SESSION_IDLE_HOURS); rotated at login, deleted at logout, all revoked by a password reset.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApplicationState, SessionUser } from '@psikorehber/shared/schemas/accounts';
import type { Database, DbOrTx } from '../db/client';
import { applications, sessions, users, type UserRow } from '../db/schema';
import { AppError } from './errors';
import { hmacHex, randomToken, sha256Hex } from '../lib/crypto';

export interface AuthContext {
  sessionId: string;
  user: UserRow;
  applicationStatus: ApplicationState;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Filled by the guards below; undefined on public routes. */
    auth?: AuthContext;
  }
}

/** Refresh last_seen_at at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

export function sessionCookieName(production: boolean): string {
  // __Host- cookies must be Secure, path=/ and host-only: no subdomain can overwrite them.
  return production ? '__Host-pr_session' : 'pr_session';
}

function readToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[sessionCookieName(request.server.config.isProduction)];
  return value && /^[A-Za-z0-9_-]{40,64}$/.test(value) ? value : undefined;
}

export async function createSession(
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const { config } = request.server;
  // Rotation: whatever session the browser carried before is gone (no session fixation).
  const previous = readToken(request);
  if (previous) await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(previous)));

  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + config.session.ttlDays * 86_400_000);
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256Hex(token),
    expiresAt,
    ipHash: hmacHex(config.appSecret, request.ip),
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
  });
  reply.setCookie(sessionCookieName(config.isProduction), token, {
    ...sessionCookieOptions(config.isProduction),
    expires: expiresAt,
  });
}

/**
 * The session cookie's attributes. The clearing cookie needs them too: browsers ignore a __Host-
 * cookie without Secure, and would keep sending the dead token.
 */
function sessionCookieOptions(production: boolean) {
  return { httpOnly: true, secure: production, sameSite: 'lax', path: '/' } as const;
}

/** Tells the browser to forget the session cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const production = request.server.config.isProduction;
  reply.clearCookie(sessionCookieName(production), sessionCookieOptions(production));
}

export async function destroySession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = readToken(request);
  if (token) {
    await request.server.db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
  }
  clearSessionCookie(request, reply);
}

export async function revokeAllSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * The session lookup of every signed-in request, prepared once per database: Drizzle builds the SQL
 * once and PostgreSQL plans it once per connection. Built per request, it was a fifth of the CPU
 * time of GET /api/auth/me (bench/README.md).
 */
function prepareSessionLookup(db: Database) {
  return db
    .select({
      // Only the two session columns the check uses: every selected column is parsed by pg and
      // mapped by Drizzle on every request (decision 015).
      session: { id: sessions.id, lastSeenAt: sessions.lastSeenAt },
      user: users,
      status: applications.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(applications, eq(applications.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql.placeholder('idleCutoff')),
      ),
    )
    .limit(1)
    .prepare('session_lookup');
}

const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/** Looks the session up once per request (memoised on the request). */
async function loadAuth(request: FastifyRequest): Promise<AuthContext | null> {
  if (request.auth) return request.auth;
  const token = readToken(request);
  if (!token) return null;
  const { db, config } = request.server;
  const idleCutoff = new Date(Date.now() - config.session.idleHours * 3_600_000);
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const [row] = await lookup.execute({
    tokenHash: sha256Hex(token),
    idleCutoff: idleCutoff.toISOString(),
  });
  if (!row) return null;
  if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date() })
      .where(eq(sessions.id, row.session.id));
  }
  request.auth = {
    sessionId: row.session.id,
    user: row.user,
    applicationStatus: (row.status as ApplicationState | null) ?? 'NONE',
  };
  return request.auth;
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await loadAuth(request))) throw new AppError('unauthorized');
}

export async function requireApproved(request: FastifyRequest): Promise<void> {
  const auth = await loadAuth(request);
  if (!auth) throw new AppError('unauthorized');
  if (auth.applicationStatus !== 'APPROVED') throw new AppError('forbidden');
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const auth = await loadAuth(request);
  if (!auth) throw new AppError('unauthorized');
  if (auth.user.role !== 'ADMIN') throw new AppError('forbidden');
}

/** The auth context inside a guarded handler (the guard ran first). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthorized');
  return request.auth;
}

export function toSessionUser(user: UserRow, applicationStatus: ApplicationState): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.fullName,
    role: user.role,
    approved: applicationStatus === 'APPROVED',
    applicationStatus,
  };
}
