// The fake's checks of a JSON body, answered as Discord does: 400 code 50035 "Invalid Form Body"
// with an `errors` tree naming each field (BASE_TYPE_MAX_LENGTH and the like). Used by the routes
// of the Tools page's operations (voice status, lobbies, the current member).
import type { Problem } from '../../src/model';
import { invalidFormBody } from './error-tree';
import type { FakeResponse } from './routes';

/** Characters as Discord counts them (code points). */
const chars = (text: string): number => [...text].length;

const isMap = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export class BodyChecks {
  private readonly problems: Problem[] = [];

  fail(path: string, code: string, message: string): undefined {
    this.problems.push({ path, code, message, severity: 'error' });
    return undefined;
  }

  /** A string field: absent is fine unless `required`; null only when `nullable`. */
  string(
    path: string,
    value: unknown,
    bounds: { min?: number; max: number; required?: boolean; nullable?: boolean },
  ): string | null | undefined {
    if (value === undefined)
      return bounds.required
        ? this.fail(path, 'missing-field', 'This field is required')
        : undefined;
    if (value === null)
      return bounds.nullable ? null : this.fail(path, 'invalid-type', 'Must be a string.');
    if (typeof value !== 'string') return this.fail(path, 'invalid-type', 'Must be a string.');
    const n = chars(value);
    if (n < (bounds.min ?? 0))
      return this.fail(path, 'too-short', `Must be ${bounds.min} or more in length.`);
    if (n > bounds.max)
      return this.fail(path, 'too-long', `Must be ${bounds.max} or fewer in length.`);
    return value;
  }

  /** A whole number from `min` to `max`, when present. */
  integer(path: string, value: unknown, min: number, max: number): number | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value))
      return this.fail(path, 'NUMBER_TYPE_COERCE', `Value "${String(value)}" is not int.`);
    if (value < min)
      return this.fail(
        path,
        'NUMBER_TYPE_MIN',
        `int value should be greater than or equal to ${min}.`,
      );
    if (value > max)
      return this.fail(
        path,
        'NUMBER_TYPE_MAX',
        `int value should be less than or equal to ${max}.`,
      );
    return value;
  }

  /** A map of strings whose keys and values take at most `max` characters together. */
  stringMap(path: string, value: unknown, max: number): Record<string, string> | null | undefined {
    if (value === undefined || value === null) return value;
    if (!isMap(value) || Object.values(value).some((v) => typeof v !== 'string'))
      return this.fail(path, 'DICT_TYPE_CONVERT', 'Only dictionaries of strings may be used.');
    const total = Object.entries(value).reduce((n, [k, v]) => n + chars(k) + chars(v as string), 0);
    if (total > max) return this.fail(path, 'too-long', `Must be ${max} or fewer in length.`);
    return value as Record<string, string>;
  }

  /** Discord's 400 for the problems found, or null when the body passed. */
  refusal(): FakeResponse | null {
    return this.problems.length === 0
      ? null
      : { status: 400, body: invalidFormBody(this.problems) };
  }
}

/** `$.a[0].b` from keys, as error-tree.ts reads problem paths. */
export function jsonPath(...keys: (string | number)[]): string {
  return `$${keys.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('')}`;
}

export { isMap };
