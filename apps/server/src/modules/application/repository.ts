// Applications: row ↔ API shape and the queries the apply, application and admin areas share.
import { foldTurkish } from '@psikorehber/shared/rules/search-text';
import type { ApplicationStatus } from '@psikorehber/shared/constants';
import type { ApplicationState } from '@psikorehber/shared/schemas/accounts';
import type { ApplicationUpsert } from '@psikorehber/shared/schemas/apply';
import type { Application } from '@psikorehber/shared/schemas/entities';
import { and, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { applications, auditLog, type ApplicationRow } from '../../db/schema';

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    specialization: row.specialization ?? '',
    experienceYrs: row.experienceYrs,
    currentRole: row.currentRole,
    currentWorkplace: row.currentWorkplace,
    contactPhoneWork: row.contactPhoneWork,
    contactPhoneMobile: row.contactPhoneMobile,
    address: row.address ?? '',
    motivation: row.motivation,
    status: row.status as Application['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

/** The status an application row gives the session and status calls; NONE without a row. */
export function applicationStateOf(row: ApplicationRow | undefined | null): ApplicationState {
  return row ? (row.status as ApplicationStatus) : 'NONE';
}

/**
 * Validated application fields as column values, with the search text derived from them. The
 * values come from the shared zod schemas, which strip unknown keys, so they map 1:1 to columns.
 */
export function applicationColumns<V extends Partial<ApplicationUpsert> & { email?: string }>(
  email: string,
  values: V,
): V & { searchText: string; updatedAt: Date } {
  return { ...values, searchText: searchTextOf({ ...values, email }), updatedAt: new Date() };
}

/** The Turkish-folded text admin search matches against (e-mail, full name, specialization). */
export function searchTextOf(fields: {
  email: string;
  fullName?: string | null;
  specialization?: string | null;
}): string {
  return foldTurkish([fields.email, fields.fullName ?? '', fields.specialization ?? ''].join(' '));
}

export async function findApplicationByUser(
  db: DbOrTx,
  userId: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .limit(1);
  return row;
}

export async function findApplicationById(
  db: DbOrTx,
  id: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row;
}

/** A new DRAFT for a signed-in user; undefined when the user already has an application. */
export async function insertDraft(
  db: DbOrTx,
  values: typeof applications.$inferInsert,
): Promise<ApplicationRow | undefined> {
  const [created] = await db.insert(applications).values(values).onConflictDoNothing().returning();
  return created;
}

/** Writes columns of an application that is still a DRAFT; undefined once it has left DRAFT. */
export async function updateDraftColumns(
  db: DbOrTx,
  id: string,
  columns: Partial<typeof applications.$inferInsert>,
): Promise<ApplicationRow | undefined> {
  const [updated] = await db
    .update(applications)
    .set(columns)
    .where(and(eq(applications.id, id), eq(applications.status, 'DRAFT')))
    .returning();
  return updated;
}

/** DRAFT → SUBMITTED with its audit entry, in one transaction; undefined once it has left DRAFT. */
export async function markSubmitted(
  db: Database,
  id: string,
  actorUserId: string,
): Promise<ApplicationRow | undefined> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(applications)
      .set({ status: 'SUBMITTED', submittedAt: now, updatedAt: now })
      .where(and(eq(applications.id, id), eq(applications.status, 'DRAFT')))
      .returning();
    if (!row) return undefined;
    await tx.insert(auditLog).values({
      actorUserId,
      action: 'submit',
      entityType: 'application',
      entityId: row.id,
      fromStatus: 'DRAFT',
      toStatus: 'SUBMITTED',
    });
    return row;
  });
}
