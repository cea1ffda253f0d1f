// Request Guild Members for all members and the RATE_LIMITED dispatch a repeat within 30 seconds
// gets, with the guild id and nonce typed here. Only fields Discord names are written.
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { guildMembersPair, RETRY_AFTER_ASSUMPTION } from '../../../model/events';
import { randomToken } from '../../../model/social-sdk';
import { CopyButton } from '../../../preview/simulator/CopyButton';
import { ToolField } from '../fields/ToolField';

export function RateLimitedBuilder() {
  const [guildId, setGuildId] = useState('');
  const [nonce, setNonce] = useState(() => randomToken().slice(0, 16));
  const [secondsApart, setSecondsApart] = useState('10');
  const result = useMemo(
    () => guildMembersPair({ guildId, nonce, secondsApart }),
    [guildId, nonce, secondsApart],
  );
  const errors = result.ok ? {} : result.errors;
  const field = (
    key: 'guildId' | 'nonce' | 'secondsApart',
    label: string,
    value: string,
    onChange: (v: string) => void,
    extra?: ReactNode,
  ) => (
    <ToolField
      label={label}
      findings={errors[key] ? [{ severity: 'error', message: errors[key] }] : []}
      findingsTestId={`rl-problem:${key}`}
      empty={value === ''}
    >
      {(control) => (
        <div className="tool-input-row">
          <input
            {...control}
            className="form-input tool-mono"
            data-testid={`rl-field:${key}`}
            value={value}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => onChange(e.target.value)}
          />
          {extra}
        </div>
      )}
    </ToolField>
  );
  return (
    <section className="rl-builder" aria-label="RATE_LIMITED builder" data-testid="rl-builder">
      <h5>Try it: a request for all members, repeated</h5>
      <div className="tool-fields">
        {field('guildId', 'Guild id', guildId, setGuildId)}
        {field(
          'nonce',
          'Nonce',
          nonce,
          setNonce,
          <button
            type="button"
            className="button-secondary"
            onClick={() => setNonce(randomToken().slice(0, 16))}
          >
            Random
          </button>,
        )}
        {field('secondsApart', 'Seconds between the two requests', secondsApart, setSecondsApart)}
      </div>
      {result.ok && (
        <div className="rl-output">
          <JsonBlock
            title="The bot sends (twice): Request Guild Members, opcode 8"
            value={result.pair.request}
            testId="rl-request"
          />
          {result.pair.rateLimited ? (
            <>
              <JsonBlock
                title="Discord answers the repeat with"
                value={result.pair.rateLimited}
                testId="rl-dispatch"
              />
              <p className="hint">{RETRY_AFTER_ASSUMPTION}</p>
            </>
          ) : (
            <p className="events-ok" data-testid="rl-within-limit">
              30 seconds or more apart: within the limit (1 per guild per bot per 30 seconds), so no
              RATE_LIMITED.
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function JsonBlock({ title, value, testId }: { title: string; value: unknown; testId: string }) {
  const text = JSON.stringify(value, null, 2);
  return (
    <div className="rl-json">
      <p className="rl-json-title">{title}</p>
      <div className="rl-json-row">
        <pre data-testid={testId}>{text}</pre>
        <CopyButton text={text} />
      </div>
    </div>
  );
}
