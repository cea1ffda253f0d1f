// Source text for the code generators: string and value literals for JavaScript and Python, and a
// layout for calls that keeps a short call on one line and puts one argument per line otherwise.
// Everything the design holds goes through these literals, so escaping lives in one place.

export type Lang = 'js' | 'py';

/** Width a call may take on one line before its arguments go one per line. */
const WIDTH = 80;

export const INDENT: Record<Lang, string> = { js: '  ', py: '    ' };

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

const JS_IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A single-quoted JavaScript string literal that evaluates to exactly `s`. */
export function jsString(s: string): string {
  // JSON.stringify escapes backslashes, quotes, control characters and lone surrogates; what is
  // left is swapping the quote style and escaping the two line separators older engines reject,
  // and the invisible characters (DEL, the C1 controls, the byte order mark) a reader cannot see.
  const inner = JSON.stringify(s)
    .slice(1, -1)
    .replace(/\\.|'|[\u007f-\u009f\u2028\u2029\ufeff]/g, (m) => {
      if (m === '\\"') return '"';
      if (m === "'") return "\\'";
      if (m.length === 1) return `\\u${hex(m.charCodeAt(0), 4)}`;
      return m;
    });
  return `'${inner}'`;
}

/** A single-quoted Python string literal that evaluates to exactly `s`. */
export function pyString(s: string): string {
  let out = "'";
  // for…of walks code points, and hands a lone surrogate over as one unit of its own.
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '\\') out += '\\\\';
    else if (ch === "'") out += "\\'";
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (c < 0x20 || (c >= 0x7f && c < 0xa0)) out += `\\x${hex(c, 2)}`;
    else if ((c >= 0xd800 && c <= 0xdfff) || c === 0x2028 || c === 0x2029 || c === 0xfeff)
      out += `\\u${hex(c, 4)}`;
    else out += ch;
  }
  return `${out}'`;
}

export const stringLiteral = (s: string, lang: Lang) => (lang === 'js' ? jsString(s) : pyString(s));

/** A colour as `0x5865f2`, which both languages read as the same integer. */
export function hexLiteral(n: number): string {
  return Number.isSafeInteger(n) && n >= 0 ? `0x${hex(n, 6)}` : String(n);
}

/** An object key: a Python string, or a JavaScript name (quoted when it is not an identifier). */
export function objectKey(k: string, lang: Lang): string {
  if (lang === 'py') return pyString(k);
  // `__proto__: x` in a literal sets the prototype; the computed form makes it a plain property.
  if (k === '__proto__') return `['__proto__']`;
  return JS_IDENTIFIER.test(k) ? k : jsString(k);
}

/** Prefixes every line but the first, so that `text` can sit after `prefix` on a deeper line. */
export function indentRest(text: string, prefix: string): string {
  return text.replaceAll('\n', `\n${prefix}`);
}

/** Items between brackets: on one line when they fit, else one per line with a trailing comma. */
export function list(
  open: string,
  items: readonly string[],
  close: string,
  lang: Lang,
  pad = '',
): string {
  const flat =
    items.length === 0 ? `${open}${close}` : `${open}${pad}${items.join(', ')}${pad}${close}`;
  // One string argument stays put however long: breaking it would only add two lines.
  const oneItem = items.length === 1 && /^['"]/.test(items[0]!) && !flat.includes('\n');
  if (items.length === 0 || oneItem || (!flat.includes('\n') && flat.length <= WIDTH)) return flat;
  // A lone object or list hugs the brackets around it: `f({` … `})`.
  if (items.length === 1 && /^[[{]/.test(items[0]!)) return `${open}${items[0]}${close}`;
  const unit = INDENT[lang];
  return `${open}\n${items.map((i) => `${unit}${indentRest(i, unit)},`).join('\n')}\n${close}`;
}

/** `callee(args)`, laid out by list(). */
export const call = (callee: string, args: readonly string[], lang: Lang) =>
  list(`${callee}(`, args, ')', lang);

/** A JSON value as a literal of the language: objects and arrays as dicts, lists, object literals. */
export function literal(value: unknown, lang: Lang): string {
  if (value === null || value === undefined) return lang === 'js' ? 'null' : 'None';
  if (typeof value === 'boolean') return lang === 'js' ? String(value) : value ? 'True' : 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'string') return stringLiteral(value, lang);
  if (Array.isArray(value))
    return list(
      '[',
      value.map((v) => literal(v, lang)),
      ']',
      lang,
    );
  if (typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([k, v]) => `${objectKey(k, lang)}: ${literal(v, lang)}`,
    );
    return list('{', entries, '}', lang, lang === 'js' ? ' ' : '');
  }
  return lang === 'js' ? 'null' : 'None';
}

/** Text that stays on one comment line: no line breaks or control characters. */
export function oneLine(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (ch === '\n') out += ' ';
    else if (c < 0x20 || (c >= 0x7f && c < 0xa0) || c === 0x2028 || c === 0x2029)
      out += `\\u${hex(c, 4)}`;
    else out += ch;
  }
  return out;
}

/** Comment lines, each prefixed for the language. */
export function comment(lines: readonly string[], lang: Lang, indent = ''): string {
  const mark = lang === 'js' ? '//' : '#';
  return lines.map((l) => `${indent}${mark}${l ? ` ${oneLine(l)}` : ''}`).join('\n');
}
