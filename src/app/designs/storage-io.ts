// Storage access that never throws: a failed write says why (full, or refused), a failed read
// says what was wrong with the record.
import { INDEX_KEY } from './format';

/**
 * A record read, or why not: `missing` when storage has none, `newer` when a newer version of the
 * app wrote it (it is then kept as it is, and never written over).
 */
export type Checked<T> =
  { ok: true; value: T } | { ok: false; reason: string; missing?: boolean; newer?: boolean };

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key'> & {
  readonly length: number;
};

export interface StorageFailure {
  kind: 'quota' | 'unavailable';
  message: string;
}

export type WriteResult = { ok: true } | { ok: false; failure: StorageFailure };

/** The browser's storage of that name, or null when the browser refuses it (privacy settings). */
export function browserStorage(name: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    const storage = window[name];
    storage.getItem(INDEX_KEY);
    return storage;
  } catch {
    return null;
  }
}

/** Whether an error from setItem means the storage is full. */
export function isQuotaError(error: unknown): boolean {
  if (
    !(error instanceof Error) &&
    !(typeof DOMException !== 'undefined' && error instanceof DOMException)
  )
    return false;
  const { name, code } = error as { name: string; code?: number };
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}

export function writeItem(storage: StorageLike, key: string, value: string): WriteResult {
  try {
    storage.setItem(key, value);
    return { ok: true };
  } catch (error) {
    return isQuotaError(error)
      ? {
          ok: false,
          failure: { kind: 'quota', message: 'The browser storage for this page is full.' },
        }
      : {
          ok: false,
          failure: { kind: 'unavailable', message: 'The browser refused to store the design.' },
        };
  }
}

/** A record's text, or why there is none. */
export function readText(storage: StorageLike, key: string): Checked<string> {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return { ok: false, reason: 'The browser refused to read it.' };
  }
  return text === null
    ? { ok: false, reason: 'It is missing.', missing: true }
    : { ok: true, value: text };
}

/** A record's text as JSON, or why not. */
export function parseText(text: string): Checked<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'It is not valid JSON.' };
  }
}

export function readJson(storage: StorageLike, key: string): Checked<unknown> {
  const text = readText(storage, key);
  return text.ok ? parseText(text.value) : text;
}

export function removeItem(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: a record that cannot be removed is skipped or overwritten later.
  }
}

export function storageKeys(storage: StorageLike): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null) keys.push(key);
    }
  } catch {
    // A storage that cannot be listed gives no extra designs to recover.
  }
  return keys;
}
