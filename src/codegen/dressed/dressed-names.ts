// Names and paths for the dressed printer: the plan's words cased for TypeScript (never a reserved
// word), the file a handler or command lives in, and the RegExp literal that routes one custom_id.
import type { Words } from '../../model';

/** A file the printer prints, by its path in the project (`src/...`). */
export interface PrintedFile {
  path: string;
  text: string;
}

const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends ' +
    'false finally for function if import in instanceof new null return super switch this throw ' +
    'true try typeof var void while with as implements interface let package private protected ' +
    'public static yield await async of type arguments eval undefined interaction values'
  ).split(' '),
);

/** `['on', 'release', 'approve']` -> `onReleaseApprove`; a reserved word gets a trailing `_`. */
export function camel(words: Words): string {
  const name = words
    .map((w, i) => (i === 0 ? w : `${w.slice(0, 1).toUpperCase()}${w.slice(1)}`))
    .join('');
  return RESERVED.has(name) ? `${name}_` : name;
}

/** A file name from a plan name: its words joined by `_` (letters and digits only). */
export const fileWords = (words: Words) => words.join('_');

const hex4 = (c: number) => c.toString(16).padStart(4, '0');

/**
 * A RegExp literal matching exactly `customId`: regex characters escaped, and every control
 * character, line separator, surrogate and non-ASCII space as a `\u` escape, so the literal stays
 * on one line and means the same in dressed's `new RegExp(source)`.
 */
export function routePattern(customId: string): string {
  let out = '';
  for (let i = 0; i < customId.length; i += 1) {
    const ch = customId[i]!;
    const c = customId.charCodeAt(i);
    if ('\\^$.*+?()[]{}|/'.includes(ch)) out += `\\${ch}`;
    else if (
      c < 0x20 ||
      (c >= 0x7f && c < 0xa0) ||
      (c >= 0xd800 && c <= 0xdfff) ||
      c === 0x2028 ||
      c === 0x2029 ||
      c === 0xfeff
    )
      out += `\\u${hex4(c)}`;
    else out += ch;
  }
  return `/^${out}$/`;
}
