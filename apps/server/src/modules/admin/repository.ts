// The queries of the admin area: admin accounts, and the application list, detail and decisions.
import type { ApplicationStatus } from '@psikorehber/shared/constants';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { applications, auditLog, users, type ApplicationRow } from '../../db/schema';

/** Makes the account of this (normalised) address an admin with a new password; false if none. */
export async function promoteToAdmin(
  db: DbOrTx,
  email: string,
  passwordHash: string,
): Promise<boolean> {
  const [updated] = await db
    .update(users)
    .set({ role: 'ADMIN', passwordHash, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return updated !== undefined;
}

export async function insertAdmin(
  db: DbOrTx,
  values: { email: string; passwordHash: string; fullName: string },
): Promise<void> {
  await db.insert(users).values({ ...values, role: 'ADMIN' });
}

/** The id of one admin, if there is any. */
export async function findAnyAdmin(db: DbOrTx): Promise<{ id: string } | undefined> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .limit(1);
  return admin;
}

/** Which applications the admin list shows. */
export interface ApplicationFilter {
  /** Turkish-folded text the search text must contain; '' for no search. */
  search: string;
  /** Any of these statuses; none for every status. */
  statuses: ApplicationStatus[];
}

/** An application row with the number of its documents. */
export interface ApplicationWithDocuments {
  row: ApplicationRow;
  docs: number;
}

// Written with explicit qualifiers: inside a single-table select drizzle renders columns
// unqualified, and "id" would then resolve to application_files.id in the subquery.
const documentCount = sql<number>`(select count(*)::int from application_files f where f.application_id = "applications"."id")`;

/** The filter as a WHERE condition; undefined when it lets every application through. */
function whereOf(filter: ApplicationFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.search !== '') {
    filters.push(sql`${applications.searchText} like ${containsPattern(filter.search)}`);
  }
  if (filter.statuses.length > 0) filters.push(inArray(applications.status, filter.statuses));
  return filters.length > 0 ? and(...filters) : undefined;
}

/** One page of the filtered applications, newest first, and how many match in all. */
export async function findApplicationPage(
  db: DbOrTx,
  filter: ApplicationFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: ApplicationWithDocuments[]; total: number }> {
  const where = whereOf(filter);
  // The page's ids first (an index-only walk), then the rows and their document counts: selected
  // in one query, the count subquery ran for every skipped row too (50,000 times on page 1000).
  const page = db
    .select({ id: applications.id })
    .from(applications)
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: applications, docs: documentCount })
      .from(applications)
      .innerJoin(page, eq(page.id, applications.id))
      .orderBy(desc(applications.createdAt), desc(applications.id)),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findApplicationWithDocuments(
  db: DbOrTx,
  id: string,
): Promise<ApplicationWithDocuments | undefined> {
  const [found] = await db
    .select({ row: applications, docs: documentCount })
    .from(applications)
    .where(eq(applications.id, id))
    .limit(1);
  return found;
}

/** An application's audit entries, oldest first, each with its actor's e-mail (if any). */
export function listApplicationAudit(db: DbOrTx, applicationId: string) {
  return db
    .select({ entry: auditLog, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityType, 'application'), eq(auditLog.entityId, applicationId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

/**
 * Moves an application from `from` to the decided status, conditional on `from`: undefined when
 * its status has changed since it was read.
 */
export async function markDecided(
  db: DbOrTx,
  id: string,
  from: string,
  to: ApplicationStatus,
): Promise<ApplicationRow | undefined> {
  const [updated] = await db
    .update(applications)
    .set({ status: to, decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(applications.id, id), eq(applications.status, from)))
    .returning();
  return updated;
}

/** The audit entry of an admin's decision on an application. */
export async function insertDecisionAudit(
  db: DbOrTx,
  entry: {
    applicationId: string;
    actorUserId: string;
    decision: string;
    fromStatus: string;
    toStatus: string;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.decision,
    entityType: 'application',
    entityId: entry.applicationId,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
  });
}
