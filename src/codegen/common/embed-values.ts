// What the embed and poll code of both languages checks a design's values against before writing
// them: Discord's ISO 8601 timestamps, the URLs discord.js's embed setters accept, the text
// lengths their validators allow, and the emoji a poll answer may show.
import { isPlainObject } from '../../model';
import type { Notes } from './shared';
import { shown } from './shared';

/** Date and time with a zone: what Discord reads, and what every engine's Date.parse reads alike. */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant of an ISO 8601 timestamp as `YYYY-MM-DDTHH:MM:SS.sssZ`, or null for anything else,
 * including years outside 1 to 9999 (Python's datetime has no others).
 */
export function isoInstant(value: unknown): string | null {
  if (typeof value !== 'string' || !ISO.test(value)) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  const iso = new Date(ms).toISOString();
  return /^\d{4}-/.test(iso) && !iso.startsWith('0000-') ? iso : null;
}

/** The protocols discord.js's embed setters accept: links, and images (which may be uploads). */
export const LINK = ['http:', 'https:'] as const;
export const IMAGE = ['http:', 'https:', 'attachment:'] as const;

/** Whether `value` is a URL that `new URL()` reads with one of `protocols`, as discord.js checks. */
export function isUrl(value: unknown, protocols: readonly string[]): value is string {
  if (typeof value !== 'string') return false;
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A string of `min` to `max` UTF-16 units, as discord.js's validators count. */
export const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

/** A colour Discord takes: an integer from 0 to 0xffffff. */
export const isColour = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffffff;

/** A poll answer's emoji: a unicode one by its text, or a custom one by its id. */
export type PollEmoji =
  | { kind: 'unicode'; name: string }
  | { kind: 'custom'; id: string; name?: string; animated: boolean };

const SNOWFLAKE = /^\d{1,20}$/;

/**
 * A poll answer's emoji read from the design, or null when it is neither kind (then noted).
 * Keys other than id, name and animated are noted and left out.
 */
export function pollEmoji(
  value: unknown,
  path: string,
  notes: Notes,
  lib: string,
): PollEmoji | null {
  if (!isPlainObject(value)) {
    notes.leftOut(path, `not an emoji, so not sent (${shown(value)})`);
    return null;
  }
  for (const [k, v] of Object.entries(value))
    if (k !== 'id' && k !== 'name' && k !== 'animated')
      notes.leftOut(`${path}.${k}`, `${lib} has no such emoji field (${shown(v)})`);
  const { id, name, animated } = value;
  if (id !== undefined && id !== null) {
    if (typeof id !== 'string' || !SNOWFLAKE.test(id)) {
      notes.leftOut(path, `its id is not a snowflake, so it is not sent (${shown(value)})`);
      return null;
    }
    return {
      kind: 'custom',
      id,
      ...(typeof name === 'string' ? { name } : {}),
      animated: animated === true,
    };
  }
  if (typeof name === 'string' && name.length > 0) return { kind: 'unicode', name };
  notes.leftOut(path, `neither an id nor a name, so not sent (${shown(value)})`);
  return null;
}
