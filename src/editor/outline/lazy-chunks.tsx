// The code that draws a long top level in chunks (row-chunks.tsx) is a chunk of its own, asked for
// in the task after the outline first draws such a list: asked among the first commit's effects, it
// often arrived before the last of them set the page's usable mark, and was counted in the first
// load. Not later (when idle): the rows it draws take the place of the first ones, and a person
// pressing on one as that happens would lose it. Until it is there, the top level draws the rows a
// screen shows, as the first frame does (first-rows.ts); then the chunks take over.
import { lazyModule } from '../../preview';
import { rowsThatFit } from './first-rows';
import type { ChunkedRowsProps } from './row-chunks';

export const chunksCode = lazyModule(() => import('./row-chunks'));

export function LazyChunkedRows(props: ChunkedRowsProps) {
  const code = chunksCode.useLoaded('soon');
  if (code) return <code.ChunkedRows {...props} />;
  return props.keys.slice(0, rowsThatFit()).flatMap((key, index) => props.item(key, index));
}
