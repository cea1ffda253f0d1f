import { describe, expect, it } from 'vitest';
import {
  clipText,
  escapePlain,
  fieldBlock,
  footerText,
  mdLink,
  readFields,
  readFooter,
  readHeading,
  readLink,
  titleLine,
  unescapePlain,
} from './embed-markdown';

describe('clipText', () => {
  it('cuts at the limit, never between the halves of an emoji', () => {
    expect(clipText('abc', 3)).toBe('abc');
    expect(clipText('abcd', 3)).toBe('abc');
    expect(clipText('a😀b', 2)).toBe('a');
    expect(clipText('a😀b', 3)).toBe('a😀');
  });
});

describe('escaping', () => {
  it('gives back exactly what it escaped', () => {
    for (const text of ['\\*', '[a](b)', '\\\\[', '<@1> ||x|| `y` ~z~ _w_'])
      expect(unescapePlain(escapePlain(text))).toBe(text);
  });

  it('makes a link whose text and URL cannot end it early', () => {
    const line = titleLine('x](javascript:1)', 'https://a.example/(b)');
    expect(line).toBe('## [x\\](javascript:1)](https://a.example/%28b%29)');
    expect(readLink(line.slice(3))).toEqual({
      text: 'x\\](javascript:1)',
      url: 'https://a.example/%28b%29',
    });
    expect(readLink(mdLink('a', 'javascript:alert(1)'))).toBeNull();
  });
});

describe('readHeading', () => {
  it('reads an author line only before a heading, or alone when more text follows', () => {
    expect(readHeading('-# A\n## T\nrest', false)).toEqual({
      author: { text: 'A' },
      title: { text: 'T' },
      rest: 'rest',
    });
    expect(readHeading('-# A', true)).toEqual({ author: { text: 'A' }, rest: '' });
    expect(readHeading('-# A', false)).toBeNull();
    expect(readHeading('-# A\nnot a heading', true)).toBeNull();
    expect(readHeading('#### Too deep', true)).toBeNull();
  });
});

describe('readFields', () => {
  it('reads whole Text Displays of bold names and values only', () => {
    expect(readFields(`${fieldBlock('a*', 'x')}\n\n${fieldBlock('b', 'y\nz')}`)).toEqual([
      { name: 'a*', value: 'x' },
      { name: 'b', value: 'y\nz' },
    ]);
    expect(readFields('**a**\n')).toBeNull();
    expect(readFields('Intro\n\n**a**\nx')).toBeNull();
  });
});

describe('readFooter', () => {
  it('reads small lines with an optional timestamp at the end', () => {
    expect(readFooter(footerText('a\nb', 0))).toEqual({
      text: 'a\nb',
      timestamp: '1970-01-01T00:00:00.000Z',
    });
    expect(readFooter(footerText(undefined, 60))).toEqual({
      timestamp: '1970-01-01T00:01:00.000Z',
    });
    expect(readFooter('-# a\nb')).toBeNull();
    // Past the dates JavaScript holds: text, not a timestamp.
    expect(readFooter('-# <t:99999999999999:f>')).toEqual({ text: '<t:99999999999999:f>' });
  });
});
