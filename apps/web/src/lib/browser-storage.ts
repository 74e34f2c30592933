// Web Storage can throw (blocked cookies, private modes, full quota); a failed read or write must
// never break a page, so every access goes through these.

type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageArea, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageArea, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

export function removeStorage(kind: StorageArea, keys: readonly string[]): void {
  const storage = area(kind);
  for (const key of keys) {
    try {
      storage?.removeItem(key);
    } catch {
      // Same as above.
    }
  }
}
