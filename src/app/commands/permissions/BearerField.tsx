// The Bearer token for saving: masked unless asked, held by the editor's state only (never stored,
// never logged), with what kind of token it must be said under it.
import { useId, useState } from 'react';
import { PERMISSIONS_SCOPE } from './bearer-token';

export interface BearerFieldProps {
  value: string;
  onChange: (value: string) => void;
}

export function BearerField({ value, onChange }: BearerFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="send-field perm-bearer">
      <label htmlFor={id}>Bearer token (to save)</label>
      <div className="send-secret">
        <input
          id={id}
          className="send-input"
          data-testid="perm-bearer"
          type={shown ? 'text' : 'password'}
          value={value}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="button-secondary"
          data-testid="perm-bearer-toggle"
          aria-pressed={shown}
          aria-label={shown ? 'Hide the Bearer token' : 'Show the Bearer token'}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      <p id={`${id}-hint`} className="hint send-note">
        An OAuth2 access token with the scope <code>{PERMISSIONS_SCOPE}</code>, of a user who can
        manage the server and its roles; a bot token cannot edit permissions. It stays in this page
        only while it is open.
      </p>
    </div>
  );
}
