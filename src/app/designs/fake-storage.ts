// An in-memory Storage for tests: it can be made full (a character quota, counted like browsers
// count) or refuse every access, the way a browser with storage switched off does.
import type { StorageLike } from './storage';

export class FakeStorage implements StorageLike {
  readonly items = new Map<string, string>();
  /** Characters (keys + values) the storage holds at most; Infinity by default. */
  quota = Infinity;
  /** Every access throws, as localStorage does when the browser blocks it. */
  broken = false;
  writes = 0;

  get length(): number {
    this.check();
    return this.items.size;
  }

  key(index: number): string | null {
    this.check();
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    this.check();
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.check();
    const used = [...this.items].reduce(
      (n, [k, v]) => n + (k === key ? 0 : k.length + v.length),
      0,
    );
    if (used + key.length + value.length > this.quota) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.writes += 1;
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.check();
    this.items.delete(key);
  }

  private check(): void {
    if (this.broken) throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}
