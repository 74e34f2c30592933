// HTTP load benchmark (docs/requirements/platform.md#plat-budgets): a bare Fastify hello-world
// against GET /api/auth/me with a session, GET …/topics/{topic}/messages of a 1,000-message topic
// (its first screen, the page the workspace asks for first, and the whole list) and POST …/ask
// through the offline engine and through an instant engine, on PGlite and on PostgreSQL, with
// autocannon. On PostgreSQL, /me is also measured on two reference servers (Fastify + one prepared
// query; Express 5 + express-session + connect-pg-simple) against the same database, and compared
// with them.
// Each server runs in its own process (see lib/server-process.ts) on a fresh database; the parent
// runs autocannon and reads the server's memory from /proc/<pid>/status.
// Run: npm run bench:http     (part of `npm run bench`; prints JSON on stdout, progress on stderr)
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGE_PAGE } from '@psikorehber/shared/constants';
import autocannon from 'autocannon';
import { createTemporaryDatabase } from '../apps/server/test/support/temporary-database';
import { envNumber, isMain, log, postgresUrl, round } from './lib/common';
import { startServer, type ServerProcess } from './lib/server-process';
import type { Fixtures } from './servers/ipc';

export type Driver = 'pglite' | 'postgres';

export interface HttpSettings {
  durationS: number;
  warmupS: number;
  connections: number;
  idleMs: number;
  messages: number;
}

export function httpSettings(): HttpSettings {
  return {
    durationS: envNumber('BENCH_DURATION', 5),
    warmupS: envNumber('BENCH_WARMUP', 1),
    connections: envNumber('BENCH_CONNECTIONS', 50),
    idleMs: envNumber('BENCH_IDLE_MS', 3000),
    messages: envNumber('BENCH_MESSAGES', 1000),
  };
}

export interface ScenarioResult {
  connections: number;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Time from request arrival to the last byte written, measured inside the server. */
  serverP50Ms: number;
  serverP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /**
   * Requests the server finished per second, from the run's first arrival to its last answer
   * written, including the answers still in flight when autocannon stopped: for slow requests at
   * 50 connections (asks), where most of a short run's answers arrive after autocannon has
   * stopped counting.
   */
  serverRequestsPerSec: number;
  /** Server process CPU time per request (user + system): steadier than req/s on a busy machine. */
  serverCpuMsPerRequest: number;
  /** Throughput relative to the bare server of the same driver block (fast GETs only). */
  ratioToBare?: number;
  /** authMe only (PostgreSQL): throughput relative to the Fastify + one prepared query reference. */
  ratioToFastifyPg?: number;
  /** authMe only (PostgreSQL): throughput relative to Express 5 + express-session. */
  ratioToExpressSession?: number;
}

interface Load {
  method: 'GET' | 'POST';
  /** Path, headers and body of connection `i`. */
  request(i: number): { path: string; headers: Record<string, string>; body?: string };
}

const QUESTIONS = [
  'Danışanım 34 yaşında bir kadın; iş değişikliğinden sonra sabahları yataktan çıkamıyor ve kendini değersiz hissediyor. Bu tabloyu nasıl formüle edebilirim?',
  '16 yaşındaki danışanım sınavlardan önce yoğun kaygı yaşıyor ve derslere odaklanamıyor. Kaygıyı sürdüren etkenleri nasıl anlamalıyım?',
  'Danışanım seansta sosyal medyada beni takip etmek istediğini söyledi. Etik açıdan nasıl bir sınır koymalıyım?',
  'Travma odaklı çalışmaya başlamadan önce danışanın hazır olup olmadığını nasıl değerlendirebilirim?',
];

async function load(server: ServerProcess, spec: Load, connections: number, seconds: number) {
  let next = 0;
  const result = await autocannon({
    url: server.url,
    connections,
    duration: seconds,
    method: spec.method,
    setupClient(client) {
      const { path: p, headers, body } = spec.request(next++ % connections);
      client.setRequests([{ method: spec.method, path: p, headers, ...(body ? { body } : {}) }]);
    },
  });
  return result;
}

