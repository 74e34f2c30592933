// Helpers shared by the benchmarks: percentiles, stderr progress lines, throw-away PostgreSQL
// databases (the tests' own, apps/server/test/support/temporary-database.ts) and EXPLAIN (ANALYZE,
// BUFFERS) summaries.
import {
  createTemporaryDatabase,
  withClient,
} from '../../apps/server/test/support/temporary-database';
import { percentile, round } from './stats';

export { percentile, round };

/** Where `npm run bench` creates its temporary databases (trust auth on the development box). */
const DEFAULT_POSTGRES_URL = 'postgres://root@127.0.0.1:5432/postgres';

export function postgresUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
}

/** Human-readable progress goes to stderr; stdout carries only the JSON document. */
export function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number`);
  return n;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

export interface PlanSummary {
  /** e.g. "Limit > Index Scan using applications_created_idx on applications (rows 50)". */
  nodes: string[];
  indexes: string[];
  seqScans: string[];
  executionMs: number;
  planningMs: number;
  sharedHit: number;
  sharedRead: number;
}

/** Runs EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) and keeps what shows whether indexes are used. */
export async function explainAnalyze(
  raw: (text: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>,
  query: string,
  params: unknown[] = [],
): Promise<PlanSummary> {
  const res = await raw(`explain (analyze, buffers, format json) ${query}`, params);
  const cell = res.rows[0]!['QUERY PLAN'];
  const [doc] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{
    Plan: PlanNode & { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
    'Execution Time': number;
    'Planning Time': number;
  }>;
  const nodes: string[] = [];
  const indexes = new Set<string>();
  const seqScans = new Set<string>();
  const walk = (node: PlanNode, depth: number) => {
    const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
    const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    const rows = node['Actual Rows'] ?? 0;
    const loops = node['Actual Loops'] ?? 1;
    nodes.push(
      `${'  '.repeat(depth)}${node['Node Type']}${using}${on} (rows ${rows}${loops > 1 ? ` ×${loops}` : ''})`,
    );
    if (node['Index Name']) indexes.add(node['Index Name']);
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'])
      seqScans.add(node['Relation Name']);
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  walk(doc!.Plan, 0);
  return {
    nodes,
    indexes: [...indexes],
    seqScans: [...seqScans],
    executionMs: round(doc!['Execution Time']),
    planningMs: round(doc!['Planning Time']),
    sharedHit: doc!.Plan['Shared Hit Blocks'] ?? 0,
    sharedRead: doc!.Plan['Shared Read Blocks'] ?? 0,
  };
}

/** Times `fn` `runs` times (after one warm-up) and returns p50/p95 in ms. */
export async function timeRuns(
  runs: number,
  fn: () => Promise<unknown>,
): Promise<{ p50Ms: number; p95Ms: number; runs: number }> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), runs };
}

/** True when this module is the script node was started with (so a file is both CLI and library). */
export function isMain(url: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  return new URL(url).pathname === entry || new URL(url).pathname.replace(/\.ts$/, '') === entry;
}

/**
 * What one PostgreSQL round trip and one durable commit (WAL flush) cost on this machine: an ask
 * makes about ten round trips and two commits, so these set the floor of its server time.
 */
export async function probePostgres(
  adminUrl: string,
): Promise<{ roundTripMs: number; commitMs: number }> {
  const temp = await createTemporaryDatabase(adminUrl, 'probe');
  try {
    return await withClient(temp.url, async (c) => {
      await c.query('create table probe (x int)');
      const time = async (n: number, text: string) => {
        const started = performance.now();
        for (let i = 0; i < n; i++) await c.query(text);
        return round((performance.now() - started) / n, 3);
      };
      await time(20, 'select 1');
      return {
        roundTripMs: await time(200, 'select 1'),
        commitMs: await time(100, 'insert into probe values (1)'),
      };
    });
  } finally {
    await temp.drop();
  }
}
