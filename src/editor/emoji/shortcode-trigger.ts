// When typing in a text field starts a `:shortcode:` completion: a colon that begins a word, then
// two or more name characters up to the caret. A colon inside a word or number (`http:`, `12:30`,
// `<:name:id>`, `<t:…:R>`) starts none. Checked on each keystroke, so it looks only at the few
// characters before the caret.

export interface ShortcodeQuery {
  /** Where the colon is. */
  start: number;
  /** The caret: the end of what the completion replaces. */
  end: number;
  /** What follows the colon, lower case. */
  text: string;
}

/** Names are at most this long; a longer run after a colon is not a shortcode being typed. */
const MAX_NAME = 32;
// `^` is the start of the slice below, which is the text's start, or too far back for a colon
// there to begin a name that fits.
const QUERY_R = /(?:^|[^\p{L}\p{N}_:<])(:([a-z0-9_+-]{2,32}))$/iu;

/** The shortcode being typed just before `caret`, or null. */
export function findShortcodeQuery(text: string, caret: number): ShortcodeQuery | null {
  if (caret < 3 || caret > text.length) return null;
  // The colon, the longest name and the character before the colon.
  const from = Math.max(0, caret - MAX_NAME - 2);
  const m = QUERY_R.exec(text.slice(from, caret));
  if (!m) return null;
  const start = caret - m[1]!.length;
  return { start, end: caret, text: m[2]!.toLowerCase() };
}
