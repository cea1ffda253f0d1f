// What the picker offers for an option's value: True / False for a boolean, else what the model's
// optionSelectables offers (choices, with their names in the user's locale, or the sample guild's
// users, roles and channels); text and numbers are typed. What a typed text sends is resolved here.
import type { Node } from '../../model';
import { optionSelectables, SAMPLE_GUILD } from '../../model';
import type { Locale, Localizations } from '../../model/commands';
import { localizedFor } from '../../model/commands';
import type { Selectable } from '../../model/interactions/select';
import { isRecord } from '../media/read';
import { matches } from '../select/select-values';

export interface Suggestion {
  /** What the option sends: a choice's value as text, "true", or an entity's id. */
  value: string;
  /** What the person sees in the list and, once chosen, in the box. */
  label: string;
  /** Users, roles and channels draw like a select's entries. */
  entity?: Selectable;
}

const TRUE_FALSE: readonly Suggestion[] = [
  { value: 'true', label: 'True' },
  { value: 'false', label: 'False' },
];

/** A choice's name as a user of `locale` sees it (the choice found by its value). */
function choiceLabel(option: Node, value: string, name: string, locale: Locale): string {
  const raw = Array.isArray(option.props.choices) ? option.props.choices : [];
  const choice = raw.find((c) => isRecord(c) && String(c.value) === value);
  const localizations = (
    isRecord(choice) && isRecord(choice.name_localizations) ? choice.name_localizations : null
  ) as Localizations;
  return localizedFor(locale, name, localizations);
}

/** Everything the option offers before the person types (empty for free text). */
export function suggestionsOf(option: Node, locale: Locale): Suggestion[] {
  if (option.kind === 'boolean-option') return [...TRUE_FALSE];
  return (optionSelectables(option, SAMPLE_GUILD) ?? []).map((s) =>
    s.kind === 'option'
      ? { value: s.value, label: choiceLabel(option, s.value, s.label, locale) }
      : { value: s.value, label: s.label, entity: s },
  );
}

/** True when the option offers a list to choose from rather than (only) free text. */
export function hasList(option: Node): boolean {
  return option.kind === 'boolean-option' || optionSelectables(option, SAMPLE_GUILD) !== null;
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
