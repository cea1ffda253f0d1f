// An embed's timestamp: a date-time picker in local time, "Now", and the ISO string itself (what
// Discord receives, and what a pasted value goes into). The footer shows it in each reader's time.
import { useId } from 'react';
import { FieldFrame } from '../FieldFrame';
import { useDraft } from '../use-draft';
import { localFromUnix, unixFromLocal } from './local-time';
import type { FieldEditorProps } from './types';
import { testId } from './types';

const asText = (v: unknown) => (typeof v === 'string' ? v : '');
/** The picker's value (local time) of an ISO timestamp; empty when it is no date. */
function pickerValue(iso: unknown): string {
  const ms = typeof iso === 'string' && iso.trim() !== '' ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? '' : localFromUnix(Math.floor(ms / 1000));
}
// Whole seconds: Discord shows no finer, and a `<t:unix>` (a V2 conversion) keeps no milliseconds.
const wholeSecondsNow = () => new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();

export function TimestampField({ spec, binding }: FieldEditorProps) {
  const id = useId();
  const value = binding.value;
  const [draft, setDraft] = useDraft(value, asText, (d, v) => d === asText(v));
  const bad = draft.trim() !== '' && Number.isNaN(Date.parse(draft));
  return (
    <FieldFrame
      label={spec.label}
      inputId={id}
      binding={binding}
      hint={bad ? 'An ISO 8601 date and time, such as 2026-11-27T16:30:00.000Z.' : undefined}
    >
      <div className="insp-row">
        <input
          type="datetime-local"
          step={1}
          className="insp-input"
          aria-label={`${spec.label} (your local time)`}
          data-testid={`${testId(spec.name)}-local`}
          value={pickerValue(value)}
          onChange={(e) => {
            const read = unixFromLocal(e.target.value);
            binding.commit(read.ok ? new Date(read.unix * 1000).toISOString() : undefined);
          }}
        />
        <button
          type="button"
          className="insp-button"
          data-testid={`${testId(spec.name)}-now`}
          onClick={() => binding.commit(wholeSecondsNow())}
        >
          Now
        </button>
      </div>
      <input
        id={id}
        type="text"
        className="insp-input"
        data-testid={testId(spec.name)}
        placeholder="None (ISO 8601, UTC)"
        spellCheck={false}
        autoComplete="off"
        value={draft}
        aria-invalid={bad || undefined}
        onChange={(e) => {
          setDraft(e.target.value);
          binding.set(e.target.value.trim() === '' ? undefined : e.target.value.trim());
        }}
      />
    </FieldFrame>
  );
}
