// A field's value as the plan hands it to the printers: what Discord would take from it, in the
// one form a library's builder takes. A `null` in an optional field (JDA's `poll: null`,
// discordgo's `choices: null`) is the field not given, so it is not printed; a snowflake written
// as a JSON number (JDA's emoji ids) becomes its string of digits, as every library's types want.
import type { z } from 'zod';
import { snowflake } from '../catalog/schemas';
import { isPlainObject } from '../payload/envelope';
import { nullMeansAbsent, schemaOfPart, unwrapped } from '../rules/absent-fields';

/** Whether a field of an object checked by `schema` is left out: null where it may be absent. */
export const isUnsetField = (schema: z.ZodType | undefined, key: string, value: unknown): boolean =>
  value === null && schema !== undefined && nullMeansAbsent(schema, [key]);

/** `value` with every snowflake that `schema` says it holds as a string of digits. */
export function wireValue(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return value;
  if (unwrapped(schema) === snowflake)
    return typeof value === 'number' && Number.isInteger(value) ? BigInt(value).toString() : value;
  if (Array.isArray(value)) return value.map((v, i) => wireValue(schemaOfPart(schema, i), v));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = wireValue(schemaOfPart(schema, k), v);
    return out;
  }
  return value;
}
