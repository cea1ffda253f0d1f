// Text, multi-line text, markdown, URL and snowflake fields: a text box with a live counter.
import { useId, useRef } from 'react';
import type { ChangeEvent } from 'react';
import { Counter, FieldFrame, outside } from '../FieldFrame';
import { TextTools } from '../text-tools/TextTools';
import { SNOWFLAKE, asText } from '../values';
import type { FieldEditorProps } from './types';
import { testId } from './types';

const MULTILINE = new Set(['textarea', 'markdown']);

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
  const box = useRef<HTMLTextAreaElement>(null);
  const text = asText(binding.value);
  const n = text.length;
  const tooLong = outside(n, spec.max);
  const missing = spec.required === true && n === 0;
  const hint = hintFor(spec.input, spec.name, text);
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = e.target.value;
    // A required field keeps an empty string (and its problem shows); an optional one goes away.
    binding.set(next === '' && !spec.required ? undefined : next);
  };
  const common = {
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
      {MULTILINE.has(spec.input) ? (
        <textarea ref={box} {...common} rows={spec.input === 'markdown' ? 5 : 3} />
      ) : (
        <input
          {...common}
          type={spec.input === 'url' ? 'url' : 'text'}
          inputMode={spec.input === 'snowflake' ? 'numeric' : undefined}
          autoComplete="off"
        />
      )}
      {spec.input === 'markdown' && (
        <TextTools target={box} binding={binding} value={text} label={spec.label} />
      )}
    </FieldFrame>
  );
}
