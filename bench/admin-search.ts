// Admin search over 100,000 applications: query times through the real service function
// (listApplications, which also counts the total) and EXPLAIN (ANALYZE, BUFFERS) of the very SQL it
// sent, showing which index each query uses.
// Run: npm run bench:admin-search            (PostgreSQL, temporary database; part of `npm run bench`)
//      BENCH_QUERY_DRIVER=pglite npm run bench:admin-search      (PGlite in memory)
// Prints one JSON object: per query p50/p95 in ms and the plan summary of each statement.
import { sql } from 'drizzle-orm';
import { listApplications } from '../apps/server/src/modules/admin/service';
import { searchTextOf } from '../apps/server/src/modules/application/repository';
import { isMain, log, round } from './lib/common';
import {
  measureQuery,
  querySettings,
  withBenchDatabase,
  type BenchDatabase,
  type QueryResult,
} from './lib/database';

const FIRST = [
  'Ayşe',
  'Mehmet',
  'Şule',
  'Ömer',
  'Çağla',
  'İsmail',
  'Gül',
  'Burak',
  'Zeynep',
  'Emre',
];
const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Öztürk',
  'Aydın',
  'Arslan',
  'Doğan',
  'Kılıç',
];
const FIELDS = [
  'Klinik Psikoloji',
  'Psikolojik Danışmanlık',
  'Aile Danışmanlığı',
  'Çocuk ve Ergen',
  'Nöropsikoloji',
];
const STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'HOLD', 'REJECTED'];

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`);

/**
 * One INSERT … SELECT over generate_series: row i gets the name, field and status the old batched
 * seed gave it, and the same folded search text searchTextOf computes (checked below).
 */
async function seedApplications(bench: BenchDatabase, rows: number): Promise<number> {
  const started = performance.now();
  const folded = (values: string[]) =>
    values.map((v) => searchTextOf({ email: '', fullName: v }).trim());
  await bench.db.execute(sql`
    insert into applications (email, full_name, specialization, address, status, search_text, created_at)
    select e.email, f.first || ' ' || l.last, s.field, 'Atatürk Bulvarı No: 1, Ankara', st.status,
           e.email || ' ' || ff.first || ' ' || fl.last || ' ' || fs.field,
           timestamptz '2026-01-01 00:00:00+00' + i * interval '1 minute'
    from generate_series(0, ${rows - 1}::int) as i
    cross join lateral (select 'kisi' || i || '@ornek' || (i % 97) || '.com' as email) e
    cross join lateral (select (${textArray(FIRST)})[1 + i % 10] as first) f
    cross join lateral (select (${textArray(LAST)})[1 + (i / 10) % 10] as last) l
    cross join lateral (select (${textArray(folded(FIRST))})[1 + i % 10] as first) ff
    cross join lateral (select (${textArray(folded(LAST))})[1 + (i / 10) % 10] as last) fl
    cross join lateral (select (${textArray(FIELDS)})[1 + i % 5] as field) s
    cross join lateral (select (${textArray(folded(FIELDS))})[1 + i % 5] as field) fs
    cross join lateral (select (${textArray(STATUSES)})[1 + i % 5] as status) st`);
  // VACUUM as autovacuum would have by now: sets the visibility map, so counts can use index-only scans.
  await bench.raw(`vacuum analyze applications`);
  const sample = await bench.raw(
    `select email, full_name, specialization, search_text from applications order by created_at limit 20`,
  );
  for (const row of sample.rows) {
    const expected = searchTextOf({
      email: row.email as string,
      fullName: row.full_name as string,
      specialization: row.specialization as string,
    });
    if (row.search_text !== expected) {
      throw new Error(`seeded search_text "${String(row.search_text)}" ≠ "${expected}"`);
    }
  }
  return round((performance.now() - started) / 1000);
}

const CASES: Array<[string, Parameters<typeof listApplications>[1]]> = [
  ['first page, no filter', { page: 1, size: 50, statuses: undefined }],
  ['status SUBMITTED', { page: 1, size: 50, statuses: undefined, status: 'SUBMITTED' }],
  ['q="sule" (diacritic-free)', { page: 1, size: 50, statuses: undefined, q: 'sule' }],
  ['q="öztürk"', { page: 1, size: 50, statuses: undefined, q: 'öztürk' }],
  ['q=e-mail "kisi4242@"', { page: 1, size: 50, statuses: undefined, q: 'kisi4242@' }],
  [
    'q="cocuk" + status HOLD',
    { page: 1, size: 50, statuses: undefined, q: 'cocuk', status: 'HOLD' },
  ],
  ['page 1000', { page: 1000, size: 50, statuses: undefined }],
];

export async function runAdminSearch(bench: BenchDatabase, rows: number, runs: number) {
  log(`Admin search: seeding ${rows} applications (${bench.driver})`);
  const seedSeconds = await seedApplications(bench, rows);
  const queries: Record<string, QueryResult> = {};
  for (const [name, query] of CASES) {
    queries[name] = await measureQuery(bench, name, runs, () => listApplications(bench.db, query));
  }
  return { driver: bench.driver, rows, seedSeconds, runsPerQuery: runs, queries };
}

if (isMain(import.meta.url)) {
  const { rows, runs } = querySettings();
  const result = await withBenchDatabase((bench) => runAdminSearch(bench, rows, runs));
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
