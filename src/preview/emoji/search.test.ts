import { describe, expect, it } from 'vitest';
import { emojiData } from './emoji-chunk';
import type { UnicodeEmoji } from './emoji-data';
import { completeShortcode, normaliseQuery, searchEmoji } from './search';

const e = (
  char: string,
  label: string,
  shortcodes: string[],
  tags: string[] = [],
): UnicodeEmoji => ({
  char,
  label,
  shortcodes,
  tags,
  group: 0,
});

const SAMPLE = [
  e('😀', 'grinning face', ['grinning'], ['face', 'grin']),
  e('😃', 'grinning face with big eyes', ['smiley'], ['happy', 'mouth']),
  e('😄', 'grinning face with smiling eyes', ['smile'], ['happy', 'laugh']),
  e('😏', 'smirking face', ['smirk']),
  e('👍', 'thumbs up', ['thumbsup', '+1'], ['like', 'yes']),
  e('👎', 'thumbs down', ['thumbsdown', '-1'], ['no']),
  e('🙂', 'slightly smiling face', ['slight_smile']),
];

describe('normaliseQuery', () => {
  it('lower-cases, trims, drops surrounding colons and squeezes spaces', () => {
    expect(normaliseQuery('  :Thumbs   Up: ')).toBe('thumbs up');
    expect(normaliseQuery('::')).toBe('');
  });
});

describe('searchEmoji', () => {
  const chars = (query: string, limit?: number) =>
    searchEmoji(SAMPLE, query, limit).map((x) => x.char);

  it('finds nothing for an empty or blank query', () => {
    expect(chars('')).toEqual([]);
    expect(chars('   ')).toEqual([]);
  });

  it('puts the exact shortcode first, then names that start with the query', () => {
    expect(chars('smile')).toEqual(['😄', '😃', '🙂']);
    expect(chars(':smi')).toEqual(['😃', '😄', '😏', '🙂']);
  });

  it('matches words of the Unicode name, with spaces or underscores', () => {
    expect(chars('thumbs up')).toEqual(['👍']);
    expect(chars('thumbs_up')).toEqual(['👍']);
    expect(chars('big eyes')).toEqual(['😃']);
  });

  it('matches from the start of words only', () => {
    // "yes" is inside "eyes", "rin" inside "grinning": neither matches.
    expect(chars('yes')).toEqual(['👍']);
    expect(chars('rin')).toEqual([]);
  });

  it('matches keywords, and the character itself', () => {
    expect(chars('happy')).toEqual(['😃', '😄']);
    expect(chars('yes')).toEqual(['👍']);
    expect(chars('👎')).toEqual(['👎']);
  });

  it('keeps Unicode order among equal matches', () => {
    expect(chars('grinning')).toEqual(['😀', '😃', '😄']);
  });

  it('stops at the limit', () => {
    expect(chars('face', 2)).toHaveLength(2);
    expect(chars('face', 4)).toHaveLength(4);
    expect(chars('face', 5)).toHaveLength(5);
    expect(chars('face', 6)).toHaveLength(5);
  });

  it('finds the usual names in the packaged data', () => {
    const all = emojiData.emojis;
    expect(searchEmoji(all, 'thumbsup')[0]!.char).toBe('👍');
    expect(searchEmoji(all, 'flag_fr')[0]!.char).toBe('🇫🇷');
    expect(searchEmoji(all, 'pizza')[0]!.char).toBe('🍕');
  });
});

describe('completeShortcode', () => {
  const names = (typed: string, limit?: number) =>
    completeShortcode(SAMPLE, typed, limit).map((m) => m.shortcode);

  it('offers names that start with what was typed, shorter first, then names holding it', () => {
    expect(names('smi')).toEqual(['smile', 'smirk', 'smiley', 'slight_smile']);
    expect(names('thumbs')).toEqual(['thumbsup', 'thumbsdown']);
  });

  it('puts the exact name first', () => {
    expect(names('smiley')[0]).toBe('smiley');
  });

  it('gives one entry per emoji, under its best name', () => {
    expect(completeShortcode(SAMPLE, '+1')).toEqual([
      { char: '👍', shortcode: '+1', label: 'thumbs up' },
    ]);
  });

  it('is case-blind and offers nothing for nothing', () => {
    expect(names('THUMBSUP')).toEqual(['thumbsup']);
    expect(names('')).toEqual([]);
  });

  it('stops at the limit (8 unless told)', () => {
    expect(names('s', 3)).toHaveLength(3);
    const all = emojiData.emojis;
    expect(completeShortcode(all, 'sm')).toHaveLength(8);
    expect(completeShortcode(all, 'sm', 9)).toHaveLength(9);
    expect(
      completeShortcode(all, 'thumbs')
        .slice(0, 2)
        .map((m) => m.char),
    ).toEqual(['👍', '👎']);
  });
});
