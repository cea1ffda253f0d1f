// A request of one of Discord's other operations (voice channel status, lobbies, invites, message
// search, role member counts, the current member), built from a console's form only after every
// field has been checked against Discord's bounds. The app sends it through its relay with the
// token `auth` names; nothing here knows about the relay or the page.
import type { FieldProblem } from '../rules/field-problem';

export type OperationMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `bot`: the bot token (`Authorization: Bot …`); `bearer`: a user's OAuth2 access token. */
export type OperationAuth = 'bot' | 'bearer';

/** A file part of a multipart request; the JSON body then goes as `payload_json`. */
export interface OperationFile {
  /** The form part's name, e.g. `target_users_file`. */
  part: string;
  filename: string;
  type: string;
  text: string;
}

export interface OperationRequest {
  method: OperationMethod;
  /** Discord's path after `/api/v10`, with its query (`/guilds/1/roles/member-counts`). */
  path: string;
  auth: OperationAuth;
  /** The JSON body; absent for a GET. */
  body?: unknown;
  files?: readonly OperationFile[];
}

export type BuiltRequest =
  { ok: true; request: OperationRequest } | { ok: false; problems: FieldProblem[] };

const SNOWFLAKE = /^\d{17,20}$/;
/** Separators between ids pasted as a list: commas, spaces, semicolons and new lines. */
const LIST_SEPARATORS = /[\s,;]+/;

/** Characters as Discord counts them (code points). */
export const charCount = (text: string): number => [...text].length;

/**
 * The checks of a console's form: each returns the value to send (or undefined) and records a
 * problem under the field's name, so that every problem is found in one pass and shown at once.
 */
export class FormChecks {
  readonly problems: FieldProblem[] = [];

  fail(field: string, message: string): undefined {
    this.problems.push({ field, message });
    return undefined;
  }

  /** A snowflake id; an empty optional one is undefined. */
  id(field: string, value: string, what: string, optional = false): string | undefined {
    const v = value.trim();
    if (v === '') return optional ? undefined : this.fail(field, `Enter the ${what}.`);
    if (!SNOWFLAKE.test(v))
      return this.fail(field, `The ${what} is a number of 17 to 20 digits; "${clip(v)}" is not.`);
    return v;
  }

  /** Ids pasted as a list: each a snowflake, none twice, `min` to `max` of them. */
  ids(field: string, text: string, what: string, range: { min: number; max: number }): string[] {
    const items = text.split(LIST_SEPARATORS).filter((s) => s !== '');
    const bad = items.filter((s) => !SNOWFLAKE.test(s));
    if (bad.length > 0) {
      this.fail(
        field,
        `Each ${what} is a number of 17 to 20 digits; ${bad
          .slice(0, 3)
          .map((b) => `"${clip(b)}"`)
          .join(
            ', ',
          )}${bad.length > 3 ? ` and ${bad.length - 3} more are` : bad.length > 1 ? ' are' : ' is'} not.`,
      );
      return [];
    }
    const seen = new Set<string>();
    const twice = items.filter((s) => seen.size === seen.add(s).size);
    if (twice.length > 0) this.fail(field, `${twice[0]} is listed twice; list each ${what} once.`);
    if (seen.size < range.min || seen.size > range.max) {
      const bounds =
        range.min === range.max
          ? `${range.min}`
          : range.min === 0
            ? `at most ${range.max}`
            : `${range.min} to ${range.max}`;
      this.fail(field, `List ${bounds} ${what}s; this lists ${seen.size}.`);
    }
    return [...seen];
  }

  /** Text of at most `max` characters (and at least `min`, when given). */
  text(field: string, value: string, what: string, bounds: { max: number; min?: number }): string {
    const n = charCount(value);
    const min = bounds.min ?? 0;
    if (n < min)
      this.fail(
        field,
        min === 1
          ? `Enter the ${what}.`
          : `The ${what} takes at least ${min} characters; it has ${n}.`,
      );
    else if (n > bounds.max)
      this.fail(field, `The ${what} takes at most ${bounds.max} characters; it has ${n}.`);
    return value;
  }

  /** A whole number from `min` to `max`; an empty optional one is undefined. */
  integer(
    field: string,
    value: string,
    what: string,
    bounds: { min: number; max: number },
    optional = false,
  ): number | undefined {
    const v = value.trim();
    if (v === '') return optional ? undefined : this.fail(field, `Enter the ${what}.`);
    if (!/^-?\d+$/.test(v) || Number(v) < bounds.min || Number(v) > bounds.max)
      return this.fail(
        field,
        `The ${what} is a whole number from ${bounds.min} to ${bounds.max}; "${clip(v)}" is not.`,
      );
    return Number(v);
  }

  /** The request when no check failed, else every problem found. */
  result(request: () => OperationRequest): BuiltRequest {
    return this.problems.length > 0
      ? { ok: false, problems: [...this.problems] }
      : { ok: true, request: request() };
  }
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** A path segment from a checked id or code: encoded all the same, so it can never add a segment. */
export const seg = encodeURIComponent;
