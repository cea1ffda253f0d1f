// What the picker offers for an option's value: True / False for a boolean, the choices of an
// option that has them (in the user's locale), the sample guild's users, roles and channels for
// entity options; text and numbers are typed. What a typed text sends is resolved here too.
import type { Node, NodeKind } from '../../model';
import { SAMPLE_GUILD } from '../../model';
import type { Locale, Localizations } from '../../model/commands';
import { localizedFor } from '../../model/commands';
import type { Selectable } from '../../model/interactions/select';
import { selectablesOf } from '../../model/interactions/select';
import { isRecord, str } from '../media/read';
import { matches } from '../select/select-values';

export interface Suggestion {
  /** What the option sends: a choice's value as text, "true", or an entity's id. */
  value: string;
  /** What the person sees in the list and, once chosen, in the box. */
  label: string;
  /** Users, roles and channels draw like a select's entries. */
  entity?: Selectable;
}

// The entity options list what the select of the same entity lists (the select's rules for
// channel_types included), so the two can never disagree.
const SELECT_OF: Partial<Record<NodeKind, NodeKind>> = {
  'user-option': 'user-select',
  'role-option': 'role-select',
  'mentionable-option': 'mentionable-select',
  'channel-option': 'channel-select',
};

/** A choice list as the option holds it (entries that are not choices are skipped). */
export function choicesOf(option: Node, locale: Locale): Suggestion[] {
  const raw = Array.isArray(option.props.choices) ? option.props.choices : [];
  return raw.filter(isRecord).flatMap((choice) => {
    const { value } = choice;
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    const name = str(choice.name) ?? String(value);
    const localizations = (
      isRecord(choice.name_localizations) ? choice.name_localizations : null
    ) as Localizations;
    return [{ value: String(value), label: localizedFor(locale, name, localizations) }];
  });
}

/** True when the option offers a list to choose from rather than (only) free text. */
export function hasList(option: Node): boolean {
  return (
    option.kind === 'boolean-option' ||
    option.kind in SELECT_OF ||
    (Array.isArray(option.props.choices) && option.props.choices.length > 0)
  );
}

/** Everything the option offers before the person types (empty for free text). */
export function suggestionsOf(option: Node, locale: Locale): Suggestion[] {
  if (option.kind === 'boolean-option') {
    return [
      { value: 'true', label: 'True' },
      { value: 'false', label: 'False' },
    ];
  }
  const selectKind = SELECT_OF[option.kind];
  if (selectKind) {
    const entities = selectablesOf({ ...option, kind: selectKind }, SAMPLE_GUILD) ?? [];
    return entities.map((entity) => ({ value: entity.value, label: entity.label, entity }));
  }
  return choicesOf(option, locale);
}

/** The suggestions that match what is typed so far (all of them for an empty box). */
export function filterSuggestions(list: readonly Suggestion[], typed: string): Suggestion[] {
  const q = typed.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter((s) =>
    s.entity ? matches(s.entity, q) : s.label.toLowerCase().includes(q) || s.value === typed,
  );
}

/**
 * What the option sends for the box's text: the suggestion picked (kept only while the text still
 * shows it), else a suggestion whose label is exactly the text, else the text as typed (which the
 * builder may refuse, as Discord's client would).
 */
export function inputFor(list: readonly Suggestion[], text: string, picked?: string): string {
  if (picked !== undefined) return picked;
  const t = text.trim().toLowerCase();
  const exact = t ? list.find((s) => s.label.toLowerCase() === t) : undefined;
  return exact ? exact.value : text;
}
