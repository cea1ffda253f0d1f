// The search's filters, each under the name its check uses, with its bound said in the hint.
// Author types and attachment kinds are each asked for, asked against (sent with `-`) or left out.
import { withArticle } from '../../../model';
import { OPERATION_LIMITS } from '../../../model/operation-limits';
import type { SearchForm, Tri, YesNo } from '../../../model/operations';
import { AUTHOR_TYPES, HAS_KINDS } from '../../../model/operations';
import { CheckField, SelectField, TextField, formBinder } from '../operations/fields';

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
  const bind = formBinder(form, set);
  return (
    <>
      <TextField {...bind('guildId')} label="Server id" placeholder="17 to 20 digits" numeric />
      <TextField
        {...bind('content')}
        label="Text to find"
        hint={`At most ${L.content} characters.`}
      />
      <TextField
        {...bind('authorIds')}
        label="Authors (user ids)"
        rows={2}
        placeholder={ids}
        hint={`Up to ${L.authorIds}.`}
      />
      <TextField
        {...bind('channelIds')}
        label="Channels (ids)"
        rows={2}
        placeholder={ids}
        hint={`Up to ${L.channelIds}.`}
      />
      <TextField
        {...bind('mentions')}
        label="Mentioning (user ids)"
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
        <SelectField {...bind('mentionEveryone')} label="Mentions @everyone" options={YES_NO} />
        <SelectField {...bind('pinned')} label="Pinned" options={YES_NO} />
        {HAS_KINDS.map((k) => (
          <SelectField
            key={k}
            field={`has.${k}`}
            label={`Has ${k === 'snapshot' ? 'a forward' : k === 'file' ? 'a file' : withArticle(k)}`}
            value={form.has[k] ?? 'any'}
            onChange={(v) => set({ has: { ...form.has, [k]: v } })}
            options={HAS_TRI}
          />
        ))}
      </fieldset>
      <TextField {...bind('maxId')} label="Before message id" placeholder="Optional" numeric />
      <TextField {...bind('minId')} label="After message id" placeholder="Optional" numeric />
      <SelectField
        {...bind('sortBy')}
        label="Sort by"
        options={[
          { value: '', label: 'Discord’s default (time)' },
          { value: 'timestamp', label: 'Time' },
          { value: 'relevance', label: 'Relevance' },
        ]}
      />
      <SelectField
        {...bind('sortOrder')}
        label="Order"
        hint="Relevance ignores the order."
        options={[
          { value: '', label: 'Discord’s default (newest first)' },
          { value: 'desc', label: 'Newest first' },
          { value: 'asc', label: 'Oldest first' },
        ]}
      />
      <TextField
        {...bind('limit')}
        label="Results per page"
        hint={`${L.limit.min} to ${L.limit.max}.`}
        numeric
      />
      <TextField
        {...bind('offset')}
        label="Offset"
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
