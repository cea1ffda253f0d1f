// The search's filters, each under the name its check uses, with its bound said in the hint.
// Author types and attachment kinds are each asked for, asked against (sent with `-`) or left out.
import { OPERATION_LIMITS } from '../../../model';
import type { SearchForm, Tri, YesNo } from '../../../model/operations';
import { AUTHOR_TYPES, HAS_KINDS } from '../../../model/operations';
import { CheckField, SelectField, TextField } from '../operations/fields';

const L = OPERATION_LIMITS.search;
const TRI: { value: Tri; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'with', label: 'Only' },
  { value: 'without', label: 'Not' },
];
const HAS_TRI: { value: Tri; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'with', label: 'With' },
  { value: 'without', label: 'Without' },
];
const YES_NO: { value: YesNo; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
const ids = 'One id per line, or separated by commas';

export function SearchFilters({
  form,
  set,
}: {
  form: SearchForm;
  set: (patch: Partial<SearchForm>) => void;
}) {
  return (
    <>
      <TextField
        field="guildId"
        label="Server id"
        value={form.guildId}
        onChange={(v) => set({ guildId: v })}
        placeholder="17 to 20 digits"
        numeric
      />
      <TextField
        field="content"
        label="Text to find"
        value={form.content}
        onChange={(v) => set({ content: v })}
        hint={`At most ${L.content} characters.`}
      />
      <TextField
        field="authorIds"
        label="Authors (user ids)"
        value={form.authorIds}
        onChange={(v) => set({ authorIds: v })}
        rows={2}
        placeholder={ids}
        hint={`Up to ${L.authorIds}.`}
      />
      <TextField
        field="channelIds"
        label="Channels (ids)"
        value={form.channelIds}
        onChange={(v) => set({ channelIds: v })}
        rows={2}
        placeholder={ids}
        hint={`Up to ${L.channelIds}.`}
      />
      <TextField
        field="mentions"
        label="Mentioning (user ids)"
        value={form.mentions}
        onChange={(v) => set({ mentions: v })}
        rows={2}
        placeholder={ids}
        hint={`Up to ${L.mentions}.`}
      />
      <fieldset className="tool-field-wide op-tri" data-testid="search-kinds">
        <legend>Author type, mentions, pins and what messages have</legend>
        {AUTHOR_TYPES.map((t) => (
          <SelectField
            key={t}
            field={`authorType.${t}`}
            label={`By a ${t}`}
            value={form.authorTypes[t] ?? 'any'}
            onChange={(v) => set({ authorTypes: { ...form.authorTypes, [t]: v } })}
            options={TRI}
          />
        ))}
        <SelectField
          field="mentionEveryone"
          label="Mentions @everyone"
          value={form.mentionEveryone}
          onChange={(v) => set({ mentionEveryone: v })}
          options={YES_NO}
        />
        <SelectField
          field="pinned"
          label="Pinned"
          value={form.pinned}
          onChange={(v) => set({ pinned: v })}
          options={YES_NO}
        />
        {HAS_KINDS.map((k) => (
          <SelectField
            key={k}
            field={`has.${k}`}
            label={`Has ${k === 'snapshot' ? 'a forward' : k === 'file' ? 'a file' : `${/^[aeiou]/.test(k) ? 'an' : 'a'} ${k}`}`}
            value={form.has[k] ?? 'any'}
            onChange={(v) => set({ has: { ...form.has, [k]: v } })}
            options={HAS_TRI}
          />
        ))}
      </fieldset>
      <TextField
        field="maxId"
        label="Before message id"
        value={form.maxId}
        onChange={(v) => set({ maxId: v })}
        placeholder="Optional"
        numeric
      />
      <TextField
        field="minId"
        label="After message id"
        value={form.minId}
        onChange={(v) => set({ minId: v })}
        placeholder="Optional"
        numeric
      />
      <SelectField
        field="sortBy"
        label="Sort by"
        value={form.sortBy}
        onChange={(v) => set({ sortBy: v })}
        options={[
          { value: '', label: 'Discord’s default (time)' },
          { value: 'timestamp', label: 'Time' },
          { value: 'relevance', label: 'Relevance' },
        ]}
      />
      <SelectField
        field="sortOrder"
        label="Order"
        value={form.sortOrder}
        onChange={(v) => set({ sortOrder: v })}
        hint="Relevance ignores the order."
        options={[
          { value: '', label: 'Discord’s default (newest first)' },
          { value: 'desc', label: 'Newest first' },
          { value: 'asc', label: 'Oldest first' },
        ]}
      />
      <TextField
        field="limit"
        label="Results per page"
        value={form.limit}
        onChange={(v) => set({ limit: v })}
        hint={`${L.limit.min} to ${L.limit.max}.`}
        numeric
      />
      <TextField
        field="offset"
        label="Offset"
        value={form.offset}
        onChange={(v) => set({ offset: v })}
        hint={`${L.offset.min} to ${L.offset.max}: results skipped.`}
        numeric
      />
      <CheckField
        field="includeNsfw"
        label="Include age-restricted channels"
        checked={form.includeNsfw}
        onChange={(v) => set({ includeNsfw: v })}
      />
    </>
  );
}
