// Which designs hold back their pictures on other hosts: those opened from a share link, until the
// person chooses to load them. The choice is remembered per design, in localStorage next to the
// designs (in memory when storage is refused, so a shared design still asks). Designs the person
// made are not listed and load their pictures as always. A zustand store: read it in React with
// zustand's useStore.
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { STORAGE_PREFIX } from '../designs/format';
import type { StorageLike } from '../designs/storage-io';

export const REMOTE_MEDIA_KEY = `${STORAGE_PREFIX}:remote-media-held`;

export interface RemoteMediaState {
  /** The designs whose remote pictures wait for the person's choice. */
  held: ReadonlySet<string>;
  /** A design opened from a share link: its remote pictures wait for the person's choice. */
  holdBack(id: string): void;
  /** The person chose to load this design's remote pictures. */
  allow(id: string): void;
  /** A copy of a held-back design asks too. */
  copied(from: string, to: string): void;
  /** A deleted design is forgotten. */
  removed(id: string): void;
}

export type RemoteMedia = StoreApi<RemoteMediaState>;

/** Whether the design's remote pictures may load. */
export const mediaAllowed = (state: RemoteMediaState, id: string): boolean => !state.held.has(id);

function read(storage: StorageLike | null): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(REMOTE_MEDIA_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function write(storage: StorageLike | null, held: ReadonlySet<string>): void {
  try {
    if (held.size === 0) storage?.removeItem(REMOTE_MEDIA_KEY);
    else storage?.setItem(REMOTE_MEDIA_KEY, JSON.stringify([...held]));
  } catch {
    // Full or refused storage: the choice holds for this tab.
  }
}

/** The held-back designs kept in `storage` (none: in memory only). */
export function createRemoteMedia(storage: StorageLike | null): RemoteMedia {
  return createStore<RemoteMediaState>()((set, get) => {
    const change = (id: string, held: boolean) => {
      if (get().held.has(id) === held) return;
      const next = new Set(get().held);
      if (held) next.add(id);
      else next.delete(id);
      write(storage, next);
      set({ held: next });
    };
    return {
      held: new Set(read(storage)),
      holdBack: (id) => change(id, true),
      allow: (id) => change(id, false),
      copied: (from, to) => {
        if (get().held.has(from)) change(to, true);
      },
      removed: (id) => change(id, false),
    };
  });
}
