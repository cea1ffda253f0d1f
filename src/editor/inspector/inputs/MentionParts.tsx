// The pieces of the allowed-mentions editor: a row of segments (a radio group drawn as buttons)
// and a box of ids, typed or pasted apart by spaces, commas or new lines.
import { useId } from 'react';
import { LIMITS, splitIds } from '../../../model';
import { Counter } from '../FieldFrame';
import { useDraft } from '../use-draft';
import { SNOWFLAKE } from '../values';
import { testId } from './types';

interface SegmentsProps<T extends string> {
  label: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onPick: (value: T) => void;
}

export function Segments<T extends string>({
  label,
  name,
  value,
  options,
  onPick,
}: SegmentsProps<T>) {
  const group = useId();
  return (
    <div
      className="insp-segmented"
      role="radiogroup"
      aria-label={label}
      tabIndex={-1}
      data-testid={testId(name)}
    >
      {options.map((o) => (
        <label key={o.value} className="insp-segment" data-on={value === o.value || undefined}>
          <input
            type="radio"
            name={group}
            value={o.value}
            data-testid={testId(`${name}.${o.value}`)}
            checked={value === o.value}
            onChange={() => onPick(o.value)}
          />
          {o.label}
        </label>
      ))}
    </div>
  );
}

interface IdsProps {
  /** "role" or "user". */
  one: string;
  name: string;
  ids: readonly string[];
  onChange: (ids: string[]) => void;
}

/** Up to 100 ids, typed or pasted apart by spaces, commas or new lines. */
export function IdsBox({ one, name, ids, onChange }: IdsProps) {
  const id = useId();
  const [draft, setDraft] = useDraft(
    ids,
    (v) => v.join(', '),
    (d, v) => splitIds(d).join(',') === v.join(','),
  );
  const bad = ids.filter((i) => !SNOWFLAKE.test(i));
  return (
    <div className="insp-field">
      <div className="insp-field-head">
        <label htmlFor={id} className="insp-sublabel">
          {one === 'role' ? 'Role ids' : 'User ids'}
        </label>
        <Counter n={ids.length} max={LIMITS.mentionIds} />
      </div>
      <textarea
        id={id}
        className="insp-input"
        rows={2}
        data-testid={testId(name)}
        value={draft}
        placeholder="ids, apart by spaces or commas"
        aria-invalid={bad.length > 0 || ids.length > LIMITS.mentionIds || undefined}
        spellCheck={false}
        onChange={(e) => {
          setDraft(e.target.value);
          onChange(splitIds(e.target.value));
        }}
      />
      {bad.length > 0 && (
        <p className="insp-hint insp-bad">
          An id is digits only:{' '}
          {bad
            .slice(0, 3)
            .map((b) => `“${b}”`)
            .join(', ')}
          {bad.length > 3 ? ` and ${bad.length - 3} more are` : bad.length === 1 ? ' is' : ' are'}{' '}
          not.
        </p>
      )}
    </div>
  );
}
