// A PostgreSQL outage during traffic (PostgreSQL only: PGlite runs in-process and cannot go away).
// The app reaches its database through a TCP proxy written here; cutting the proxy's connections
// and refusing new ones is what a PostgreSQL restart looks like from the app. Requests must answer
// 503 in the error format of docs/requirements/errors.md#err-format while it lasts, and the same
// app instance must recover once the database is back (scripts/faults/pg-restart.sh does the same
// against a real restart).
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ERROR_MESSAGES } from '@psikorehber/shared/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { seedPlans } from '../../src/modules/billing/catalog';
import { approvedUser } from '../support/billing';
import { testConfig } from '../support/test-app';
import type { TemporaryDatabase } from '../support/temporary-database';
import { createEmptyPostgresDatabase, describePostgresOnly } from '../support/test-database';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';

/** Forwards connections to PostgreSQL until cut; while cut it refuses new ones (port closed). */
class PgProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  /** Accept connections but never forward them (a database that stopped answering). */
  blackhole = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async listen(): Promise<void> {
    const server = net.createServer((client) => {
      this.track(client);
      if (this.blackhole) return;
      const upstream = net.connect(this.target.port, this.target.host);
      this.track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Drops every open connection and stops listening: new connections are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
  }
}

describePostgresOnly('PostgreSQL outage during traffic', () => {
  let proxy: PgProxy;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let cookie: string;
  let dataDir: string;
  let temp: TemporaryDatabase;

  beforeAll(async () => {
    temp = await createEmptyPostgresDatabase();
    const direct = new URL(temp.url);
    const setup = await openDatabase({ driver: 'postgres', url: temp.url, poolSize: 2 });
    await migrateDatabase(setup);
    await seedPlans(setup.db);
    await setup.close();

    proxy = new PgProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    await proxy.listen();
    const viaProxy = new URL(direct);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({ driver: 'postgres', url: viaProxy.toString(), poolSize: 4 });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psikorehber-outage-'));
    app = await buildApp({
      config: testConfig({ DATA_DIR: dataDir }),
      database,
      serveWeb: false,
    });
    await app.ready();
    ({ cookie } = await approvedUser(app, database.db, 'kesinti@example.com'));
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.cut();
    await temp?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const traffic = () =>
    Promise.all([
      app.inject({ method: 'GET', url: '/api/readyz' }),
      app.inject({ method: 'GET', url: '/api/workspaces/v2', headers: { cookie } }),
      app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } }),
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'kesinti@example.com', password: 'Yanlis-Sifre-2026' },
      }),
    ]);

  function expectUnavailable(res: Awaited<ReturnType<typeof traffic>>[number]) {
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({
      ok: false,
      error: 'service_unavailable',
      message: SERVER_ERROR_MESSAGES.service_unavailable,
    });
    expect(res.json().message).toMatch(/geçici olarak/);
  }

  it('answers normally before the outage', async () => {
    const [ready, workspaces, me, login] = await traffic();
    expect(ready.statusCode).toBe(200);
    expect(workspaces.statusCode, workspaces.body).toBe(200);
    expect(me.statusCode, me.body).toBe(200);
    expect(login.statusCode).toBe(401);
  });

  it('answers 503 with the Turkish message while PostgreSQL restarts, in-flight queries too', async () => {
    // In flight: a query the cut interrupts mid-way (pg_sleep holds its connection open).
    const inFlight = database.db.execute(sql`select pg_sleep(5)`).then(
      () => 'finished',
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await proxy.cut();
    const interrupted = await inFlight;
    expect(interrupted).toBeInstanceOf(Error);

    for (const res of await traffic()) expectUnavailable(res);
    // Again: the pool must not keep broken clients around.
    for (const res of await traffic()) expectUnavailable(res);
  });

  it('answers 503 when PostgreSQL accepts connections but never answers (pool connect timeout)', async () => {
    proxy.blackhole = true;
    await proxy.listen();
    try {
      const answers = await Promise.all([
        app.inject({ method: 'GET', url: '/api/readyz' }),
        app.inject({ method: 'GET', url: '/api/workspaces/v2', headers: { cookie } }),
      ]);
      for (const res of answers) expectUnavailable(res);
    } finally {
      await proxy.cut();
      proxy.blackhole = false;
    }
  });

  it('recovers in the same app instance once PostgreSQL is back', async () => {
    await proxy.listen();
    const [ready, workspaces, me, login] = await traffic();
    expect(ready.statusCode, ready.body).toBe(200);
    expect(workspaces.statusCode, workspaces.body).toBe(200);
    expect(me.statusCode, me.body).toBe(200);
    expect(login.statusCode, login.body).toBe(401);
  });
});
