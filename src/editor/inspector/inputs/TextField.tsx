// Text, multi-line text, markdown, URL and snowflake fields: a text box with a live counter.
// Text boxes complete `:shortcode:` emoji; multi-line ones have tools under them (TextTools).
import { Suspense, useId, useMemo, useRef } from 'react';
import type { ChangeEvent } from 'react';
import { lazyComponent } from '../../../preview';
import { useCompletionTrigger } from '../../emoji/use-completion-trigger';
import { Counter, FieldFrame, outside } from '../FieldFrame';
import { SNOWFLAKE, asText } from '../values';
import { TextTools } from '../text-tools/TextTools';
import { useInsertAtCaret } from '../text-tools/use-insert-at-caret';
import type { FieldEditorProps } from './types';
import { testId } from './types';

const ShortcodeCompletion = lazyComponent(() => import('../../emoji/ShortcodeCompletion'));

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
  const { set, commit } = binding;
  // A required field keeps an empty string (and its problem shows); an optional one goes away.
  const writers = useMemo(() => {
    const value = (next: string) => (next === '' && !spec.required ? undefined : next);
    return {
      type: (next: string) => set(value(next)),
      commit: (next: string) => commit(value(next)),
    };
  }, [set, commit, spec.required]);
  const setText = writers.type;
  const box = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const insert = useInsertAtCaret(box, text, writers);
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
        <TextTools
          name={spec.name}
          label={spec.label}
          markdown={spec.input === 'markdown'}
          insert={insert}
        />
      )}
    </FieldFrame>
  );
}
