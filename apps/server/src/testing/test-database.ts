// Test databases: every database test runs on PGlite (in memory) and, when TEST_DATABASE_URL is
// set, again on PostgreSQL in a database of its own that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedPlans } from '../modules/billing/catalog';

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
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 5 });
  await migrateDatabase(handle);
  await seedPlans(handle.db);
  return {
    ...handle,
    url: url.toString(),
    dispose: async () => {
      await handle.close();
      await withAdminClient(adminUrl, (c) =>
        c.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `describe` once per configured database; the callback receives the driver name. */
export function describeEachDatabase(title: string, fn: (driver: TestDriver) => void): void {
  for (const driver of testDrivers()) {
    describe(`${title} [${driver}]`, () => fn(driver));
  }
}
