// `npm run seed:demo`: adds the demo accounts to the database the environment points at and prints
// how to sign in. Refused in production.
import Fastify from 'fastify';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createSupervisionEngine } from './providers/ai/create-engine';
import { seedPlans } from './modules/billing/catalog';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './modules/demo/seed-demo';

async function run(): Promise<void> {
  const config = loadConfig();
  if (config.isProduction) throw new Error('seed:demo is refused in production.');
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    await seedPlans(database.db);
    await seedDemo(
      database.db,
      createSupervisionEngine(config),
      Fastify({ logger: { level: 'warn' } }).log,
      config.publicUrl,
    );
  } finally {
    await database.close();
  }
  process.stdout.write(
    [
      'Demo hazır. Şifre (hepsi için): ' + DEMO_PASSWORD,
      `  ${DEMO_ACCOUNTS.trial.padEnd(32)} onaylı, denemede, bir oturum ve yanıtlanmış bir soru`,
      `  ${DEMO_ACCOUNTS.applicant.padEnd(32)} başvurusu incelemede`,
      `  ${DEMO_ACCOUNTS.subscriber.padEnd(32)} onaylı, Temel plan (3 ay, 150 soru), sandbox ödemesi tamamlanmış`,
      '',
    ].join('\n'),
  );
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
