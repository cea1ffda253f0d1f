// Finding emoji by what a person types: a shortcode, a word of the Unicode name, a keyword, or the
// character itself. Runs over ~1,900 entries per keystroke of the picker's search box.
import type { UnicodeEmoji } from './emoji-data';

/** The query as compared: lower case, no surrounding colons, single spaces. */
export function normaliseQuery(query: string): string {
  return query
    .trim()
    .toLowerCase()
    .replace(/^:+|:+$/g, '')
    .replace(/\s+/g, ' ');
}

const NONE = 99;

/** Lower is better; NONE when the emoji does not match. Words match from their start only. */
function scoreOf(emoji: UnicodeEmoji, words: string, code: string): number {
  if (emoji.char === words) return 0;
  let best = NONE;
  for (const name of emoji.shortcodes) {
    if (name === code) return 0;
    if (name.startsWith(code)) best = Math.min(best, 1);
    else if (name.includes(`_${code}`)) best = Math.min(best, 4);
  }
  if (emoji.label === words) return 0;
  if (emoji.label.startsWith(words)) best = Math.min(best, 1);
  else if (emoji.label.includes(` ${words}`)) best = Math.min(best, 2);
  for (const tag of emoji.tags) {
    if (tag === words) best = Math.min(best, 2);
    else if (tag.startsWith(words)) best = Math.min(best, 3);
  }
  return best;
}

/** Emoji matching `query`, best first (ties in Unicode's order); none for an empty query. */
export function searchEmoji(
  emojis: readonly UnicodeEmoji[],
  query: string,
  limit = 240,
): UnicodeEmoji[] {
  const q = normaliseQuery(query);
  if (q === '') return [];
  // Names join words with underscores, Unicode names with spaces: either may be typed.
  const code = q.replace(/ /g, '_');
  const words = q.replace(/_/g, ' ');
  const found: { score: number; index: number }[] = [];
  emojis.forEach((emoji, index) => {
    const score = scoreOf(emoji, words, code);
    if (score !== NONE) found.push({ score, index });
  });
  found.sort((a, b) => a.score - b.score || a.index - b.index);
  return found.slice(0, limit).map((f) => emojis[f.index]!);
}

export interface ShortcodeMatch {
  char: string;
  /** The name that matched, without colons. */
  shortcode: string;
  label: string;
}

/**
 * Completions for a `:name` being typed: names that start with it (the exact one first, then the
 * shorter names), then names with a later word that starts with it; one entry per emoji.
 */
export function completeShortcode(
  emojis: readonly UnicodeEmoji[],
  typed: string,
  limit = 8,
): ShortcodeMatch[] {
  const prefix = typed.toLowerCase();
  if (prefix === '') return [];
  const found: { rank: number; index: number; match: ShortcodeMatch }[] = [];
  emojis.forEach((emoji, index) => {
    let best: { rank: number; name: string } | null = null;
    for (const name of emoji.shortcodes) {
      const rank =
        name === prefix ? 0 : name.startsWith(prefix) ? 1 : name.includes(prefix) ? 2 : -1;
      if (rank < 0) continue;
      if (!best || rank < best.rank || (rank === best.rank && name.length < best.name.length))
        best = { rank, name };
    }
    if (best)
      found.push({
        rank: best.rank,
        index,
        match: { char: emoji.char, shortcode: best.name, label: emoji.label },
      });
  });
  found.sort(
    (a, b) =>
      a.rank - b.rank || a.match.shortcode.length - b.match.shortcode.length || a.index - b.index,
  );
  return found.slice(0, limit).map((f) => f.match);
}
