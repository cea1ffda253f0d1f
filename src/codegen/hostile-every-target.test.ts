// Hostile designs through every target's printer: what no language may let through, whatever the
// library. Each printer's own test runs its output (compiler and stand-in, or the real library)
// and checks that every string arrives unchanged; this one holds them all to the rules that do
// not need a compiler: no raw control or line-separator characters anywhere in the source, and
// nothing from the design where a language reads directives (an encoding line, a preprocessor
// line, an attribute, a Go directive comment).
import { describe, expect, it } from 'vitest';
import type { Doc } from '../model';
import { TARGETS, generateCode } from '.';
import type { Target } from '.';
import {
  HOSTILE_NAMES,
  hostileCommands,
  hostileEmbedsAndPoll,
  hostileFileNames,
  hostileLegacy,
  hostileMessage,
  hostileModal,
} from './testing/hostile';

const DESIGNS: readonly [string, () => Doc][] = [
  ['message', hostileMessage],
  ['legacy', hostileLegacy],
  ['embeds-and-poll', hostileEmbedsAndPoll],
  ['file-names', hostileFileNames],
  ['modal', hostileModal],
  ['commands', () => hostileCommands()],
];

/** Characters that end a line or a comment somewhere, or hide text: never raw in printed code. */
const RAW = new Set(['\0', '\r', '\x1b', '\x7f', '\u0085', '\u2028', '\u2029', '\ufeff']);

/**
 * Lines a language reads as directives, by the target's language. Python's is its encoding line,
 * checked on its own below: its decorators are calls, and take the design's text as literals.
 */
const DIRECTIVES: Record<string, RegExp> = {
  'C++': /^\s*#/,
  'C#': /^\s*(#|\[)/,
  Rust: /^\s*#!?\[/,
  Go: /^\s*\/\/(go:|line |export |extern |\+build)/,
  Java: /^\s*@/,
  Dart: /^\s*@/,
  JavaScript: /^\s*("use |'use )/,
  TypeScript: /^\s*(\/\/\/\s*<|"use |'use )/,
};

/** Words of the hostile names, as they would appear if printed raw into a directive line. */
const MARKERS = ['PWNED', 'coding', 'fileencoding'];

function print(target: Target, doc: Doc, name: string): string {
  return generateCode(target.id, doc, { envelope: doc.envelope, name });
}

describe('every target, given a hostile design', () => {
  for (const target of TARGETS)
    it(`${target.name}: no raw control characters, no design text in a directive`, () => {
      for (const [label, build] of DESIGNS)
        for (const name of HOSTILE_NAMES) {
          const code = print(target, build(), name);
          const where = `${target.name} ${label} named ${JSON.stringify(name)}`;
          expect(code, where).not.toContain('Could not write code');
          expect(
            [...code].filter((c) => RAW.has(c)),
            where,
          ).toEqual([]);
          const directive = DIRECTIVES[target.language];
          for (const line of code.split('\n'))
            if (directive?.test(line))
              for (const marker of MARKERS) expect(line, where).not.toContain(marker);
          if (target.language === 'Python') {
            const [first, second] = code.split('\n');
            expect(first, where).toBe('# -*- coding: utf-8 -*-');
            expect(second, where).not.toMatch(/coding[:=]/);
          }
        }
    });
});
