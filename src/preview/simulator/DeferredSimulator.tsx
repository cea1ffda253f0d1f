// The interaction simulator for a page that must be usable fast (the editor): the message preview
// is drawn at once, while the modal preview, the interaction builder and the result views (about
// 10 kB gzip) load in their own chunk when the page is idle, at once for a modal, or on a click.
// A Commands design gets the command picker instead, a chunk of its own loaded only then.
import type { ReactElement } from 'react';
import type { InteractionSimulatorProps, SimulatorParts } from './SimulatorFrame';
import { SimulatorFrame } from './SimulatorFrame';
import { CommandsPreview } from '../commands/LazyCommandsPreview';
import { lazyModule } from '../lazy/lazy-module';

// The parts wait longer for an idle moment (2 s) than the editor's other chunks (0.5 s): nothing
// on screen waits for them, and a click on a component loads them itself.
const parts = lazyModule<SimulatorParts>(() => import('./parts').then((m) => m.parts), {
  idleTimeout: 2000,
});

export function DeferredInteractionSimulator(props: InteractionSimulatorProps): ReactElement {
  const { doc, theme, selectedKey, onSelect, context } = props;
  if (doc.surface !== 'commands') return <DeferredParts {...props} />;
  return (
    <CommandsPreview
      doc={doc}
      {...(theme ? { theme } : {})}
      {...(selectedKey !== undefined ? { selectedKey } : {})}
      {...(onSelect ? { onSelect } : {})}
      {...(context ? { context } : {})}
    />
  );
}

function DeferredParts(props: InteractionSimulatorProps): ReactElement {
  // A modal cannot be drawn without its part; a message can wait for the idle moment.
  const loaded = parts.useLoaded(props.doc.surface === 'modal' ? 'now' : 'idle');
  return <SimulatorFrame {...props} parts={loaded ?? parts.load} />;
}
