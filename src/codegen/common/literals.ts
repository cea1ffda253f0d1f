// String literals and comment lines for every language the printers write, so that whatever a
// design holds (it may come from a stranger's share link) stays a string and a comment stays a
// comment. Each language has its own traps: Java reads \u escapes before anything else, even in
// comments; C, C++ and C# end a // comment early or continue it on the next line; Dart interpolates
// $; C# ends a line at U+0085, U+2028 and U+2029. JavaScript and Python are in ./source.ts.

export type Language = 'java' | 'csharp' | 'cpp' | 'rust' | 'go' | 'dart';

const hex = (n: number, width: number) => n.toString(16).toUpperCase().padStart(width, '0');

const isControl = (c: number) => c < 0x20 || (c >= 0x7f && c < 0xa0);
const isSurrogate = (c: number) => c >= 0xd800 && c <= 0xdfff;
/** Characters some language reads as the end of a line. */
const isLineEnd = (c: number) => c === 0x85 || c === 0x2028 || c === 0x2029;

/** UTF-16 units as \uXXXX: Java and C#, whose strings are UTF-16 (a lone surrogate included). */
function utf16Escape(ch: string): string {
  let out = '';
  for (let i = 0; i < ch.length; i += 1) out += `\\u${hex(ch.charCodeAt(i), 4)}`;
  return out;
}

/** A UTF-8 language cannot hold a lone surrogate: it becomes U+FFFD, as a UTF-8 encoder does. */
const whole = (ch: string) => (isSurrogate(ch.codePointAt(0)!) ? '\uFFFD' : ch);

/** UTF-8 bytes as 3-digit octal escapes: C++'s \x would swallow a hex digit that follows. */
function octalBytes(ch: string): string {
  return [...new TextEncoder().encode(whole(ch))]
    .map((b) => `\\${b.toString(8).padStart(3, '0')}`)
    .join('');
}

const SIMPLE: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A double-quoted (single-quoted for Dart) literal that the language reads as exactly `s`. */
export function stringIn(s: string, lang: Language): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '\\') out += '\\\\';
    else if (ch === '"' && lang !== 'dart') out += '\\"';
    else if (ch === "'" && lang === 'dart') out += "\\'";
    else if (ch === '$' && lang === 'dart') out += '\\$';
    // C++17 drops trigraphs, but an older -std reads ??/ as a backslash: never print two ?s.
    else if (ch === '?' && lang === 'cpp') out += '\\?';
    else if (SIMPLE[ch]) out += SIMPLE[ch];
    else if (lang === 'cpp') out += c < 0x80 && !isControl(c) ? ch : octalBytes(ch);
    else if (lang === 'java' || lang === 'csharp')
      // ASCII as itself; everything else as \u escapes, which these two read as the same text.
      out += c < 0x80 && !isControl(c) ? ch : utf16Escape(ch);
    else if (isControl(c) || isLineEnd(c) || c === 0xfeff || isSurrogate(c))
      out +=
        lang === 'go'
          ? `\\u${hex(whole(ch).codePointAt(0)!, 4)}`
          : lang === 'dart'
            ? utf16Escape(ch)
            : `\\u{${hex(whole(ch).codePointAt(0)!, 1)}}`;
    else out += ch;
  }
  return lang === 'dart' ? `'${out}'` : `"${out}"`;
}

/**
 * Text that stays inside one `//` comment line: no line break of any language, and no backslash,
 * shown as the fullwidth ＼ instead: at a line's end (even before spaces) C and C++ carry the
 * comment onto the next line, and Java turns \u000a into a real line break before it sees the
 * comment.
 */
export function commentText(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (ch === '\n') out += ' ';
    else if (ch === '\\') out += '\uFF3C';
    else if (isControl(c) || isLineEnd(c) || isSurrogate(c) || c === 0xfeff)
      out += `U+${hex(c, 4)}`;
    else out += ch;
  }
  return out;
}

/** `//` comment lines, as Java, C#, C++, Rust, Go and Dart all write them. */
export function commentLines(lines: readonly string[], indent = ''): string {
  return lines.map((l) => `${indent}//${l ? ` ${commentText(l)}` : ''}`).join('\n');
}
