// `npm run fault:kill9`: kills the built server with SIGKILL under load, several times, and checks
// that no credit and no payment was lost or counted twice.
//
// Uses apps/server/dist (run `npm run build` first) against a fresh PostgreSQL database it creates
// and drops, with the sandbox payment provider (own merchant credentials) and the offline AI engine.
// Seeds approved users by SQL (account, approved application, session), gives half of them a trial
// and half a paid plan over the API, then drives concurrent asks (JSON and SSE) and signed payment
// callbacks (with replays) while the server is killed at random moments and restarted. Finally it
// waits until every answer cut off by a kill is older than the recovery limit, restarts once more
// (the start-up sweep runs before the server listens) and checks the invariants with SQL.
// Prints a JSON summary; exits 1 on a violated invariant, 2 when the run itself failed.
//
// Settings (environment): FAULT_PG_URL (an admin connection to the machine's PostgreSQL, default
// postgres://root@127.0.0.1:5432/postgres), FAULT_ROUNDS (default 5), FAULT_USERS (default 8),
// FAULT_WORKERS (concurrent askers, default 8), FAULT_KEEP_LOG=1 (keep the server log).
import { spawn } from 'node:child_process';
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const mainJs = path.join(root, 'apps/server/dist/main.js');
const adminUrl = process.env.FAULT_PG_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 5);
const USERS = Number(process.env.FAULT_USERS ?? 8);
const WORKERS = Number(process.env.FAULT_WORKERS ?? 8);
const TOPICS_PER_USER = 2;
/** The server's AI time limits; answers begun longer ago than the total + 30 s are recovered. */
const AI_TIMEOUT_MS = 10_000;
const AI_TOTAL_TIMEOUT_MS = 10_000;
const RECOVERY_AFTER_MS = AI_TOTAL_TIMEOUT_MS + 30_000;
const REQUEST_TIMEOUT_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const stats = {
  rounds: 0,
  kills: 0,
  requests: 0,
  answers: { json: 0, sse: 0, stopped: 0 },
  refusals: { quota: 0, rateLimited: 0, other4xx: 0 },
  serverErrors: { ai_unavailable: 0, service_unavailable: 0, internal_error: 0, other: 0 },
  sseErrorEvents: 0,
  /** Refused while the server was down, and cut off in flight by a kill. */
  connectionErrors: { refused: 0, cutOff: 0, timedOut: 0 },
  answerLatencyMs: { avg: 0, max: 0 },
  startUpMs: [],
  payments: { prepared: 0, callbacks: 0, replays: 0, acknowledged: 0, failedCallbacks: 0 },
};

// ---------------------------------------------------------------------------------------------
// The server process

/** A free TCP port, kept for every restart so the clients' URL stays the same. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

class ServerProcess {
  constructor(env, logFile) {
    this.env = env;
    this.logFile = logFile;
    this.child = undefined;
  }

  async start() {
    const begun = performance.now();
    const log = fs.openSync(this.logFile, 'a');
    const child = spawn(process.execPath, [mainJs], {
      cwd: root,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', log],
    });
    fs.closeSync(log);
    this.child = child;
    await new Promise((resolve, reject) => {
      let output = '';
      let ready = false;
      const timer = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
      child.stdout.on('data', (chunk) => {
        fs.appendFileSync(this.logFile, chunk);
        output += chunk.toString();
        if (!ready && output.includes('PsikoRehber çalışıyor')) {
          ready = true;
          clearTimeout(timer);
          stats.startUpMs.push(Math.round(performance.now() - begun));
          resolve();
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`server exited during start-up (${code ?? signal}); see ${this.logFile}`));
      });
    });
  }

  async kill(signal = 'SIGKILL') {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP clients

/**
 * 'refused' (server down), 'cutOff' (connection lost in flight), 'timedOut' (no answer within
 * REQUEST_TIMEOUT_MS: a killed process resets its connections at once, so this is a hang and fails
 * the run) or undefined (a bug here).
 */
function classifyFailure(error) {
  const text = `${error?.message ?? ''} ${error?.cause?.code ?? ''} ${error?.cause?.message ?? ''}`;
  if (/ECONNREFUSED/.test(text)) return 'refused';
  if (/ECONNRESET|EPIPE|socket|other side closed|terminated|fetch failed/i.test(text))
    return 'cutOff';
  if (error?.name === 'TimeoutError' || error?.name === 'AbortError') return 'timedOut';
  return undefined;
}