/**
 * Waits until the server has finished its work: its answers are out (drain) and its CPU time has
 * stopped growing. A request whose client left at the end of a run is still being worked on after
 * its connection closed (an ask runs to the end), and that work belongs to this scenario.
 */
async function settle(server: ServerProcess): Promise<void> {
  await server.request({ type: 'drain' }, 'drained');
  const deadline = Date.now() + 30_000;
  let last = server.cpuMs();
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    const now = server.cpuMs();
    if (now - last <= 10) return;
    last = now;
  }
}

async function scenario(
  name: string,
  server: ServerProcess,
  spec: Load,
  connections: number,
  settings: HttpSettings,
  peak: { rssMb: number },
): Promise<ScenarioResult> {
  if (settings.warmupS > 0) await load(server, spec, connections, settings.warmupS);
  await settle(server);
  await server.request({ type: 'timings' }, 'timings'); // reset the server clock after warm-up
  const sampler = setInterval(() => {
    peak.rssMb = Math.max(peak.rssMb, server.memory().rssMb);
  }, 250);
  const cpuBefore = server.cpuMs();
  const r = await load(server, spec, connections, settings.durationS).finally(() =>
    clearInterval(sampler),
  );
  await settle(server);
  const cpu = server.cpuMs() - cpuBefore;
  const t = await server.request({ type: 'timings' }, 'timings');
  const out: ScenarioResult = {
    connections,
    requestsPerSec: round(r.requests.average, 0),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    serverP50Ms: t.p50Ms,
    serverP99Ms: t.p99Ms,
    serverRequestsPerSec: t.spanMs > 0 ? round(t.count / (t.spanMs / 1000), 1) : 0,
    serverCpuMsPerRequest: t.arrived > 0 ? round(cpu / t.arrived, 3) : 0,
    requests: r.requests.total,
    non2xx: r.non2xx,
    // autocannon counts each timeout in `errors` too.
    errors: r.errors,
  };
  log(
    `  ${name.padEnd(22)} ${String(out.requestsPerSec).padStart(6)} req/s  p50 ${out.latencyP50Ms} ms  p99 ${out.latencyP99Ms} ms  server p50 ${out.serverP50Ms} ms  cpu ${out.serverCpuMsPerRequest} ms/req${out.non2xx || out.errors ? `  NON-2XX ${out.non2xx} ERRORS ${out.errors}` : ''}`,
  );
  return out;
}

