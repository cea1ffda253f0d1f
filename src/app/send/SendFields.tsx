// The send panel's fields: how to send (a bot or a webhook), the secret that goes with it (masked,
// with a show/hide toggle) and the ids and overrides each way takes. The token, the webhook URL
// and the channel are the token store's, shared with the other panels; the rest is the panel's own.
import { useId } from 'react';
import { Field, RememberSecret, SecretField } from '../components/FormFields';
import type { Tokens } from '../discord/token-store';
import type { SendFields as Fields } from './form-store';
import type { SendMode } from './requests';
import { webhookUrlProblem } from './webhook-url';

export interface SendFieldsProps {
  tokens: Tokens;
  form: Fields;
  onTokens: (patch: Partial<Tokens>) => void;
  onChange: (patch: Partial<Fields>) => void;
}

const ID_HINT = '17 to 20 digits';

export function SendFields({ tokens, form, onTokens, onChange }: SendFieldsProps) {
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
      <div className="form-field send-mode">
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
        <div className="form-grid">
          <SecretField
            key="token"
            label="Bot token"
            testId="send-token"
            toggleTestId="send-token-toggle"
            value={tokens.token}
            onChange={(token) => onTokens({ token })}
            placeholder="From the Developer Portal: Bot › Reset Token"
          />
          <Field
            label="Channel id"
            testId="send-channel"
            value={tokens.channelId}
            onChange={(channelId) => onTokens({ channelId })}
            placeholder={ID_HINT}
            numeric
          />
          {messageId}
        </div>
      ) : (
        <div className="form-grid">
          <SecretField
            // Its own key: showing the bot token must not show the webhook URL too.
            key="webhook"
            label="Webhook URL"
            testId="send-webhook-url"
            toggleTestId="send-webhook-toggle"
            value={tokens.webhookUrl}
            onChange={(webhookUrl) => onTokens({ webhookUrl })}
            placeholder="https://discord.com/api/webhooks/…"
            problem={webhookUrlProblem(tokens.webhookUrl)}
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
        checked={tokens.remember}
        onChange={(remember) => onTokens({ remember })}
        testId="send-remember"
      />
    </>
  );
}
