// The model's restore (migrations, and the zod schemas that parse a record) on a chunk of its own.
// What this version of the app wrote is sealed and opens without it (src/model/stored/sealed.ts),
// so a returning visit's first load carries no zod. It is loaded before the designs open when a
// record there is not sealed (an earlier version's, a damaged one), and right after the page is
// usable otherwise, for what other tabs may write.
import { lazyModule } from '../../preview';

export const restorer = lazyModule(() => import('../../model/stored/restore'));

/** Why a record could not be read although the gate should have loaded restore first. */
export const RESTORE_NOT_READY =
  'It could not be read: the reader of older designs is not loaded yet.';
