// The inspector as the editor's layout draws it: its code (the forms, the inputs, the text tools,
// about 9 kB gzip) is a chunk of its own, asked for right after the first frame, so the first load
// carries only the palette and the outline. Until it arrives the column holds a placeholder of the
// inspector's usual height, so nothing below or beside it moves when the forms appear.
import { Suspense } from 'react';
import { lazyComponent } from '../../preview';
import { useDrawnLater } from '../use-drawn-later';
import type { InspectorProps } from './Inspector';
import './inspector-pending.css';

const Loaded = lazyComponent(
  () => import('./Inspector'),
  (m) => m.Inspector,
);

function Pending() {
  return (
    <section
      className="insp-pending"
      aria-label="Inspector"
      aria-busy="true"
      data-testid="inspector-pending"
    />
  );
}

export function LazyInspector(props: InspectorProps) {
  const drawn = useDrawnLater();
  if (!drawn) return <Pending />;
  return (
    <Suspense fallback={<Pending />}>
      <Loaded {...props} />
    </Suspense>
  );
}
