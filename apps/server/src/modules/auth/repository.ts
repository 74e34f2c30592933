// The queries of sign-in (with its failure counters, login-throttle.ts) and password reset.
import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginThrottles, users, type UserRow } from '../../db/schema';
import type { LoginKeys } from './login-throttle';

/** The account of an address in any case, if any (read through the lower(email) unique index). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}

/** Sets a user's password hash; undefined when there is no such user. */
export async function setPasswordHash(
  db: DbOrTx,
  userId: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** The failure counters of a sign-in: the pair's and the address's rows, where they exist. */
export function findLoginThrottles(db: DbOrTx, keys: LoginKeys) {
  return db
    .select()
    .from(loginThrottles)
    .where(sql`${loginThrottles.key} in (${keys.pair}, ${keys.address})`);
}

/**
 * Counts one failure under `key`. A counter whose `stale.column` is at or before `stale.before`
 * starts again at 1 (with a new first failure).
 */
export async function countLoginFailure(
  db: DbOrTx,
  key: string,
  now: Date,
  stale: { column: 'firstFailureAt' | 'lastFailureAt'; before: Date },
): Promise<void> {
  const staleIf = sql`${loginThrottles[stale.column]} <= ${stale.before}`;
  await db
    .insert(loginThrottles)
    .values({ key, failures: 1, firstFailureAt: now, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: sql`case when ${staleIf} then 1 else ${loginThrottles.failures} + 1 end`,
        firstFailureAt: sql`case when ${staleIf} then ${now} else ${loginThrottles.firstFailureAt} end`,
        lastFailureAt: now,
      },
    });
}

/** A successful sign-in clears both counters. */
export async function clearLoginFailures(db: DbOrTx, keys: LoginKeys): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(sql`${loginThrottles.key} in (${keys.pair}, ${keys.address})`);
}

/** Deletes the counters whose last failure is older than `lastFailureBefore`. */
export async function deleteIdleLoginThrottles(db: DbOrTx, lastFailureBefore: Date): Promise<void> {
  await db.delete(loginThrottles).where(lt(loginThrottles.lastFailureAt, lastFailureBefore));
}
