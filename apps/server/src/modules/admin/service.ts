// Application review (SPEC §4 "who may decide what", §7 "Admin"): listing with Turkish-insensitive
// search, detail with audit history, and decisions that change the status, write the audit row and
// queue the applicant's e-mail in one transaction.
import { ADMIN_DETAIL_MAX_FILES, type ApplicationStatus } from '@psikorehber/shared/constants';
import {
  canAdminDecide,
  decisionTarget,
  type AdminDecision,
} from '@psikorehber/shared/rules/application-status';
import { foldTurkish } from '@psikorehber/shared/rules/search-text';
import type {
  AdminApplicationItem,
  AdminApplicationsQuery,
  AuditEntry,
} from '@psikorehber/shared/schemas/admin';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { applications, auditLog, users, type ApplicationRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findApplicationById, toApplication } from '../application/repository';
import { findDocument, listDocuments } from '../files/service';
import { enqueueMail } from '../mail/outbox';
import { decisionMail } from '../mail/templates';

// Written with explicit qualifiers: inside a single-table select drizzle renders columns
// unqualified, and "id" would then resolve to application_files.id in the subquery.
const documentCount = sql<number>`(select count(*)::int from application_files f where f.application_id = "applications"."id")`;

function toItem(row: ApplicationRow, docs: number): AdminApplicationItem {
  return {
    ...toApplication(row),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    documentCount: emailProven(row) ? docs : 0,
    hasAccount: row.userId !== null,
  };
}

/** LIKE pattern for a folded query, with the wildcard characters escaped. */
function containsPattern(q: string): string {
  return `%${foldTurkish(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listApplications(db: DbOrTx, query: AdminApplicationsQuery) {
  const filters: SQL[] = [];
  if (query.q && foldTurkish(query.q) !== '') {
    filters.push(sql`${applications.searchText} like ${containsPattern(query.q)}`);
  }
  const statuses = [...(query.status ? [query.status] : []), ...(query.statuses ?? [])];
  if (statuses.length > 0) filters.push(inArray(applications.status, statuses));
  const where = filters.length > 0 ? and(...filters) : undefined;

  // The page's ids first (an index-only walk), then the rows and their document counts: selected
  // in one query, the count subquery ran for every skipped row too (50,000 times on page 1000).
  const page = db
    .select({ id: applications.id })
    .from(applications)
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .as('page');
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: applications, docs: documentCount })
      .from(applications)
      .innerJoin(page, eq(page.id, applications.id))
      .orderBy(desc(applications.createdAt), desc(applications.id)),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return {
    items: rows.map((r) => toItem(r.row, r.docs)),
    total: total?.n ?? 0,
    page: query.page,
    size: query.size,
  };
}

async function history(db: DbOrTx, applicationId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: auditLog, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityType, 'application'), eq(auditLog.entityId, applicationId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.map(({ entry, actorEmail }) => ({
    action: entry.action,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    actorEmail,
    createdAt: entry.createdAt.toISOString(),
  }));
}

export async function applicationDetail(db: DbOrTx, id: string) {
  const [found] = await db
    .select({ row: applications, docs: documentCount })
    .from(applications)
    .where(eq(applications.id, id))
    .limit(1);
  if (!found) throw new AppError('not_found');
  return { application: toItem(found.row, found.docs), history: await history(db, id) };
}

/**
 * Documents reach an admin only once the address was proven (issue 14, item 4): anyone can start a
 * draft with somebody else's address and attach a file, and that must not put it before an admin.
 */
function emailProven(row: ApplicationRow): boolean {
  return row.emailVerifiedAt !== null || row.userId !== null;
}

export async function applicationFilesForAdmin(db: DbOrTx, id: string) {
  const application = await findApplicationById(db, id);
  if (!application) throw new AppError('not_found');
  if (!emailProven(application)) return [];
  const files = await listDocuments(db, id, ADMIN_DETAIL_MAX_FILES);
  return files.map((f) => ({ ...f, downloadUrl: `/api/i/admin/files/${f.id}/download` }));
}

/** A document an admin may download: its application's address was proven. */
export async function documentForAdmin(db: DbOrTx, fileId: string) {
  const file = await findDocument(db, fileId);
  const application = file ? await findApplicationById(db, file.applicationId) : undefined;
  if (!file || !application || !emailProven(application)) throw new AppError('not_found');
  return file;
}

export async function decide(
  app: FastifyInstance,
  input: { applicationId: string; decision: AdminDecision; actorUserId: string },
) {
  const target = decisionTarget(input.decision);
  await app.db.transaction(async (tx) => {
    const current = await findApplicationById(tx, input.applicationId);
    if (!current) throw new AppError('not_found');
    if (!canAdminDecide(current.status as ApplicationStatus, input.decision))
      throw new AppError('invalid_state');
    // Conditional on the status read above: a concurrent decision makes this update miss.
    const [updated] = await tx
      .update(applications)
      .set({ status: target, decidedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(applications.id, current.id), eq(applications.status, current.status)))
      .returning();
    if (!updated) throw new AppError('invalid_state');
    await tx.insert(auditLog).values({
      actorUserId: input.actorUserId,
      action: input.decision,
      entityType: 'application',
      entityId: current.id,
      fromStatus: current.status,
      toStatus: target,
    });
    await enqueueMail(
      tx,
      decisionMail(updated.email, updated.fullName, input.decision, app.config.publicUrl),
    );
  });
  void app.mail.flush();
  return applicationDetail(app.db, input.applicationId);
}
