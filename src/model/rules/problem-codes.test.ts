// The problem-code catalog (src/model/problem-codes/) and docs/problem-codes.md list every problem
// code, which the command line prints and scripts match on: each code the source writes has an
// entry, each entry is still written somewhere, and the page gives each entry's code and meaning.
// Codes are written as string literals in a few shapes (`code: '…'`, `r.error('…'`, `report(ctx,
// severity, '…'`, `problem('…'`, `issue(ctx, '…'`); others only pass one of those along.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROBLEM_CODES, problemCode } from '../problem-codes';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CODE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The source files of a folder, tests left out. */
function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(ROOT, folder, f));
}

// The validator and the command line write codes in every shape; the app and editor only as
// `code: '…'` (their other `.error(` calls are not problems).
const EVERY_SHAPE = [
  /\bcode:\s*'([^']+)'/g,
  /\.(?:error|warn)\(\s*'([^']+)'/g,
  /\.(?:error|warn)\(\s*[^,'()]*\?\s*'([^']+)'\s*:\s*'([^']+)'/g,
  /\breport\(\s*\w+,\s*[^,]+,\s*'([^']+)'/g,
  /\breport\(\s*\w+,\s*[^,]+,\s*[^,'()]*\?\s*'([^']+)'\s*:\s*'([^']+)'/g,
  /\bproblem\(\s*'([^']+)'/g,
  /\bissue\(\s*\w+,\s*'([^']+)'/g,
];
const FOLDERS: [string, RegExp[]][] = [
  ['src/model', EVERY_SHAPE],
  ['src/cli', EVERY_SHAPE],
  ['src/lib', EVERY_SHAPE],
  ['src/app', [/\bcode:\s*'([^']+)'/g]],
  ['src/editor', [/\bcode:\s*'([^']+)'/g]],
];

function writtenCodes(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [folder, shapes] of FOLDERS) {
    for (const file of sources(folder)) {
      const text = readFileSync(file, 'utf8');
      for (const shape of shapes)
        for (const m of text.matchAll(shape))
          for (const code of m.slice(1))
            // zod's own `custom` issue carries our code in its params.
            if (code !== undefined && CODE.test(code) && code !== 'custom' && !found.has(code))
              found.set(code, file.slice(ROOT.length + 1));
    }
  }
  return found;
}

/** The page's rows: code and meaning. */
function pageRows(): [string, string][] {
  const page = readFileSync(join(ROOT, 'docs/problem-codes.md'), 'utf8');
  return [...page.matchAll(/^\|\s*`([^`]+)`\s*\|\s*(.*?)\s*\|$/gm)].map((m) => [m[1]!, m[2]!]);
}

describe('the problem-code catalog', () => {
  const written = writtenCodes();
  const listed = PROBLEM_CODES.map((e) => e.code);

  it('finds the codes the source writes', () => {
    for (const code of ['invalid-json', 'too-long', 'placement', 'too-few', 'field-not-for-kind'])
      expect(written.has(code)).toBe(true);
    expect(written.size).toBeGreaterThan(80);
  });

  it('lists every code the source writes', () => {
    const missing = [...written].filter(([code]) => !listed.includes(code));
    expect(missing.map(([code, file]) => `${code} (${file})`)).toEqual([]);
  });

  it('lists each code once, and only codes the source still writes', () => {
    expect(listed.filter((code, i) => listed.indexOf(code) !== i)).toEqual([]);
    expect(listed.filter((code) => !written.has(code))).toEqual([]);
  });

  it('explains every entry: a meaning, a reason and a fix, each a sentence', () => {
    for (const e of PROBLEM_CODES)
      for (const text of [e.meaning, e.why, e.fix]) expect(text, e.code).toMatch(/^\S.*[.)]$/);
    expect(problemCode(' Too-Long ')?.code).toBe('too-long');
    expect(problemCode('no-such-code')).toBeUndefined();
  });
});

describe('docs/problem-codes.md', () => {
  it('gives each catalog entry, in order, with its meaning', () => {
    expect(pageRows()).toEqual(PROBLEM_CODES.map((e) => [e.code, e.meaning]));
  });
});
