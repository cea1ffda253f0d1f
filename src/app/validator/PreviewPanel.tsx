// The payload drawn the way Discord shows it, in either theme, with the interaction simulator:
// click, choose or submit in the preview (or pick a command) to see what the bot receives.
import { useId } from 'react';
import type { Doc, NodeKey } from '../../model';
import { CommandsPreview, InteractionSimulator, ThemeSwitch, useTheme } from '../../preview';
import { EVENTS_HREF } from '../tools/events/event-href';

interface Props {
  doc: Doc;
  /** The payload has errors: Discord would refuse it, but it is still drawn. */
  invalid: boolean;
  selectedKey: NodeKey | null;
  onSelect: (key: NodeKey) => void;
}

export function PreviewPanel({ doc, invalid, selectedKey, onSelect }: Props) {
  const ids = useId();
  const [theme, setTheme] = useTheme();
  return (
    <section
      className="panel preview-panel"
      aria-labelledby={`${ids}-title`}
      data-testid="preview-panel"
    >
      <div className="preview-panel-head">
        <h2 id={`${ids}-title`}>Preview</h2>
        <ThemeSwitch theme={theme} onChange={setTheme} />
      </div>
      {/* The command picker says under it what to do. */}
      {(invalid || doc.surface !== 'commands') && (
        <p className="hint">
          {invalid
            ? 'Discord would refuse this payload (see the problems above); it is drawn as far as possible.'
            : 'Click a button, choose in a select or submit the modal to see what your bot receives.'}
        </p>
      )}
      {doc.surface === 'commands' ? (
        <CommandsPreview doc={doc} theme={theme} selectedKey={selectedKey} onSelect={onSelect} />
      ) : (
        <InteractionSimulator
          doc={doc}
          theme={theme}
          selectedKey={selectedKey}
          onSelect={onSelect}
        />
      )}
      <p className="hint">
        <a href={EVENTS_HREF} data-testid="preview-events-link">
          Other events Discord sends
        </a>
      </p>
    </section>
  );
}
