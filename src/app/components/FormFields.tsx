// The fields of the Discord panels' forms (Send, Register, the consoles, the permissions editor):
// a labelled input, a secret (a token or a webhook URL: masked, with a show/hide toggle and what is
// wrong with it said under it), and "remember it on this device" with where it would be kept.
import { useId, useState } from 'react';
import './forms.css';

export interface FieldProps {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  numeric?: boolean;
}

export function Field({ label, testId, value, onChange, placeholder, numeric }: FieldProps) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="form-input"
        data-testid={testId}
        value={value}
        placeholder={placeholder}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A token or webhook URL: masked unless the person asks to see it; what is wrong said under it. */
export function SecretField({
  label,
  testId,
  toggleTestId,
  value,
  onChange,
  placeholder,
  problem = null,
}: FieldProps & { toggleTestId: string; problem?: string | null }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="form-field form-field-wide">
      <label htmlFor={id}>{label}</label>
      <div className="form-secret">
        <input
          id={id}
          className="form-input"
          data-testid={testId}
          type={shown ? 'text' : 'password'}
          aria-invalid={problem !== null}
          aria-describedby={problem !== null ? `${id}-problem` : undefined}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="button-secondary"
          data-testid={toggleTestId}
          aria-pressed={shown}
          aria-label={shown ? `Hide the ${label.toLowerCase()}` : `Show the ${label.toLowerCase()}`}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      {problem !== null && (
        <p id={`${id}-problem`} className="form-problem" data-testid={`${testId}-problem`}>
          {problem}
        </p>
      )}
    </div>
  );
}

/** "Remember the token on this device", with where a remembered secret is kept and who can read it. */
export function RememberSecret({
  what,
  checked,
  onChange,
  testId,
}: {
  what: string;
  checked: boolean;
  onChange: (remember: boolean) => void;
  testId: string;
}) {
  return (
    <>
      <label className="form-check">
        <input
          type="checkbox"
          data-testid={testId}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        Remember the {what} on this device
      </label>
      <p className="hint form-remember-where" data-testid={`${testId}-where`}>
        Remembered, it is kept unencrypted in this browser&rsquo;s localStorage for{' '}
        <code>{window.location.origin}</code>, where any other page served from that same address
        can read it (another project&rsquo;s <code>vite preview</code> on the same port, for
        instance).
      </p>
    </>
  );
}
