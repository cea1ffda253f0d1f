// JSON text for a file a person keeps in git: the keys in the order the file already had them (so
// that changing one field is a one-line diff), new keys after them in the value's own order,
// two-space indentation, a final newline and the file's own line ending. Pure, never throws.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `value` as JSON text laid out like `previousText` (any text: an unreadable one gives no order). */
export function formatLike(previousText: string, value: unknown): string {
  let previous: unknown = undefined;
  try {
    previous = JSON.parse(previousText) as Json;
  } catch {
    // A file that is not JSON has no key order to keep.
  }
  const eol = /\r\n/.test(previousText) ? '\r\n' : '\n';
  const bom = previousText.startsWith('\uFEFF') ? '\uFEFF' : '';
  return `${bom}${print(value, previous, '', eol) ?? 'null'}${eol}`;
}

/** Whether the text holds this value (key order and layout aside): nothing to write then. */
export function holdsValue(text: string, value: unknown): boolean {
  try {
    const held: unknown = JSON.parse(text);
    return formatLike(text, held) === formatLike(text, value);
  } catch {
    return false;
  }
}

/** The keys of `value`, those `previous` had first (in its order), then the rest in value's. */
function orderedKeys(value: Record<string, unknown>, previous: unknown): string[] {
  const own = Object.keys(value);
  if (!isObject(previous)) return own;
  const had = Object.keys(previous).filter((k) => Object.prototype.hasOwnProperty.call(value, k));
  const seen = new Set(had);
  return [...had, ...own.filter((k) => !seen.has(k))];
}

// JSON.stringify(value, null, 2)'s layout, walked by hand so that each object's keys can follow
// the previous file's; undefined (and functions) are left out as JSON.stringify leaves them.
function print(value: unknown, previous: unknown, indent: string, eol: string): string | undefined {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol')
    return undefined;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const before = Array.isArray(previous) ? previous : [];
    const items = value.map((item, i) => inner + (print(item, before[i], inner, eol) ?? 'null'));
    return `[${eol}${items.join(`,${eol}`)}${eol}${indent}]`;
  }
  const record = value as Record<string, unknown>;
  const before = isObject(previous) ? previous : undefined;
  const fields = orderedKeys(record, previous).flatMap((key) => {
    const printed = print(record[key], before?.[key], inner, eol);
    return printed === undefined ? [] : [`${inner}${JSON.stringify(key)}: ${printed}`];
  });
  if (fields.length === 0) return '{}';
  return `{${eol}${fields.join(`,${eol}`)}${eol}${indent}}`;
}
