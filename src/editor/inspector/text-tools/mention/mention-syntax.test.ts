import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../preview/markdown/parser';
import {
  EVERYONE,
  HERE,
  MAX_TIMESTAMP_SECONDS,
  channelMention,
  commandMention,
  roleMention,
  snowflakeProblem,
  splitCommandPath,
  timestampMention,
  userMention,
} from './mention-syntax';

const ID = '1290000000000000203';
const text = (b: { ok: boolean; text?: string }) => (b.ok ? b.text : null);

/** The one node the preview's parser makes of `source`. */
const parsedAs = (source: string) => {
  const { nodes } = parseMarkdown(source);
  expect(nodes, source).toHaveLength(1);
  return nodes[0]!;
};

describe('snowflakeProblem', () => {
  it('takes 17 to 20 digits, and refuses 16 and 21', () => {
    expect(snowflakeProblem('1'.repeat(16))).toMatch(/17 to 20 digits; this one has 16/);
    expect(snowflakeProblem('1'.repeat(17))).toBeNull();
    expect(snowflakeProblem('1'.repeat(18))).toBeNull();
    expect(snowflakeProblem('1'.repeat(19))).toBeNull();
    expect(snowflakeProblem('1'.repeat(20))).toBeNull();
    expect(snowflakeProblem('1'.repeat(21))).toMatch(/this one has 21/);
  });

  it('takes the largest 64-bit number and refuses one above it', () => {
    expect(snowflakeProblem('18446744073709551614')).toBeNull();
    expect(snowflakeProblem('18446744073709551615')).toBeNull();
    expect(snowflakeProblem('18446744073709551616')).not.toBeNull();
  });

  it('refuses empty text, signs, spaces, letters and a leading zero with a sentence', () => {
    expect(snowflakeProblem('', 'user id')).toBe('Enter the user id.');
    for (const bad of [
      ' 129000000000000020',
      '-129000000000000020',
      '12900000000000002a',
      '1.2e18',
    ])
      expect(snowflakeProblem(bad), bad).toMatch(/digits only/);
    expect(snowflakeProblem('01290000000000000203')).toMatch(/starts with 0/);
  });
});

describe('user, role and channel mentions', () => {
  it("build Discord's syntax, which the preview reads as that mention", () => {
    expect(text(userMention(ID))).toBe(`<@${ID}>`);
    expect(text(roleMention(ID))).toBe(`<@&${ID}>`);
    expect(text(channelMention(ID))).toBe(`<#${ID}>`);
    expect(parsedAs(`<@${ID}>`)).toMatchObject({ type: 'user', id: ID });
    expect(parsedAs(`<@&${ID}>`)).toMatchObject({ type: 'role', id: ID });
    expect(parsedAs(`<#${ID}>`)).toMatchObject({ type: 'channel', id: ID });
    expect(parsedAs(EVERYONE)).toMatchObject({ type: 'everyone' });
    expect(parsedAs(HERE)).toMatchObject({ type: 'here' });
  });

  it('refuse an id that is not a snowflake, naming what it is', () => {
    expect(userMention('123')).toEqual({
      ok: false,
      reason: 'The user id is a Discord id of 17 to 20 digits; this one has 3.',
    });
    expect(roleMention('<@&1>')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^The role id is digits only/),
    });
    expect(channelMention('')).toEqual({ ok: false, reason: 'Enter the channel id.' });
  });
});

describe('commandMention', () => {
  it('writes a command, a subcommand and a grouped subcommand as the preview reads them', () => {
    const cases: [string[], string][] = [
      [['ping'], `</ping:${ID}>`],
      [['remind', 'add'], `</remind add:${ID}>`],
      [['config', 'roles', 'set'], `</config roles set:${ID}>`],
    ];
    for (const [path, expected] of cases) {
      expect(text(commandMention(path, ID))).toBe(expected);
      expect(parsedAs(expected)).toMatchObject({
        type: 'slashCommand',
        fullName: path.join(' '),
        id: ID,
      });
    }
  });

  it('takes names of 1 and 32 characters, not 0 or 33, and letters of any script', () => {
    expect(commandMention(['a'], ID).ok).toBe(true);
    expect(commandMention(['a'.repeat(32)], ID).ok).toBe(true);
    expect(commandMention(['a'.repeat(33)], ID)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('33 characters long; the maximum is 32'),
    });
    expect(commandMention([''], ID).ok).toBe(false);
    expect(commandMention(['привет', 'नमस्ते'], ID).ok).toBe(true);
  });

  it('takes 1 to 3 names, and refuses 0 and 4', () => {
    expect(commandMention([], ID)).toMatchObject({ ok: false });
    expect(commandMention(['a', 'b', 'c'], ID).ok).toBe(true);
    expect(commandMention(['a', 'b', 'c', 'd'], ID)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('this path has 4 names'),
    });
  });

  it('refuses uppercase, spaces, colons and angle brackets in a name, and a bad id', () => {
    expect(commandMention(['Ping'], ID)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('must be lowercase ("ping")'),
    });
    expect(commandMention(['remind', 'a:b'], ID)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^The subcommand name "a:b" contains ":"/),
    });
    expect(commandMention(['x>'], ID).ok).toBe(false);
    expect(commandMention(['ping'], '12')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^The command id is a Discord id/),
    });
  });
});

describe('splitCommandPath', () => {
  it('reads a typed path with or without its slash and with any spacing', () => {
    expect(splitCommandPath('/remind add')).toEqual(['remind', 'add']);
    expect(splitCommandPath('  config   roles set ')).toEqual(['config', 'roles', 'set']);
    expect(splitCommandPath(' / ')).toEqual([]);
    expect(splitCommandPath('')).toEqual([]);
  });
});

describe('timestampMention', () => {
  it('writes every style, f included, and the preview reads each as a timestamp', () => {
    for (const style of ['t', 'T', 'd', 'D', 'f', 'F', 'R'] as const) {
      expect(text(timestampMention(1_700_000_000, style))).toBe(`<t:1700000000:${style}>`);
      expect(parsedAs(`<t:1700000000:${style}>`)).toMatchObject({
        type: 'timestamp',
        timestamp: '1700000000',
        format: style,
      });
    }
    expect(text(timestampMention(-1, 'R'))).toBe('<t:-1:R>');
  });

  it("takes moments up to Date's range and refuses one second beyond, fractions and NaN", () => {
    expect(timestampMention(MAX_TIMESTAMP_SECONDS, 'f').ok).toBe(true);
    expect(timestampMention(-MAX_TIMESTAMP_SECONDS, 'f').ok).toBe(true);
    expect(timestampMention(MAX_TIMESTAMP_SECONDS + 1, 'f').ok).toBe(false);
    expect(timestampMention(1.5, 'f').ok).toBe(false);
    expect(timestampMention(Number.NaN, 'f').ok).toBe(false);
    expect(timestampMention(0, 'x' as 'f')).toMatchObject({ ok: false });
  });
});
