// The commands preview in its own chunk: the picker, the menus and the command builders load only
// when a Commands design is shown, never for a message or a modal, nor before the page is usable.
import type { ReactElement } from 'react';
import { Suspense } from 'react';
import { lazyComponent } from '../lazy/lazy-component';
import type { CommandsPreviewProps } from './CommandsPreview';

const Loaded = lazyComponent(
  () => import('./CommandsPreview'),
  (m) => m.CommandsPreview,
);

export function CommandsPreview(props: CommandsPreviewProps): ReactElement {
  return (
    <Suspense
      fallback={
        <div className="dp dp-simulator" data-theme={props.theme ?? 'dark'}>
          <p className="dp-sim-loading" role="status">
            Loading the command picker…
          </p>
        </div>
      }
    >
      <Loaded {...props} />
    </Suspense>
  );
}
