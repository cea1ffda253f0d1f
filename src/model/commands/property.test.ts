// Properties of application commands: any command or set Discord accepts (as the arbitraries of
// ../testing/command-arbitraries.ts make them) imports without a problem and exports unchanged, and
// no input whatever makes import throw or report a problem without a path, a code and a sentence.
// The exact bounds (counts per set, 25 options and choices, 8000 characters) are unit tests here.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importPayload } from '../payload/import';
import type { ImportResult } from '../payload/import';
import { toPayload } from '../payload/to-payload';
import type { PayloadKind } from '../payload/envelope';
import { parsePath } from '../rules/problems';
import type { Problem } from '../rules/problems';
import type { Payload } from '../testing/command-arbitraries';
import {
  CAPITAL_NAME_CHARACTERS,
  CHAT_NAME_CHARACTERS,
  FIELD_KEYS,
  SPEC,
  UNICODE_NAME_CHARACTERS,
  asGuildSet,
  combinedSize,
  commandArb,
  commandSetArb,
  hasGlobalOnly,
  mutatedArb,
  wrongValueArb,
} from '../testing/command-arbitraries';
import { commandSize } from './size';

const RUNS = { numRuns: 150 };

/** The problems and the payload, for a failure message. */
const explain = (problems: readonly Problem[], payload: unknown) =>
  `${JSON.stringify(problems, null, 1)}\nin ${JSON.stringify(payload)}`;

function expectClean(result: ImportResult, payload: unknown): void {
  expect(result.problems, explain(result.problems, payload)).toEqual([]);
  expect(result.valid).toBe(true);
}

/** toPayload of the imported document is the input; importing that again changes nothing. */
function expectRoundTrip(result: ImportResult, payload: unknown, as: 'command' | 'commands'): void {
  expect(result.doc).not.toBeNull();
  const exported = toPayload(result.doc!);
  // Key order aside (an option's `type` may move first), the export is the input, -0 included.
  expect(exported).toStrictEqual(payload);
  const again = importPayload(exported, { as });
  expect(toPayload(again.doc!)).toStrictEqual(exported);
}

describe('the arbitraries', () => {
  // The name pattern of docs/discord-rules.md, written out here rather than taken from names.ts.
  const DISCORD_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

  it('use name characters of Discord’s pattern, lowercase where the letter has a case', () => {
    for (const ch of [...CHAT_NAME_CHARACTERS, ...UNICODE_NAME_CHARACTERS]) {
      expect(ch, ch).toMatch(DISCORD_NAME);
      expect(ch.toLowerCase(), ch).toBe(ch);
      expect(ch.length, ch).toBe(1);
    }
    for (const ch of CAPITAL_NAME_CHARACTERS) {
      expect(ch, ch).toMatch(DISCORD_NAME);
      expect(ch.toLowerCase(), ch).not.toBe(ch);
    }
  });

  it('make every command type and option type', () => {
    const seen = new Set<string>();
    const visit = (o: Payload) => {
      seen.add(`option ${String(o.type)}`);
      for (const c of (o.options as Payload[] | undefined) ?? []) visit(c);
    };
    for (const command of fc.sample(commandArb(), { numRuns: 400, seed: 7 })) {
      seen.add(`command ${String(command.type ?? 1)}`);
      for (const o of (command.options as Payload[] | undefined) ?? []) visit(o);
    }
    const expected = [
      ...[1, 2, 3, 4].map((t) => `command ${t}`),
      ...Array.from({ length: 11 }, (_, i) => `option ${i + 1}`),
    ];
    expect([...seen].sort()).toEqual(expected.sort());
  });
});

