import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './storage';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under DATA_DIR/files, two levels of fan-out so no directory grows huge. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathFor(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  async put(key: string, data: Readable): Promise<void> {
    const file = this.pathFor(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write to a temporary name and rename, so a crash or a failed upload never leaves a
    // half-written file under the key.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await pipeline(data, createWriteStream(temp, { mode: 0o600, flags: 'wx' }));
      await fs.rename(temp, file);
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable | null> {
    // Opened before returning, so a missing file is null here rather than a stream error later.
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.pathFor(key), 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    return handle.createReadStream();
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await fs.stat(this.pathFor(key))).size;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathFor(key), { force: true });
  }
}
