import { describe, expect, it } from 'vitest';
import { findShortcodeQuery } from './shortcode-trigger';

/** The query with the caret at the end of `text`. */
const at = (text: string) => findShortcodeQuery(text, text.length);

describe('findShortcodeQuery', () => {
  it('starts at two name characters after a colon, not one', () => {
    expect(at(':s')).toBeNull();
    expect(at(':sm')).toEqual({ start: 0, end: 3, text: 'sm' });
    expect(at('hi :smi')).toEqual({ start: 3, end: 7, text: 'smi' });
  });

  it('starts after a space, a line break or punctuation that ends a word', () => {
    expect(at('a\n:fire')?.start).toBe(2);
    expect(at('(:fire')?.start).toBe(1);
    expect(at('**:fire')?.start).toBe(2);
    expect(at('> :fire')?.start).toBe(2);
  });

  it('starts nothing for a colon inside a word or a number', () => {
    expect(at('http://example')).toBeNull();
    expect(at('see http:ab')).toBeNull();
    expect(at('at 12:30')).toBeNull();
    expect(at('word:ab')).toBeNull();
    expect(at('a_:ab')).toBeNull();
  });

  it('starts nothing inside custom emoji, mentions of commands or timestamps', () => {
    expect(at('<:blob')).toBeNull();
    expect(at('<a:party')).toBeNull();
    expect(at('</deploy:12')).toBeNull();
    expect(at('<t:1767225600:R')).toBeNull();
    expect(at('::ab')).toBeNull();
  });

  it('ends at a character that cannot be in a name, and once the name is closed', () => {
    expect(at(':smile:')).toBeNull();
    expect(at(':sm ile')).toBeNull();
    expect(at(':-)')).toBeNull();
  });

  it('takes the names of +1 and -1, and is case-blind', () => {
    expect(at(':+1')?.text).toBe('+1');
    expect(at(':-1')?.text).toBe('-1');
    expect(at(':ThUmBs')?.text).toBe('thumbs');
  });

  it('takes names up to 32 characters, not 33', () => {
    expect(at(`x :${'a'.repeat(31)}`)?.text).toHaveLength(31);
    expect(at(`x :${'a'.repeat(32)}`)?.text).toHaveLength(32);
    expect(at(`x :${'a'.repeat(33)}`)).toBeNull();
    expect(at(`:${'a'.repeat(32)}`)?.start).toBe(0);
  });

  it('looks at the text before the caret only', () => {
    expect(findShortcodeQuery('hi :smile there', 7)).toEqual({ start: 3, end: 7, text: 'smi' });
    expect(findShortcodeQuery('hi :smile there', 2)).toBeNull();
    expect(findShortcodeQuery(':sm', 4)).toBeNull();
    expect(findShortcodeQuery(':sm', -1)).toBeNull();
  });
});
