import { useId } from 'react';
import { EXAMPLES } from '../examples';
import type { KindChoice } from './use-validation';
import { OpenFileButton } from './OpenFileButton';
import { PayloadField } from './PayloadField';

interface Props {
  text: string;
  kind: KindChoice;
  source: string;
  /** `source` names where the text came from; left out when the person typed it. */
  onTextChange: (text: string, source?: string) => void;
  onKindChange: (kind: KindChoice) => void;
  onFileError: (message: string) => void;
}

const KIND_OPTIONS: readonly { value: KindChoice; label: string }[] = [
  { value: 'detect', label: 'Detect' },
  { value: 'message', label: 'Message' },
  { value: 'modal', label: 'Modal' },
  { value: 'command', label: 'Application command' },
  { value: 'commands', label: 'List of commands (bulk overwrite)' },
  { value: 'permissions', label: 'Command permissions' },
];

function isKindChoice(value: string): value is KindChoice {
  return KIND_OPTIONS.some((o) => o.value === value);
}

export function InputPanel({ text, kind, source, onTextChange, onKindChange, onFileError }: Props) {
  const id = useId();
  return (
    <section className="panel input-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Payload</h2>
      <div className="toolbar">
        <label className="field">
          <span>Kind</span>
          <select
            data-testid="kind"
            value={kind}
            onChange={(e) => {
              if (isKindChoice(e.currentTarget.value)) onKindChange(e.currentTarget.value);
            }}
          >
            {KIND_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <OpenFileButton onOpen={onTextChange} onError={onFileError} />
        <button
          type="button"
          disabled={text === ''}
          onClick={() => onTextChange('', '')}
          data-testid="clear"
        >
          Clear
        </button>
      </div>
      <div className="examples" role="group" aria-labelledby={`${id}-examples`}>
        <span id={`${id}-examples`} className="examples-title">
          Load example:
        </span>
        {EXAMPLES.map((example) => (
          <button
            key={example.id}
            type="button"
            className="example"
            title={example.description}
            data-testid={`example:${example.id}`}
            onClick={() => onTextChange(example.text, `Example: ${example.label}`)}
          >
            {example.label}
          </button>
        ))}
      </div>
      <PayloadField
        text={text}
        source={source}
        onType={onTextChange}
        onPasteLarge={(pasted) => onTextChange(pasted, 'Pasted text')}
      />
    </section>
  );
}
