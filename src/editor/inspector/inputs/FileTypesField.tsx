// The file types a File Upload accepts, typed as a comma list ("image, .pdf") and shown as chips.
import { useId } from 'react';
import { Counter, FieldFrame } from '../FieldFrame';
import { useDraft } from '../use-draft';
import { asArray } from '../values';
import type { FieldEditorProps } from './types';
import { testId } from './types';

const TYPE = /^(image|video|audio|\.[A-Za-z0-9]{1,16})$/;

export const parseFileTypes = (text: string): string[] =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');

const format = (v: unknown) => asArray(v).map(String).join(', ');
const matches = (draft: string, v: unknown) => format(parseFileTypes(draft)) === format(v);

export function FileTypesField({ spec, binding }: FieldEditorProps) {
  const id = useId();
  const [draft, setDraft] = useDraft(binding.value, format, matches);
  const types = asArray(binding.value).map(String);
  const bad = types.filter((t) => !TYPE.test(t));
  const over = spec.max !== undefined && types.length > spec.max;
  return (
    <FieldFrame
      label={spec.label}
      inputId={id}
      binding={binding}
      counter={<Counter n={types.length} max={spec.max} />}
      hint={
        bad.length > 0
          ? `Not a file type: ${bad.join(', ')}. Use image, video, audio or an extension like .pdf.`
          : 'Comma separated: image, video, audio or extensions like .pdf. Empty: any file.'
      }
    >
      <input
        id={id}
        data-testid={testId(spec.name)}
        className="insp-input"
        placeholder="image, .pdf"
        autoComplete="off"
        spellCheck={false}
        value={draft}
        aria-invalid={bad.length > 0 || over || undefined}
        onChange={(e) => {
          setDraft(e.target.value);
          const next = parseFileTypes(e.target.value);
          // "image, " reads the same as "image": nothing to store yet.
          if (format(next) !== format(binding.value))
            binding.set(next.length === 0 ? undefined : next);
        }}
      />
      {types.length > 0 && (
        <ul className="insp-chips" aria-label={`${spec.label} chosen`}>
          {types.map((t, i) => (
            <li key={`${t}-${i}`} className="insp-chip" data-bad={!TYPE.test(t) || undefined}>
              {t}
            </li>
          ))}
        </ul>
      )}
    </FieldFrame>
  );
}
