// Which designs hold back their pictures on other hosts: those opened from a share link, until the
// person chooses to load them. The choice is remembered per design, in localStorage next to the
// designs (in memory when storage is refused, so a shared design still asks). Designs the person
// made are not listed and load their pictures as always.
import { STORAGE_PREFIX } from '../designs/format';
import type { StorageLike } from '../designs/storage-io';

export const REMOTE_MEDIA_KEY = `${STORAGE_PREFIX}:remote-media-held`;

export class RemoteMediaConsent {
  private held: ReadonlySet<string>;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: StorageLike | null) {
    this.held = new Set(this.read());
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether the design's remote pictures may load. */
  allowed(id: string): boolean {
    return !this.held.has(id);
  }

  /** A design opened from a share link: its remote pictures wait for the person's choice. */
  holdBack(id: string): void {
    this.set(id, true);
  }

  /** The person chose to load this design's remote pictures. */
  allow(id: string): void {
    this.set(id, false);
  }

  /** A copy of a held-back design asks too; a deleted design is forgotten. */
  copied(from: string, to: string): void {
    if (this.held.has(from)) this.set(to, true);
  }

  removed(id: string): void {
    this.set(id, false);
  }

  private set(id: string, held: boolean): void {
    if (this.held.has(id) === held) return;
    const next = new Set(this.held);
    if (held) next.add(id);
    else next.delete(id);
    this.held = next;
    try {
      if (next.size === 0) this.storage?.removeItem(REMOTE_MEDIA_KEY);
      else this.storage?.setItem(REMOTE_MEDIA_KEY, JSON.stringify([...next]));
    } catch {
      // Full or refused storage: the choice holds for this tab.
    }
    for (const listener of this.listeners) listener();
  }

  private read(): string[] {
    try {
      const value: unknown = JSON.parse(this.storage?.getItem(REMOTE_MEDIA_KEY) ?? '[]');
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    } catch {
      return [];
    }
  }
}
