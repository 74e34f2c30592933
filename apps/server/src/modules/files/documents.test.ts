// Documents through the HTTP API on both storage providers: local disk and an S3-compatible bucket
// (a real s3rver started here). Uploads stream into storage, downloads stream out of it, and a
// failed upload leaves neither a row nor an object behind.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DOCUMENT_MAX_BYTES } from '@psikorehber/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFiles, applications, users } from '../../db/schema';
import { sha256Hex } from '../../lib/crypto';
import type { FileStorage } from '../../providers/storage/storage';
import {
  createDraft,
  multipartBody,
  SAMPLE_EXE,
  SAMPLE_PDF,
  signUp,
  verifiedDraft,
} from '../../../test/support/accounts';
import { startS3Server, type TestS3Server } from '../../../test/support/s3-server';
import { useTestApp } from '../../../test/support/test-app';
import { describeEachDatabase } from '../../../test/support/test-database';

const PASSWORD = 'Guclu-Sifre-2026';

/** A PDF of `size` bytes (a real header, then padding). */
const pdfOfSize = (size: number) =>
  Buffer.concat([SAMPLE_PDF, Buffer.alloc(size - SAMPLE_PDF.length, 0x20)]);

describeEachDatabase('documents', (driver) => {
  describe.each(['local', 's3'] as const)('on %s storage', (kind) => {
    // Started before the app, whose configuration (STORAGE=s3, S3_*) points at it.
    let s3: TestS3Server | undefined;
    const env: Record<string, string> = {};
    beforeAll(async () => {
      if (kind !== 's3') return;
      s3 = await startS3Server();
      Object.assign(env, s3.env);
    });
    afterAll(async () => {
      await s3?.close();
    });
    const ctx = useTestApp(driver, { env });

    /** Every stored object: the key names on disk, or the keys in the bucket. */
    const stored = async (): Promise<string[]> => {
      if (s3) return s3.keys();
      const root = path.join(ctx.config.dataDir, 'files');
      if (!fs.existsSync(root)) return [];
      const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => e.isFile())
        .map((e) => e.name)
        .sort();
    };
    const storedBytes = async (key: string): Promise<Buffer> => {
      if (s3) return s3.read(key);
      return fs.promises.readFile(
        path.join(ctx.config.dataDir, 'files', key.slice(0, 2), key.slice(2, 4), key),
      );
    };

    const as = (cookie: string) => ({
      upload: (name: string, content: Buffer) => {
        const body = multipartBody(name, content);
        return ctx.app.inject({
          method: 'POST',
          url: '/api/apply/secure/files',
          headers: { ...body.headers, cookie },
          payload: body.payload,
        });
      },
      get: (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } }),
      del: (url: string) => ctx.app.inject({ method: 'DELETE', url, headers: { cookie } }),
    });

    const rowsOf = async (email: string) =>
      ctx.database.db
        .select({ key: applicationFiles.storageKey })
        .from(applicationFiles)
        .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
        .innerJoin(users, eq(users.id, applications.userId))
        .where(eq(users.email, email));

    it('uses the configured provider', () => {
      expect(ctx.config.storage.provider).toBe(kind);
    });

    it('streams a multi-megabyte upload into storage and the download back, with the same headers', async () => {
      const email = `buyuk-belge-${kind}@example.com`;
      const user = as(await signUp(ctx.app, email));
      const content = pdfOfSize(9 * 1024 * 1024 + 321);

      const uploaded = await user.upload('Diploma Şule.pdf', content);
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const file = uploaded.json().file;
      expect(file).toMatchObject({ filename: 'Diploma Şule.pdf', size: content.length });

      const [row] = await ctx.database.db
        .select()
        .from(applicationFiles)
        .where(eq(applicationFiles.id, file.id));
      expect(row).toMatchObject({ sizeBytes: content.length, sha256: sha256Hex(content) });
      expect(await stored()).toContain(row!.storageKey);
      expect((await storedBytes(row!.storageKey)).equals(content)).toBe(true);

      const download = await user.get(`/api/apply/secure/files/${file.id}`);
      expect(download.statusCode).toBe(200);
      expect(download.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(content.length),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Diploma/);
      expect(download.rawPayload.equals(content)).toBe(true);
    });

    it('leaves neither a row nor an object behind when an upload fails', async () => {
      const email = `basarisiz-${kind}@example.com`;
      const user = as(await signUp(ctx.app, email));
      const before = await stored();

      // Over the limit: refused while streaming, after most of it was already written.
      const tooBig = await user.upload('buyuk.pdf', pdfOfSize(DOCUMENT_MAX_BYTES + 1));
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().error).toBe('payload_too_large');
      // Not a PDF inside, or not the type its name says: refused from the first bytes.
      const exe = await user.upload('diploma.pdf', SAMPLE_EXE);
      expect(exe.statusCode).toBe(415);
      expect(exe.json().error).toBe('unsupported_file_type');
      const renamed = await user.upload('diploma.png', SAMPLE_PDF);
      expect(renamed.statusCode).toBe(415);
      const empty = await user.upload('bos.pdf', Buffer.alloc(0));
      expect(empty.statusCode).toBe(415);
      expect(await rowsOf(email)).toEqual([]);
      expect(await stored()).toEqual(before);

      // Exactly at the limit is accepted; a second document is refused after its bytes were
      // stored (the one-document rule is checked in the transaction), and they are removed.
      const first = await user.upload('sertifika.pdf', pdfOfSize(DOCUMENT_MAX_BYTES));
      expect(first.statusCode, first.body).toBe(200);
      const [kept] = await rowsOf(email);
      const second = await user.upload('ikinci.pdf', SAMPLE_PDF);
      expect(second.statusCode).toBe(409);
      expect(await rowsOf(email)).toEqual([kept]);
      expect(await stored()).toEqual([...before, kept!.key].sort());
    });

    it('removes the object when the document is deleted and when the account is erased', async () => {
      const email = `silinen-${kind}@example.com`;
      const cookie = await signUp(ctx.app, email, PASSWORD);
      const user = as(cookie);
      const before = await stored();

      const first = (await user.upload('ilk.pdf', SAMPLE_PDF)).json().file;
      const [firstRow] = await rowsOf(email);
      expect(await stored()).toContain(firstRow!.key);
      expect((await user.del(`/api/apply/secure/files/${first.id}`)).statusCode).toBe(200);
      expect(await stored()).toEqual(before);
      expect((await user.get(`/api/apply/secure/files/${first.id}`)).statusCode).toBe(404);

      const again = await user.upload('yeniden.pdf', SAMPLE_PDF);
      expect(again.statusCode, again.body).toBe(200);
      const [secondRow] = await rowsOf(email);
      expect(await stored()).toContain(secondRow!.key);
      // KVKK erasure: the account's documents leave storage with it.
      const erased = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/delete',
        headers: { cookie },
        payload: { password: PASSWORD },
      });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(await stored()).toEqual(before);
      expect(await ctx.app.storage.size(secondRow!.key)).toBeNull();
    });

    it('removes the files of the address’s other drafts once one of them is verified', async () => {
      const email = `taslak-${kind}@example.com`;
      const abandoned = await createDraft(ctx.app, email);
      const body = multipartBody('taslak.pdf', SAMPLE_PDF);
      const upload = await ctx.app.inject({
        method: 'POST',
        url: '/api/public/apply/files/upload',
        headers: { ...body.headers, 'x-apply-draft-id': abandoned },
        payload: body.payload,
      });
      expect(upload.statusCode, upload.body).toBe(200);
      const [row] = await ctx.database.db
        .select({ key: applicationFiles.storageKey })
        .from(applicationFiles)
        .where(eq(applicationFiles.id, upload.json().file.id));
      expect(await stored()).toContain(row!.key);

      await verifiedDraft(ctx.app, email);
      expect(await stored()).not.toContain(row!.key);
    });

    it('answers 404 when the row exists but the object is gone', async () => {
      const email = `kayip-${kind}@example.com`;
      const user = as(await signUp(ctx.app, email));
      const file = (await user.upload('kayip.pdf', SAMPLE_PDF)).json().file;
      const [row] = await rowsOf(email);
      await ctx.app.storage.delete(row!.key);

      const download = await user.get(`/api/apply/secure/files/${file.id}`);
      expect(download.statusCode).toBe(404);
      expect(download.json()).toMatchObject({ ok: false, error: 'not_found' });
    });
  });
});

