// The queries of application documents (their rows; the bytes live in storage).
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applicationFiles, applications, type ApplicationFileRow } from '../../db/schema';

/** An application's documents, oldest first. */
export function listDocumentRows(db: DbOrTx, applicationId: string, limit: number) {
  return db
    .select()
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, applicationId))
    .orderBy(asc(applicationFiles.createdAt))
    .limit(limit);
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

/** Locks the application's row for the rest of the transaction (uploads to it queue up). */
export async function lockApplication(db: DbOrTx, applicationId: string): Promise<void> {
  await db.execute(
    sql`select id from ${applications} where ${applications.id} = ${applicationId} for update`,
  );
}

export async function countDocuments(db: DbOrTx, applicationId: string): Promise<number> {
  const [existing] = await db
    .select({ n: count() })
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, applicationId));
  return existing?.n ?? 0;
}

export async function insertDocument(
  db: DbOrTx,
  values: typeof applicationFiles.$inferInsert,
): Promise<ApplicationFileRow> {
  const [row] = await db.insert(applicationFiles).values(values).returning();
  return row!;
}

/** Deletes one document of the application and returns its row; undefined when it has no such. */
export async function deleteDocumentRow(
  db: DbOrTx,
  applicationId: string,
  fileId: string,
): Promise<ApplicationFileRow | undefined> {
  const [row] = await db
    .delete(applicationFiles)
    .where(and(eq(applicationFiles.id, fileId), eq(applicationFiles.applicationId, applicationId)))
    .returning();
  return row;
}

/**
 * Unlinks every document of an application (deletes the rows) and returns their storage keys.
 * Storage is not transactional: the caller removes the bytes with removeStoredDocuments once its
 * transaction has committed, so a rollback never leaves rows pointing at deleted bytes.
 */
export async function unlinkAllDocuments(db: DbOrTx, applicationId: string): Promise<string[]> {
  const rows = await db
    .delete(applicationFiles)
    .where(eq(applicationFiles.applicationId, applicationId))
    .returning({ storageKey: applicationFiles.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Up to `limit` documents' ids and storage keys in id order, after `afterId` (null: the first). */
export function findDocumentKeysAfter(
  db: DbOrTx,
  afterId: string | null,
  limit: number,
): Promise<Array<{ id: string; storageKey: string }>> {
  return db
    .select({ id: applicationFiles.id, storageKey: applicationFiles.storageKey })
    .from(applicationFiles)
    .where(afterId ? gt(applicationFiles.id, afterId) : undefined)
    .orderBy(asc(applicationFiles.id))
    .limit(limit);
}
