// For tests: the rule that nothing is dropped without a word, as one check. Every string of a
// design's payload (keys too) either arrives among the strings the library sent, or a line of the
// printed file's header ("- path: what", under "Not expressed in this code:") names its path or a
// path above it.
import { commentText } from '../common/literals';

interface Leaf {
  text: string;
  path: string;
}

/** Every string of a payload with its path as the plan writes paths (`embeds[0].author.url`). */
function leaves(value: unknown, path: string, out: Leaf[]): Leaf[] {
  const at = (key: string) => (path === '' ? key : `${path}.${key}`);
  if (typeof value === 'string') out.push({ text: value, path });
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.push({ text: k, path: at(k) });
      leaves(v, at(k), out);
    }
  return out;
}

/** The paths a path is under, itself included: `a.b[0]` -> `a`, `a.b`, `a.b[0]`. */
function prefixes(path: string): string[] {
  const cuts = [...path.matchAll(/[.[]/g)].map((m) => m.index);
  return [...cuts.filter((i) => i > 0).map((i) => path.slice(0, i)), path];
}

/** Whether a header line of `code` ("- path: what") names `path` or a path above it. */
export function namedIn(code: string, path: string, comment = '//'): boolean {
  const header = code.split('\n').filter((l) => l.startsWith(`${comment} - `));
  return prefixes(path).some((p) =>
    header.some((l) => l.startsWith(`${comment} ${commentText(`- ${p}: `)}`)),
  );
}

/** The paths of the strings of a payload (values and keys) that read `text`. */
export function pathsOf(payload: unknown, text: string): string[] {
  return leaves(payload, '', [])
    .filter((l) => l.text === text)
    .map((l) => l.path);
}

/**
 * The strings of `payload` that are neither among the strings of `received` nor under a path a
 * header line of `code` names, each as `path: text`. `comment` is the language's line comment.
 */
export function unsaid(
  payload: unknown,
  received: unknown,
  code: string,
  comment = '//',
): string[] {
  const named = (path: string) => namedIn(code, path, comment);
  const got = leaves(received, '', []).map((l) => l.text);
  return leaves(payload, '', []).flatMap((leaf) => {
    if (named(leaf.path)) return [];
    const at = got.indexOf(leaf.text);
    if (at >= 0) {
      got.splice(at, 1);
      return [];
    }
    return [`${leaf.path}: ${leaf.text}`];
  });
}
