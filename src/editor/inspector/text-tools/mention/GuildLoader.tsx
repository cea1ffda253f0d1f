// Loading a real guild's roles, channels and members with the send panel's bot token, through
// the app's relay. The token never passes through here: the app's sources hold it.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { snowflakeProblem } from './mention-syntax';
import type { MentionDirectory, MentionSources } from './sources';

interface GuildLoaderProps {
  sources: MentionSources;
  onLoaded: (directory: MentionDirectory) => void;
  onBack: () => void;
}

export function GuildLoader({ sources, onLoaded, onBack }: GuildLoaderProps) {
  const [access] = useState(() => sources.guildAccess());
  const [guildId, setGuildId] = useState(access.guildId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const base = useId();
  const first = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    first.current?.focus();
    return () => controller.current?.abort();
  }, []);

  const typed = guildId.trim();
  const fromChannel = typed === '' && access.channelId !== '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!access.hasToken)
      return setError('Enter a bot token in the Send panel (Bot) first: the helper loads with it.');
    if (typed === '' && !fromChannel)
      return setError('Enter the guild id, or a channel id in the Send panel to read its guild.');
    const bad = typed === '' ? null : snowflakeProblem(typed, 'guild id');
    if (bad) return setError(bad);
    setBusy(true);
    setError(null);
    const abort = new AbortController();
    controller.current = abort;
    void sources.loadGuild(typed, abort.signal).then((result) => {
      if (abort.signal.aborted) return;
      setBusy(false);
      if (result.ok) onLoaded(result.directory);
      else setError(result.message);
    });
  };

  return (
    <form className="mention-form" onSubmit={submit} aria-labelledby={`${base}-title`} noValidate>
      <h3 id={`${base}-title`} className="mention-form-title">
        Load from guild
      </h3>
      <p className="insp-note" data-testid="mention-guild-token">
        {access.hasToken
          ? 'Uses the bot token in the Send panel.'
          : 'Needs a bot token: enter one in the Send panel (Bot) first.'}
      </p>
      <label htmlFor={`${base}-guild`} className="insp-sublabel">
        Guild id
      </label>
      <input
        ref={first}
        id={`${base}-guild`}
        className="insp-input"
        inputMode="numeric"
        placeholder={access.channelId ? 'empty: the Send panel channel’s guild' : '17 to 20 digits'}
        data-testid="mention-guild-id"
        value={guildId}
        onChange={(e) => {
          setGuildId(e.target.value);
          setError(null);
        }}
        autoComplete="off"
      />
      <p className="insp-note">
        Reads its roles, channels and first 100 members (members need the Server Members intent).
        {fromChannel ? ` Empty: the guild of channel ${access.channelId}.` : ''} Kept until the page
        closes.
      </p>
      {error && (
        <p className="insp-hint" role="alert" data-testid="mention-guild-error">
          {error}
        </p>
      )}
      <div className="mention-actions">
        <button type="button" className="text-tool" onClick={onBack}>
          Back
        </button>
        <button type="submit" data-testid="mention-guild-load" aria-busy={busy || undefined}>
          {busy ? 'Loading…' : 'Load'}
        </button>
      </div>
    </form>
  );
}
