// The markdown an embed's parts become in a Components V2 message's Text Displays, and how they are
// read back: an author line `-# [name](url)`, a heading `## [title](url)`, fields `**name**\nvalue`
// and a footer line `-# text • <t:unix:f>`. Whatever a person typed is escaped so that it can never
// close a link, start a second heading or break a field's bold name, and is unescaped when read.

/** `text` cut to at most `max` UTF-16 units, never between the two halves of a surrogate pair. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max));
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

// What is escaped, by where the text comes from. An author name and a footer are plain text in an
// embed, so every markdown character is escaped and they look the same in a Text Display. A title
// keeps the markdown an embed draws there (bold, italics), so only the brackets that would open or
// close a link are escaped; a field name only the stars that would end its bold. The backslash is
// in every set so that unescaping gives back exactly what was escaped.
const PLAIN = '\\*_~`|[]<>';
const TITLE = '\\[]';
const NAME = '\\*';

const setClass = (set: string) => set.replace(/[\\\]^-]/g, '\\$&');
const escaper = (set: string) => new RegExp(`[${setClass(set)}]`, 'g');
const unescaper = (set: string) => new RegExp(`\\\\([${setClass(set)}])`, 'g');

function escapeWith(set: string): (text: string) => string {
  const re = escaper(set);
  return (text) => text.replace(re, '\\$&');
}
function unescapeWith(set: string): (text: string) => string {
  const re = unescaper(set);
  return (text) => text.replace(re, '$1');
}

export const escapePlain = escapeWith(PLAIN);
export const unescapePlain = unescapeWith(PLAIN);
export const escapeTitle = escapeWith(TITLE);
export const unescapeTitle = unescapeWith(TITLE);
const escapeName = escapeWith(NAME);
const unescapeName = unescapeWith(NAME);

/** The text on one line: a heading, a subtext line or a bold name ends at a line break. */
export const oneLine = (text: string): string => text.replace(/[ \t]*\r?\n[ \t]*/g, ' ');

/** The http(s) URLs an embed accepts for its title and author links (as its schema does). */
export const isWebUrl = (url: unknown): url is string =>
  typeof url === 'string' && /^https?:\/\/\S+$/.test(url);

/** `[text](url)`, with the URL's parentheses encoded so that they cannot end the link early. */
export function mdLink(text: string, url: string): string {
  return `[${text}](${url.replace(/[()]/g, (c) => (c === '(' ? '%28' : '%29'))})`;
}

const LINK = /^\[((?:\\[^\n]|[^\\[\]\n])*)\]\((https?:\/\/\S+)\)$/;

/** Link text and URL of a whole-line `[text](url)` (text still escaped), or null. */
export function readLink(line: string): { text: string; url: string } | null {
  const m = LINK.exec(line);
  return m ? { text: m[1]!, url: m[2]! } : null;
}

/** `-# name` or `-# [name](url)`: an embed's author as small text. */
export function authorLine(name: string, url: string | undefined): string {
  const text = escapePlain(oneLine(name));
  return `-# ${url ? mdLink(text, url) : text}`;
}

/** `## title` or `## [title](url)`. */
export function titleLine(title: string, url: string | undefined): string {
  const text = escapeTitle(oneLine(title));
  return `## ${url ? mdLink(text, url) : text}`;
}

const SUBTEXT = /^-# (.+)$/;
// A footer's blank line is written `-# ` with nothing after it.
const FOOTER_LINE = /^-# ?(.*)$/;
const HEADING = /^#{1,3} (.+)$/;

/** A name or title read from a line's text: a link gives its URL too. */
function readLinked(text: string, unescape: (s: string) => string) {
  const link = readLink(text);
  return link ? { text: unescape(link.text), url: link.url } : { text: unescape(text) };
}

export interface Heading {
  author?: { text: string; url?: string };
  title?: { text: string; url?: string };
  /** The lines after the author and the title. */
  rest: string;
}

