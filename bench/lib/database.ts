// A migrated database for the query benchmarks (temporary PostgreSQL database or PGlite in memory)
// whose Drizzle instance records every statement it sends, so a benchmark can time the product's
// own service functions and then EXPLAIN exactly the SQL they ran.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, DatabaseHandle } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import * as schema from '../../apps/server/src/db/schema';
import { seedPlans } from '../../apps/server/src/modules/billing/catalog';
import { postgresUrl, temporaryDatabase } from './common';

export interface BenchDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** A statement with positional parameters, outside Drizzle. */
  raw(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  /** Statements sent since the last `clear`. */
  captured: Array<{ sql: string; params: unknown[] }>;
  close(): Promise<void>;
}

export async function openBenchDatabase(driver: 'pglite' | 'postgres'): Promise<BenchDatabase> {
  const captured: BenchDatabase['captured'] = [];
  const logger = {
    logQuery(query: string, params: unknown[]) {
      captured.push({ sql: query, params });
    },
  };
  let bench: BenchDatabase;
  if (driver === 'pglite') {
    const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
    bench = {
      db: drizzlePglite(client, { schema, logger }) as unknown as Database,
      driver,
      raw: (text, params) => client.query(text, params),
      captured,
      close: () => client.close(),
    };
  } else {
    const temp = await temporaryDatabase(postgresUrl());
    const pool = new pg.Pool({ connectionString: temp.url, max: 4 });
    bench = {
      db: drizzlePg(pool, { schema, logger }) as unknown as Database,
      driver,
      raw: (text, params) => pool.query(text, params),
      captured,
      close: async () => {
        await pool.end();
        await temp.drop();
      },
    };
  }
  const handle: DatabaseHandle = {
    db: bench.db,
    driver,
    ping: async () => {
      await bench.db.execute(sql`select 1`);
    },
    close: bench.close,
  };
  await migrateDatabase(handle);
  await seedPlans(bench.db);
  captured.length = 0;
  return bench;
}

/** Runs `fn` once and returns the statements it sent (the product's queries, for EXPLAIN). */
export async function statementsOf(
  bench: BenchDatabase,
  fn: () => Promise<unknown>,
): Promise<Array<{ sql: string; params: unknown[] }>> {
  bench.captured.length = 0;
  await fn();
  return bench.captured.splice(0);
}
