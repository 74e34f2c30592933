// `npm run admin:create -- --email E --password P`: creates an admin or promotes an existing user,
// on the database the environment points at (PGlite under DATA_DIR by default, or DATABASE_URL).
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createOrPromoteAdmin } from './modules/admin/bootstrap';

async function run(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  if (!values.email || !values.password) {
    throw new Error(
      'Usage: npm run admin:create -- --email <e-mail> --password <at least 12 characters>',
    );
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    const result = await createOrPromoteAdmin(database.db, values.email, values.password);
    process.stdout.write(
      result === 'created'
        ? `Yönetici oluşturuldu: ${values.email}\n`
        : `Kullanıcı yönetici yapıldı: ${values.email}\n`,
    );
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
