// Two app instances on one PostgreSQL database, one Redis and one S3-compatible bucket, as
// `docker compose up --scale app=2` or any load-balanced deployment runs them
// (docs/requirements/platform.md#plat-scaling):
// sessions, abuse limits, the outbox, documents and start-up migrations must behave as with one
// instance. Each instance has a DATA_DIR of its own, as on separate hosts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrateDatabase } from './db/migrate';
import { applicationFiles, outboxMails } from './db/schema';
import { RedisRateLimitStore } from './http/redis-rate-limit';
import { LOGIN_THROTTLE } from './modules/auth/login-throttle';
import { enqueueMail } from './providers/mail/outbox';
import type { MailTransport, OutgoingMail } from './providers/mail/transport';
import { login, multipartBody, SAMPLE_PDF, sessionCookie, signUp } from '../test/support/accounts';
import { withClient } from '../test/support/temporary-database';
import {
  deleteRedisKeys,
  openTestRedis,
  testRedisPrefix,
  testRedisUrl,
} from '../test/support/redis';
import { startS3Server, type TestS3Server } from '../test/support/s3-server';
import { testConfig } from '../test/support/test-app';
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  describePostgresOnly,
  type TestDatabase,
} from '../test/support/test-database';

/** Records every delivery with the instance that made it; each takes a little while, as SMTP does. */
class RecordingTransport implements MailTransport {
  readonly name = 'outbox' as const;
  constructor(
    private readonly instance: string,
    private readonly deliveries: Array<{ instance: string; subject: string }>,
  ) {}
  async deliver(mail: OutgoingMail): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    this.deliveries.push({ instance: this.instance, subject: mail.subject });
  }
  async close(): Promise<void> {}
}

