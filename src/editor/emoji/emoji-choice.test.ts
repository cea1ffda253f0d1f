import { describe, expect, it } from 'vitest';
import {
  customEmojiPicture,
  emojiIdProblem,
  emojiNameProblem,
  toMarkdown,
  toPartialEmoji,
} from './emoji-choice';

const custom = { kind: 'custom', id: '123456789012345678', name: 'blob' } as const;

describe('toPartialEmoji', () => {
  it('gives a unicode emoji by name only', () => {
    expect(toPartialEmoji({ kind: 'unicode', char: '😀', shortcode: 'grinning' })).toEqual({
      name: '😀',
    });
  });

  it('gives a custom emoji by id and name, animated only when it is', () => {
    expect(toPartialEmoji({ ...custom, animated: false })).toEqual({
      id: '123456789012345678',
      name: 'blob',
    });
    expect(toPartialEmoji({ ...custom, animated: true })).toEqual({
      id: '123456789012345678',
      name: 'blob',
      animated: true,
    });
  });
});

describe('toMarkdown', () => {
  it('writes the character, or <:name:id> and <a:name:id>', () => {
    expect(toMarkdown({ kind: 'unicode', char: '👍' })).toBe('👍');
    expect(toMarkdown({ ...custom, animated: false })).toBe('<:blob:123456789012345678>');
    expect(toMarkdown({ ...custom, animated: true })).toBe('<a:blob:123456789012345678>');
  });
});

describe('emojiIdProblem', () => {
  it('wants digits', () => {
    expect(emojiIdProblem('')).toMatch(/needed/);
    expect(emojiIdProblem('12345678901234567a')).toMatch(/digits only/);
    expect(emojiIdProblem(' 12345678901234567')).toMatch(/digits only/);
  });

  it('takes 17 to 20 digits, not 16 or 21', () => {
    expect(emojiIdProblem('1'.repeat(16))).toMatch(/17 to 20/);
    expect(emojiIdProblem('1'.repeat(17))).toBeNull();
    expect(emojiIdProblem('1'.repeat(20))).toBeNull();
    expect(emojiIdProblem('1'.repeat(21))).toMatch(/17 to 20/);
  });

  it('takes up to 2^64 - 1, not one more', () => {
    expect(emojiIdProblem('18446744073709551615')).toBeNull();
    expect(emojiIdProblem('18446744073709551616')).toMatch(/17 to 20/);
  });
});

describe('emojiNameProblem', () => {
  it('takes 2 to 32 characters, not 1 or 33', () => {
    expect(emojiNameProblem('')).toMatch(/needed/);
    expect(emojiNameProblem('a')).toMatch(/2 to 32/);
    expect(emojiNameProblem('ab')).toBeNull();
    expect(emojiNameProblem('a'.repeat(32))).toBeNull();
    expect(emojiNameProblem('a'.repeat(33))).toMatch(/2 to 32/);
  });

  it('takes letters, digits and underscores only', () => {
    expect(emojiNameProblem('Party_Blob_2')).toBeNull();
    expect(emojiNameProblem('party-blob')).toMatch(/letters, digits and underscores/);
    expect(emojiNameProblem('blob:x')).toMatch(/letters, digits and underscores/);
    expect(emojiNameProblem('blöb')).toMatch(/letters, digits and underscores/);
  });
});

describe('customEmojiPicture', () => {
  it('is a PNG, or a GIF when animated, on Discord’s CDN', () => {
    expect(customEmojiPicture('123456789012345678', false)).toBe(
      'https://cdn.discordapp.com/emojis/123456789012345678.png?size=64',
    );
    expect(customEmojiPicture('123456789012345678', true)).toMatch(/\/123456789012345678\.gif\?/);
  });
});
