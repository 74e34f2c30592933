// Database client factory: PGlite (embedded, in-process) or node-postgres, same schema and
// queries on both. Callers get one `Database` type and never branch on the driver.
//
// Each driver is imported only when it is opened: PGlite (WebAssembly) costs a PostgreSQL server
// about 17 MB of memory it never uses, and the budget for an idle server is 150 MB
// (docs/requirements/platform.md#plat-budget-memory).
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { drizzle as DrizzlePglite } from 'drizzle-orm/pglite';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a transaction callback receives; accepted wherever a Database is. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

/** `logger` sees every statement sent (the query benchmarks EXPLAIN what the product ran). */
export type DatabaseConfig =
  | { driver: 'pglite'; /** null = in memory */ dir: string | null; logger?: Logger }
  | { driver: 'postgres'; url: string; poolSize?: number; logger?: Logger };

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseConfig['driver'];
  /** Runs `select 1`; rejects when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite's buffer pool lives in the server process's own memory (WebAssembly heap), and PostgreSQL's
 * default of 128 MB is touched at start-up. 32 MB holds a small practice's working set; pages beyond
 * it are re-read from the data directory through the OS cache. This is what keeps an idle server
 * under the 350 MB of docs/requirements/platform.md#plat-budget-memory (bench/README.md: about
 * 360 MB with the default, 245–295 with this).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.driver === 'pglite') {
    if (config.dir) fs.mkdirSync(config.dir, { recursive: true });
    // PGlite is single-process: a second process on the same files corrupts them. Taken before
    // anything is read or written; throws DataDirLockedError naming the process that holds it.
    const lock = config.dir ? acquireDataDirLock(config.dir) : undefined;
    let client: PGlite;
    let drizzlePglite: typeof DrizzlePglite;
    try {
      const [{ PGlite }, { pg_trgm }, driver] = await Promise.all([
        import('@electric-sql/pglite'),
        import('@electric-sql/pglite/contrib/pg_trgm'),
        import('drizzle-orm/pglite'),
      ]);
      drizzlePglite = driver.drizzle;
      // Contrib extensions must be passed at every open, not only when they are created.
      client = await PGlite.create(config.dir ?? 'memory://', {
        extensions: { pg_trgm },
        postgresqlconf: [`shared_buffers = ${PGLITE_SHARED_BUFFERS}`],
      });
    } catch (err) {
      lock?.release();
      throw err;
    }
    const db = drizzlePglite(client, { schema, logger: config.logger }) as unknown as Database;
    return {
      db,
      driver: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: once(async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      }),
    };
  }

  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (e.g. PostgreSQL restart) must not crash the process;
  // the pool replaces it and the next query reports the failure to its caller.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema, logger: config.logger }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: once(() => pool.end()),
  };
}

/** close() may be called by a shutdown path and a test teardown alike; only the first one acts. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
