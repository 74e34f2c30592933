// Moving existing documents from local disk to a bucket (s3rver here): the copy itself, that it
// can run again, and the command operators run (`npm run storage:copy-to-s3`).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { applicationFiles } from '../../db/schema';
import { multipartBody, SAMPLE_PDF, signUp } from '../../../test/support/accounts';
import { startS3Server, type TestS3Server } from '../../../test/support/s3-server';
import { testConfig, useTestApp } from '../../../test/support/test-app';
import { seedPlans } from '../billing';
import { copyDocuments } from './copy-documents';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../../..');

/** Signs up `email` and uploads one PDF of `size` bytes; returns the bytes and the file's id. */
async function uploadFor(app: FastifyInstance, email: string, size: number) {
  const content = Buffer.concat([SAMPLE_PDF, Buffer.alloc(size - SAMPLE_PDF.length, 0x41)]);
  const cookie = await signUp(app, email);
  const body = multipartBody('belge.pdf', content);
  const res = await app.inject({
    method: 'POST',
    url: '/api/apply/secure/files',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { content, cookie, id: res.json<{ file: { id: string } }>().file.id };
}

describe('copying local documents to a bucket', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.close();
  });
  const ctx = useTestApp('pglite');

  const keyOf = async (id: string) => {
    const [row] = await ctx.database.db
      .select({ key: applicationFiles.storageKey })
      .from(applicationFiles)
      .where(eq(applicationFiles.id, id));
    return row!.key;
  };

  it('copies each document once, skips what is already there, recopies a different size, and names what is missing', async () => {
    expect(ctx.config.storage.provider).toBe('local');
    const small = await uploadFor(ctx.app, 'kopya-kucuk@example.com', 2_000);
    const large = await uploadFor(ctx.app, 'kopya-buyuk@example.com', 7 * 1024 * 1024);
    const lost = await uploadFor(ctx.app, 'kopya-kayip@example.com', 1_000);
    await ctx.app.storage.delete(await keyOf(lost.id));
    const bucket = s3.storage();

    try {
      const first = await copyDocuments(ctx.database.db, ctx.app.storage, bucket);
      expect(first).toEqual({ copied: 2, skipped: 0, missing: [lost.id] });
      expect(await s3.keys()).toEqual([await keyOf(small.id), await keyOf(large.id)].sort());
      expect((await s3.read(await keyOf(small.id))).equals(small.content)).toBe(true);
      expect((await s3.read(await keyOf(large.id))).equals(large.content)).toBe(true);

      // Idempotent: nothing is written again.
      const second = await copyDocuments(ctx.database.db, ctx.app.storage, bucket);
      expect(second).toEqual({ copied: 0, skipped: 2, missing: [lost.id] });

      // An object of another size (an interrupted or foreign write) is replaced.
      await bucket.put(await keyOf(small.id), Readable.from([Buffer.from('yarım')]));
      const third = await copyDocuments(ctx.database.db, ctx.app.storage, bucket);
      expect(third).toEqual({ copied: 1, skipped: 1, missing: [lost.id] });
      expect((await s3.read(await keyOf(small.id))).equals(small.content)).toBe(true);

      // A document uploaded to the bucket after the switch is not missing, only not on disk.
      await bucket.put(await keyOf(lost.id), Readable.from([lost.content]));
      const fourth = await copyDocuments(ctx.database.db, ctx.app.storage, bucket);
      expect(fourth).toEqual({ copied: 0, skipped: 3, missing: [] });
    } finally {
      await bucket.close();
    }
  });

  it('leaves the documents readable by an instance switched to STORAGE=s3', async () => {
    const document = await uploadFor(ctx.app, 'gecis@example.com', 50_000);
    const bucket = s3.storage();
    await copyDocuments(ctx.database.db, ctx.app.storage, bucket);
    await bucket.close();

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psikorehber-switched-'));
    const switched = await buildApp({
      config: testConfig({ DATA_DIR: dataDir, ...s3.env }),
      database: ctx.database,
      serveWeb: false,
    });
    try {
      await switched.ready();
      const res = await switched.inject({
        method: 'GET',
        url: `/api/apply/secure/files/${document.id}`,
        headers: { cookie: document.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(document.content)).toBe(true);
    } finally {
      await switched.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run storage:copy-to-s3', () => {
  let s3: TestS3Server;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psikorehber-copy-'));
  });
  afterAll(async () => {
    await s3?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The command as `npm run` starts it, from its source, on the embedded database in dataDir. */
  const command = (env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'src/storage-copy-to-s3.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
    });

  it('refuses to run without a bucket to copy to', async () => {
    const failed = await command({}).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/STORAGE=s3/);
  }, 30_000);

  it('copies the documents under DATA_DIR/files to the bucket, and skips them on a second run', async () => {
    // A server with local storage had stored a document, then stopped.
    const database = await openDatabase({ driver: 'pglite', dir: path.join(dataDir, 'db') });
    let content: Buffer;
    try {
      await migrateDatabase(database);
      await seedPlans(database.db);
      const app = await buildApp({
        config: testConfig({ DATA_DIR: dataDir }),
        database,
        serveWeb: false,
      });
      try {
        await app.ready();
        ({ content } = await uploadFor(app, 'komut@example.com', 3 * 1024 * 1024));
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }

    const first = await command(s3.env);
    expect(first.stdout).toContain(`Hedef: s3://${s3.bucket}`);
    expect(first.stdout).toContain('Kopyalandı: 1, zaten kovada: 0, hiçbir yerde bulunamadı: 0');
    const keys = await s3.keys();
    expect(keys).toHaveLength(1);
    expect((await s3.read(keys[0]!)).equals(content!)).toBe(true);

    const second = await command(s3.env);
    expect(second.stdout).toContain('Kopyalandı: 0, zaten kovada: 1, hiçbir yerde bulunamadı: 0');
  }, 120_000);
});
