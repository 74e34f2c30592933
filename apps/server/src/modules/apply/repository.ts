// The queries of the apply flow: visitors' drafts (applications without an account yet) and the
// account a verified draft becomes.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications, users, type ApplicationRow, type UserRow } from '../../db/schema';

/** The application whose draft token has this hash, while it has no account. */
export async function findUnlinkedApplicationByTokenHash(
  db: DbOrTx,
  draftTokenHash: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.draftTokenHash, draftTokenHash), isNull(applications.userId)))
    .limit(1);
  return row;
}

export async function insertVisitorDraft(
  db: DbOrTx,
  values: typeof applications.$inferInsert,
): Promise<void> {
  await db.insert(applications).values(values);
}

export async function updateApplication(
  db: DbOrTx,
  id: string,
  columns: Partial<typeof applications.$inferInsert>,
): Promise<void> {
  await db.update(applications).set(columns).where(eq(applications.id, id));
}

/** The other drafts without an account that name this address (any case). */
export function findOtherVisitorDrafts(
  db: DbOrTx,
  email: string,
  exceptId: string,
): Promise<Array<{ id: string }>> {
  return db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(sql`lower(${applications.email})`, email.toLowerCase()),
        isNull(applications.userId),
        eq(applications.status, 'DRAFT'),
        ne(applications.id, exceptId),
      ),
    );
}

export async function deleteApplication(db: DbOrTx, id: string): Promise<void> {
  await db.delete(applications).where(eq(applications.id, id));
}

/** A new account; undefined when the address already has one. */
export async function insertAccount(
  db: DbOrTx,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const inserted = await db.insert(users).values(values).onConflictDoNothing().returning();
  return inserted[0];
}

/** Gives the application to its new account: the draft token is spent. */
export async function linkApplicationToUser(
  db: DbOrTx,
  applicationId: string,
  userId: string,
): Promise<ApplicationRow | undefined> {
  const [linked] = await db
    .update(applications)
    .set({ userId, draftTokenHash: null, updatedAt: new Date() })
    .where(eq(applications.id, applicationId))
    .returning();
  return linked;
}
