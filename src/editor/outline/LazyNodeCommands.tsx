// The selected row's toolbar as the outline draws it: its code (NodeCommands.tsx and what decides
// which commands are offered, command-checks.ts) is a chunk of its own, drawn after the first
// frame (the outline asks for it then, so a row selected later draws its buttons at once). Until
// it arrives the row holds an empty toolbar line of the same height, so the row does
// not grow when the buttons appear. The keyboard shortcuts do not wait for this chunk: they call
// commands.ts, which is in the first load.
import { Suspense } from 'react';
import { lazyComponent, lazyModule } from '../../preview';
import { useDrawnLater } from '../use-drawn-later';
import type { NodeCommandsProps } from './NodeCommands';

/** The toolbar's chunk; the outline asks for it right after the first frame (Outline.tsx). */
export const toolbarChunk = lazyModule(() => import('./NodeCommands'));
const Loaded = lazyComponent(toolbarChunk, (m) => m.NodeCommands);

function Pending({ compact }: NodeCommandsProps) {
  return (
    <div
      className={`node-commands is-pending${compact ? ' is-compact' : ''}`}
      aria-hidden="true"
      data-testid="node-commands-pending"
    />
  );
}

export function LazyNodeCommands(props: NodeCommandsProps) {
  const drawn = useDrawnLater();
  // A row selected once the chunk is there draws its buttons at once.
  if (!drawn && !toolbarChunk.get()) return <Pending {...props} />;
  return (
    <Suspense fallback={<Pending {...props} />}>
      <Loaded {...props} />
    </Suspense>
  );
}
