// Copies the stored documents from one storage to another, e.g. from DATA_DIR/files to a bucket
// before switching to STORAGE=s3 (docs/runbook.md, "Scaling"). Only documents the database knows
// are copied: bytes whose row is gone (an erased account whose files could not be removed) are
// personal data to delete, not to spread.
import type { DbOrTx } from '../../db/client';
import type { FileStorage } from '../../providers/storage/storage';
import { findDocumentKeysAfter } from './repository';

export interface CopyReport {
  /** Written to the target by this run. */
  copied: number;
  /**
   * Already in the target: with the source's size (an earlier run copied them), or only there
   * (uploaded to the target after the switch).
   */
  skipped: number;
  /** Ids of the documents whose row exists but whose bytes neither storage has. */
  missing: string[];
}

const PAGE = 500;

/**
 * Copies every document's bytes from `source` to `target` under the same key, one at a time and
 * streamed. Idempotent: a document already in the target with the source's size is skipped, so
 * an interrupted run is simply started again.
 */
export async function copyDocuments(
  db: DbOrTx,
  source: FileStorage,
  target: FileStorage,
  onProgress: (report: CopyReport) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, missing: [] };
  let after: string | null = null;
  for (;;) {
    const rows = await findDocumentKeysAfter(db, after, PAGE);
    for (const row of rows) {
      await copyOne(row, source, target, report);
      onProgress(report);
    }
    if (rows.length < PAGE) return report;
    after = rows[rows.length - 1]!.id;
  }
}

async function copyOne(
  row: { id: string; storageKey: string },
  source: FileStorage,
  target: FileStorage,
  report: CopyReport,
): Promise<void> {
  const size = await source.size(row.storageKey);
  const inTarget = await target.size(row.storageKey);
  if (size === null) {
    if (inTarget === null) report.missing.push(row.id);
    else report.skipped += 1;
    return;
  }
  if (inTarget === size) {
    report.skipped += 1;
    return;
  }
  const data = await source.get(row.storageKey);
  if (!data) {
    report.missing.push(row.id);
    return;
  }
  await target.put(row.storageKey, data);
  const written = await target.size(row.storageKey);
  if (written !== size) {
    throw new Error(
      `document ${row.id}: ${size} bytes read but ${written ?? 'no'} bytes stored in the target`,
    );
  }
  report.copied += 1;
}
