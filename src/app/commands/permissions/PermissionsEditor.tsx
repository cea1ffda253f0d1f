// Who may use a command in one guild, and where: pick a command (or the application-wide default),
// load its entries, edit them, read their effect in words, and save them with a person's Bearer
// token. A bot token loads but cannot save, so it is refused before anything is sent.
import { useId, useMemo, useState } from 'react';
import type { CallDeps } from '../../discord/call-runner';
import { PAGE_DEPS } from '../../discord/call-runner';
import { useDiscordCall } from '../../discord/use-discord-call';
import { eventHref } from '../../tools/events/event-href';
import { AllPermissionsTable } from './AllPermissionsTable';
import { BearerField } from './BearerField';
import { checkBearerToken } from './bearer-token';
import { describeEffect } from './describe-effect';
import { EntryList } from './EntryList';
import { ResultView } from './ResultView';
import type { CommandPermissions, PermissionEntry } from './permission-entries';
import { commandLabel, entriesProblems } from './permission-entries';
import type { Credential } from './permission-requests';
import {
  allPermissionsRequest,
  commandPermissionsRequest,
  idsProblem,
  putPermissionsRequest,
} from './permission-requests';
import { runPermissionCall } from './permission-calls';
import '../../components/forms.css';
import './permissions.css';

export interface PermissionsCommand {
  id: string;
  name: string;
  type: number;
  default_member_permissions?: string | null;
}

export interface PermissionsEditorProps {
  applicationId: string;
  guildId: string;
  /** The application's commands in this guild (guild commands and global ones alike). */
  commands: readonly PermissionsCommand[];
  /** The bot token the page already has: it loads permissions, and is refused for saving. */
  botToken: string;
  /** Tests inject fetch and the 429 wait; the page sends to its own relay. */
  deps?: CallDeps;
}

/** `own`: null until loaded; false when Discord has no entries of the command's own. */
interface Draft {
  entries: PermissionEntry[];
  own: boolean | null;
}

const EMPTY: Draft = { entries: [], own: null };
const DEFAULT_LABEL = 'All commands (application default)';
const TYPE_WORDS: Record<number, string> = {
  2: ' (user command)',
  3: ' (message command)',
  4: ' (entry point)',
};

const bare = (token: string): string => token.trim().replace(/^(Bot|Bearer)\s+/i, '');

const DRAFT_STATE: Record<string, string> = {
  null: 'Not loaded: Load shows what Discord has. Save replaces every entry with this list.',
  false: 'Discord has no entries of its own for it. Save replaces every entry with this list.',
  true: 'Loaded from Discord. Save replaces every entry with this list.',
};

