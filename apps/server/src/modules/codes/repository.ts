// The queries of e-mail codes and one-time tokens. Addresses arrive lower-case; counters change
// with single conditional UPDATEs (docs/requirements/platform.md#plat-rules-server).
import { CODE_MAX_ATTEMPTS } from '@psikorehber/shared/constants';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  emailCodes,
  oneTimeTokens,
  type EmailCodeRow,
  type OneTimeTokenRow,
} from '../../db/schema';
import type { CodePurpose, TokenPurpose } from './service';

/** When the newest code for this address and purpose was created; undefined when none was. */
export async function findLatestCodeTime(
  db: DbOrTx,
  purpose: CodePurpose,
  email: string,
): Promise<Date | undefined> {
  const [last] = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(and(eq(emailCodes.purpose, purpose), eq(sql`lower(${emailCodes.email})`, email)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return last?.createdAt;
}

/** Ends every unused code of this address and purpose (a new one replaces them). */
export async function retireUnusedCodes(
  db: DbOrTx,
  purpose: CodePurpose,
  email: string,
): Promise<void> {
  await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(emailCodes.purpose, purpose),
        eq(sql`lower(${emailCodes.email})`, email),
        isNull(emailCodes.consumedAt),
      ),
    );
}

export async function insertCode(
  db: DbOrTx,
  values: typeof emailCodes.$inferInsert,
): Promise<void> {
  await db.insert(emailCodes).values(values);
}

/** The newest code of this address and purpose that may still be tried (unused, unexpired). */
export async function findActiveCode(
  db: DbOrTx,
  input: { purpose: CodePurpose; email: string; applicationId?: string | undefined },
): Promise<EmailCodeRow | undefined> {
  const [active] = await db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.purpose, input.purpose),
        eq(sql`lower(${emailCodes.email})`, input.email),
        isNull(emailCodes.consumedAt),
        gt(emailCodes.expiresAt, sql`now()`),
        lt(emailCodes.attempts, CODE_MAX_ATTEMPTS),
        // An apply code counts only for the draft it was mailed for (several drafts may share an
        // address until one is verified).
        input.applicationId ? eq(emailCodes.applicationId, input.applicationId) : undefined,
      ),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return active;
}

/** Marks a code used; false when another request used or burned it first. */
export async function markCodeConsumed(db: DbOrTx, id: string): Promise<boolean> {
  const used = await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(emailCodes.id, id),
        isNull(emailCodes.consumedAt),
        lt(emailCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: emailCodes.id });
  return used.length === 1;
}

/** Counts one wrong try of a code that is not burned yet. */
export async function countWrongAttempt(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, id), lt(emailCodes.attempts, CODE_MAX_ATTEMPTS)));
}

export async function insertToken(
  db: DbOrTx,
  values: typeof oneTimeTokens.$inferInsert,
): Promise<void> {
  await db.insert(oneTimeTokens).values(values);
}

/** Marks an unused, unexpired token of this purpose used and returns it; undefined otherwise. */
export async function markTokenUsed(
  db: DbOrTx,
  purpose: TokenPurpose,
  tokenHash: string,
): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}
