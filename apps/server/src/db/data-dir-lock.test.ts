import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError, lockPathOf } from './data-dir-lock';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A second process that takes the lock on `dir` and holds it until killed. */
async function holder(dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('${path.join(import.meta.dirname, 'data-dir-lock.ts')}').then((m) => { m.acquireDataDirLock(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000); })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('held')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

describe('embedded database lock', () => {
  it('refuses a second process at once, naming it, and takes over after it was killed', async () => {
    const dir = path.join(root, 'db');
    const child = await holder(dir);
    try {
      let error: unknown;
      try {
        acquireDataDirLock(dir);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(String(child.pid));
      expect((error as Error).message).toMatch(/sunucuyu durdurun/);
      // openDatabase refuses before PGlite creates a single file in the folder.
      await expect(openDatabase({ driver: 'pglite', dir })).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    // The lock of a killed process is stale.
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockPathOf(dir), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lockPathOf(dir))).toBe(false);
  }, 30_000);

  it('holds while a database is open in this process and is released on close', async () => {
    const dir = path.join(root, 'open');
    const first = await openDatabase({ driver: 'pglite', dir });
    await expect(openDatabase({ driver: 'pglite', dir })).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    await first.close();
    const again = await openDatabase({ driver: 'pglite', dir });
    await again.close();
  }, 60_000);
});
