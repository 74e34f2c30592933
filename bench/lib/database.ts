// A migrated database for the query benchmarks (temporary PostgreSQL database or PGlite in memory),
// opened exactly as the server opens its own (openDatabase), plus a logger that records every
// statement sent, so a benchmark can time the product's own service functions and then EXPLAIN
// exactly the SQL they ran.
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { seedPlans } from '../../apps/server/src/modules/billing/catalog';
import { createTemporaryDatabase } from '../../apps/server/test/support/temporary-database';
import { envNumber, explainAnalyze, log, postgresUrl, timeRuns, type PlanSummary } from './common';

export type QueryDriver = 'pglite' | 'postgres';

export interface BenchDatabase {
  db: Database;
  driver: QueryDriver;
  /** A statement with positional parameters, outside Drizzle. */
  raw(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  /** Statements sent since the last `clear`. */
  captured: Array<{ sql: string; params: unknown[] }>;
  close(): Promise<void>;
}

/** BENCH_QUERY_DRIVER: where the query benchmarks run (PostgreSQL unless `pglite`). */
export function queryDriver(): QueryDriver {
  return process.env.BENCH_QUERY_DRIVER === 'pglite' ? 'pglite' : 'postgres';
}

/** BENCH_ROWS, BENCH_PAYMENTS and BENCH_RUNS with their defaults. */
export function querySettings() {
  return {
    rows: envNumber('BENCH_ROWS', 100_000),
    payments: envNumber('BENCH_PAYMENTS', 1_000_000),
    // 40 runs: the nearest-rank p95 is then the 38th, not the slowest run.
    runs: envNumber('BENCH_RUNS', 40),
  };
}

export async function openBenchDatabase(driver: QueryDriver): Promise<BenchDatabase> {
  const captured: BenchDatabase['captured'] = [];
  const logger = {
    logQuery(query: string, params: unknown[]) {
      captured.push({ sql: query, params });
    },
  };
  const temp =
    driver === 'postgres' ? await createTemporaryDatabase(postgresUrl(), 'bench') : undefined;
  const handle = await openDatabase(
    temp
      ? { driver: 'postgres', url: temp.url, poolSize: 4, logger }
      : { driver: 'pglite', dir: null, logger },
  );
  await migrateDatabase(handle);
  await seedPlans(handle.db);
  captured.length = 0;
  // The driver's own client (a pg Pool or PGlite) for statements outside Drizzle.
  const client = (
    handle.db as unknown as {
      $client: { query: (text: string, params?: unknown[]) => Promise<{ rows: [] }> };
    }
  ).$client;
  return {
    db: handle.db,
    driver,
    raw: (text, params) => client.query(text, params),
    captured,
    close: async () => {
      await handle.close();
      await temp?.drop();
    },
  };
}

/** Opens the database of BENCH_QUERY_DRIVER for `fn` and closes it afterwards. */
export async function withBenchDatabase<T>(fn: (bench: BenchDatabase) => Promise<T>): Promise<T> {
  const bench = await openBenchDatabase(queryDriver());
  try {
    return await fn(bench);
  } finally {
    await bench.close();
  }
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

export interface QueryResult {
  p50Ms: number;
  p95Ms: number;
  runs: number;
  /** One plan per statement the service function sent (e.g. list, then count). */
  plans: PlanSummary[];
}

/** Times `fn`, then EXPLAINs every statement it sends, and logs one line. */
export async function measureQuery(
  bench: BenchDatabase,
  name: string,
  runs: number,
  fn: () => Promise<unknown>,
): Promise<QueryResult> {
  const timing = await timeRuns(runs, fn);
  const plans: PlanSummary[] = [];
  for (const s of await statementsOf(bench, fn)) {
    plans.push(await explainAnalyze(bench.raw, s.sql, s.params));
  }
  log(
    `  ${name.padEnd(28)} p50 ${timing.p50Ms} ms  p95 ${timing.p95Ms} ms  ${plans
      .map((p) => (p.seqScans.length ? `SEQ SCAN ${p.seqScans.join(',')}` : p.indexes.join('+')))
      .join(' | ')}`,
  );
  return { ...timing, plans };
}
