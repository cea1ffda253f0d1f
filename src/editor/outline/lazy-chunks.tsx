// The code that draws a long top level in chunks (row-chunks.tsx) is a chunk of its own, asked for
// as the outline first draws such a list. Until it is there, the top level draws the rows a screen
// shows, as the first frame does (first-rows.ts); then the chunks take over.
import { lazyModule } from '../../preview';
import { rowsThatFit } from './first-rows';
import type { ChunkedRowsProps } from './row-chunks';

export const chunksCode = lazyModule(() => import('./row-chunks'));

export function LazyChunkedRows(props: ChunkedRowsProps) {
  const code = chunksCode.useLoaded('now');
  if (code) return <code.ChunkedRows {...props} />;
  return props.keys.slice(0, rowsThatFit()).flatMap((key, index) => props.item(key, index));
}