/** Accepts the first chunk of every upload, then fails, as a bucket that goes away would. */
class FailingStorage implements FileStorage {
  readonly attempted: string[] = [];
  readonly deleted: string[] = [];
  async put(key: string, data: Readable): Promise<void> {
    this.attempted.push(key);
    for await (const _chunk of data) break;
    throw new Error('depolama erişilemez');
  }
  async get(): Promise<Readable | null> {
    return null;
  }
  async size(): Promise<number | null> {
    return null;
  }
  async delete(key: string): Promise<void> {
    this.deleted.push(key);
  }
}

describe('a storage failure in the middle of an upload', () => {
  const storage = new FailingStorage();
  /** For each upload request: settles once its body has been read to the end. */
  const bodiesRead: Array<Promise<void>> = [];
  const ctx = useTestApp('pglite', {
    providers: { storage },
    extend: (app) => {
      app.addHook('onRequest', async (request) => {
        if (!request.url.endsWith('/files/upload')) return;
        bodiesRead.push(new Promise((resolve) => request.raw.once('end', () => resolve())));
      });
    },
  });

  it('answers 500, keeps no row, removes the key and reads the rest so the connection is freed', async () => {
    const draftId = await createDraft(ctx.app, 'depolama-hatasi@example.com');
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const body = multipartBody('diploma.pdf', pdfOfSize(8 * 1024 * 1024));

    const res = await fetch(`${address}/api/public/apply/files/upload`, {
      method: 'POST',
      headers: { ...body.headers, 'x-apply-draft-id': draftId },
      body: body.payload,
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ ok: false, error: 'internal_error' });
    expect(await ctx.database.db.select().from(applicationFiles)).toEqual([]);
    expect(storage.deleted).toEqual(storage.attempted);
    expect(storage.attempted).toHaveLength(1);
    // Left unread, the rest of the body would hold the connection (and a graceful close) open.
    expect(bodiesRead).toHaveLength(1);
    const unread = new Promise((_, reject) => {
      setTimeout(() => reject(new Error('the rest of the upload was never read')), 5_000).unref();
    });
    await expect(Promise.race([bodiesRead[0], unread])).resolves.toBeUndefined();
  });
});
