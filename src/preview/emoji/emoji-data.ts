// Unicode emoji as the picker, the `:shortcode:` completion and the markdown preview use them:
// emojibase's data (names, keywords, Unicode groups) with its JoyPixels shortcodes, which are the
// names Discord's client uses (`:smile:`, `:thumbsup:`, `:flag_fr:`; Discord began with
// EmojiOne's list, which became JoyPixels). Built from the package in emoji-chunk.ts, which loads
// on its own; this file holds the pure part, so that tests can build from small samples.

/** One Unicode emoji (its default skin tone). */
export interface UnicodeEmoji {
  /** The character(s), as Discord's client sends them. */
  char: string;
  /** The Unicode name, lower case ("thumbs up"). */
  label: string;
  /** Discord-style names without colons, the usual one first (may be empty). */
  shortcodes: readonly string[];
  /** Search words from CLDR ("like", "yes"). */
  tags: readonly string[];
  /** Index into EMOJI_GROUPS. */
  group: number;
}

export interface EmojiGroup {
  key: string;
  label: string;
  /** An emoji that stands for the group on its tab. */
  icon: string;
}

/** The picker's categories: emojibase's Unicode groups less "component" (skin tones, hair). */
export const EMOJI_GROUPS: readonly EmojiGroup[] = [
  { key: 'smileys-emotion', label: 'Smileys & emotion', icon: '😀' },
  { key: 'people-body', label: 'People & body', icon: '👋' },
  { key: 'animals-nature', label: 'Animals & nature', icon: '🐶' },
  { key: 'food-drink', label: 'Food & drink', icon: '🍕' },
  { key: 'travel-places', label: 'Travel & places', icon: '✈️' },
  { key: 'activities', label: 'Activities', icon: '⚽' },
  { key: 'objects', label: 'Objects', icon: '💡' },
  { key: 'symbols', label: 'Symbols', icon: '❤️' },
  { key: 'flags', label: 'Flags', icon: '🏁' },
];

/** emojibase's group numbers, in EMOJI_GROUPS order (2, "component", is left out). */
const SOURCE_GROUPS = [0, 1, 3, 4, 5, 6, 7, 8, 9];

export interface EmojiData {
  /** The picker's emoji, by group in Unicode's order. */
  emojis: readonly UnicodeEmoji[];
  /** Every shortcode (skin tones and regional indicators included) to its character. */
  byShortcode: ReadonlyMap<string, string>;
}

/** The parts of emojibase's compact entries read here. */
export interface SourceEmoji {
  hexcode: string;
  label: string;
  unicode: string;
  group?: number;
  order?: number;
  tags?: string[];
  skins?: SourceEmoji[];
}

export type SourceShortcodes = Readonly<Record<string, string | readonly string[]>>;

/**
 * The form Discord's client sends: emojibase adds the emoji presentation selector (U+FE0F) even
 * after characters that are emoji by default (👍 + FE0F), which Discord's own table has without it.
 */
export function discordForm(unicode: string): string {
  return unicode.replace(/(\p{Emoji_Presentation})\uFE0F/gu, '$1');
}

/** The names Discord knows for an entry: JoyPixels' names less its bare country codes (`fr`). */
function namesOf(shortcodes: SourceShortcodes, hexcode: string): string[] {
  const given = shortcodes[hexcode];
  if (given === undefined) return [];
  const names = typeof given === 'string' ? [given] : [...given];
  // Discord names a flag `flag_fr` only; JoyPixels also has `fr`, which Discord leaves as text.
  return names.filter((n) => !names.includes(`flag_${n}`));
}

/** Builds the picker's list and the shortcode table from emojibase's data. */
export function buildEmojiData(
  source: readonly SourceEmoji[],
  shortcodes: SourceShortcodes,
): EmojiData {
  const emojis: UnicodeEmoji[] = [];
  const byShortcode = new Map<string, string>();
  const add = (entry: SourceEmoji): string[] => {
    const char = discordForm(entry.unicode);
    const names = namesOf(shortcodes, entry.hexcode);
    for (const name of names) if (!byShortcode.has(name)) byShortcode.set(name, char);
    return names;
  };
  const sorted = [...source].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  for (const entry of sorted) {
    const names = add(entry);
    for (const skin of entry.skins ?? []) add(skin);
    const group = entry.group === undefined ? -1 : SOURCE_GROUPS.indexOf(entry.group);
    if (group < 0) continue;
    emojis.push({
      char: discordForm(entry.unicode),
      label: entry.label,
      shortcodes: names,
      tags: entry.tags ?? [],
      group,
    });
  }
  emojis.sort((a, b) => a.group - b.group);
  return { emojis, byShortcode };
}
