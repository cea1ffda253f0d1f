// Loads the emoji data once, on demand, and lets components wait for it. Tiny on purpose: the
// text fields and the markdown preview import it; the data is its own chunk (emoji-chunk.ts).
import { useEffect, useSyncExternalStore } from 'react';
import type * as EmojiChunk from './emoji-chunk';

/** The data and the functions that search it. */
export type EmojiModule = typeof EmojiChunk;

let data: EmojiModule | null = null;
let loading: Promise<EmojiModule> | null = null;
const listeners = new Set<() => void>();

/** The data, loaded at most once; every caller gets the same promise. */
export function loadEmojiData(): Promise<EmojiModule> {
  loading ??= import('./emoji-chunk').then(
    (m) => {
      data = m;
      for (const listener of listeners) listener();
      return m;
    },
    (error: unknown) => {
      // A failed chunk (offline, a new deploy) may load on a later try.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The data if it has loaded, else null. */
export const getEmojiData = (): EmojiModule | null => data;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The data (null until loaded); starts loading it while `wanted` is true. */
export function useEmojiData(wanted: boolean): EmojiModule | null {
  const loaded = useSyncExternalStore(subscribe, getEmojiData, getEmojiData);
  const start = wanted && loaded === null;
  useEffect(() => {
    // A failed load leaves the text as typed; nothing to tell the person here.
    if (start) loadEmojiData().catch(() => undefined);
  }, [start]);
  return loaded;
}
