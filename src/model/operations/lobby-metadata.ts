// A lobby's or a member's metadata: a map of string keys to string values, typed as a JSON object
// of strings and checked before sending. Discord bounds all keys and values of one map together.
import { OPERATION_LIMITS } from '../operation-limits';
import { isPlainObject } from '../payload/envelope';
import type { FormChecks } from './request';
import { charCount } from './request';

export const METADATA_EXAMPLE = '{"mode": "duel"}';

/**
 * The metadata typed as JSON text, checked: undefined when blank (nothing sent), else a map of
 * strings whose keys and values together take at most 1000 characters.
 */
export function metadataMap(
  checks: FormChecks,
  field: string,
  text: string,
  what: string,
): Record<string, string> | undefined {
  if (text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isPlainObject(parsed))
    return checks.fail(
      field,
      `The ${what} is a JSON object of text values, such as ${METADATA_EXAMPLE}; this is not one.`,
    );
  const map: Record<string, string> = {};
  let total = 0;
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string')
      return checks.fail(
        field,
        `Every value of the ${what} is text in quotes; "${key.slice(0, 40)}" has ${value === null ? 'null' : typeof value}.`,
      );
    total += charCount(key) + charCount(value);
    // A key such as "__proto__" stays an own key of a plain map, as JSON.parse made it.
    Object.defineProperty(map, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  const max = OPERATION_LIMITS.lobby.metadata;
  if (total > max)
    return checks.fail(
      field,
      `The ${what} takes at most ${max} characters of keys and values together; it has ${total}.`,
    );
  return map;
}
