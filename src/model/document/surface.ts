// The four editing surfaces a design can be, apart from converting between them
// (../payload/convert.ts), which loads only when the surface switch is used.
import type { Doc } from './document';
import { isV2 } from './document';

export type SurfaceChoice = 'v2' | 'legacy' | 'modal' | 'commands';

/** Which of the editing surfaces a document is. */
export function surfaceOf(doc: Doc): SurfaceChoice {
  if (doc.surface === 'modal' || doc.surface === 'commands') return doc.surface;
  return isV2(doc) ? 'v2' : 'legacy';
}
