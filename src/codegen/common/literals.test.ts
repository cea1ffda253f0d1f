// Every hostile string, printed as a literal of each language, is read back by that language's own
// compiler as exactly the same text (its UTF-16 units, or UTF-8 bytes where the language's strings
// are bytes), and a comment line never ends early or carries over, whatever it holds.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HOSTILE, HOSTILE_NAMES } from '../testing/hostile';
import { TRICKY } from '../testing/strings';
import { commentLines, commentText, stringIn } from './literals';
import type { Language } from './literals';

const SAMPLES = [
  ...HOSTILE,
  ...HOSTILE_NAMES,
  TRICKY,
  'a ??/ trigraph ??= and "${dollar} $x',
  'ends with a backslash \\',
  '\\u000a in a Java comment',
  'lone \ud800 surrogate and a pair 🐜',
  '\u0085 NEL \u2028 LS \u2029 PS \ufeff BOM \u0000 NUL',
];

const dir = mkdtempSync(join(tmpdir(), 'literals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (argv: string[], cwd = dir) => {
  const r = spawnSync(argv[0]!, argv.slice(1), { cwd, encoding: 'utf8', timeout: 120_000 });
  if (r.error) throw new Error(`${argv[0]} is missing: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`${argv.join(' ')} failed:\n${r.stderr}${r.stdout}`);
  return r.stdout;
};

/** What a UTF-8 language holds: the text's bytes, a lone surrogate as U+FFFD. */
const utf8 = (s: string) =>
  [...new TextEncoder().encode(s)].map((b) => b.toString(16).padStart(2, '0')).join(' ');
/** What a UTF-16 language holds: the text's units, lone surrogates too. */
const utf16 = (s: string) =>
  [...s]
    .flatMap((ch) => [...Array(ch.length).keys()].map((i) => ch.charCodeAt(i).toString(16)))
    .join(' ');

const lines = (out: string) => out.trimEnd().split('\n');

/** Each sample's literal on its own line, with a comment line of the same text in between. */
const body = (lang: Language, each: (lit: string) => string) =>
  SAMPLES.map((s) => `${commentLines([s], '    ')}\n${each(stringIn(s, lang))}`).join('\n');

describe('string literals read back as the same text', () => {
  it('Java (javac), UTF-16 units', () => {
    writeFileSync(
      join(dir, 'Lit.java'),
      `public class Lit {\n  static void p(String s) { StringBuilder b = new StringBuilder(); for (int i = 0; i < s.length(); i++) { if (i > 0) b.append(' '); b.append(Integer.toHexString(s.charAt(i))); } System.out.println(b); }\n  public static void main(String[] a) {\n${body('java', (l) => `    p(${l});`)}\n  }\n}\n`,
    );
    run(['javac', '-encoding', 'UTF-8', 'Lit.java']);
    expect(lines(run(['java', '-cp', '.', 'Lit']))).toEqual(SAMPLES.map(utf16));
  });

  it('C# (mcs), UTF-16 units', () => {
    writeFileSync(
      join(dir, 'Lit.cs'),
      `using System; using System.Text;\nclass Lit {\n  static void P(string s) { var b = new StringBuilder(); for (int i = 0; i < s.Length; i++) { if (i > 0) b.Append(' '); b.Append(((int)s[i]).ToString("x")); } Console.WriteLine(b); }\n  static void Main() {\n${body('csharp', (l) => `    P(${l});`)}\n  }\n}\n`,
    );
    run(['mcs', '-out:Lit.exe', 'Lit.cs']);
    expect(lines(run(['mono', 'Lit.exe']))).toEqual(SAMPLES.map(utf16));
  });

  it('C++ (g++ -std=c++17 -Wall -Werror), UTF-8 bytes', () => {
    writeFileSync(
      join(dir, 'lit.cpp'),
      `#include <cstdio>\n#include <string>\nstatic void p(const std::string& s) { for (size_t i = 0; i < s.size(); i++) std::printf(i ? " %02x" : "%02x", (unsigned char)s[i]); std::printf("\\n"); }\nint main() {\n${body('cpp', (l) => `    p(std::string(${l}, sizeof(${l}) - 1));`)}\n}\n`,
    );
    run(['g++', '-std=c++17', '-Wall', '-Werror', '-trigraphs', '-o', 'lit', 'lit.cpp']);
    expect(lines(run(['./lit']))).toEqual(SAMPLES.map(utf8));
  });

  it('Rust (rustc), UTF-8 bytes', () => {
    writeFileSync(
      join(dir, 'lit.rs'),
      `fn p(s: &str) { let v: Vec<String> = s.bytes().map(|b| format!("{:02x}", b)).collect(); println!("{}", v.join(" ")); }\nfn main() {\n${body('rust', (l) => `    p(${l});`)}\n}\n`,
    );
    run(['rustc', '--edition', '2021', '-o', 'litrs', 'lit.rs']);
    expect(lines(run(['./litrs']))).toEqual(SAMPLES.map(utf8));
  });

  it('Go (go run), UTF-8 bytes', () => {
    writeFileSync(
      join(dir, 'lit.go'),
      `package main\n\nimport (\n\t"fmt"\n\t"strings"\n)\n\nfunc p(s string) {\n\tparts := []string{}\n\tfor i := 0; i < len(s); i++ {\n\t\tparts = append(parts, fmt.Sprintf("%02x", s[i]))\n\t}\n\tfmt.Println(strings.Join(parts, " "))\n}\n\nfunc main() {\n${body('go', (l) => `\tp(${l})`)}\n}\n`,
    );
    const env = {
      GOCACHE: join(dir, 'gocache'),
      GOPATH: join(dir, 'gopath'),
      GOFLAGS: '-mod=mod',
      GOPROXY: 'off',
      GO111MODULE: 'off',
      HOME: dir,
    };
    const r = spawnSync('go', ['run', 'lit.go'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, ...env },
      timeout: 120_000,
    });
    if (r.error) throw new Error(`go is missing (Debian: golang-go): ${r.error.message}`);
    expect(r.stderr).toBe('');
    expect(lines(r.stdout)).toEqual(SAMPLES.map(utf8));
  });
});

describe('Dart literals and comments', () => {
  it('escape the quote, the backslash and $ interpolation, and no line break survives', () => {
    expect(stringIn(`it's $x \${y} \\ \n`, 'dart')).toBe(`'it\\'s \\$x \\\${y} \\\\ \\n'`);
    for (const s of SAMPLES) expect(stringIn(s, 'dart')).not.toMatch(/[\n\r\u0085\u2028\u2029]/);
  });
});

describe('comment lines', () => {
  it('stay one line and hold no backslash (a line splice in C++, a \\u escape in Java)', () => {
    for (const s of SAMPLES) expect(commentText(s)).not.toMatch(/[\n\r\u0085\u2028\u2029\\]/);
    expect(commentLines(['a\\', 'b'], '  ')).toBe('  // a\uFF3C\n  // b');
  });
});
