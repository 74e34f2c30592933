import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage';

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** Files under DATA_DIR/files, two levels of fan-out so no directory grows huge. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathFor(key: string): string {
    // Keys come from randomToken(); anything else is a bug or an attack on the path.
    if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
    return path.join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathFor(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write to a temporary name and rename, so a crash never leaves a half-written file.
    const temp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temp, data, { mode: 0o600 });
    await fs.rename(temp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathFor(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathFor(key), { force: true });
  }
}