/** Production settings with placeholder secrets; nothing is ever sent to the SMTP or PayTR hosts. */
function serverEnv(
  driver: Driver,
  dataDir: string,
  databaseUrl: string | undefined,
  engine: string,
) {
  return {
    NODE_ENV: 'production',
    // Made per run: production refuses any secret written in the repository.
    APP_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
    SMTP_URL: 'smtp://127.0.0.1:2',
    PAYMENT_PROVIDER: 'paytr',
    PAYTR_MERCHANT_ID: 'bench',
    PAYTR_MERCHANT_KEY: 'bench',
    PAYTR_MERCHANT_SALT: 'bench',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    DATA_DIR: dataDir,
    BENCH_ENGINE: engine,
    ...(driver === 'postgres' && databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/** An app server on a fresh database (temporary PGlite folder or PostgreSQL database). */
async function startApp(driver: Driver, engine: 'offline' | 'fake') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psikorehber-bench-'));
  const database =
    driver === 'postgres' ? await createTemporaryDatabase(postgresUrl(), 'bench') : undefined;
  const env = serverEnv(driver, dataDir, database?.url, engine);
  let server = await startServer('app', env);
  return {
    /** The PostgreSQL database (undefined on PGlite), which the reference servers share. */
    databaseUrl: database?.url,
    get server() {
      return server;
    },
    /** Stops the server and starts it again on the same database (a restart after a deploy). */
    async restart() {
      await server.stop();
      server = await startServer('app', env);
      return server;
    },
    async dispose() {
      await server.stop();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function loads(f: Fixtures) {
  const cookie = (i: number) => `${f.cookieName}=${f.users[i % f.users.length]!.token}`;
  const me: Load = {
    method: 'GET',
    request: (i) => ({ path: '/api/auth/me', headers: { cookie: cookie(i) } }),
  };
  const historyPath = `/api/workspaces/v2/${f.history.ws}/topics/${f.history.topic}/messages`;
  const messages: Load = {
    method: 'GET',
    request: () => ({ path: historyPath, headers: { cookie: cookie(0) } }),
  };
  // The first screen of the workspace: the newest page, as apps/web asks for it (issue 18).
  const firstScreen: Load = {
    method: 'GET',
    request: () => ({
      path: `${historyPath}?limit=${String(MESSAGE_PAGE.firstPairs)}`,
      headers: { cookie: cookie(0) },
    }),
  };
  // One user and topic per connection (asks in one topic are serialised by design), JSON answer.
  const ask: Load = {
    method: 'POST',
    request: (i) => {
      const u = f.users[i % f.users.length]!;
      return {
        path: `/api/workspaces/v2/${u.ws}/topics/${u.topic}/ask`,
        headers: {
          cookie: cookie(i),
          'content-type': 'application/json',
          origin: 'http://127.0.0.1',
        },
        body: JSON.stringify({ text: QUESTIONS[i % QUESTIONS.length] }),
      };
    },
  };
  return { me, messages, firstScreen, ask };
}

/**
 * GET /api/auth/me of the two reference servers (issue 18 §3), each in its own process like the
 * app, on the app's PostgreSQL database while the app server sits idle: Fastify with one prepared
 * `pg` query on the app's own session rows (the limit for a database-checked session), and
 * Express 5 + express-session + connect-pg-simple with sessions of its own for the same users.
 */
async function references(
  databaseUrl: string,
  fixtures: Fixtures,
  connections: number,
  settings: HttpSettings,
): Promise<Record<string, ScenarioResult>> {
  const out: Record<string, ScenarioResult> = {};
  const env = { DATABASE_URL: databaseUrl };
  const fastifyPg = await startServer('fastify-pg', env);
  try {
    out.refFastifyPg = await scenario(
      'ref Fastify + 1 query',
      fastifyPg,
      loads(fixtures).me,
      connections,
      settings,
      { rssMb: 0 },
    );
  } finally {
    await fastifyPg.stop();
  }
  const expressSession = await startServer('express-session', env);
  try {
    const seeded = await expressSession.request(
      { type: 'seed', users: connections, messages: 0 },
      'seeded',
    );
    out.refExpressSession = await scenario(
      'ref Express + session',
      expressSession,
      loads(seeded.fixtures).me,
      connections,
      settings,
      { rssMb: 0 },
    );
  } finally {
    await expressSession.stop();
  }
  return out;
}

export interface DriverResult {
  scenarios: Record<string, ScenarioResult>;
  memory: {
    /** First start on a fresh database (PGlite: includes initdb's not yet collected garbage). */
    idleRssMb: number;
    /** Second start on the same, now populated, database: the usual idle server. */
    restartIdleRssMb: number;
    loadPeakRssMb: number;
    /** VmHWM at the end: the highest RSS since start, seeding included. */
    highWaterMb: number;
    bareIdleRssMb: number;
  };
  /** Offline-engine ask minus instant-engine ask, 1 connection, server time p50. */
  askEngineMs: number;
}

export async function runHttp(driver: Driver, settings = httpSettings()): Promise<DriverResult> {
  const { connections } = settings;
  const scenarios: Record<string, ScenarioResult> = {};
  log(`HTTP on ${driver} (${connections} connections, ${settings.durationS} s per scenario)`);

  const bare = await startServer('bare', {});
  let bareIdleRssMb = 0;
  try {
    await new Promise((r) => setTimeout(r, settings.idleMs));
    bareIdleRssMb = bare.memory().rssMb;
    const hello: Load = { method: 'GET', request: () => ({ path: '/', headers: {} }) };
    scenarios.bare = await scenario('bare hello-world', bare, hello, connections, settings, {
      rssMb: 0,
    });
  } finally {
    await bare.stop();
  }

  const offline = await startApp(driver, 'offline');
  const peak = { rssMb: 0 };
  let idleRssMb = 0;
  let highWaterMb = 0;
  let restartIdleRssMb = 0;
  try {
    await new Promise((r) => setTimeout(r, settings.idleMs));
    idleRssMb = offline.server.memory().rssMb;
    log(`  idle RSS ${idleRssMb} MB (bare Fastify ${bareIdleRssMb} MB)`);
    const { fixtures } = await offline.server.request(
      { type: 'seed', users: connections, messages: settings.messages },
      'seeded',
    );
    const l = loads(fixtures);
    scenarios.authMe = await scenario(
      'GET /api/auth/me',
      offline.server,
      l.me,
      connections,
      settings,
      peak,
    );
    if (offline.databaseUrl) {
      Object.assign(
        scenarios,
        await references(offline.databaseUrl, fixtures, connections, settings),
      );
    }
    scenarios.messagesFirstScreen = await scenario(
      `GET first screen (${settings.messages})`,
      offline.server,
      l.firstScreen,
      connections,
      settings,
      peak,
    );
    scenarios.messages = await scenario(
      `GET messages (${settings.messages})`,
      offline.server,
      l.messages,
      connections,
      settings,
      peak,
    );
    scenarios.askOffline = await scenario(
      'POST ask (offline)',
      offline.server,
      l.ask,
      connections,
      settings,
      peak,
    );
    scenarios.askOfflineSerial = await scenario(
      'POST ask (offline) ×1',
      offline.server,
      l.ask,
      1,
      settings,
      peak,
    );
    highWaterMb = offline.server.memory().peakMb;
    const restarted = await offline.restart();
    await new Promise((r) => setTimeout(r, settings.idleMs));
    restartIdleRssMb = restarted.memory().rssMb;
  } finally {
    await offline.dispose();
  }

  const instant = await startApp(driver, 'fake');
  try {
    const { fixtures } = await instant.server.request(
      { type: 'seed', users: connections, messages: 0 },
      'seeded',
    );
    const l = loads(fixtures);
    const ignore = { rssMb: 0 };
    scenarios.askInstant = await scenario(
      'POST ask (instant)',
      instant.server,
      l.ask,
      connections,
      settings,
      ignore,
    );
    scenarios.askInstantSerial = await scenario(
      'POST ask (instant) ×1',
      instant.server,
      l.ask,
      1,
      settings,
      ignore,
    );
  } finally {
    await instant.dispose();
  }

  const me = scenarios.authMe;
  const fastifyPg = scenarios.refFastifyPg;
  const expressSession = scenarios.refExpressSession;
  if (me && fastifyPg && expressSession) {
    me.ratioToFastifyPg = round(me.requestsPerSec / fastifyPg.requestsPerSec, 3);
    me.ratioToExpressSession = round(me.requestsPerSec / expressSession.requestsPerSec, 3);
    log(
      `  GET /api/auth/me: ${me.ratioToFastifyPg}× Fastify + one query, ${me.ratioToExpressSession}× Express + express-session`,
    );
  }
  // Asks are compared by server figures (autocannon counts few of their answers in a short run).
  const bareRps = scenarios.bare.requestsPerSec;
  for (const name of ['authMe', 'messagesFirstScreen', 'messages'] as const) {
    const s = scenarios[name];
    if (s && bareRps > 0) s.ratioToBare = round(s.requestsPerSec / bareRps, 3);
  }
  const memory = {
    idleRssMb,
    restartIdleRssMb,
    loadPeakRssMb: peak.rssMb,
    highWaterMb,
    bareIdleRssMb,
  };
  log(
    `  RSS idle ${idleRssMb} MB (first start), ${restartIdleRssMb} MB (restart); peak under load ${peak.rssMb} MB`,
  );
  return {
    scenarios,
    memory,
    askEngineMs: round(
      scenarios.askOfflineSerial!.serverP50Ms - scenarios.askInstantSerial!.serverP50Ms,
    ),
  };
}

export function drivers(): Driver[] {
  const list = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',').map((d) => d.trim());
  for (const d of list)
    if (d !== 'pglite' && d !== 'postgres') throw new Error(`unknown driver ${d}`);
  return list as Driver[];
}

if (isMain(import.meta.url)) {
  const out: Record<string, DriverResult> = {};
  for (const driver of drivers()) out[driver] = await runHttp(driver);
  process.stdout.write(`${JSON.stringify({ settings: httpSettings(), http: out }, null, 2)}\n`);
}
