import { describe, expect, it } from 'vitest';
import { CATALOG, kindName } from './index';
import { plural, withArticle } from './text';

describe('plural', () => {
  it('says one or many', () => {
    expect(plural(1, 'component')).toBe('1 component');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
  });
});

describe('withArticle', () => {
  it('gives "an" before a vowel sound and "a" before any other', () => {
    expect(withArticle('Action Row')).toBe('an Action Row');
    expect(withArticle('Button')).toBe('a Button');
    expect(withArticle('entry point command')).toBe('an entry point command');
    expect(withArticle('activity entry point command')).toBe('an activity entry point command');
    expect(withArticle('Integer option')).toBe('an Integer option');
    expect(withArticle('embed')).toBe('an embed');
    expect(withArticle('object')).toBe('an object');
    expect(withArticle('undefined')).toBe('an undefined');
  });

  it('gives "a" before a vowel letter said "you"', () => {
    expect(withArticle('user command')).toBe('a user command');
    expect(withArticle('user context menu command')).toBe('a user context menu command');
    expect(withArticle('User Select')).toBe('a User Select');
    expect(withArticle('User option')).toBe('a User option');
    expect(withArticle('URL')).toBe('a URL');
    expect(withArticle('union')).toBe('a union');
    expect(withArticle('unique id')).toBe('a unique id');
    expect(withArticle('uninstalled app')).toBe('an uninstalled app');
  });

  it('starts a sentence with a capital', () => {
    expect(withArticle('Action Row', true)).toBe('An Action Row');
    expect(withArticle('User command', true)).toBe('A User command');
  });

  it('names every kind of the catalog the way it is said', () => {
    const an = CATALOG.filter((e) => withArticle(kindName(e.kind)).startsWith('an '));
    expect(an.map((e) => kindName(e.kind))).toEqual([
      'Action Row',
      'Embed',
      'Embed Field',
      'Entry point command',
      'Integer option',
      'Attachment option',
    ]);
  });
});
