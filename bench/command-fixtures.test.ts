// The command fixtures are what they claim to be: the set is valid for us and for builders (and
// builders gives back the same JSON), and each broken set breaks no rule but its own.
import { describe, expect, it } from 'vitest';
import { importPayload } from '../src/model';
import { invalidCommandCases, ticketCommand } from './command-cases';
import type { CommandJson } from './command-fixtures';
import { commandSet, commandSize, LOCALES } from './command-fixtures';
import { buildersCommands, buildersRejectsCommands } from './discordjs-commands';

const errorsOf = (commands: CommandJson[], guildId?: string) =>
  importPayload(commands, { as: 'commands', ...(guildId ? { guildId } : {}) }).problems.filter(
    (p) => p.severity === 'error',
  );

/** Builders writes `required: false` and unset keys (as undefined); the set leaves both out. */
const withoutDefaults = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, v: unknown) =>
    key === 'required' && v === false ? undefined : v,
  );

describe('command fixtures', () => {
  const set = commandSet();

  it('is 100 valid slash commands, fully localized, each under 8000 characters', () => {
    expect(set).toHaveLength(100);
    expect(new Set(set.map((c) => c.name)).size).toBe(100);
    for (const c of set) {
      expect(Object.keys(c.name_localizations ?? {})).toEqual([...LOCALES]);
      expect(commandSize(c)).toBeLessThan(8000);
    }
    const result = importPayload(set, { as: 'commands' });
    expect(result.problems).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has groups, subcommands and every value option type with its bounds', () => {
    const types = new Set<number>();
    const fields = new Set<string>();
    const walk = (options: CommandJson['options']) => {
      for (const o of options ?? []) {
        types.add(o.type);
        for (const key of Object.keys(o)) fields.add(key);
        walk(o.options);
      }
    };
    for (const c of set) walk(c.options);
    expect([...types].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const key of ['choices', 'autocomplete', 'min_value', 'max_length', 'channel_types'])
      expect(fields).toContain(key);
  });

  it('is accepted by builders, which gives back the same JSON', () => {
    expect(buildersRejectsCommands(set)).toEqual({ rejected: false });
    expect(withoutDefaults(buildersCommands(set))).toEqual(set);
  });

  it('the oversized case is over 8000 only once its localizations are counted', () => {
    const big = invalidCommandCases().find((c) => c.name.startsWith('Over 8000'))!.commands[0]!;
    expect(commandSize(big)).toBeGreaterThan(8000);
    const plain = JSON.parse(JSON.stringify(big), (key, v: unknown) =>
      key.endsWith('_localizations') ? undefined : v,
    ) as CommandJson;
    expect(commandSize(plain)).toBeLessThan(8000);
  });

  it('the base of the broken sets is valid', () => {
    expect(errorsOf([ticketCommand()])).toEqual([]);
  });

  it.each(invalidCommandCases().map((c) => [c.name, c] as const))(
    'broken set "%s" is refused for its rule, at its place, and for nothing else',
    (_name, c) => {
      const errors = errorsOf(c.commands, c.guildId);
      expect(errors.length).toBeGreaterThan(0);
      for (const p of errors) expect(p.path).toBe(c.errorAt);
    },
  );
});
