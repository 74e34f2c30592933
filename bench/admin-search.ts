// Admin search over 100,000 applications: query times and the plan PostgreSQL chooses.
// Run: npm run bench:admin-search            (PGlite in memory)
//      BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:admin-search
// Prints one JSON object: per query p50/p95 in ms, and whether the plan used an index.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { applications } from '../apps/server/src/db/schema';
import { listApplications } from '../apps/server/src/modules/admin/service';
import { searchTextOf } from '../apps/server/src/modules/application/repository';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = 30;
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

async function open(): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ driver: 'pglite', dir: null });
    return { handle, cleanup: () => handle.close() };
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'postgres', url: target.toString() });
  return {
    handle,
    cleanup: async () => {
      await handle.close();
      await admin.query(`drop database "${name}" with (force)`);
      await admin.end();
    },
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(2),
  );
}

async function main() {
  const { handle, cleanup } = await open();
  await migrateDatabase(handle);
  const db = handle.db;
  const start = Date.now();
  for (let offset = 0; offset < ROWS; offset += 2000) {
    const batch = [];
    for (let i = offset; i < Math.min(ROWS, offset + 2000); i++) {
      const fullName = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / 10) % LAST.length]}`;
      const email = `kisi${i}@ornek${i % 97}.com`;
      const specialization = FIELDS[i % FIELDS.length]!;
      batch.push({
        email,
        fullName,
        specialization,
        address: 'Atatürk Bulvarı No: 1, Ankara',
        status: STATUSES[i % STATUSES.length]!,
        searchText: searchTextOf({ email, fullName, specialization }),
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      });
    }
    await db.insert(applications).values(batch);
  }
  await db.execute(sql`analyze applications`);
  const seedMs = Date.now() - start;

  const cases: Array<[string, Parameters<typeof listApplications>[1]]> = [
    ['first page, no filter', { page: 1, size: 50 }],
    ['status SUBMITTED', { page: 1, size: 50, status: 'SUBMITTED' }],
    ['q="sule" (diacritic-free)', { page: 1, size: 50, q: 'sule' }],
    ['q="öztürk"', { page: 1, size: 50, q: 'öztürk' }],
    ['q=e-mail "kisi4242@"', { page: 1, size: 50, q: 'kisi4242@' }],
    ['q="cocuk" + status HOLD', { page: 1, size: 50, q: 'cocuk', status: 'HOLD' }],
    ['page 1000', { page: 1000, size: 50 }],
  ];
  const results: Record<string, unknown> = {};
  for (const [name, query] of cases) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await listApplications(db, query);
      times.push(performance.now() - t);
    }
    results[name] = { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
  }

  const explain = async (where: string) => {
    const res = await db.execute(
      sql.raw(
        `explain select * from applications ${where} order by created_at desc, id desc limit 50`,
      ),
    );
    const rows = ('rows' in res ? res.rows : res) as Array<Record<string, string>>;
    return rows.map((r) => Object.values(r)[0]).join('\n');
  };
  const plans = {
    search: await explain(`where search_text like '%sule%'`),
    status: await explain(`where status = 'SUBMITTED'`),
    newest: await explain(''),
  };
  const usesIndex = Object.fromEntries(
    Object.entries(plans).map(([k, plan]) => [k, /Index|Bitmap/.test(plan)]),
  );

  process.stdout.write(
    JSON.stringify(
      {
        driver: handle.driver,
        rows: ROWS,
        seedSeconds: seedMs / 1000,
        runsPerQuery: RUNS,
        queries: results,
        usesIndex,
        plans,
      },
      null,
      2,
    ) + '\n',
  );
  await cleanup();
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
