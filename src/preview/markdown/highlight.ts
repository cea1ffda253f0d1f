// Syntax highlighting for code blocks. lowlight (highlight.js grammars) is loaded with a dynamic
// import the first time a code block names a language it knows, so the initial bundle stays small.
import { useMemo } from 'react';
import type { createLowlight } from 'lowlight';
import { lazyModule } from '../lazy/lazy-module';

type Lowlight = ReturnType<typeof createLowlight>;
export type HighlightRoot = ReturnType<Lowlight['highlight']>;

// lowlight's `common` grammars and their aliases (highlight.test.ts keeps this list in step).
export const KNOWN_LANGUAGES: ReadonlySet<string> = new Set(
  (
    'arduino atom bash c c# c++ cc cjs console cpp cs csharp css cts cxx diff gemspec go golang ' +
    'gql graphql gyp h h++ hh hpp html hxx ini ino ipython irb java javascript js json json5 ' +
    'jsonc jsp jsx kotlin kt kts less lua mak make makefile markdown md mjs mk mkd mkdown mm mts ' +
    'obj-c obj-c++ objc objective-c++ objectivec patch perl php php-template pl plaintext plist ' +
    'pluto pm podspec py pycon python python-repl r rb rs rss ruby rust scss sh shell ' +
    'shellsession sql svg swift text thor toml ts tsx txt typescript vb vbnet wasm wsf xhtml ' +
    'xjb xml xsd xsl yaml yml zsh'
  ).split(' '),
);

// Highlighting is skipped past this many characters; the code is still shown, uncoloured.
const MAX_HIGHLIGHT_LENGTH = 20_000;

// lowlight with the common grammars, once a code block asks for it.
const highlighter = lazyModule<Lowlight>(() =>
  import('lowlight').then(({ createLowlight, common }) => createLowlight(common)),
);

export function isKnownLanguage(lang: string | undefined): lang is string {
  return lang !== undefined && KNOWN_LANGUAGES.has(lang.toLowerCase());
}

/** Loads lowlight once; later calls share the same promise (a failed load is tried again). */
export const loadHighlighter = highlighter.load;

function highlight(lowlight: Lowlight, lang: string, code: string): HighlightRoot | null {
  if (code.length > MAX_HIGHLIGHT_LENGTH) return null;
  try {
    return lowlight.highlight(lang.toLowerCase(), code);
  } catch {
    return null;
  }
}

/** The highlighted tree of `code`, or null while lowlight loads or when the language is unknown. */
export function useHighlight(code: string, lang: string | undefined): HighlightRoot | null {
  const known = isKnownLanguage(lang);
  // A failed load leaves the code uncoloured until the next code block that asks.
  const lowlight = highlighter.useLoaded(known && 'now');
  return useMemo(
    () => (known && lowlight ? highlight(lowlight, lang, code) : null),
    [known, lowlight, lang, code],
  );
}
