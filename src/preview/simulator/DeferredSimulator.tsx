// The interaction simulator for a page that must be usable fast (the editor): the message preview
// is drawn at once, while the modal preview, the interaction builder and the result views (about
// 10 kB gzip) load in their own chunk when the page is idle, at once for a modal, or on a click.
// A Commands design gets the command picker instead, a chunk of its own loaded only then.
import type { ReactElement } from 'react';
import { useEffect, useState } from 'react';
import type { InteractionSimulatorProps, SimulatorParts } from './SimulatorFrame';
import { SimulatorFrame } from './SimulatorFrame';
import { CommandsPreview } from '../commands/LazyCommandsPreview';

let loaded: SimulatorParts | null = null;
let loading: Promise<SimulatorParts> | null = null;

/** Loads the parts once; later calls share the same promise. */
function loadParts(): Promise<SimulatorParts> {
  loading ??= import('./parts').then((m) => {
    loaded = m.parts;
    return loaded;
  });
  return loading;
}

/** Runs `task` when the browser has nothing else to do (soon, where it cannot say). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

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
  const [parts, setParts] = useState<SimulatorParts | null>(loaded);
  const modal = props.doc.surface === 'modal';
  useEffect(() => {
    if (parts) return undefined;
    let live = true;
    const load = () =>
      void loadParts().then((p) => {
        if (live) setParts(p);
      });
    // A modal cannot be drawn without its part; a message can wait for the idle moment.
    const cancel = modal ? undefined : whenIdle(load);
    if (modal) load();
    return () => {
      live = false;
      cancel?.();
    };
  }, [parts, modal]);
  return <SimulatorFrame {...props} parts={parts ?? loadParts} />;
}
