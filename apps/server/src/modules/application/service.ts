// The signed-in applicant's own application: read it, edit it while it is a DRAFT, submit it
// (DRAFT → SUBMITTED), and reach its documents. HTTP lives in routes.ts, queries in repository.ts.
import { APPLICATION_PAGE_MESSAGES } from '@psikorehber/shared/messages';
import type { ApplicationUpdate, ApplicationUpsert } from '@psikorehber/shared/schemas/apply';
import type { Application } from '@psikorehber/shared/schemas/entities';
import type { Database } from '../../db/client';
import type { ApplicationRow, UserRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findDocument, listDocuments } from '../files';
import {
  applicationColumns,
  applicationStateOf,
  findApplicationById,
  findApplicationByUser,
  insertDraft,
  markSubmitted,
  toApplication,
  updateDraftColumns,
} from './repository';

/** The user's application (null before they have one) and its documents. */
export async function ownApplicationWithDocuments(db: Database, userId: string) {
  const row = await findApplicationByUser(db, userId);
  return {
    application: row ? toApplication(row) : null,
    documents: row ? await listDocuments(db, row.id) : [],
  };
}

/** The status of the user's application; NONE before they have one. */
export async function ownApplicationState(db: Database, userId: string) {
  return applicationStateOf(await findApplicationByUser(db, userId));
}

/** The user's application or 404; with `draftOnly`, 409 unless it is a DRAFT. */
export async function ownApplication(
  db: Database,
  userId: string,
  draftOnly = false,
): Promise<ApplicationRow> {
  const row = await findApplicationByUser(db, userId);
  if (!row) throw new AppError('not_found', APPLICATION_PAGE_MESSAGES.notFound);
  if (draftOnly && row.status !== 'DRAFT') throw new AppError('invalid_state');
  return row;
}

/** Creates the user's DRAFT or rewrites it; 409 once it has been submitted. Returns its id. */
export async function saveOwnDraft(db: Database, user: UserRow, body: ApplicationUpsert) {
  const columns = applicationColumns(user.email, body);
  const existing = await findApplicationByUser(db, user.id);
  if (!existing) {
    const created = await insertDraft(db, {
      ...columns,
      email: user.email,
      userId: user.id,
      status: 'DRAFT',
      emailVerifiedAt: new Date(),
    });
    if (!created) throw new AppError('application_exists');
    return created.id;
  }
  const updated = await updateDraftColumns(db, existing.id, columns);
  if (!updated) throw new AppError('invalid_state');
  return updated.id;
}

/** Changes fields of the user's DRAFT; 409 once it has been submitted. */
export async function updateOwnDraft(
  db: Database,
  userId: string,
  body: ApplicationUpdate,
): Promise<Application> {
  const existing = await ownApplication(db, userId);
  const updated = await updateDraftColumns(
    db,
    existing.id,
    applicationColumns(existing.email, body),
  );
  if (!updated) throw new AppError('invalid_state');
  return toApplication(updated);
}

/** DRAFT → SUBMITTED, audited; 409 once it has been submitted. */
export async function submitOwnApplication(db: Database, userId: string): Promise<Application> {
  const existing = await ownApplication(db, userId);
  const submitted = await markSubmitted(db, existing.id, userId);
  if (!submitted) throw new AppError('invalid_state');
  return toApplication(submitted);
}

/** A document its owner or an admin may download; anyone else gets 404 (no existence leak). */
export async function downloadableDocument(db: Database, user: UserRow, fileId: string) {
  const file = await findDocument(db, fileId);
  if (!file) throw new AppError('not_found');
  const owner = await findApplicationById(db, file.applicationId);
  if (!owner || (owner.userId !== user.id && user.role !== 'ADMIN')) {
    throw new AppError('not_found');
  }
  return file;
}
