// One contract for both storage providers: local disk, and the S3 provider against a real
// S3-compatible server (s3rver) started here.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/support/s3-server';
import { LocalFileStorage } from './local-storage';
import type { FileStorage } from './storage';

const MB = 1024 * 1024;
const key = () => randomBytes(24).toString('base64url');

/**
 * `total` random bytes in 64 KiB chunks, produced as they are read; with `failAfter`, the stream
 * fails once that many bytes have gone out (a client that disconnects, an upload over the limit).
 */
function generated(total: number, failAfter?: number) {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('bağlantı koptu'));
        return;
      }
      if (sent >= total) {
        this.push(null);
        return;
      }
      const chunk = randomBytes(Math.min(64 * 1024, total - sent));
      hash.update(chunk);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

async function readAll(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

interface Subject {
  storage: FileStorage;
  /** Everything the provider holds: file names on disk, object keys in the bucket. */
  stored(): Promise<string[]>;
  close(): Promise<void>;
}

const providers: Array<[string, () => Promise<Subject>]> = [
  [
    'local disk',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'psikorehber-storage-'));
      return {
        storage: new LocalFileStorage(root),
        stored: async () =>
          (await fs.promises.readdir(root, { recursive: true, withFileTypes: true }))
            .filter((entry) => entry.isFile())
            .map((entry) => entry.name),
        close: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3-compatible bucket',
    async () => {
      const server: TestS3Server = await startS3Server();
      const storage = server.storage();
      return {
        storage,
        stored: () => server.keys(),
        close: async () => {
          await storage.close();
          await server.close();
        },
      };
    },
  ],
];

describe.each(providers)('file storage on %s', (_name, open) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await open();
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('stores a stream and gives the same bytes back as a stream, with their size', async () => {
    const id = key();
    const bytes = Buffer.from('%PDF-1.4\nbelge içeriği\n%%EOF\n');
    await subject.storage.put(id, Readable.from([bytes]));

    expect(await subject.storage.size(id)).toBe(bytes.length);
    const stream = await subject.storage.get(id);
    expect(stream).toBeInstanceOf(Readable);
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('answers null for a key that does not exist, and deletes it without an error', async () => {
    const id = key();
    expect(await subject.storage.get(id)).toBeNull();
    expect(await subject.storage.size(id)).toBeNull();
    await expect(subject.storage.delete(id)).resolves.toBeUndefined();
  });

  it('deletes a stored object', async () => {
    const id = key();
    await subject.storage.put(id, Readable.from([Buffer.from('silinecek')]));
    expect(await subject.storage.size(id)).toBe(9);

    await subject.storage.delete(id);
    expect(await subject.storage.get(id)).toBeNull();
    expect(await subject.storage.size(id)).toBeNull();
    expect(await subject.stored()).not.toContain(id);
  });

  it('streams a multi-megabyte file in and out unchanged', async () => {
    const id = key();
    // Larger than an S3 multipart part (5 MiB) and than a document (10 MB): several parts.
    const source = generated(12 * MB + 12_345);
    await subject.storage.put(id, source.stream);

    expect(await subject.storage.size(id)).toBe(12 * MB + 12_345);
    const back = await readAll((await subject.storage.get(id))!);
    expect(back).toEqual({ size: 12 * MB + 12_345, sha256: source.sha256() });
    await subject.storage.delete(id);
  });

  it.each([
    ['within the first part', 200 * 1024],
    ['after several megabytes', 6 * MB],
  ])('keeps nothing when the stream fails %s', async (_when, failAfter) => {
    const before = await subject.stored();
    const id = key();
    const source = generated(9 * MB, failAfter);

    await expect(subject.storage.put(id, source.stream)).rejects.toThrow('bağlantı koptu');
    expect(await subject.storage.get(id)).toBeNull();
    // No object and no half-written temporary file.
    expect(await subject.stored()).toEqual(before);
  });

  it('refuses a key that is not a storage key', async () => {
    for (const bad of ['../../etc/passwd', 'kısa', `${'a'.repeat(20)}/b`]) {
      await expect(subject.storage.put(bad, Readable.from([Buffer.from('x')]))).rejects.toThrow(
        'invalid storage key',
      );
      await expect(subject.storage.get(bad)).rejects.toThrow('invalid storage key');
    }
  });
});
