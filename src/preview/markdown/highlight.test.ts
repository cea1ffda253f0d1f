import { common, createLowlight } from 'lowlight';
import hljs from 'highlight.js/lib/core';
import { describe, expect, it } from 'vitest';
import { isKnownLanguage, KNOWN_LANGUAGES, loadHighlighter } from './highlight';

describe('highlight', () => {
  it('knows exactly the languages and aliases of lowlight common', () => {
    const names = new Set(createLowlight(common).listLanguages());
    for (const grammar of Object.values(common)) {
      for (const alias of grammar(hljs).aliases ?? []) names.add(alias.toLowerCase());
    }
    expect([...KNOWN_LANGUAGES].sort()).toEqual([...names].sort());
  });

  it('matches language names case-insensitively', () => {
    expect(isKnownLanguage('JS')).toBe(true);
    expect(isKnownLanguage('klingon')).toBe(false);
    expect(isKnownLanguage(undefined)).toBe(false);
  });

  it('loads lowlight once', async () => {
    const first = loadHighlighter();
    expect(loadHighlighter()).toBe(first);
    expect((await first).registered('typescript')).toBe(true);
  });
});
