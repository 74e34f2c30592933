// An exclusive lock on an embedded (PGlite) database folder. PGlite runs PostgreSQL inside one
// process with no shared-memory coordination: a second process opening the same files (e.g. `npm
// run seed:demo` while `npm start` runs) writes pages the first one never sees and corrupts the
// database (issue 14, item 3). The lock is a file created exclusively next to the folder; it names
// its owner so the refusal can say which process to stop. A lock left by a process that no longer
// runs (kill -9, power loss) is taken over.
import fs from 'node:fs';
import os from 'node:os';

interface LockOwner {
  pid: number;
  hostname: string;
  command: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dir: string,
    readonly owner: LockOwner | undefined,
  ) {
    const who = owner
      ? `süreç ${owner.pid} (${owner.command}, ${owner.startedAt} tarihinden beri)`
      : 'başka bir süreç';
    super(
      `Gömülü veritabanı (${dir}) şu anda ${who} tarafından kullanılıyor. ` +
        'PGlite aynı anda tek bir süreçle çalışır: önce çalışan sunucuyu durdurun (Ctrl+C), sonra komutu yeniden çalıştırın. ' +
        'Sunucu çalışırken komut kullanmak için DATABASE_URL ile PostgreSQL kullanın.',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockPathOf(dir: string): string {
  return `${dir.replace(/[/\\]+$/, '')}.lock`;
}

/** Takes the lock on `dir` or throws DataDirLockedError; nothing in `dir` is touched. */
export function acquireDataDirLock(dir: string): DataDirLock {
  const file = lockPathOf(dir);
  const me: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    command: process.argv.slice(1, 3).join(' ').slice(0, 200) || 'node',
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      return ownLock(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readOwner(file);
    if (owner && isRunning(owner)) throw new DataDirLockedError(dir, owner);
    if (!owner && attempt === 0 && recentlyWritten(file)) {
      // Another process is writing its lock this very moment.
      throw new DataDirLockedError(dir, undefined);
    }
    // Stale: its owner is gone. Remove it and try once more (a racing taker wins with 'wx').
    fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(dir, readOwner(file));
}

function ownLock(file: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only our own lock is removed (a takeover after a long stall could have replaced it).
    if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' ? (parsed as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

function recentlyWritten(file: string): boolean {
  try {
    return Date.now() - fs.statSync(file).mtimeMs < 2_000;
  } catch {
    return false;
  }
}

/**
 * The owner still runs: same machine and its pid answers signal 0 (EPERM: alive, not ours). A lock
 * from another host name is a container that was replaced (its host name changes at each start);
 * refusing it would keep the product down after every crash, so it counts as stale.
 */
function isRunning(owner: LockOwner): boolean {
  if (owner.hostname !== os.hostname()) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
