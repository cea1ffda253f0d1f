// Text, multi-line text, markdown, URL and snowflake fields: a text box with a live counter.
// Text boxes complete `:shortcode:` emoji; multi-line ones have tools under them (TextTools).
import { Suspense, lazy, useCallback, useId, useRef } from 'react';
import type { ChangeEvent } from 'react';
import { useCompletionTrigger } from '../../emoji/use-completion-trigger';
import { Counter, FieldFrame, outside } from '../FieldFrame';
import { SNOWFLAKE, asText } from '../values';
import { useInsertAtCaret } from './text-insert';
import { TextTools } from './TextTools';
import type { FieldEditorProps } from './types';
import { testId } from './types';

const ShortcodeCompletion = lazy(() => import('../../emoji/ShortcodeCompletion'));

const MULTILINE = new Set(['textarea', 'markdown']);
const PROSE = new Set(['textarea', 'markdown', 'text']);
// Identifiers: Discord takes no emoji in a custom id or a command's name.
const IDENTIFIERS = new Set(['custom_id', 'name']);

function hintFor(input: string, name: string, text: string): string | undefined {
  if (text === '') return undefined;
  if (input === 'snowflake' && !SNOWFLAKE.test(text)) return 'An id is digits only (up to 20).';
  // An embed's icons may be files sent with the message; links only open the web.
  if (input === 'url' && name.endsWith('icon_url')) {
    return /^(https?:\/\/\S+|attachment:\/\/[^\s/]+)$/.test(text)
      ? undefined
      : 'Starts with https:// or http://, or is attachment://<file name>';
  }
  if (input === 'url' && !/^(https?|discord):\/\/\S+$/.test(text))
    return 'Starts with https://, http:// or discord://';
  return undefined;
}

export function TextField({ spec, binding }: FieldEditorProps) {
  const id = useId();
  const text = asText(binding.value);
  const n = text.length;
  const tooLong = outside(n, spec.max);
  const missing = spec.required === true && n === 0;
  const hint = hintFor(spec.input, spec.name, text);
  const { set } = binding;
  // A required field keeps an empty string (and its problem shows); an optional one goes away.
  const setText = useCallback(
    (next: string) => set(next === '' && !spec.required ? undefined : next),
    [set, spec.required],
  );
  const box = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const insert = useInsertAtCaret(box, text, setText);
  const completion = useCompletionTrigger(PROSE.has(spec.input) && !IDENTIFIERS.has(spec.name));
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setText(e.target.value);
    completion.onInput(e.target);
  };
  const common = {
    ref: box,
    id,
    'data-testid': testId(spec.name),
    value: text,
    onChange,
    'aria-invalid': tooLong || missing || hint !== undefined || undefined,
    'aria-required': spec.required || undefined,
    className: 'insp-input',
    spellCheck: spec.input === 'markdown' || spec.input === 'textarea',
  };
  return (
    <FieldFrame
      label={spec.label}
      inputId={id}
      required={spec.required}
      deprecated={spec.deprecated}
      hint={hint}
      binding={binding}
      counter={spec.max !== undefined ? <Counter n={n} max={spec.max} /> : undefined}
    >
      <div className="insp-text-box">
        {MULTILINE.has(spec.input) ? (
          <textarea {...common} rows={spec.input === 'markdown' ? 5 : 3} />
        ) : (
          <input
            {...common}
            type={spec.input === 'url' ? 'url' : 'text'}
            inputMode={spec.input === 'snowflake' ? 'numeric' : undefined}
            autoComplete="off"
          />
        )}
        {completion.armed && (
          <Suspense fallback={null}>
            <ShortcodeCompletion box={box} replace={insert} />
          </Suspense>
        )}
      </div>
      {MULTILINE.has(spec.input) && (
        <TextTools name={spec.name} label={spec.label} insert={insert} />
      )}
    </FieldFrame>
  );
}
