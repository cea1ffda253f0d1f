// The py-cord check, proven on a hand-written bot (example.py): it runs against the py-cord
// 2.8.1 stand-in, sends exactly the sample designs (normalised), shows both modals, registers the
// command set, routes every custom_id and reads every modal field with its type; and it has
// teeth: a misspelt method, a wrong keyword, a syntax error or a different value fails it, and
// nothing but the given program runs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_DESIGNS } from '../../testing/designs';
import {
  PYCORD_CANNOT_EXPRESS,
  actualOf,
  checkPycordProgram,
  expectedForPycord,
  parseRecord,
  pycordCanExpress,
} from './check';

const EXAMPLE = readFileSync(new URL('./example.py', import.meta.url), 'utf8');

function edited(from: string, to: string): string {
  expect(EXAMPLE).toContain(from);
  return EXAMPLE.replace(from, to);
}

describe('the py-cord check', () => {
  const run = checkPycordProgram([{ path: 'bot.py', text: EXAMPLE }]);
  const actual = actualOf(run.records);
  const expected = expectedForPycord();

  it('runs the example to its end', () => {
    expect(run.error).toBeUndefined();
    expect(run.records.length).toBeGreaterThan(0);
  });

  it('sends both messages as the samples, normalised', () => {
    expect(actual.messages).toEqual(expected.messages);
    expect(expected.messages).toHaveLength(2);
  });

  it('shows both modals and registers the command set', () => {
    expect(actual.modals).toEqual(expected.modals);
    expect(expected.modals).toHaveLength(2);
    expect(actual.commands).toEqual(expected.commands);
  });

  it('routes every custom_id and reads every modal field with its type', () => {
    expect([...actual.routes].sort()).toEqual([...expected.routes].sort());
    expect(expected.routes).toHaveLength(11);
    expect(actual.reads).toEqual(expected.reads);
  });

  it('spells out exactly what the README lists as beyond py-cord 2.8.1', () => {
    const dropped = new Set<number>();
    for (const s of SAMPLE_DESIGNS)
      pycordCanExpress(s.as, s.payload).dropped.forEach((i) => dropped.add(i));
    expect([...dropped].sort()).toEqual(PYCORD_CANNOT_EXPRESS.map((_, i) => i));
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const item of PYCORD_CANNOT_EXPRESS) expect(readme).toContain(item);
  });

  it('reads a snowflake too large for a JS number as its digits', () => {
    const r = parseRecord('{"kind":"x","id":123456789012345678,"n":-1.5e3,"s":"9007199254740993"}');
    expect(r).toEqual({ kind: 'x', id: '123456789012345678', n: -1500, s: '9007199254740993' });
  });

  it('fails a misspelt method, naming the file and line', () => {
    const bad = checkPycordProgram(edited('container.add_separator(', 'container.add_seperator('));
    expect(bad.error).toMatch(/^bot\.py:\d+: AttributeError: .*add_seperator/);
  });

  it('fails a wrong keyword', () => {
    const bad = checkPycordProgram(
      edited('max_values=2, required=False', 'max_value=2, required=False'),
    );
    expect(bad.error).toMatch(/^bot\.py:\d+: TypeError: .*max_value/);
  });

  it('fails a keyword-only parameter passed by position', () => {
    const bad = checkPycordProgram(
      edited(
        'embed.add_field(name="Uptime", value="99.9%", inline=True)',
        'embed.add_field("Uptime", "99.9%", inline=True)',
      ),
    );
    expect(bad.error).toMatch(/^bot\.py:\d+: TypeError/);
  });

  it('fails an API py-cord 2.8.1 does not have', () => {
    const bad = checkPycordProgram(
      edited('discord.ui.Label("Subscribe"', 'discord.ui.Field("Subscribe"'),
    );
    expect(bad.error).toMatch(/^bot\.py:\d+: AttributeError: .*Field/);
  });

  it('fails a syntax error in any file before running anything', () => {
    const bad = checkPycordProgram([
      { path: 'bot.py', text: EXAMPLE },
      { path: 'helpers/util.py', text: 'def broken(:\n    pass\n' },
    ]);
    expect(bad.error).toMatch(/^helpers\/util\.py:1: SyntaxError/);
    expect(bad.records).toEqual([]);
  });

  it('fails a program that builds a different value', () => {
    const other = actualOf(
      checkPycordProgram(edited('label="Approve"', 'label="Approved"')).records,
    );
    expect(other.messages).not.toEqual(expected.messages);
    const lost = actualOf(checkPycordProgram(edited('silent=True,', 'silent=False,')).records);
    expect(lost.messages).not.toEqual(expected.messages);
    const modal = actualOf(
      checkPycordProgram(edited('custom_id="subscribe", default=True', 'custom_id="subscribe"'))
        .records,
    );
    expect(modal.modals).not.toEqual(expected.modals);
    const command = actualOf(
      checkPycordProgram(edited('min_value=0, max_value=5.5', 'max_value=5.5')).records,
    );
    expect(command.commands).not.toEqual(expected.commands);
  });

  it('fails a program that leaves a custom_id unrouted or a field unread', () => {
    const unrouted = actualOf(
      checkPycordProgram(
        edited(
          '    async def mute(self, button: discord.ui.Button, interaction: discord.Interaction):\n        await interaction.response.defer()',
          '    async def mute(self, button: discord.ui.Button, interaction: discord.Interaction):\n        pass',
        ),
      ).records,
    );
    expect([...unrouted.routes].sort()).not.toEqual([...expected.routes].sort());
    const unread = actualOf(
      checkPycordProgram(
        edited('subscribe: bool = self.children[2].item.value', 'subscribe = True'),
      ).records,
    );
    expect(unread.reads).not.toEqual(expected.reads);
  });

  it('runs nothing but the given program', () => {
    const extra = checkPycordProgram([
      { path: 'bot.py', text: 'print("only me")\n' },
      { path: 'other.py', text: 'print(\'{"kind":"message","body":{}}\')\n' },
    ]);
    expect(extra.error).toBeUndefined();
    expect(extra.records).toEqual([]);
    expect(extra.output).toBe('only me');
    for (const path of ['sitecustomize.py', 'discord/__init__.py', '../escape.py', '/abs.py'])
      expect(() => checkPycordProgram([{ path, text: '' }])).toThrow(
        /must be a relative \.py path/,
      );
  });
});
