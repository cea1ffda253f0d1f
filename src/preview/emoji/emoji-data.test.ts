import { describe, expect, it } from 'vitest';
import { EMOJI_GROUPS, buildEmojiData, discordForm } from './emoji-data';
import type { SourceEmoji } from './emoji-data';
import { emojiData } from './emoji-chunk';

describe('discordForm', () => {
  it('drops the presentation selector after a character that is an emoji by default', () => {
    expect(discordForm('\u{1F44D}\uFE0F')).toBe('\u{1F44D}');
  });

  it('keeps it after a character that is text by default (the heart)', () => {
    expect(discordForm('\u2764\uFE0F')).toBe('\u2764\uFE0F');
  });

  it('keeps it inside a sequence after a text-default character', () => {
    expect(discordForm('\u{1F3F3}\uFE0F\u200D\u{1F308}')).toBe('\u{1F3F3}\uFE0F\u200D\u{1F308}');
  });
});

describe('buildEmojiData', () => {
  const source: SourceEmoji[] = [
    { hexcode: '1F1EB-1F1F7', label: 'flag: France', unicode: '🇫🇷', group: 9, order: 3 },
    {
      hexcode: '1F44D',
      label: 'thumbs up',
      unicode: '\u{1F44D}\uFE0F',
      group: 1,
      order: 2,
      tags: ['like'],
      skins: [{ hexcode: '1F44D-1F3FB', label: 'thumbs up: light', unicode: '👍🏻', order: 2.1 }],
    },
    { hexcode: '1F600', label: 'grinning face', unicode: '😀', group: 0, order: 1 },
    { hexcode: '1F3FB', label: 'light skin tone', unicode: '🏻', group: 2, order: 4 },
    { hexcode: '1F1E6', label: 'regional indicator A', unicode: '🇦', order: 5 },
  ];
  const shortcodes = {
    '1F1EB-1F1F7': ['flag_fr', 'fr'],
    '1F44D': ['thumbsup', '+1'],
    '1F44D-1F3FB': 'thumbsup_tone1',
    '1F600': 'grinning',
    '1F1E6': 'regional_indicator_a',
  };
  const data = buildEmojiData(source, shortcodes);

  it('lists the picker emoji by group, components and ungrouped left out', () => {
    expect(data.emojis.map((e) => e.char)).toEqual(['😀', '👍', '🇫🇷']);
    expect(data.emojis.map((e) => EMOJI_GROUPS[e.group]!.key)).toEqual([
      'smileys-emotion',
      'people-body',
      'flags',
    ]);
  });

  it('keeps the names, the usual one first, and the Discord form of the character', () => {
    expect(data.emojis[1]).toEqual({
      char: '👍',
      label: 'thumbs up',
      shortcodes: ['thumbsup', '+1'],
      tags: ['like'],
      group: 1,
    });
  });

  it('maps skin tone and regional indicator names too', () => {
    expect(data.byShortcode.get('thumbsup_tone1')).toBe('👍🏻');
    expect(data.byShortcode.get('regional_indicator_a')).toBe('🇦');
  });

  it('leaves out the bare country code that Discord does not know', () => {
    expect(data.byShortcode.get('flag_fr')).toBe('🇫🇷');
    expect(data.byShortcode.has('fr')).toBe(false);
    expect(data.emojis[2]!.shortcodes).toEqual(['flag_fr']);
  });
});

describe('the packaged data', () => {
  it.each([
    ['smile', '😄'],
    ['thumbsup', '👍'],
    ['+1', '👍'],
    ['-1', '👎'],
    ['flag_fr', '🇫🇷'],
    ['slight_smile', '🙂'],
    ['upside_down', '🙃'],
    ['hugging', '🤗'],
    ['nerd', '🤓'],
    ['thinking', '🤔'],
    ['heart', '❤️'],
    ['100', '💯'],
    ['fire', '🔥'],
    ['fingers_crossed', '🤞'],
    ['calendar', '📆'],
    ['date', '📅'],
    ['thumbsup_tone3', '👍🏽'],
    ['regional_indicator_z', '🇿'],
  ])('knows :%s: as Discord does (%s)', (name, char) => {
    expect(emojiData.byShortcode.get(name)).toBe(char);
  });

  it('draws each emoji once, every one in a group, nearly all with a name', () => {
    const chars = emojiData.emojis.map((e) => e.char);
    expect(new Set(chars).size).toBe(chars.length);
    expect(chars.length).toBeGreaterThan(1800);
    for (const e of emojiData.emojis) expect(EMOJI_GROUPS[e.group]).toBeDefined();
    const unnamed = emojiData.emojis.filter((e) => e.shortcodes.length === 0);
    expect(unnamed.length).toBeLessThan(chars.length / 50);
  });

  it('has every category in the picker', () => {
    const groups = new Set(emojiData.emojis.map((e) => e.group));
    expect(groups.size).toBe(EMOJI_GROUPS.length);
  });
});
