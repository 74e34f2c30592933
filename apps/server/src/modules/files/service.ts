// Application documents: upload (multipart field `file`), listing, deletion and download, shared
// by the visitor's draft routes, the applicant's secure routes and the admin routes.
import { DEFAULT_DOCUMENT_NAME, DOCUMENTS_PER_APPLICATION } from '@psikorehber/shared/constants';
import { APPLY_MESSAGES } from '@psikorehber/shared/messages';
import { mimeTypeForDocument } from '@psikorehber/shared/rules/files';
import type { ApplicationDocument } from '@psikorehber/shared/schemas/entities';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { applicationFiles, applications, type ApplicationFileRow } from '../../db/schema';
import { attachmentDisposition } from '../../http/content-disposition';
import { AppError } from '../../http/errors';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { sniffDocumentType } from './sniff';
import type { UploadedDocument } from './types';

export function toDocument(row: ApplicationFileRow): ApplicationDocument {
  return {
    id: row.id,
    fileId: row.id,
    filename: row.filename || DEFAULT_DOCUMENT_NAME,
    mimeType: row.mimeType,
    size: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    downloadUrl: `/api/apply/secure/files/${row.id}`,
  };
}

/** Reads the single `file` part of a multipart request, checking name, size and real type. */
export async function readUploadedDocument(request: FastifyRequest): Promise<UploadedDocument> {
  if (!request.isMultipart()) {
    throw new AppError(
      'invalid_body',
      'Dosya "file" alanında multipart/form-data olarak gönderilmelidir.',
    );
  }
  const part = await request.file();
  if (!part || part.fieldname !== 'file') {
    throw new AppError('invalid_body', 'Dosya "file" alanında gönderilmelidir.');
  }
  const data = await part.toBuffer(); // throws 413 above the configured size limit
  const filename = cleanFilename(part.filename);
  const mimeType = sniffDocumentType(data);
  // The name's type must agree with the content: a .png name on PDF bytes is refused too.
  if (!mimeType || mimeTypeForDocument(filename) !== mimeType) {
    throw new AppError('unsupported_file_type');
  }
  if (data.length === 0) throw new AppError('invalid_body', 'Dosya boş.');
  return { filename, mimeType, data };
}

/** Keeps the base name only, without control characters, at most 200 characters. */
function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (cleaned || DEFAULT_DOCUMENT_NAME).slice(-200);
}

export async function listDocuments(
  db: DbOrTx,
  applicationId: string,
  limit = 50,
): Promise<ApplicationDocument[]> {
  const rows = await db
    .select()
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, applicationId))
    .orderBy(asc(applicationFiles.createdAt))
    .limit(limit);
  return rows.map(toDocument);
}

/**
 * Stores the bytes first, then records the row in a transaction that locks the application, so two
 * concurrent uploads cannot both pass the one-document rule. On any failure the bytes are removed.
 */
export async function addDocument(
  app: FastifyInstance,
  applicationId: string,
  upload: UploadedDocument,
): Promise<ApplicationDocument> {
  const storageKey = randomToken(24);
  await app.storage.put(storageKey, upload.data);
  try {
    return await app.db.transaction(async (tx) => {
      await tx.execute(
        sql`select id from ${applications} where ${applications.id} = ${applicationId} for update`,
      );
      const [existing] = await tx
        .select({ n: count() })
        .from(applicationFiles)
        .where(eq(applicationFiles.applicationId, applicationId));
      if ((existing?.n ?? 0) >= DOCUMENTS_PER_APPLICATION) {
        throw new AppError('conflict', APPLY_MESSAGES.documentLimit);
      }
      const [row] = await tx
        .insert(applicationFiles)
        .values({
          applicationId,
          storageKey,
          filename: upload.filename,
          mimeType: upload.mimeType,
          sizeBytes: upload.data.length,
          sha256: sha256Hex(upload.data),
        })
        .returning();
      return toDocument(row!);
    });
  } catch (err) {
    await app.storage.delete(storageKey);
    throw err;
  }
}

export async function deleteDocument(
  app: FastifyInstance,
  applicationId: string,
  fileId: string,
): Promise<void> {
  const [row] = await app.db
    .delete(applicationFiles)
    .where(and(eq(applicationFiles.id, fileId), eq(applicationFiles.applicationId, applicationId)))
    .returning();
  if (!row) throw new AppError('not_found');
  await app.storage.delete(row.storageKey);
}

/** Removes every document of an application (rows and bytes). */
export async function deleteAllDocuments(
  app: FastifyInstance,
  db: DbOrTx,
  applicationId: string,
): Promise<void> {
  const rows = await db
    .delete(applicationFiles)
    .where(eq(applicationFiles.applicationId, applicationId))
    .returning({ storageKey: applicationFiles.storageKey });
  for (const row of rows) await app.storage.delete(row.storageKey);
}

export async function findDocument(
  db: DbOrTx,
  fileId: string,
): Promise<ApplicationFileRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationFiles)
    .where(eq(applicationFiles.id, fileId))
    .limit(1);
  return row;
}

/** Sends a stored document as a download: never rendered inline, never type-sniffed by browsers. */
export async function sendDocument(
  app: FastifyInstance,
  reply: FastifyReply,
  row: ApplicationFileRow,
) {
  const data = await app.storage.get(row.storageKey);
  if (!data) throw new AppError('not_found');
  return reply
    .header('Content-Type', row.mimeType)
    .header('Content-Disposition', attachmentDisposition(row.filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(data);
}
