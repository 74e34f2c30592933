// `npm run storage:copy-to-s3`: copies the documents under DATA_DIR/files to the bucket that
// STORAGE=s3 and the S3_* settings name, before the servers are switched to it (docs/runbook.md,
// "Scaling"). Idempotent: what is already in the bucket with the same size is skipped, so it can
// run again after an interruption, or once more right after the switch to catch late uploads.
// With the embedded database (PGlite) the server must be stopped first; with DATABASE_URL it can
// run beside it.
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { copyDocuments } from './modules/files/copy-documents';
import { LocalFileStorage } from './providers/storage/local-storage';
import { S3FileStorage } from './providers/storage/s3-storage';

async function run(): Promise<void> {
  const config = loadConfig();
  if (config.storage.provider !== 's3') {
    throw new Error(
      'Hedef kova tanımlı değil: STORAGE=s3 ve S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (gerekirse S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE) ayarlarıyla çalıştırın.',
    );
  }
  const target = new S3FileStorage(config.storage);
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    process.stdout.write(
      `Kaynak: ${config.filesDir}\nHedef: s3://${config.storage.bucket}${config.storage.endpoint ? ` (${config.storage.endpoint})` : ''}\n`,
    );
    const report = await copyDocuments(
      database.db,
      new LocalFileStorage(config.filesDir),
      target,
      ({ copied, skipped, missing }) => {
        const done = copied + skipped + missing.length;
        if (done % 100 === 0) process.stdout.write(`  ${done} belge işlendi…\n`);
      },
    );
    process.stdout.write(
      `Kopyalandı: ${report.copied}, zaten kovada: ${report.skipped}, hiçbir yerde bulunamadı: ${report.missing.length}\n`,
    );
    if (report.missing.length > 0) {
      process.stderr.write(
        `Dosyası ne yerel diskte ne kovada olan belgeler (id): ${report.missing.join(', ')}\n`,
      );
    }
  } finally {
    await database.close();
    await target.close();
  }
}

run().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
