// Test databases: every database test runs on PGlite (in memory) and, when TEST_DATABASE_URL is
// set, again on PostgreSQL in a database of its own that is dropped afterwards.
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { seedPlans } from '../../src/modules/billing/catalog';
import { createTemporaryDatabase, type TemporaryDatabase } from './temporary-database';

export type TestDriver = 'pglite' | 'postgres';

export function testDrivers(): TestDriver[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends DatabaseHandle {
  /** PostgreSQL only: the database's URL, for a second connection pool (a second instance). */
  url?: string;
  dispose(): Promise<void>;
}

export async function createTestDatabase(driver: TestDriver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const handle = await openDatabase({ driver: 'pglite', dir: null });
    await migrateDatabase(handle);
    await seedPlans(handle.db);
    return { ...handle, dispose: () => handle.close() };
  }
  const temp = await createEmptyPostgresDatabase();
  const handle = await openDatabase({ driver: 'postgres', url: temp.url, poolSize: 5 });
  await migrateDatabase(handle);
  await seedPlans(handle.db);
  return {
    ...handle,
    url: temp.url,
    dispose: async () => {
      await handle.close();
      await temp.drop();
    },
  };
}

/** An empty PostgreSQL database (no migrations) on TEST_DATABASE_URL's server. */
export function createEmptyPostgresDatabase(): Promise<TemporaryDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return createTemporaryDatabase(adminUrl, 't');
}

/** `describe` once per configured database; the callback receives the driver name. */
export function describeEachDatabase(title: string, fn: (driver: TestDriver) => void): void {
  for (const driver of testDrivers()) {
    describe(`${title} [${driver}]`, () => fn(driver));
  }
}

/**
 * `describe` for what only PostgreSQL can show (several connections, a server that goes away);
 * without TEST_DATABASE_URL it is skipped with the reason in its title.
 */
export function describePostgresOnly(title: string, fn: () => void): void {
  const full = `${title} [postgres]`;
  if (testDrivers().includes('postgres')) describe(full, fn);
  else describe.skip(`${full} — skipped: TEST_DATABASE_URL is not set`, fn);
}

/** A fresh database for the tests of a describe block, without an app; filled in by beforeAll. */
export function useTestDatabase(driver: TestDriver): { database: TestDatabase } {
  const ctx = {} as { database: TestDatabase };
  beforeAll(async () => {
    ctx.database = await createTestDatabase(driver);
  }, 60_000);
  afterAll(() => ctx.database?.dispose());
  return ctx;
}