/**
 * The author line and the heading a Text Display starts with, or null when it starts with
 * neither. A `-# ` line is an author only before a heading, or alone when `authorAlone` (more text
 * follows in other Text Displays, so it is not a footer).
 */
export function readHeading(content: string, authorAlone: boolean): Heading | null {
  const lines = content.split('\n');
  const out: Heading = { rest: '' };
  let i = 0;
  const small = SUBTEXT.exec(lines[0] ?? '');
  const nextIsHeading = lines.length > 1 && HEADING.test(lines[1]!);
  if (small && (nextIsHeading || (lines.length === 1 && authorAlone))) {
    out.author = readLinked(small[1]!, unescapePlain);
    i = 1;
  }
  const heading = HEADING.exec(lines[i] ?? '');
  if (heading) {
    out.title = readLinked(heading[1]!, unescapeTitle);
    i += 1;
  }
  if (i === 0) return null;
  out.rest = lines.slice(i).join('\n');
  return out;
}

/** `**name**\nvalue`: an embed field in a Text Display. */
export const fieldBlock = (name: string, value: string): string =>
  `**${escapeName(oneLine(name))}**\n${value}`;

const BLOCK = /^\*\*((?:\\[^\n]|[^\\*\n])+)\*\*\n([\s\S]+)$/;
const BLOCK_BREAK = /\n\n(?=\*\*(?:\\[^\n]|[^\\*\n])+\*\*\n)/;

/**
 * The fields a Text Display holds when all of it is `**name**\nvalue` blocks (blank lines between
 * them), or null. A value that itself holds a blank line and then a bold line of its own is read as
 * two fields: markdown cannot tell them apart.
 */
export function readFields(content: string): { name: string; value: string }[] | null {
  const fields: { name: string; value: string }[] = [];
  for (const block of content.split(BLOCK_BREAK)) {
    const m = BLOCK.exec(block);
    if (!m) return null;
    fields.push({ name: unescapeName(m[1]!), value: m[2]! });
  }
  return fields.length > 0 ? fields : null;
}

/** Seconds since the epoch of an ISO timestamp, or null when it is no date. */
export function unixSeconds(iso: unknown): number | null {
  if (typeof iso !== 'string') return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

/**
 * The footer as small text: each of its lines as `-# `, the timestamp as Discord's `<t:unix:f>`
 * (written in each reader's own time zone, as an embed's timestamp is) after a ` • `. `<t:…>`
 * holds whole seconds: milliseconds (which Discord never shows) come back as .000.
 */
export function footerText(text: string | undefined, unix: number | null): string {
  const lines = text ? text.split(/\r?\n/).map(escapePlain) : [];
  if (unix !== null) {
    const stamp = `<t:${unix}:f>`;
    if (lines.length === 0) lines.push(stamp);
    else lines[lines.length - 1] = `${lines[lines.length - 1]} • ${stamp}`;
  }
  return lines.map((line) => `-# ${line}`).join('\n');
}

const STAMP = /^(?:(.*) • )?<t:(-?\d{1,14})(?::[tTdDfFR])?>$/;

/** Footer text and ISO timestamp of a Text Display made only of `-# ` lines, or null. */
export function readFooter(content: string): { text?: string; timestamp?: string } | null {
  const lines: string[] = [];
  for (const line of content.split('\n')) {
    const m = FOOTER_LINE.exec(line);
    if (!m) return null;
    lines.push(m[1]!);
  }
  const out: { text?: string; timestamp?: string } = {};
  const stamp = STAMP.exec(lines[lines.length - 1] ?? '');
  const date = stamp ? new Date(Number(stamp[2]) * 1000) : null;
  if (stamp && date && !Number.isNaN(date.getTime())) {
    out.timestamp = date.toISOString();
    if (stamp[1] === undefined) lines.pop();
    else lines[lines.length - 1] = stamp[1];
  }
  if (lines.length > 0) out.text = unescapePlain(lines.join('\n'));
  return out;
}
