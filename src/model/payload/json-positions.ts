// Where a JSON path's value sits in JSON text, so that a problem found in the parsed payload can be
// shown at its place in the text the user typed. Positions are UTF-16 offsets, as JavaScript
// strings (and CodeMirror) count them. Text that is not JSON has no positions: null, never a throw.
import { findJsonError } from './json-error';
import type { PathSegment } from '../rules/problems';

export interface TextRange {
  from: number;
  to: number;
}

export interface LocatedPath extends TextRange {
  /** False when the path itself is missing and this is its deepest ancestor that exists. */
  exact: boolean;
  /** How many of the path's segments were found. */
  depth: number;
}

const WS = new Set([' ', '\t', '\n', '\r']);

function skipWs(text: string, i: number): number {
  while (i < text.length && WS.has(text[i]!)) i += 1;
  return i;
}

/** The offset just after the string whose opening quote is at `i`. */
function stringEnd(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
  return j + 1;
}

/** The offset just after the value starting at `i`; iterative, so deep nesting cannot overflow. */
function valueEnd(text: string, i: number): number {
  const ch = text[i];
  if (ch === '"') return stringEnd(text, i);
  if (ch !== '{' && ch !== '[') {
    let j = i;
    while (j < text.length && !WS.has(text[j]!) && !',]}'.includes(text[j]!)) j += 1;
    return j;
  }
  let depth = 0;
  let j = i;
  while (j < text.length) {
    const c = text[j]!;
    if (c === '"') {
      j = stringEnd(text, j);
      continue;
    }
    if (c === '{' || c === '[') depth += 1;
    else if (c === '}' || c === ']') {
      depth -= 1;
      if (depth === 0) return j + 1;
    }
    j += 1;
  }
  return j;
}

/** The start of element `index` of the array at `at`, or -1. */
function elementAt(text: string, at: number, index: number): number {
  let i = skipWs(text, at + 1);
  if (text[i] === ']') return -1;
  for (let n = 0; ; n += 1) {
    if (n === index) return i;
    i = skipWs(text, valueEnd(text, i));
    if (text[i] !== ',') return -1;
    i = skipWs(text, i + 1);
  }
}

/** The start of the value of `key` in the object at `at` (the last one, as JSON.parse keeps), or -1. */
function memberAt(text: string, at: number, key: string): number {
  let found = -1;
  let i = skipWs(text, at + 1);
  while (text[i] === '"') {
    const end = stringEnd(text, i);
    const name = JSON.parse(text.slice(i, end)) as string;
    i = skipWs(text, skipWs(text, end) + 1); // past the colon
    if (name === key) found = i;
    i = skipWs(text, valueEnd(text, i));
    if (text[i] !== ',') break;
    i = skipWs(text, i + 1);
  }
  return found;
}

// The panels ask for many paths of one text in a row; checking the text once is enough.
let lastValid: string | null = null;

function isJson(text: string): boolean {
  if (text === lastValid) return true;
  if (findJsonError(text) !== null) return false;
  lastValid = text;
  return true;
}

/** The range of the value at `segments`, or of its deepest existing ancestor; null if not JSON. */
export function locatePath(text: string, segments: readonly PathSegment[]): LocatedPath | null {
  if (!isJson(text)) return null;
  let at = skipWs(text, 0);
  let depth = 0;
  for (const seg of segments) {
    const ch = text[at];
    let next = -1;
    if (typeof seg === 'number' && ch === '[') next = elementAt(text, at, seg);
    else if (typeof seg === 'string' && ch === '{') next = memberAt(text, at, seg);
    if (next < 0) break;
    at = next;
    depth += 1;
  }
  return { from: at, to: valueEnd(text, at), exact: depth === segments.length, depth };
}

/** The range of the value at `segments` (a string's quotes included); null if missing or not JSON. */
export function rangeOfPath(text: string, segments: readonly PathSegment[]): TextRange | null {
  const found = locatePath(text, segments);
  return found?.exact ? { from: found.from, to: found.to } : null;
}

export interface LineColumn {
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 code units. */
  column: number;
}

/** The line and column of an offset (clamped into the text). */
export function lineColumnAt(text: string, offset: number): LineColumn {
  const at = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: at - lineStart + 1 };
}

/** The offset of a line and column (both 1-based), clamped into the text and into the line. */
export function offsetAt(text: string, { line, column }: LineColumn): number {
  let start = 0;
  for (let n = 1; n < line; n += 1) {
    const next = text.indexOf('\n', start);
    if (next === -1) return text.length;
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  const lineEnd = end === -1 ? text.length : end;
  return Math.min(start + Math.max(0, column - 1), lineEnd);
}
