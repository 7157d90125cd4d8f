/**
 * Storage access that never throws: browsers may refuse storage (private modes, quotas, disabled
 * cookies), and a refused write must not break signing in or switching language.
 */
type StorageArea = 'local' | 'session';

function areaOf(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored string, or null when absent or unreadable. */
export function readStorage(area: StorageArea, key: string): string | null {
  try {
    return areaOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a string; a refused write is ignored on purpose (see the module comment). */
export function writeStorage(area: StorageArea, key: string, value: string): void {
  try {
    areaOf(area)?.setItem(key, value);
  } catch {
    // Storage refused: the app keeps working with in-memory state only.
  }
}

/** Removes one key. */
export function removeStorage(area: StorageArea, key: string): void {
  try {
    areaOf(area)?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Removes every key of the area that starts with the prefix. */
export function removeStorageByPrefix(area: StorageArea, prefix: string): void {
  const storage = areaOf(area);
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) {
      if (key?.startsWith(prefix)) storage.removeItem(key);
    }
  } catch {
    // Storage refused: nothing more can be done here.
  }
}
