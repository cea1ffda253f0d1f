// Loads the emoji data once, on demand, and lets components wait for it. Tiny on purpose: the
// text fields and the markdown preview import it; the data is its own chunk (emoji-chunk.ts).
import { lazyModule } from '../lazy/lazy-module';
import type * as EmojiChunk from './emoji-chunk';

/** The data and the functions that search it. */
export type EmojiModule = typeof EmojiChunk;

const emoji = lazyModule<EmojiModule>(() => import('./emoji-chunk'));

/** The data, loaded at most once; every caller gets the same promise (a failed load is tried again). */
export const loadEmojiData = emoji.load;

/** The data if it has loaded, else null. */
export const getEmojiData = emoji.get;

/** The data (null until loaded); starts loading it while `wanted` is true. */
export function useEmojiData(wanted: boolean): EmojiModule | null {
  // A failed load leaves the text as typed; nothing to tell the person here.
  return emoji.useLoaded(wanted && 'now');
}
