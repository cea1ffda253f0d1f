// Why a stored record cannot be read, in words: zod's first issue as "where what", where is the
// path into the record (`nodes[0].components[1].key`, slots left out) and what is said plainly.
import type { zm } from '../zod';

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/** What is wrong, after the path: "is missing", "is not a list". For zod's per-parse `error`. */
export function issueWords(issue: zm.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'is missing'
        : `is not ${EXPECTED[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `is ${JSON.stringify(issue.input) ?? 'missing'}, not one of ${issue.values
        .map((v) => JSON.stringify(v))
        .join(', ')}`;
    case 'too_small':
      return typeof issue.input === 'string' ? 'is empty' : `is below ${String(issue.minimum)}`;
    case 'unrecognized_keys':
      return `has an unknown slot ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
    default:
      // Every other issue of these schemas carries its own words; this is never seen.
      return 'is not valid';
  }
}

/** `['doc', 'nodes', 0, 'slots', 'components', 1, 'key']` -> `nodes[0].components[1].key`. */
export function pathWords(path: readonly PropertyKey[]): string {
  let out = '';
  for (const [i, seg] of path.entries()) {
    if (seg === 'slots' && typeof path[i - 1] === 'number') continue;
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += `${out === '' ? '' : '.'}${String(seg)}`;
  }
  return out;
}

/**
 * "nodes[0].key is missing", from a failed parse's first issue; its path starts after `within`
 * when the issue is inside it (the issue's path says whether: `inside`).
 */
export function firstIssue(
  error: zm.core.$ZodError,
  within?: string,
): { inside: boolean; words: string } {
  const issue = error.issues[0];
  if (!issue) return { inside: false, words: 'is not readable' };
  const inside = within !== undefined && issue.path[0] === within && issue.path.length > 1;
  const path = inside ? issue.path.slice(1) : issue.path;
  return { inside, words: `${pathWords(path)} ${issue.message}` };
}
