import { describe, expect, it } from 'vitest';
import { parseHex } from './inputs/ColorField';
import { parseFileTypes } from './inputs/FileTypesField';
import { asText, booleanOf, moveItem, storedBoolean } from './values';

describe('moveItem', () => {
  it('moves an entry and leaves the list alone at its ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('booleans', () => {
  it('shows Discord defaults and stores only what differs from false', () => {
    expect(booleanOf('required', undefined)).toBe(true);
    expect(booleanOf('divider', undefined)).toBe(true);
    expect(booleanOf('disabled', undefined)).toBe(false);
    expect(storedBoolean('disabled', false)).toBeUndefined();
    expect(storedBoolean('required', false)).toBe(false);
    expect(storedBoolean('spoiler', true)).toBe(true);
  });

  it('takes a command option as optional unless it says otherwise', () => {
    expect(booleanOf('required', undefined, 'string-option')).toBe(false);
    expect(storedBoolean('required', false, 'string-option')).toBeUndefined();
    expect(booleanOf('dm_permission', undefined, 'chat-input-command')).toBe(true);
    expect(storedBoolean('dm_permission', false, 'chat-input-command')).toBe(false);
    expect(booleanOf('required', undefined, 'text-input')).toBe(true);
  });
});

describe('asText', () => {
  it('shows any stored value without throwing', () => {
    expect(asText(undefined)).toBe('');
    expect(asText(12)).toBe('12');
    expect(asText({ a: 1 })).toBe('{"a":1}');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(asText(loop)).toBe('');
  });
});

describe('parseHex', () => {
  it('reads six and three digit colours with or without #', () => {
    expect(parseHex('#5865f2')).toBe(0x5865f2);
    expect(parseHex('5865F2')).toBe(0x5865f2);
    expect(parseHex('#fff')).toBe(0xffffff);
    expect(parseHex('#12')).toBeNull();
    expect(parseHex('red')).toBeNull();
  });
});

describe('parseFileTypes', () => {
  it('splits a comma list and drops blanks', () => {
    expect(parseFileTypes(' image , .pdf,, ')).toEqual(['image', '.pdf']);
  });
});
