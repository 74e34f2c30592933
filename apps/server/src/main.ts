// Entry point: read the environment, open and migrate the database, listen, shut down gracefully.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { ensureDevelopmentAdmin } from './modules/admin/bootstrap';
import { seedPlans } from './modules/billing/catalog';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase(config.database);
  await migrateDatabase(database);
  await seedPlans(database.db);
  const devAdmin = config.isProduction ? null : await ensureDevelopmentAdmin(database.db);

  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then close the database.
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const dbText = database.driver === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL';
  process.stdout.write(
    `PsikoRehber çalışıyor: http://${shownHost}:${port}  [veritabanı: ${dbText}, ortam: ${config.env}]\n`,
  );
  if (devAdmin) {
    // Printed once, on the start that created it (only the hash is stored), framed so that it
    // stands out above the request lines that follow.
    const rule = '─'.repeat(72);
    process.stdout.write(
      [
        '',
        rule,
        `Geliştirme yöneticisi oluşturuldu: ${devAdmin.email} / ${devAdmin.password}`,
        'Bu şifre yalnızca şimdi gösterilir. Değiştirmek için sunucuyu durdurup:',
        `  npm run admin:create -- --email ${devAdmin.email} --password <en az 12 karakter> --force`,
        rule,
        '',
        '',
      ].join('\n'),
    );
  }
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Start-up failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
