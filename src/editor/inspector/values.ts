// Reading untyped field values: a node keeps whatever JSON was imported, so the inspector shows
// what it can and never throws on a wrong type.
import type { NodeKind } from '../../model';
import { isCommandFamily } from '../../model/commands';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const asRecord = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The text to show in a text box for any stored value. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return '';
  }
}

export const SNOWFLAKE = /^\d{1,20}$/;

/** Fields that Discord treats as true when they are missing: a component's, a command's. */
const DEFAULT_TRUE = new Set(['required', 'divider']);
const COMMAND_DEFAULT_TRUE = new Set(['dm_permission', 'default_permission']);

/** Whether Discord takes a missing field of this kind as true (an option's `required` is false). */
const trueByDefault = (name: string, kind: NodeKind | null) =>
  (kind !== null && isCommandFamily(kind) ? COMMAND_DEFAULT_TRUE : DEFAULT_TRUE).has(name);

/** The state a checkbox shows for a field that may be missing. */
export function booleanOf(name: string, value: unknown, kind: NodeKind | null = null): boolean {
  return typeof value === 'boolean' ? value : trueByDefault(name, kind);
}

/**
 * What to store when a checkbox changes: true, or false where Discord's default is true, and
 * nothing at all where false is the default anyway (keeps exports free of `"disabled": false`).
 */
export function storedBoolean(
  name: string,
  checked: boolean,
  kind: NodeKind | null = null,
): boolean | undefined {
  if (checked) return true;
  return trueByDefault(name, kind) ? false : undefined;
}

/** A copy of `list` with the entry at `from` moved by `by` places; the same list when it cannot. */
export function moveItem<T>(list: readonly T[], from: number, by: number): T[] {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** An object without the keys whose value is undefined, blank strings removed too where asked. */
export function tidy(
  obj: Record<string, unknown>,
  blankRemoves: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (v === undefined) continue;
    if (v === '' && blankRemoves.includes(k)) continue;
    out[k] = v;
  }
  return out;
}

/**
 * A list of values with `value` ticked or unticked, numbers in order; undefined once nothing is
 * ticked, so the field goes away rather than staying as an empty list.
 */
export function toggleInList(list: readonly unknown[], value: unknown, on: boolean) {
  const next = on ? [...list, value] : list.filter((v) => v !== value);
  next.sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : 0));
  return next.length === 0 ? undefined : next;
}
