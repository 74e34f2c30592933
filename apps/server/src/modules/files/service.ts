// Application documents: upload (multipart field `file`), listing, deletion and download, shared
// by the visitor's draft routes, the applicant's secure routes and the admin routes. Bytes are
// streamed between the request, storage (providers/storage) and the reply.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { DEFAULT_DOCUMENT_NAME, DOCUMENTS_PER_APPLICATION } from '@psikorehber/shared/constants';
import { APPLY_MESSAGES } from '@psikorehber/shared/messages';
import { mimeTypeForDocument } from '@psikorehber/shared/rules/files';
import type { ApplicationDocument } from '@psikorehber/shared/schemas/entities';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { ApplicationFileRow } from '../../db/schema';
import { attachmentDisposition } from '../../http/content-disposition';
import { AppError } from '../../http/errors';
import { randomToken } from '../../lib/crypto';
import {
  countDocuments,
  deleteDocumentRow,
  insertDocument,
  listDocumentRows,
  lockApplication,
} from './repository';
import { sniffDocumentType } from './sniff';
import type { StoredUpload } from './types';

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

/** The longest signature sniffDocumentType looks for (PNG's). */
const SNIFF_BYTES = 8;

/**
 * Streams the single `file` part of a multipart request into storage under a new key, with the
 * checks a whole buffer used to get: the real type from the first bytes (before anything is
 * stored), and the size limit (the multipart parser stops at DOCUMENT_MAX_BYTES and marks the part
 * truncated, which fails the stream and so the write). Nothing stays in storage when it throws.
 */
async function storeUploadedDocument(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<StoredUpload> {
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
  const filename = cleanFilename(part.filename);
  const file = part.file;
  const chunks: AsyncIterator<Buffer> = file[Symbol.asyncIterator]();
  const next = async (): Promise<Buffer | null> => {
    const { done, value } = await chunks.next();
    return done ? null : value;
  };
  // Reading what is left of a refused upload lets the client get the answer rather than a reset,
  // and frees the connection (an unread request body would hold it open).
  const drain = async () => {
    while (await next());
  };

  let head = Buffer.alloc(0);
  while (head.length < SNIFF_BYTES) {
    const chunk = await next();
    if (!chunk) break;
    head = Buffer.concat([head, chunk]);
  }
  const mimeType = sniffDocumentType(head);
  // The name's type must agree with the content: a .png name on PDF bytes is refused too (and so
  // is an empty file).
  if (!mimeType || mimeTypeForDocument(filename) !== mimeType) {
    // A file over the limit is refused as such, as when the whole file was read first.
    await drain();
    if (file.truncated) throw new AppError('payload_too_large');
    throw new AppError('unsupported_file_type');
  }

  const hash = createHash('sha256');
  let sizeBytes = 0;
  async function* checked(): AsyncGenerator<Buffer> {
    for (let chunk: Buffer | null = head; chunk; chunk = await next()) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      yield chunk;
    }
    if (file.truncated) throw new AppError('payload_too_large');
  }

  const storageKey = randomToken(24);
  try {
    await app.storage.put(storageKey, Readable.from(checked(), { objectMode: false }));
  } catch (err) {
    await removeStoredDocuments(app, [storageKey]);
    // A storage failure stops reading mid-upload; a failed client stream has nothing left.
    await drain().catch(() => {});
    throw err;
  }
  return { storageKey, filename, mimeType, sizeBytes, sha256: hash.digest('hex') };
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
  const rows = await listDocumentRows(db, applicationId, limit);
  return rows.map(toDocument);
}

/**
 * Stores the uploaded bytes first (streamed), then records the row in a transaction that locks the
 * application, so two concurrent uploads cannot both pass the one-document rule. On any failure
 * the bytes are removed: a failed upload leaves neither a row nor an object behind.
 */
export async function addUploadedDocument(
  app: FastifyInstance,
  applicationId: string,
  request: FastifyRequest,
): Promise<ApplicationDocument> {
  const upload = await storeUploadedDocument(app, request);
  try {
    return await app.db.transaction(async (tx) => {
      await lockApplication(tx, applicationId);
      if ((await countDocuments(tx, applicationId)) >= DOCUMENTS_PER_APPLICATION) {
        throw new AppError('conflict', APPLY_MESSAGES.documentLimit);
      }
      const row = await insertDocument(tx, {
        applicationId,
        storageKey: upload.storageKey,
        filename: upload.filename,
        mimeType: upload.mimeType,
        sizeBytes: upload.sizeBytes,
        sha256: upload.sha256,
      });
      return toDocument(row);
    });
  } catch (err) {
    await removeStoredDocuments(app, [upload.storageKey]);
    throw err;
  }
}

export async function deleteDocument(
  app: FastifyInstance,
  applicationId: string,
  fileId: string,
): Promise<void> {
  const row = await deleteDocumentRow(app.db, applicationId, fileId);
  if (!row) throw new AppError('not_found');
  await app.storage.delete(row.storageKey);
}

/** Deletes the bytes of unlinked documents; a failure is logged (without keys), not thrown. */
export async function removeStoredDocuments(app: FastifyInstance, keys: string[]): Promise<void> {
  let failed = 0;
  for (const key of keys) {
    try {
      await app.storage.delete(key);
    } catch {
      failed += 1;
    }
  }
  if (failed > 0) app.log.error({ failed }, 'documents: stored files could not be removed');
}

/** Sends a stored document as a download: never rendered inline, never type-sniffed by browsers. */
export async function sendDocument(
  app: FastifyInstance,
  reply: FastifyReply,
  row: ApplicationFileRow,
) {
  const data = await app.storage.get(row.storageKey);
  if (!data) throw new AppError('not_found');
  // Piped from storage as it arrives; the length is known from the row.
  return reply
    .header('Content-Type', row.mimeType)
    .header('Content-Length', row.sizeBytes)
    .header('Content-Disposition', attachmentDisposition(row.filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(data);
}
