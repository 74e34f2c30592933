// `npm run admin:create -- --email E --password P [--force]`: creates an admin, or with --force
// promotes an existing user and replaces their password, on the database the environment points at
// (PGlite under DATA_DIR by default: the server must be stopped first; or DATABASE_URL).
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createOrPromoteAdmin } from './modules/admin/bootstrap';

async function run(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (!values.email || !values.password) {
    throw new Error(
      'Usage: npm run admin:create -- --email <e-mail> --password <at least 12 characters> [--force]',
    );
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    const result = await createOrPromoteAdmin(database.db, values.email, values.password, {
      replaceExisting: values.force,
    });
    process.stdout.write(
      result === 'created'
        ? `Yönetici oluşturuldu: ${values.email}\n`
        : `Kullanıcı yönetici yapıldı ve şifresi değiştirildi: ${values.email}\n`,
    );
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
