// Application review (docs/requirements/data.md#data-application-transitions,
// docs/requirements/api.md#api-admin): listing with Turkish-insensitive search, detail with audit
// history, and decisions that change the status, write the audit row and queue the applicant's
// e-mail in one transaction.
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
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { ApplicationRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findApplicationById, toApplication } from '../application';
import { findDocument, listDocuments } from '../files';
import { enqueueMail } from '../../providers/mail/outbox';
import { decisionMail } from '../mail';
import {
  findApplicationPage,
  findApplicationWithDocuments,
  insertDecisionAudit,
  listApplicationAudit,
  markDecided,
} from './repository';

function toItem(row: ApplicationRow, docs: number): AdminApplicationItem {
  return {
    ...toApplication(row),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    documentCount: emailProven(row) ? docs : 0,
    hasAccount: row.userId !== null,
  };
}

export async function listApplications(db: DbOrTx, query: AdminApplicationsQuery) {
  const search = query.q ? foldTurkish(query.q) : '';
  const statuses = [...(query.status ? [query.status] : []), ...(query.statuses ?? [])];
  const { rows, total } = await findApplicationPage(
    db,
    { search, statuses },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  return {
    items: rows.map((r) => toItem(r.row, r.docs)),
    total,
    page: query.page,
    size: query.size,
  };
}

async function history(db: DbOrTx, applicationId: string): Promise<AuditEntry[]> {
  const rows = await listApplicationAudit(db, applicationId);
  return rows.map(({ entry, actorEmail }) => ({
    action: entry.action,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    actorEmail,
    createdAt: entry.createdAt.toISOString(),
  }));
}

export async function applicationDetail(db: DbOrTx, id: string) {
  const found = await findApplicationWithDocuments(db, id);
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
    const updated = await markDecided(tx, current.id, current.status, target);
    if (!updated) throw new AppError('invalid_state');
    await insertDecisionAudit(tx, {
      applicationId: current.id,
      actorUserId: input.actorUserId,
      decision: input.decision,
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