describe('commands Discord accepts', () => {
  it('import as one command without a problem, detected or forced', () => {
    fc.assert(
      fc.property(commandArb(), (command) => {
        const result = importPayload(command, { as: 'command' });
        expectClean(result, command);
        const detected = importPayload(command);
        expect(detected.kind).toBe('command');
        expect(detected.problems, explain(detected.problems, command)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('import as a bulk overwrite list without a problem, globally and in a guild', () => {
    fc.assert(
      fc.property(commandSetArb(), (list) => {
        expectClean(importPayload(list, { as: 'commands' }), list);
        if (!hasGlobalOnly(list))
          expectClean(
            importPayload(list, { as: 'commands', guildId: '1290000000000000001' }),
            list,
          );
        const guild = asGuildSet(list);
        expectClean(
          importPayload(guild, { as: 'commands', guildId: '1290000000000000001' }),
          guild,
        );
      }),
      RUNS,
    );
    fc.assert(
      fc.property(commandSetArb('guild'), (list) => {
        expect(hasGlobalOnly(list)).toBe(false);
        expectClean(importPayload(list, { as: 'commands', guildId: '1290000000000000001' }), list);
      }),
      { numRuns: 50 },
    );
  });

  it('count their size as Discord does', () => {
    fc.assert(
      fc.property(commandArb(), (command) => {
        if (command.type === undefined || command.type === 1)
          expect(commandSize(command).total).toBe(combinedSize(command));
      }),
      RUNS,
    );
  });

  it('export exactly as imported, one command or a list', () => {
    fc.assert(
      fc.property(commandArb(), (command) => {
        expectRoundTrip(importPayload(command, { as: 'command' }), command, 'command');
      }),
      RUNS,
    );
    fc.assert(
      fc.property(commandSetArb(), (list) => {
        expectRoundTrip(importPayload(list, { as: 'commands' }), list, 'commands');
      }),
      RUNS,
    );
  });
});

// --- Exact bounds ---

const slash = (name: string): Payload => ({ name, description: 'Does a thing' });
const named = (n: number, make: (i: number) => Payload) =>
  Array.from({ length: n }, (_, i) => make(i));

function fullSet(extra: { slash?: number; user?: number; message?: number; entry?: number } = {}) {
  return [
    ...named(SPEC.perSet[1] + (extra.slash ?? 0), (i) => slash(`cmd-${i}`)),
    ...named(SPEC.perSet[2] + (extra.user ?? 0), (i) => ({ type: 2, name: `User ${i}` })),
    ...named(SPEC.perSet[3] + (extra.message ?? 0), (i) => ({ type: 3, name: `Message ${i}` })),
    ...named(SPEC.perSet[4] + (extra.entry ?? 0), (i) => ({
      type: 4,
      name: `Launch${i}`,
      description: '',
      handler: 2,
    })),
  ];
}

const errorCodes = (result: ImportResult) =>
  result.problems.filter((p) => p.severity === 'error').map((p) => `${p.code} ${p.path}`);

/**
 * A slash command of exactly 8000 characters with 25 options, the first with 25 choices, every
 * name 32 and every description 100 long; the command's description and the first choice's name
 * count through a longer localization. `extra` lengthens that localization.
 */
function commandOfSize8000(extra = 0): Payload {
  const options: Payload[] = named(SPEC.optionsPerLevel, (i) => ({
    type: 3,
    name: `option-${i}`.padEnd(SPEC.name, 'x'),
    description: 'd'.repeat(SPEC.description),
  }));
  // 132 (the command) + 25 × 132 (the options) = 3432; the choices make up the other 4568:
  // 24 of 93 + 93, and one counted as 99 (its German name) + 5.
  options[0]!.choices = [
    { name: 'c0', name_localizations: { de: 'L'.repeat(99 + extra) }, value: 'first' },
    ...named(SPEC.choices - 1, (i) => ({
      name: `choice ${i + 1}`.padEnd(93, 'n'),
      value: `v${i + 1}`.padEnd(93, 'v'),
    })),
  ];
  return {
    name: 'c'.repeat(SPEC.name),
    description: 'd',
    description_localizations: { de: 'D'.repeat(SPEC.description) },
    options,
  };
}

describe('commands at the exact bounds', () => {
  it('a set of 100 slash, 15 user, 15 message commands and an entry point is valid', () => {
    const set = fullSet();
    expect(set).toHaveLength(131);
    expectClean(importPayload(set, { as: 'commands' }), 'the full set');
    const guild = fullSet({ entry: -1 });
    expectClean(
      importPayload(guild, { as: 'commands', guildId: '1290000000000000001' }),
      'the full guild set',
    );
  });

  it('one more command of any type is an error', () => {
    const tooMany = (extra: Parameters<typeof fullSet>[0], at: number) => {
      const result = importPayload(fullSet(extra), { as: 'commands' });
      expect(errorCodes(result)).toEqual([`too-many-commands $[${at}]`]);
    };
    tooMany({ slash: 1 }, 100);
    tooMany({ user: 1 }, 115);
    tooMany({ message: 1 }, 130);
    tooMany({ entry: 1 }, 131);
    const guild = importPayload(fullSet(), { as: 'commands', guildId: '1290000000000000001' });
    expect(errorCodes(guild)).toEqual(['entry-point-in-guild $[130]']);
  });

  it('a slash command of exactly 8000 characters, 25 options and 25 choices is valid', () => {
    const command = commandOfSize8000();
    expect(combinedSize(command)).toBe(SPEC.combinedSize);
    expect(commandSize(command).total).toBe(SPEC.combinedSize);
    const result = importPayload(command, { as: 'command' });
    expectClean(result, 'the 8000-character command');
    expectRoundTrip(result, command, 'command');
  });

  it('one character more, in a localization, is too large', () => {
    const command = commandOfSize8000(1);
    expect(combinedSize(command)).toBe(SPEC.combinedSize + 1);
    expect(errorCodes(importPayload(command, { as: 'command' }))).toEqual(['command-too-large $']);
  });

  it('a 26th option or choice is an error', () => {
    const options = named(SPEC.optionsPerLevel + 1, (i) => ({
      type: 5,
      name: `o${i}`,
      description: 'An option',
    }));
    const more = { name: 'x', description: 'y', options };
    expect(errorCodes(importPayload(more, { as: 'command' }))).toEqual(['too-many $.options']);
    const choices = named(SPEC.choices + 1, (i) => ({ name: `c${i}`, value: `v${i}` }));
    const option = { type: 3, name: 'pick', description: 'Pick one', choices };
    expect(errorCodes(importPayload({ name: 'x', description: 'y', options: [option] }))).toEqual([
      'too-many $.options[0].choices',
    ]);
  });
});

// --- Broken input ---

const AS: readonly (PayloadKind | undefined)[] = [undefined, 'command', 'commands', 'permissions'];

/** Import never throws, and every problem has a path, a code and a sentence. */
function expectWellFormed(value: unknown): void {
  for (const as of AS) {
    let result: ImportResult;
    try {
      result = importPayload(value, as ? { as } : {});
    } catch (error) {
      throw new Error(`importPayload threw with as=${String(as)}: ${String(error)}`, {
        cause: error,
      });
    }
    for (const p of result.problems) {
      expect(p.path.startsWith('$'), p.path).toBe(true);
      expect(parsePath(p.path), p.path).not.toBeNull();
      expect(p.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(typeof p.message).toBe('string');
      expect(p.message.length).toBeGreaterThan(10);
      expect(['error', 'warning']).toContain(p.severity);
    }
    expect(result.valid).toBe(!result.problems.some((p) => p.severity === 'error'));
    if (result.doc) expect(() => toPayload(result.doc!)).not.toThrow();
  }
}

const OUTPUT_ONLY = new Set([
  'id',
  'application_id',
  'version',
  'guild_id',
  'name_localized',
  'description_localized',
]);

/** A command as the export gives it back: without the fields Discord adds, when it is one. */
function withoutOutputFields(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const v = value as Payload;
  const type = v.type === undefined ? 1 : v.type;
  if (typeof type !== 'number' || ![1, 2, 3, 4].includes(type)) return value;
  return Object.fromEntries(Object.entries(v).filter(([k]) => !OUTPUT_ONLY.has(k)));
}

/** Imported as commands, whatever it holds, the export gives it back (output-only fields aside). */
function expectLossless(value: unknown): void {
  const list = importPayload(value, { as: 'commands' });
  if (list.doc) expect(toPayload(list.doc)).toEqual((value as unknown[]).map(withoutOutputFields));
  const one = importPayload(value, { as: 'command' });
  if (one.doc) expect(toPayload(one.doc)).toEqual(withoutOutputFields(value));
}

const fieldKey = fc.oneof(fc.constantFrom(...FIELD_KEYS), fc.string());

describe('import on broken input', () => {
  it('never throws on any value', () => {
    fc.assert(fc.property(fc.anything(), expectWellFormed), { numRuns: 300 });
    fc.assert(fc.property(fc.jsonValue(), expectWellFormed), { numRuns: 300 });
  });

  it('never throws on commands with wrong values, stray keys and deep nesting', () => {
    fc.assert(
      fc.property(mutatedArb(fc.oneof(commandArb(), commandSetArb())), (value) => {
        expectWellFormed(value);
        expectLossless(value);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws when a command field holds a wrong value', () => {
    fc.assert(
      fc.property(commandArb(), fieldKey, wrongValueArb, (command, key, value) => {
        const broken = { ...command };
        Object.defineProperty(broken, key, { value, enumerable: true });
        expectWellFormed(broken);
        expectWellFormed([broken]);
      }),
      RUNS,
    );
  });

  it('reports a localization key named like an Object.prototype member as a wrong locale', () => {
    const command = { name: 'x', description: 'y', name_localizations: { constructor: 'z' } };
    const result = importPayload(command, { as: 'command' });
    expect(errorCodes(result)).toEqual(['unknown-locale $.name_localizations.constructor']);
  });

  it('never throws on nesting far deeper than Discord allows', () => {
    let options: unknown = [{ type: 3, name: 'leaf', description: 'Leaf' }];
    let arrays: unknown = 'x';
    for (let i = 0; i < 5000; i += 1) {
      options = [{ type: 1, name: `s${i}`, description: 'Nested', options }];
      arrays = [arrays];
    }
    const command = { name: 'deep', description: 'Very deep', options };
    expectWellFormed(command);
    expectLossless(command);
    expectWellFormed({ name: 'deep', description: 'Arrays', name_localizations: { de: arrays } });
    expectWellFormed([arrays]);
  });
});
