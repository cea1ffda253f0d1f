// A slash command typed by hand: its names ("remind add") and its id, checked before anything is
// inserted. Opened from "Command by id…", or from a designed command whose id the page lacks.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { commandMention, splitCommandPath } from './mention-syntax';

interface CommandFormProps {
  /** Names to start with (a designed command's). */
  path?: string[];
  onPick: (text: string) => void;
  onBack: () => void;
}

export function CommandForm({ path, onPick, onBack }: CommandFormProps) {
  const [names, setNames] = useState(path ? path.join(' ') : '');
  const [id, setId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const base = useId();
  const nameBox = useRef<HTMLInputElement>(null);
  const idBox = useRef<HTMLInputElement>(null);
  useEffect(() => (path ? idBox.current : nameBox.current)?.focus(), [path]);

  const built = commandMention(splitCommandPath(names), id.trim());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (built.ok) onPick(built.text);
    else setError(built.reason);
  };
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setError(null);
  };

  return (
    <form className="mention-form" onSubmit={submit} aria-labelledby={`${base}-title`} noValidate>
      <h3 id={`${base}-title`} className="mention-form-title">
        Slash command
      </h3>
      <label htmlFor={`${base}-names`} className="insp-sublabel">
        Command, with its group and subcommand if it has them
      </label>
      <input
        ref={nameBox}
        id={`${base}-names`}
        className="insp-input"
        placeholder="remind add"
        data-testid="mention-command-names"
        value={names}
        onChange={(e) => edit(setNames)(e.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <label htmlFor={`${base}-id`} className="insp-sublabel">
        Command id
      </label>
      <input
        ref={idBox}
        id={`${base}-id`}
        className="insp-input"
        inputMode="numeric"
        placeholder="17 to 20 digits"
        data-testid="mention-command-id"
        value={id}
        onChange={(e) => edit(setId)(e.target.value)}
        autoComplete="off"
        aria-describedby={`${base}-where`}
      />
      <p id={`${base}-where`} className="insp-note">
        A command&apos;s id is in Server Settings › Integrations (right-click the command › Copy
        Command ID), or in the Register panel&apos;s list of a Commands design.
      </p>
      <p className="mention-syntax">
        Inserts <code>{built.ok ? built.text : '—'}</code>
      </p>
      {error && (
        <p className="insp-hint" role="alert">
          {error}
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