// Two instances cannot share an in-memory PGlite database, so there is no PGlite variant.
describePostgresOnly('two instances on one database, one Redis and one bucket', () => {
  const prefix = testRedisPrefix('instances');
  const deliveries: Array<{ instance: string; subject: string }> = [];
  const stores: RedisRateLimitStore[] = [];
  let redis: Redis;
  let database: TestDatabase;
  let secondPool: DatabaseHandle;
  let s3: TestS3Server;
  const dataDirs: string[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  const instance = async (name: string, handle: DatabaseHandle) => {
    const store = new RedisRateLimitStore(testRedisUrl(), { prefix });
    stores.push(store);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `psikorehber-instance-${name}-`));
    dataDirs.push(dataDir);
    const app = await buildApp({
      config: testConfig({ DATA_DIR: dataDir, ...s3.env }),
      database: handle,
      serveWeb: false,
      providers: { rateLimits: store, mailTransport: new RecordingTransport(name, deliveries) },
    });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    redis = await openTestRedis();
    s3 = await startS3Server();
    database = await createTestDatabase('postgres');
    // Instance B has its own connection pool, as a second process would.
    secondPool = await openDatabase({ driver: 'postgres', url: database.url!, poolSize: 5 });
    a = await instance('a', database);
    b = await instance('b', secondPool);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await secondPool?.close();
    await database?.dispose();
    await s3?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    if (redis) {
      await deleteRedisKeys(redis, prefix);
      await redis.quit();
    }
  });

  it('accepts a session made on one instance on the other, and a logout on either ends it', async () => {
    const email = 'iki-sunucu@example.com';
    const password = 'Guclu-Sifre-2026';
    const fromA = await signUp(a, email, password);

    const meOnB = await b.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: fromA },
    });
    expect(meOnB.statusCode, meOnB.body).toBe(200);
    expect(meOnB.json()).toMatchObject({ user: { email } });

    const logoutOnB = await b.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: fromA },
    });
    expect(logoutOnB.statusCode).toBe(200);
    const meOnA = await a.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: fromA },
    });
    expect(meOnA.statusCode).toBe(401);

    // And the other way round: a login on B is a session on A.
    const loginOnB = await login(b, email, password);
    expect(loginOnB.statusCode, loginOnB.body).toBe(200);
    const fromB = sessionCookie(loginOnB);
    const again = await a.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: fromB },
    });
    expect(again.statusCode).toBe(200);
  });

  it('counts failed sign-ins for one address on both instances together', async () => {
    const email = 'kaba-kuvvet@example.com';
    const password = 'Guclu-Sifre-2026';
    await signUp(a, email, password);
    const { pairLimit } = LOGIN_THROTTLE;
    // The wrong tries alternate between the instances: each alone stays below the limit.
    const statuses: number[] = [];
    for (let i = 0; i < pairLimit; i++) {
      const res = await login(i % 2 === 0 ? a : b, email, 'yanlis-sifre-123');
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: pairLimit }, () => 401));

    // The next try from this client is refused on both instances, even with the right password.
    for (const app of [a, b]) {
      const res = await login(app, email, password);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ ok: false, error: 'rate_limited' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The per-IP limit across addresses is counted in Redis, shared by both.
    const keys = await redis.keys(`${prefix}login:ip:*`);
    const counts = await Promise.all(keys.map(async (key) => Number(await redis.get(key))));
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(pairLimit + 2);
  });

  it('delivers each outbox mail exactly once when both senders flush at the same time', async () => {
    // Let the sign-up mails of the tests above go out first.
    await Promise.all([a.mail.flush(), b.mail.flush()]);
    const batch = `toplu-${randomBytes(3).toString('hex')}`;
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      ids.push(
        await enqueueMail(database.db, {
          to: `alici-${i}@example.com`,
          subject: `${batch} ${i}`,
          text: 'Deneme',
          html: null,
        }),
      );
    }

    await Promise.all([a.mail.flush(), b.mail.flush()]);

    const ours = deliveries.filter((d) => d.subject.startsWith(batch));
    const subjects = ours.map((d) => d.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 40 }, (_, i) => `${batch} ${i}`).sort());
    // Both senders took part (otherwise this test would not show anything).
    expect(new Set(ours.map((d) => d.instance))).toEqual(new Set(['a', 'b']));
    const rows = await database.db
      .select({ status: outboxMails.status, attempts: outboxMails.attempts })
      .from(outboxMails)
      .where(inArray(outboxMails.id, ids));
    expect(rows).toHaveLength(40);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('serves a document uploaded through one instance from the other, and deletes it from both', async () => {
    const cookie = await signUp(a, 'belge-iki-sunucu@example.com');
    const content = Buffer.concat([SAMPLE_PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const body = multipartBody('diploma.pdf', content);
    const uploaded = await a.inject({
      method: 'POST',
      url: '/api/apply/secure/files',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileId = uploaded.json<{ file: { id: string } }>().file.id;
    const [row] = await database.db
      .select({ key: applicationFiles.storageKey })
      .from(applicationFiles)
      .where(eq(applicationFiles.id, fileId));
    // In the shared bucket, not on instance A's disk.
    expect(await s3.keys()).toContain(row!.key);

    const fromB = await b.inject({
      method: 'GET',
      url: `/api/apply/secure/files/${fileId}`,
      headers: { cookie },
    });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('application/pdf');
    expect(fromB.headers['content-length']).toBe(String(content.length));
    expect(fromB.rawPayload.equals(content)).toBe(true);

    const deletedOnB = await b.inject({
      method: 'DELETE',
      url: `/api/apply/secure/files/${fileId}`,
      headers: { cookie },
    });
    expect(deletedOnB.statusCode).toBe(200);
    expect(await s3.keys()).not.toContain(row!.key);
    const fromA = await a.inject({
      method: 'GET',
      url: `/api/apply/secure/files/${fileId}`,
      headers: { cookie },
    });
    expect(fromA.statusCode).toBe(404);
  });

  it('migrates one fresh database from two instances starting at the same time', async () => {
    const temp = await createEmptyPostgresDatabase();
    const first = await openDatabase({ driver: 'postgres', url: temp.url, poolSize: 3 });
    const second = await openDatabase({ driver: 'postgres', url: temp.url, poolSize: 3 });
    try {
      await Promise.all([migrateDatabase(first), migrateDatabase(second)]);
      const journal = JSON.parse(
        fs.readFileSync(path.join(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const applied = await withClient(temp.url, (c) =>
        c.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'),
      );
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await first.close();
      await second.close();
      await temp.drop();
    }
  });
});
