// The admin payments report over 1,000,000 payments: paymentsSummary and paymentsList (the service
// functions behind /api/i/admin/reports/payments/*) for each window, timed, with EXPLAIN (ANALYZE,
// BUFFERS) of the SQL they sent.
// Run: npm run bench:payments     (PostgreSQL, temporary database; part of `npm run bench`)
// Data: payments spread evenly over the last two years (80 % success, 10 % failed, 10 % pending),
// 2,000 users, and a subscription for every 100th payment (the list's LEFT JOIN finds some).
import { PAYMENT_REPORT_LIMIT, REPORT_WINDOWS } from '@psikorehber/shared/constants';
import { sql } from 'drizzle-orm';
import { paymentsList, paymentsSummary } from '../apps/server/src/modules/reports/service';
import { isMain, log, round } from './lib/common';
import {
  measureQuery,
  querySettings,
  withBenchDatabase,
  type BenchDatabase,
  type QueryResult,
} from './lib/database';

async function seedPayments(bench: BenchDatabase, rows: number): Promise<number> {
  const started = performance.now();
  await bench.db.execute(sql`
    insert into users (email, full_name)
    select 'odeme' || u || '@ornek.com', 'Ödeme Kişi ' || u from generate_series(1, 2000) as u`);
  // Row i was created i × (2 years / rows) ago; successes settle a minute after creation.
  await bench.db.execute(sql`
    insert into payments (user_id, email, merchant_oid, provider, kind, plan_code, period_months,
                          amount_kurus, status, provider_total_kurus, settled_at, applied_at,
                          created_at, updated_at)
    select u.id, u.email, 'B' || i, 'paytr', 'subscription',
           (array['BEGINNER', 'BASIC', 'PREMIUM'])[1 + i % 3], (array[1, 3, 6, 12])[1 + i % 4],
           49000 + (i % 7) * 10000,
           case when i % 10 < 8 then 'success' when i % 10 = 8 then 'failed' else 'pending' end,
           case when i % 10 < 8 then 49000 + (i % 7) * 10000 end,
           case when i % 10 < 8 then t.at + interval '1 minute' end,
           case when i % 10 < 8 then t.at + interval '1 minute' end,
           t.at, t.at
    from generate_series(1, ${rows}::int) as i
    cross join lateral (select now() - (i::double precision / ${rows}) * interval '730 days' as at) t
    join (select id, email, row_number() over () - 1 as n from users) u on u.n = i % 2000`);
  await bench.db.execute(sql`
    insert into subscriptions (user_id, plan_code, payment_id, status, months, quota_initial,
                               quota_remaining, period_start, period_end)
    select p.user_id, p.plan_code, p.id, 'expired', p.period_months, 20, 0, p.settled_at,
           p.settled_at + p.period_months * interval '30 days'
    from payments p where p.status = 'success' and right(p.merchant_oid, 2) = '00'`);
  // As autovacuum would have by now (visibility map set, statistics current).
  await bench.raw(`vacuum analyze users`);
  await bench.raw(`vacuum analyze payments`);
  await bench.raw(`vacuum analyze subscriptions`);
  return round((performance.now() - started) / 1000);
}

export async function runPaymentsReport(bench: BenchDatabase, rows: number, runs: number) {
  log(`Payments report: seeding ${rows} payments (${bench.driver})`);
  const seedSeconds = await seedPayments(bench, rows);
  const cases: Array<[string, () => Promise<unknown>]> = [];
  for (const window of REPORT_WINDOWS) {
    cases.push([`summary ${window}`, () => paymentsSummary(bench.db, window)]);
    cases.push([
      `list ${window} (limit ${PAYMENT_REPORT_LIMIT})`,
      () => paymentsList(bench.db, window, PAYMENT_REPORT_LIMIT),
    ]);
  }
  const queries: Record<string, QueryResult> = {};
  for (const [name, fn] of cases) queries[name] = await measureQuery(bench, name, runs, fn);
  return { driver: bench.driver, rows, seedSeconds, runsPerQuery: runs, queries };
}

if (isMain(import.meta.url)) {
  const { payments, runs } = querySettings();
  const result = await withBenchDatabase((bench) => runPaymentsReport(bench, payments, runs));
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
