// The list of entries being edited: a row per entry (role, user or channel; its id; allow or deny;
// remove), buttons to add an entry or one of the two constants, the n / 100 counter, and the
// model's problems of the list with their paths.
import type { Problem } from '../../../model';
import type { EntryType, PermissionEntry } from './permission-entries';
import {
  CHANNEL,
  MAX_ENTRIES,
  ROLE,
  USER,
  allChannelsEntry,
  constantName,
  everyoneEntry,
  shortPath,
} from './permission-entries';

export interface EntryListProps {
  entries: readonly PermissionEntry[];
  guildId: string;
  problems: readonly Problem[];
  onChange: (entries: PermissionEntry[]) => void;
}

const TYPE_OPTIONS: { value: EntryType; label: string }[] = [
  { value: ROLE, label: 'Role' },
  { value: USER, label: 'User' },
  { value: CHANNEL, label: 'Channel' },
];

function EntryRow({
  entry,
  index,
  guildId,
  onChange,
  onRemove,
}: {
  entry: PermissionEntry;
  index: number;
  guildId: string;
  onChange: (entry: PermissionEntry) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const constant = constantName(entry, guildId);
  return (
    <li className="perm-entry">
      <select
        aria-label={`Entry ${n}: kind`}
        data-testid={`perm-entry-type:${index}`}
        value={entry.type}
        onChange={(e) => onChange({ ...entry, type: Number(e.target.value) as EntryType })}
      >
        {TYPE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <input
        className="form-input perm-entry-id"
        aria-label={`Entry ${n}: id`}
        data-testid={`perm-entry-id:${index}`}
        value={entry.id}
        placeholder="17 to 20 digits"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange({ ...entry, id: e.target.value.trim() })}
      />
      <select
        aria-label={`Entry ${n}: allow or deny`}
        data-testid={`perm-entry-allow:${index}`}
        value={entry.permission ? 'allow' : 'deny'}
        onChange={(e) => onChange({ ...entry, permission: e.target.value === 'allow' })}
      >
        <option value="allow">Allow</option>
        <option value="deny">Deny</option>
      </select>
      <span className="perm-entry-name hint">{constant ?? ''}</span>
      <button
        type="button"
        className="button-secondary"
        aria-label={`Remove entry ${n}`}
        data-testid={`perm-entry-remove:${index}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </li>
  );
}

export function EntryList({ entries, guildId, problems, onChange }: EntryListProps) {
  const full = entries.length >= MAX_ENTRIES;
  const everyone = everyoneEntry(guildId, false);
  const allChannels = allChannelsEntry(guildId, false);
  const has = (c: PermissionEntry | null) =>
    c !== null && entries.some((e) => e.type === c.type && e.id === c.id);
  const add = (entry: PermissionEntry) => onChange([...entries, entry]);
  return (
    <div className="perm-list">
      {entries.length === 0 ? (
        <p className="hint">No entries in this list.</p>
      ) : (
        <ol className="perm-entries">
          {entries.map((entry, i) => (
            <EntryRow
              // Rows have no id of their own; every field is controlled, so the index is enough.
              key={i}
              entry={entry}
              index={i}
              guildId={guildId}
              onChange={(next) => onChange(entries.map((e, j) => (j === i ? next : e)))}
              onRemove={() => onChange(entries.filter((_, j) => j !== i))}
            />
          ))}
        </ol>
      )}
      <div className="form-actions">
        <button
          type="button"
          className="button-secondary"
          data-testid="perm-add"
          disabled={full}
          onClick={() => add({ id: '', type: ROLE, permission: true })}
        >
          Add an entry
        </button>
        <button
          type="button"
          className="button-secondary"
          data-testid="perm-add-everyone"
          disabled={full || has(everyone)}
          title={`Every member: role id ${everyone.id} (the server id)`}
          onClick={() => add(everyone)}
        >
          Add @everyone (deny)
        </button>
        <button
          type="button"
          className="button-secondary"
          data-testid="perm-add-all-channels"
          disabled={full || allChannels === null || has(allChannels)}
          title={
            allChannels
              ? `Every channel: channel id ${allChannels.id} (the server id minus 1)`
              : undefined
          }
          onClick={() => allChannels && add(allChannels)}
        >
          Add All channels (deny)
        </button>
        <span className="perm-count hint" data-testid="perm-count">
          {entries.length} / {MAX_ENTRIES}
        </span>
      </div>
      {problems.length > 0 && (
        <ul className="perm-problems" data-testid="perm-problems">
          {problems.map((p, i) => (
            <li key={i} className={`perm-problem problem-${p.severity}`} data-path={p.path}>
              <span className={`badge badge-${p.severity}`}>
                {p.severity === 'error' ? 'Error' : 'Warning'}
              </span>{' '}
              {/* The model's sentence names the field itself, most of the time. */}
              {!p.message.includes(shortPath(p.path)) && <code>{shortPath(p.path)} </code>}
              {p.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
