// The emoji data itself (about 120 kB gzipped): loaded by load-emoji.ts when a picker opens, a
// `:shortcode:` completion starts or a text to preview holds a `:name:`; never in the first load.
import compact from 'emojibase-data/en/compact.json';
import joypixels from 'emojibase-data/en/shortcodes/joypixels.json';
import { buildEmojiData } from './emoji-data';

export const emojiData = buildEmojiData(compact, joypixels);
export { completeShortcode, normaliseQuery, searchEmoji } from './search';
export type { ShortcodeMatch } from './search';