/** Counts a connection failure; rethrows anything else. Returns the kind. */
function countFailure(error) {
  const kind = classifyFailure(error);
  if (!kind) throw error;
  stats.connectionErrors[kind]++;
  return kind;
}

const latencies = [];
function recordLatency(ms) {
  latencies.push(ms);
  stats.answerLatencyMs = {
    avg: Math.round(latencies.reduce((a, b) => a + b, 0) / latencies.length),
    max: Math.max(stats.answerLatencyMs.max, Math.round(ms)),
  };
}

async function call(base, method, url, { cookie, body, form, accept } = {}) {
  const headers = {};
  if (cookie) headers.cookie = cookie;
  if (accept) headers.accept = accept;
  let payload;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return fetch(base + url, {
    method,
    headers,
    body: payload,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

function countErrorBody(status, body) {
  const code = body?.error;
  if (status === 403 && (code === 'quota_exhausted' || code === 'trial_exhausted'))
    stats.refusals.quota++;
  else if (status === 429) stats.refusals.rateLimited++;
  else if (status < 500) stats.refusals.other4xx++;
  else if (code in stats.serverErrors) stats.serverErrors[code]++;
  else stats.serverErrors.other++;
}

/** One ask, as JSON or as Server-Sent Events, counted into `stats`. */
async function askOnce(base, user, topic, sse) {
  stats.requests++;
  const url = `/api/workspaces/v2/${user.ws}/topics/${topic}/ask`;
  const text = `Deneme sorusu ${randomInt(1e9)}: danışan ilk seansta sessiz kaldı, nasıl ilerlemeliyim?`;
  const started = performance.now();
  try {
    const res = await call(base, 'POST', url, {
      cookie: user.cookie,
      body: { text },
      accept: sse ? 'text/event-stream' : 'application/json',
    });
    if (!sse || res.status !== 200) {
      const raw = await res.text();
      const body = safeJson(raw);
      if (res.status === 200 && body?.ok) {
        stats.answers.json++;
        recordLatency(performance.now() - started);
        if (body.answer?.status === 'stopped') stats.answers.stopped++;
      } else if (res.status === 200) stats.connectionErrors.cutOff++;
      else countErrorBody(res.status, body);
      return 'done';
    }
    const raw = await res.text();
    if (/^event: done$/m.test(raw)) {
      stats.answers.sse++;
      recordLatency(performance.now() - started);
    } else if (/^event: error$/m.test(raw)) {
      stats.sseErrorEvents++;
      const data = /^event: error\ndata: (.*)$/m.exec(raw)?.[1];
      const body = data ? JSON.parse(data) : undefined;
      countErrorBody(502, body);
    } else stats.connectionErrors.cutOff++; // the stream ended without done: killed mid-answer
    return 'done';
  } catch (error) {
    return countFailure(error);
  }
}

/** A PayTR-style notification signed with the merchant key (paytr-protocol.ts callbackHash). */
function signedCallback(credentials, oid, status, totalAmount) {
  const hash = createHmac('sha256', credentials.key)
    .update(oid + credentials.salt + status + totalAmount, 'utf8')
    .digest('base64');
  return { merchant_oid: oid, status, total_amount: totalAmount, hash };
}

async function sendCallback(base, form, replay) {
  stats.requests++;
  if (replay) stats.payments.replays++;
  else stats.payments.callbacks++;
  try {
    const res = await call(base, 'POST', '/api/billing/paytr/callback', { form });
    const text = await res.text();
    if (res.status === 200 && text === 'OK') {
      stats.payments.acknowledged++;
      return true;
    }
    countErrorBody(res.status, safeJson(text));
    return false;
  } catch (error) {
    countFailure(error);
    return false;
  }
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Seeding

async function seedUsers(pool, count) {
  const users = [];
  for (let i = 0; i < count; i++) {
    const email = `fault-${i}-${randomBytes(3).toString('hex')}@example.com`;
    const token = randomBytes(32).toString('base64url');
    const {
      rows: [user],
    } = await pool.query(`insert into users (email, full_name) values ($1, $2) returning id`, [
      email,
      `Deneme Kullanıcı ${i}`,
    ]);
    await pool.query(
      `insert into applications (user_id, email, full_name, specialization, address, status)
       values ($1, $2, $3, 'Klinik Psikoloji', 'İstanbul', 'APPROVED')`,
      [user.id, email, `Deneme Kullanıcı ${i}`],
    );
    await pool.query(
      `insert into sessions (user_id, token_hash, expires_at)
       values ($1, $2, now() + interval '1 day')`,
      [user.id, createHash('sha256').update(token).digest('hex')],
    );
    users.push({ id: user.id, email, cookie: `pr_session=${token}`, plan: i % 2 === 0 });
  }
  return users;
}

async function expectOk(res, what) {
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${text.slice(0, 300)}`);
  return safeJson(text) ?? text;
}

class PrepareRefused extends Error {
  constructor(status, body) {
    super(`prepare answered ${status}`);
    this.status = status;
    this.body = body;
  }
}

async function prepareOrder(base, user) {
  const res = await call(base, 'POST', '/api/billing/direct/prepare', {
    cookie: user.cookie,
    body: { planCode: 'BEGINNER', months: 1 },
  });
  const text = await res.text();
  if (res.status !== 200) throw new PrepareRefused(res.status, safeJson(text));
  const body = JSON.parse(text);
  stats.payments.prepared++;
  return { oid: body.merchantOid, amount: String(body.amountKurus) };
}

async function entitle(base, credentials, users) {
  for (const user of users) {
    if (user.plan) {
      const order = await prepareOrder(base, user);
      const form = signedCallback(credentials, order.oid, 'success', order.amount);
      if (!(await sendCallback(base, form, false))) throw new Error('first payment not applied');
      user.orders = [{ ...order, form }];
    } else {
      await expectOk(
        await call(base, 'POST', '/api/trial/start', { cookie: user.cookie }),
        'trial start',
      );
      user.orders = [];
    }
    const list = await expectOk(
      await call(base, 'GET', '/api/workspaces/v2', { cookie: user.cookie }),
      'workspaces',
    );
    user.ws = list.items[0].id;
    user.topics = [];
    for (let t = 0; t < TOPICS_PER_USER; t++) {
      const created = await expectOk(
        await call(base, 'POST', `/api/workspaces/v2/${user.ws}/topics`, {
          cookie: user.cookie,
          body: { title: `Hata denemesi ${t + 1}` },
        }),
        'topic',
      );
      user.topics.push(created.topic.id);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Load

function pick(list) {
  return list[randomInt(list.length)];
}

/** Askers and a payer, until `state.stop`; when the server is down they retry after a pause. */
function startLoad(base, credentials, users, state) {
  const askers = Array.from({ length: WORKERS }, async () => {
    while (!state.stop) {
      const user = pick(users);
      const outcome = await askOnce(base, user, pick(user.topics), Math.random() < 0.5);
      if (outcome === 'refused') await sleep(250);
    }
  });
  const payer = (async () => {
    const planUsers = users.filter((u) => u.plan);
    while (!state.stop) {
      const user = pick(planUsers);
      const roll = Math.random();
      try {
        if (roll < 0.4 && user.orders.length > 0) {
          // A replay of an earlier notification (PayTR retries until it reads OK), maybe twice at once.
          const old = pick(user.orders);
          const copies = Math.random() < 0.5 ? 2 : 1;
          await Promise.all(
            Array.from({ length: copies }, () => sendCallback(base, old.form, true)),
          );
        } else {
          stats.requests++;
          const order = await prepareOrder(base, user);
          const status = roll > 0.9 ? 'failed' : 'success';
          const form = signedCallback(credentials, order.oid, status, order.amount);
          if (status === 'failed') stats.payments.failedCallbacks++;
          // The first delivery and an immediate concurrent duplicate.
          const [first] = await Promise.all([
            sendCallback(base, form, false),
            Math.random() < 0.3 ? sendCallback(base, form, true) : Promise.resolve(false),
          ]);
          user.orders.push({ ...order, form, acknowledged: first });
        }
      } catch (error) {
        if (error instanceof PrepareRefused) countErrorBody(error.status, error.body);
        else countFailure(error);
        await sleep(250);
      }
      await sleep(randomInt(50, 300));
    }
  })();
  return Promise.all([...askers, payer]);
}

// ---------------------------------------------------------------------------------------------
// Invariants

async function checkInvariants(pool, users) {
  const results = {};
  const q = async (sql, params) => (await pool.query(sql, params)).rows;

  // Each entitlement row: what it lost equals the questions it paid for and did not get back
  // (credit_id is set when a question is charged and cleared when its credit is returned).
  const rows = await q(`
    select 'subscription' as kind, s.id, s.user_id, s.quota_initial as initial,
           s.quota_remaining as remaining,
           (select count(*)::int from messages m where m.role = 'user' and m.credit_id = s.id) as charged
      from subscriptions s
    union all
    select 'trial', t.id, t.user_id, t.questions_initial, t.questions_remaining,
           (select count(*)::int from messages m where m.role = 'user' and m.credit_id = t.id)
      from trials t`);
  results.creditsMatchChargedQuestions = rows.every((r) => r.initial - r.remaining === r.charged);
  results.noCounterBelowZero = rows.every((r) => r.remaining >= 0 && r.remaining <= r.initial);
  const badRows = rows.filter((r) => r.initial - r.remaining !== r.charged || r.remaining < 0);

  // Per user: credits used over all rows = questions charged and not refunded.
  const perUser = await q(
    `
    select u.id,
      coalesce((select sum(quota_initial - quota_remaining) from subscriptions where user_id = u.id), 0)
      + coalesce((select sum(questions_initial - questions_remaining) from trials where user_id = u.id), 0)
        as used,
      (select count(*) from messages m where m.user_id = u.id and m.role = 'user'
         and m.credit_source is not null) as charged
    from users u where u.id = any($1::uuid[])`,
    [users.map((u) => u.id)],
  );
  results.usedEqualsChargedPerUser = perUser.every((r) => Number(r.used) === Number(r.charged));

  // Every answer has its question; answered or stopped questions are charged, failed or partial
  // ones (cut by us: docs/decisions/010-answer-states-and-credits.md) refunded.
  const pairs = await q(`
    select a.status, q.credit_id is not null as charged
      from messages a
      join lateral (select * from messages q where q.topic_id = a.topic_id and q.role = 'user'
                      and q.created_at < a.created_at order by q.created_at desc limit 1) q on true
     where a.role = 'assistant'`);
  results.answeredQuestionsCharged = pairs
    .filter((p) => p.status === 'complete' || p.status === 'stopped')
    .every((p) => p.charged);
  results.failedAnswersRefunded = pairs
    .filter((p) => p.status === 'error' || p.status === 'partial')
    .every((p) => !p.charged);
  const [{ n: orphans }] = await q(`
    select count(*)::int as n from messages q where q.role = 'user' and not exists (
      select 1 from messages a where a.topic_id = q.topic_id and a.role = 'assistant'
         and a.created_at = q.created_at + interval '1 millisecond')`);
  results.everyQuestionHasAnswer = orphans === 0;

  // Topic counters follow the rows (undo decrements, recovery keeps the pair).
  const [{ n: badTopics }] = await q(`
    select count(*)::int as n from topics t
     where t.message_count <> (select count(*) from messages m where m.topic_id = t.id)`);
  results.topicCountersMatch = badTopics === 0;

  // Payments: applied at most once; every settled success gave exactly one subscription.
  const payments = await q(`
    select p.merchant_oid, p.status, p.applied_at is not null as applied, p.period_months,
           pl.monthly_quota,
           (select count(*)::int from subscriptions s where s.payment_id = p.id) as subs,
           (select max(quota_initial) from subscriptions s where s.payment_id = p.id) as quota
      from payments p join plans pl on pl.code = p.plan_code`);
  results.eachPaymentAppliedAtMostOnce = payments.every((p) => p.subs <= 1);
  results.successfulPaymentsAppliedOnce = payments.every((p) =>
    p.status === 'success' ? p.subs === 1 && p.applied : p.subs === 0 && !p.applied,
  );
  results.noDoubleQuota = payments
    .filter((p) => p.subs === 1)
    .every((p) => p.quota === p.monthly_quota * p.period_months);
  const byOid = new Map(payments.map((p) => [p.merchant_oid, p]));
  const acknowledged = users.flatMap((u) => u.orders.filter((o) => o.acknowledged !== false));
  results.acknowledgedCallbacksRecorded = acknowledged.every((o) => {
    const p = byOid.get(o.oid);
    return p && p.status === o.form.status;
  });
  const [{ n: doubleActive }] = await q(`
    select count(*)::int as n from (select user_id from subscriptions where status = 'active'
      group by user_id having count(*) > 1) x`);
  results.oneActiveSubscriptionPerUser = doubleActive === 0;

  // Nothing in progress forever: every answer cut off by a kill was recovered at start-up.
  const [{ n: streaming }] = await q(
    `select count(*)::int as n from messages where status = 'streaming'`,
  );
  results.noQuestionLeftInProgress = streaming === 0;

  const [{ n: recovered }] = await q(
    `select count(*)::int as n from messages where role = 'assistant' and status in ('error', 'partial')`,
  );
  const [{ n: stored }] = await q(
    `select count(*)::int as n from messages where role = 'assistant'`,
  );
  const [{ n: settled }] = await q(
    `select count(*)::int as n from payments where status = 'success'`,
  );
  return {
    results,
    counts: {
      answersStored: stored,
      interruptedAnswersRecovered: recovered,
      successfulPayments: settled,
      entitlementRows: rows.length,
    },
    violations: badRows.slice(0, 10),
  };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (!fs.existsSync(mainJs)) {
    process.stderr.write('apps/server/dist/main.js is missing: run `npm run build` first.\n');
    process.exit(2);
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psikorehber-kill9-'));
  const logFile = path.join(workDir, 'server.log');
  const dbName = `fault_kill9_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 3 });
  pool.on('error', () => {}); // idle clients cut by the final drop … with (force)

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const credentials = {
    id: `fault${randomBytes(4).toString('hex')}`,
    key: randomBytes(16).toString('hex'),
    salt: randomBytes(16).toString('hex'),
  };
  const server = new ServerProcess(
    {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: workDir,
      DATABASE_URL: dbUrl.toString(),
      PAYMENT_PROVIDER: 'sandbox',
      PAYTR_MERCHANT_ID: credentials.id,
      PAYTR_MERCHANT_KEY: credentials.key,
      PAYTR_MERCHANT_SALT: credentials.salt,
      AI_PROVIDER: 'offline',
      AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
      AI_TOTAL_TIMEOUT_MS: String(AI_TOTAL_TIMEOUT_MS),
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      SMTP_URL: '',
    },
    logFile,
  );

  let exitCode = 2;
  let summary;
  const started = Date.now();
  try {
    await server.start();
    const users = await seedUsers(pool, USERS);
    await entitle(base, credentials, users);

    const state = { stop: false };
    const load = startLoad(base, credentials, users, state);
    for (let round = 1; round <= ROUNDS; round++) {
      // The first round runs longer, so answers (and payments) also complete, not only start.
      await sleep(round === 1 ? randomInt(6000, 9000) : randomInt(1500, 6000));
      await server.kill('SIGKILL');
      stats.kills++;
      stats.rounds = round;
      await sleep(randomInt(100, 800)); // requests meet a closed port meanwhile
      await server.start();
    }
    await sleep(randomInt(1500, 6000));
    await server.kill('SIGKILL');
    stats.kills++;
    state.stop = true;
    await load;

    // Every answer cut off by a kill must get its credit back: wait until they are all older
    // than the recovery limit, then start again (the sweep runs before the server listens).
    await sleep(RECOVERY_AFTER_MS + 2_000);
    await server.start();
    await server.kill('SIGTERM');

    const checked = await checkInvariants(pool, users);
    checked.results.noRequestHung = stats.connectionErrors.timedOut === 0;
    const ok = Object.values(checked.results).every(Boolean);
    exitCode = ok ? 0 : 1;
    summary = {
      ok,
      seconds: Math.round((Date.now() - started) / 1000),
      users: USERS,
      workers: WORKERS,
      ...stats,
      invariants: checked.results,
      counts: checked.counts,
      ...(checked.violations.length > 0 ? { violations: checked.violations } : {}),
    };
  } catch (error) {
    summary = {
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      ...stats,
    };
  } finally {
    await server.kill('SIGKILL');
    await pool.end();
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
    if (exitCode === 0 && process.env.FAULT_KEEP_LOG !== '1') {
      fs.rmSync(workDir, { recursive: true, force: true });
    } else if (summary) {
      summary.serverLog = logFile;
    }
  }
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  process.exit(exitCode);
}

await main();
