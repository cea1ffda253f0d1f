// A date and time (the browser's own picker, read in the local zone, or "Now") and one of
// Discord's seven styles, each shown as the preview draws it for this moment, so what the person
// picks here is what the preview (and Discord, in the reader's zone) shows.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { formatTimestamp, usableLocale } from '../../../../preview/markdown/timestamp';
import { localFromUnix, unixFromLocal } from '../../inputs/local-time';
import type { TimestampStyleLetter } from './mention-syntax';
import { TIMESTAMP_STYLES, timestampMention } from './mention-syntax';

const STYLE_NAMES: Record<TimestampStyleLetter, string> = {
  t: 'Short time',
  T: 'Long time',
  d: 'Short date',
  D: 'Long date',
  f: 'Date and time',
  F: 'Weekday, date and time',
  R: 'Relative',
};

interface TimestampPickerProps {
  onPick: (text: string) => void;
  onBack: () => void;
  /** Milliseconds since 1970; tests fix it. */
  now?: () => number;
  locale?: string;
}

const viewerLocale = () =>
  usableLocale(typeof navigator !== 'undefined' ? navigator.language : undefined);

export function TimestampPicker({ onPick, onBack, now = Date.now, locale }: TimestampPickerProps) {
  const [value, setValue] = useState(() => localFromUnix(Math.floor(now() / 1000)));
  const [style, setStyle] = useState<TimestampStyleLetter>('f');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const read = unixFromLocal(value);
  const built = read.ok ? timestampMention(read.unix, style) : read;
  const options = { locale: locale ?? viewerLocale(), now: now() };
  const example = (s: TimestampStyleLetter) =>
    read.ok ? (formatTimestamp(read.unix, s, options) ?? '—') : '—';

  const shownError = error ?? (read.ok || value === '' ? null : read.reason);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (built.ok) onPick(built.text);
    else setError(built.reason);
  };

  return (
    <form className="mention-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="mention-form-title">
        Timestamp
      </h3>
      <label htmlFor={`${id}-when`} className="insp-sublabel">
        Date and time (your time zone)
      </label>
      <div className="mention-when">
        <input
          ref={first}
          id={`${id}-when`}
          type="datetime-local"
          step={1}
          className="insp-input"
          data-testid="mention-time"
          value={value}
          aria-invalid={!read.ok || undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
        />
        <button
          type="button"
          className="text-tool"
          onClick={() => {
            setValue(localFromUnix(Math.floor(now() / 1000)));
            setError(null);
          }}
        >
          Now
        </button>
      </div>
      <fieldset className="mention-styles">
        <legend className="insp-sublabel">Style (each reader sees it in their own zone)</legend>
        {TIMESTAMP_STYLES.map((s) => (
          <label key={s} className="mention-style" data-testid={`mention-style:${s}`}>
            <input
              type="radio"
              name={`${id}-style`}
              value={s}
              checked={style === s}
              onChange={() => setStyle(s)}
            />
            <span className="mention-style-name">
              {STYLE_NAMES[s]} <code>:{s}</code>
            </span>
            <span className="mention-style-example">{example(s)}</span>
          </label>
        ))}
      </fieldset>
      <p className="mention-syntax">
        Inserts <code data-testid="mention-timestamp-syntax">{built.ok ? built.text : '—'}</code>
      </p>
      {shownError && (
        <p className="insp-hint" role="alert">
          {shownError}
        </p>
      )}
      <div className="mention-actions">
        <button type="button" className="text-tool" onClick={onBack}>
          Back
        </button>
        <button type="submit" data-testid="mention-insert">
          Insert
        </button>
      </div>
    </form>
  );
}
