// The send panel's fields: how to send (a bot or a webhook), the secret that goes with it (masked,
// with a show/hide toggle) and the ids and overrides each way takes.
import { useId, useState } from 'react';
import type { FormState } from './form-store';
import type { SendMode } from './requests';
import { webhookUrlProblem } from './webhook-url';

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
    <div className="send-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="send-input"
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
    <div className="send-field send-field-wide">
      <label htmlFor={id}>{label}</label>
      <div className="send-secret">
        <input
          id={id}
          className="send-input"
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
        <p id={`${id}-problem`} className="send-field-problem" data-testid={`${testId}-problem`}>
          {problem}
        </p>
      )}
    </div>
  );
}

export interface SendFieldsProps {
  form: FormState;
  onChange: (patch: Partial<FormState>) => void;
}

const ID_HINT = '17 to 20 digits';

export function SendFields({ form, onChange }: SendFieldsProps) {
  const modeId = useId();
  const messageId = (
    <Field
      label="Message id (to edit or load)"
      testId="send-message-id"
      value={form.messageId}
      onChange={(messageId) => onChange({ messageId })}
      placeholder={ID_HINT}
      numeric
    />
  );
  return (
    <>
      <div className="send-field send-mode">
        <label htmlFor={modeId}>Send with</label>
        <select
          id={modeId}
          data-testid="send-mode"
          value={form.mode}
          onChange={(e) => onChange({ mode: e.target.value as SendMode })}
        >
          <option value="bot">A bot token</option>
          <option value="webhook">A webhook URL</option>
        </select>
      </div>
      {form.mode === 'bot' ? (
        <div className="send-fields">
          <SecretField
            key="token"
            label="Bot token"
            testId="send-token"
            toggleTestId="send-token-toggle"
            value={form.token}
            onChange={(token) => onChange({ token })}
            placeholder="From the Developer Portal: Bot › Reset Token"
          />
          <Field
            label="Channel id"
            testId="send-channel"
            value={form.channelId}
            onChange={(channelId) => onChange({ channelId })}
            placeholder={ID_HINT}
            numeric
          />
          {messageId}
        </div>
      ) : (
        <div className="send-fields">
          <SecretField
            // Its own key: showing the bot token must not show the webhook URL too.
            key="webhook"
            label="Webhook URL"
            testId="send-webhook-url"
            toggleTestId="send-webhook-toggle"
            value={form.webhookUrl}
            onChange={(webhookUrl) => onChange({ webhookUrl })}
            placeholder="https://discord.com/api/webhooks/…"
            problem={webhookUrlProblem(form.webhookUrl)}
          />
          <Field
            label="Thread id (optional)"
            testId="send-thread-id"
            value={form.threadId}
            onChange={(threadId) => onChange({ threadId })}
            placeholder={ID_HINT}
            numeric
          />
          <Field
            label="New forum post title (optional)"
            testId="send-thread-name"
            value={form.threadName}
            onChange={(threadName) => onChange({ threadName })}
          />
          <Field
            label="Username (optional)"
            testId="send-username"
            value={form.username}
            onChange={(username) => onChange({ username })}
          />
          <Field
            label="Avatar URL (optional)"
            testId="send-avatar-url"
            value={form.avatarUrl}
            onChange={(avatarUrl) => onChange({ avatarUrl })}
            placeholder="https://…"
          />
          {messageId}
        </div>
      )}
      <RememberSecret
        what={form.mode === 'bot' ? 'token' : 'webhook URL'}
        checked={form.remember}
        onChange={(remember) => onChange({ remember })}
        testId="send-remember"
      />
    </>
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
      <label className="send-remember">
        <input
          type="checkbox"
          data-testid={testId}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        Remember the {what} on this device
      </label>
      <p className="hint send-remember-where" data-testid={`${testId}-where`}>
        Remembered, it is kept unencrypted in this browser&rsquo;s localStorage for{' '}
        <code>{window.location.origin}</code>, where any other page served from that same address
        can read it (another project&rsquo;s <code>vite preview</code> on the same port, for
        instance).
      </p>
    </>
  );
}
