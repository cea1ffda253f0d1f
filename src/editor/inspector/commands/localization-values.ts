// Editing a localization dictionary (locale -> text) as a node keeps it: whatever was imported
// stays, an emptied entry goes away (Discord would refuse an empty name), and an emptied
// dictionary is no field at all.
import { LOCALES, isLocale } from '../../../model/commands';
import { asRecord } from '../values';

/** `dict` with `key` set to `text`, or without it when `text` is empty; undefined when nothing is left. */
export function withLocale(
  dict: unknown,
  key: string,
  text: string,
): Record<string, unknown> | undefined {
  const next: Record<string, unknown> = { ...asRecord(dict) };
  if (text === '') delete next[key];
  else next[key] = text;
  return Object.keys(next).length === 0 ? undefined : next;
}

/** How many of Discord's locales hold a text. */
export function filledCount(dict: unknown): number {
  const d = asRecord(dict);
  return LOCALES.filter((l) => typeof d[l] === 'string' && d[l] !== '').length;
}

/** The keys that are not Discord locales ("en", "pt"), kept so they can be fixed. */
export function strayKeys(dict: unknown): string[] {
  return Object.keys(asRecord(dict)).filter((k) => !isLocale(k));
}
