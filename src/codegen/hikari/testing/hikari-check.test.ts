// The hikari check, proven on a hand-written bot (example.py): it runs against the hikari 2.6.0
// stand-in, sends exactly the sample designs hikari can express, routes every custom_id and reads
// every modal field; and it has teeth: a misspelt method, a wrong keyword, a syntax error or a
// different value fails it, and nothing but the given program runs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_DESIGNS } from '../../testing/designs';
import {
  HIKARI_CANNOT_EXPRESS,
  actualOf,
  checkHikariProgram,
  expectedForHikari,
  hikariCanExpress,
} from './check';

const EXAMPLE = readFileSync(new URL('./example.py', import.meta.url), 'utf8');

function edited(from: string, to: string): string {
  expect(EXAMPLE).toContain(from);
  return EXAMPLE.replace(from, to);
}

describe('the hikari check', () => {
  const run = checkHikariProgram([{ path: 'bot.py', text: EXAMPLE }]);
  const actual = actualOf(run.records);
  const expected = expectedForHikari();

  it('runs the example to its end', () => {
    expect(run.error).toBeUndefined();
    expect(run.records.length).toBeGreaterThan(0);
  });

  it('sends both messages as the samples, normalised', () => {
    expect(actual.messages).toEqual(expected.messages);
    expect(expected.messages).toHaveLength(2);
  });

  it('shows the modal hikari can build, and registers the command set', () => {
    expect(actual.modals).toEqual(expected.modals);
    expect(expected.modals).toHaveLength(1);
    expect(actual.commands).toEqual(expected.commands);
  });

  it('routes every custom_id and reads every text input of the modal', () => {
    expect([...actual.routes].sort()).toEqual([...expected.routes].sort());
    expect(expected.routes).toHaveLength(10);
    expect(actual.reads).toEqual(expected.reads);
  });

  it('takes out exactly what the README lists as beyond hikari 2.6.0', () => {
    const dropped = new Set<number>();
    for (const s of SAMPLE_DESIGNS)
      hikariCanExpress(s.as, s.payload).dropped.forEach((i) => dropped.add(i));
    expect([...dropped].sort()).toEqual(HIKARI_CANNOT_EXPRESS.map((_, i) => i));
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const item of HIKARI_CANNOT_EXPRESS) expect(readme).toContain(item);
  });

  it('fails a misspelt method, naming the file and line', () => {
    const bad = checkHikariProgram(edited('container.add_separator(', 'container.add_seperator('));
    expect(bad.error).toMatch(/^bot\.py:\d+: AttributeError: .*add_seperator/);
  });

  it('fails a wrong keyword', () => {
    const bad = checkHikariProgram(edited('is_disabled=True', 'disabled=True'));
    expect(bad.error).toMatch(/^bot\.py:\d+: TypeError: .*disabled/);
  });

  it('fails a keyword-only parameter passed by position', () => {
    const bad = checkHikariProgram(
      edited(
        'row.add_link_button("https://example.com/dash", label="Dashboard")',
        'row.add_link_button("https://example.com/dash", "Dashboard")',
      ),
    );
    expect(bad.error).toMatch(/TypeError/);
  });

  it('fails a syntax error in any file before running anything', () => {
    const bad = checkHikariProgram([
      { path: 'bot.py', text: EXAMPLE },
      { path: 'helpers/util.py', text: 'def broken(:\n    pass\n' },
    ]);
    expect(bad.error).toMatch(/^helpers\/util\.py:1: SyntaxError/);
    expect(bad.records).toEqual([]);
  });

  it('fails a program that builds a different value', () => {
    const other = actualOf(
      checkHikariProgram(edited('label="Approve"', 'label="Approved"')).records,
    );
    expect(other.messages).not.toEqual(expected.messages);
    const lost = actualOf(
      checkHikariProgram(edited('min_values=1, max_values=3', 'max_values=3')).records,
    );
    expect(lost.messages).not.toEqual(expected.messages);
    const unrouted = actualOf(checkHikariProgram(edited('"report:mute",\n', '')).records);
    expect([...unrouted.routes].sort()).not.toEqual([...expected.routes].sort());
  });

  it('runs nothing but the given program', () => {
    const extra = checkHikariProgram([
      { path: 'bot.py', text: 'print("only me")\n' },
      { path: 'other.py', text: 'print(\'{"kind":"message","body":{}}\')\n' },
    ]);
    expect(extra.error).toBeUndefined();
    expect(extra.records).toEqual([]);
    expect(extra.output).toBe('only me');
    for (const path of ['sitecustomize.py', 'hikari/__init__.py', '../escape.py', '/abs.py'])
      expect(() => checkHikariProgram([{ path, text: '' }])).toThrow(
        /must be a relative \.py path/,
      );
  });
});
