// Discord's 50035 "Invalid Form Body" error: an `errors` tree that mirrors the request body (array
// indexes as string keys) down to `_errors` lists. The fake builds it from the model's problems,
// whose paths are JSONPaths into the same body, so the app can map Discord's answer back to nodes.
import type { Problem } from '../../src/model';

export interface DiscordFieldError {
  code: string;
  message: string;
}

export interface ErrorTree {
  _errors?: DiscordFieldError[];
  [key: string]: ErrorTree | DiscordFieldError[] | undefined;
}

export interface InvalidFormBody {
  code: 50035;
  message: 'Invalid Form Body';
  errors: ErrorTree;
}

/** `$.components[0]["a b"].label` -> ['components', '0', 'a b', 'label']; null if it is not such a path. */
export function parseProblemPath(path: string): string[] | null {
  if (!path.startsWith('$')) return null;
  const keys: string[] = [];
  let i = 1;
  while (i < path.length) {
    const rest = path.slice(i);
    const dotted = /^\.([A-Za-z_$][\w$]*)/.exec(rest);
    const indexed = /^\[(\d+)\]/.exec(rest);
    if (dotted?.[1] !== undefined) {
      keys.push(dotted[1]);
      i += dotted[0].length;
    } else if (indexed?.[1] !== undefined) {
      keys.push(indexed[1]);
      i += indexed[0].length;
    } else if (rest.startsWith('["')) {
      const end = closingQuote(rest, 2);
      if (end === -1 || rest[end + 1] !== ']') return null;
      try {
        keys.push(JSON.parse(rest.slice(1, end + 1)) as string);
      } catch {
        return null;
      }
      i += end + 2;
    } else {
      return null;
    }
  }
  return keys;
}

function closingQuote(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === '"') return i;
  }
  return -1;
}

// Discord's own codes for the checks the model makes under another name; the rest are the model's
// code in Discord's spelling, e.g. duplicate-custom-id -> DUPLICATE_CUSTOM_ID.
const DISCORD_CODES: Record<string, string> = {
  'too-long': 'BASE_TYPE_MAX_LENGTH',
  'too-many': 'BASE_TYPE_MAX_LENGTH',
  'too-short': 'BASE_TYPE_MIN_LENGTH',
  'too-few': 'BASE_TYPE_MIN_LENGTH',
  'missing-field': 'BASE_TYPE_REQUIRED',
  'invalid-value': 'BASE_TYPE_CHOICES',
  'invalid-type': 'MODEL_TYPE_CONVERT',
  'invalid-format': 'STRING_TYPE_REGEX',
  'unknown-component-type': 'UNION_TYPE_CHOICES',
};

/** The `code` Discord would put in `_errors` for a problem code of the model. */
export function discordErrorCode(code: string): string {
  return DISCORD_CODES[code] ?? code.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

/** Every error-severity problem under `_errors` at its path; warnings are not Discord errors. */
export function errorTree(problems: readonly Problem[]): ErrorTree {
  const root: ErrorTree = Object.create(null) as ErrorTree;
  for (const p of problems) {
    if (p.severity !== 'error') continue;
    let node = root;
    for (const key of parseProblemPath(p.path) ?? []) {
      let child = node[key];
      if (child === undefined || Array.isArray(child)) {
        child = Object.create(null) as ErrorTree;
        node[key] = child;
      }
      node = child;
    }
    (node._errors ??= []).push({ code: discordErrorCode(p.code), message: p.message });
  }
  return root;
}

/** The 400 body Discord sends for these problems. */
export function invalidFormBody(problems: readonly Problem[]): InvalidFormBody {
  return { code: 50035, message: 'Invalid Form Body', errors: errorTree(problems) };
}