export function PermissionsEditor({
  applicationId,
  guildId,
  commands,
  botToken,
  deps = PAGE_DEPS,
}: PermissionsEditorProps) {
  const pickId = useId();
  const [picked, setPicked] = useState(() => commands[0]?.id ?? applicationId);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [bearer, setBearer] = useState('');
  const [all, setAll] = useState<CommandPermissions[] | null>(null);
  // The application-wide default entries once known ([] when there are none).
  const [appDefault, setAppDefault] = useState<PermissionEntry[] | undefined>(undefined);
  const [call, runner] = useDiscordCall(deps);
  const busy = call.busy !== null;
  // Until the next call: a saved PUT makes Discord send the app a permissions update event.
  const [savedNow, setSavedNow] = useState(false);

  const command = commands.find((c) => c.id === picked) ?? null;
  const target = command ? command.id : applicationId;
  const label = command ? commandLabel(command) : DEFAULT_LABEL;
  const draft = drafts[target] ?? EMPTY;
  const problems = useMemo(() => entriesProblems(draft.entries), [draft.entries]);
  const effect = useMemo(
    () =>
      describeEffect({ guildId, command, entries: draft.entries, applicationDefault: appDefault }),
    [guildId, command, draft.entries, appDefault],
  );
  const secrets = [bare(botToken), bare(bearer)].filter((s) => s !== '');

  const keep = (id: string, next: Draft) => setDrafts((d) => ({ ...d, [id]: next }));
  const fail = (message: string) => runner.report('error', message);

  /** The bot token loads; without one, a Bearer token that passes the check does. */
  const loadCredential = (): Credential | null => {
    if (bare(botToken) !== '') return { kind: 'bot', token: botToken };
    const checked = checkBearerToken(bearer, botToken);
    return checked.ok ? { kind: 'bearer', token: checked.token } : null;
  };

  const load = async () => {
    setSavedNow(false);
    const bad = idsProblem(applicationId, guildId);
    if (bad) return fail(bad);
    const credential = loadCredential();
    if (!credential) return fail('Enter the bot token to load permissions (or a Bearer token).');
    const id = target;
    const result = await runPermissionCall(
      runner,
      commandPermissionsRequest(applicationId, guildId, id, credential),
      { kind: 'load-one', label, isDefault: command === null },
      { busy: `Loading the entries of ${label}…`, credential: credential.kind, secrets },
    );
    if (result?.kind !== 'loaded') return;
    keep(id, { entries: result.entries, own: result.own });
    if (id === applicationId) setAppDefault(result.entries);
  };

  const loadAll = async () => {
    setSavedNow(false);
    const bad = idsProblem(applicationId, guildId);
    if (bad) return fail(bad);
    const credential = loadCredential();
    if (!credential) return fail('Enter the bot token to load permissions (or a Bearer token).');
    const result = await runPermissionCall(
      runner,
      allPermissionsRequest(applicationId, guildId, credential),
      { kind: 'load-all' },
      {
        busy: 'Loading the entries of every command in this guild…',
        credential: credential.kind,
        secrets,
      },
    );
    if (result?.kind !== 'loaded-all') return;
    setAll(result.list);
    setAppDefault(result.list.find((p) => p.id === applicationId)?.permissions ?? []);
  };

  const save = async () => {
    setSavedNow(false);
    const bad = idsProblem(applicationId, guildId);
    if (bad) return fail(bad);
    const errors = problems.filter((p) => p.severity === 'error').length;
    if (errors > 0)
      return fail(
        `Fix the ${errors === 1 ? 'problem' : `${errors} problems`} under the list before saving.`,
      );
    const token = checkBearerToken(bearer, botToken);
    if (!token.ok) return fail(token.reason);
    const id = target;
    const result = await runPermissionCall(
      runner,
      putPermissionsRequest(applicationId, guildId, id, draft.entries, token.token),
      { kind: 'save', label },
      { busy: `Saving the entries of ${label}…`, credential: 'bearer', secrets },
    );
    if (result?.kind !== 'saved') return;
    setSavedNow(true);
    keep(id, { entries: result.entries, own: result.entries.length > 0 });
    if (id === applicationId) setAppDefault(result.entries);
    setAll((list) =>
      list === null
        ? null
        : [
            ...list.filter((p) => p.id !== id),
            ...(result.entries.length > 0 ? [{ id, permissions: result.entries }] : []),
          ],
    );
  };

  return (
    <section className="perm-editor" aria-labelledby={`${pickId}-title`}>
      <h3 id={`${pickId}-title`}>Command permissions in server {guildId || '(no server id)'}</h3>
      <div className="perm-pick">
        <div className="form-field">
          <label htmlFor={pickId}>Command</label>
          <select
            id={pickId}
            data-testid="perm-command"
            value={target}
            onChange={(e) => setPicked(e.target.value)}
          >
            {commands.map((c) => (
              <option key={c.id} value={c.id}>
                {commandLabel(c)}
                {TYPE_WORDS[c.type] ?? ''}
              </option>
            ))}
            <option value={applicationId}>{DEFAULT_LABEL}</option>
          </select>
        </div>
        <div className="form-actions">
          <button type="button" data-testid="perm-load" disabled={busy} onClick={load}>
            Load
          </button>
          <button
            type="button"
            className="button-secondary"
            data-testid="perm-load-all"
            disabled={busy}
            onClick={loadAll}
          >
            Load all
          </button>
        </div>
      </div>
      <p className="hint">{DRAFT_STATE[String(draft.own)]}</p>
      <EntryList
        entries={draft.entries}
        guildId={guildId}
        problems={problems}
        onChange={(entries) => keep(target, { ...draft, entries })}
      />
      <div className="perm-effect" data-testid="perm-effect" aria-live="polite">
        <p className="hint">
          {draft.own === null
            ? 'What this list would do once saved (what Discord has now is not loaded):'
            : 'What this list does:'}
        </p>
        {effect.map((sentence, i) => (
          <p key={i}>{sentence}</p>
        ))}
      </div>
      <BearerField value={bearer} onChange={setBearer} />
      <div className="form-actions">
        <button type="button" data-testid="perm-save" disabled={busy} onClick={save}>
          Save
        </button>
        {busy && (
          <button type="button" className="button-secondary" onClick={() => runner.cancel()}>
            Cancel
          </button>
        )}
      </div>
      <ResultView state={call} />
      {savedNow && !busy && (
        <p className="hint" data-testid="perm-saved-event">
          Discord now sends{' '}
          <a href={eventHref('APPLICATION_COMMAND_PERMISSIONS_UPDATE')}>
            Application Command Permissions Update
          </a>{' '}
          to the app.
        </p>
      )}
      {all !== null && (
        <AllPermissionsTable
          list={all}
          applicationId={applicationId}
          guildId={guildId}
          commands={commands}
        />
      )}
    </section>
  );
}
