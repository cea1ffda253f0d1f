import { describe, expect, it } from 'vitest';
import { COMMAND_LIMITS } from '../limits';
import { chars } from '../testing/fixtures';
import {
  commandProblems,
  entryPoint,
  expectCommandProblems,
  messageCommand,
  option,
  slash,
  userCommand,
} from '../testing/command-fixtures';

const GUILD = '1290000000000000001';
const sub = (name: string, ...opts: unknown[]) =>
  option('subcommand', { name, description: `The ${name} subcommand`, options: opts });
const str = (name: string, fields: Record<string, unknown> = {}) =>
  option('string-option', { name, ...fields });
const de = (name: string) => ({ name_localizations: { de: name } });

describe('combined size', () => {
  // 32 + description + 2 * (32 + 100 + 25 * (100 + 54)) = 8000 with a description of 4.
  const big = {
    type: 3,
    name: chars(32),
    description: chars(100),
    choices: Array.from({ length: 25 }, (_, i) => ({
      name: chars(98) + String(i).padStart(2, '0'),
      value: chars(54),
    })),
  };
  const command = (description: number) =>
    slash({
      name: chars(32),
      description: chars(description),
      options: [big, { ...big, name: chars(32, 'b') }],
    });

  it('accepts a slash command of 8000', () => {
    expectCommandProblems(command(4), []);
  });

  it('refuses one of 8001, on the command, with its total and its largest part', () => {
    const [problem] = expectCommandProblems(command(5), ['error command-too-large $']);
    expect(problem!.message).toContain(`${COMMAND_LIMITS.combinedSize + 1}`);
    expect(problem!.message).toContain('8000');
    expect(problem!.message).toContain(`"${chars(32)}" with ${132 + 25 * 154}`);
  });

  it('counts the longest localization', () => {
    const localized = slash({
      name: chars(32),
      description: chars(4),
      description_localizations: { de: chars(5) },
      options: [big, { ...big, name: chars(32, 'b') }],
    });
    expectCommandProblems(localized, ['error command-too-large $']);
  });
});

describe('localized option names', () => {
  it('accepts distinct localized names, and the same one under different locales', () => {
    expectCommandProblems(
      slash({
        options: [
          str('color', { name_localizations: { de: 'farbe', fr: 'couleur' } }),
          str('shade', { name_localizations: { de: 'ton', fr: 'ton' } }),
        ],
      }),
      [],
    );
  });

  it('refuses a localized name equal to the default name of an option of its level', () => {
    const [problem] = expectCommandProblems(
      slash({ options: [str('color', de('shade')), str('shade')] }),
      ['error localized-name-clash $.options[0].name_localizations.de'],
    );
    expect(problem!.message).toContain('"shade"');
  });

  it('refuses two options of one level with the same name in a locale', () => {
    expectCommandProblems(
      slash({ options: [str('color', de('farbe')), str('hue', de('farbe'))] }),
      ['error localized-name-clash $.options[1].name_localizations.de'],
    );
  });

  it('warns of a clash with an option of another subcommand', () => {
    expectCommandProblems(
      slash({
        options: [sub('one', str('color', de('farbe'))), sub('two', str('hue', de('farbe')))],
      }),
      ['warning localized-name-clash $.options[1].options[0].name_localizations.de'],
    );
    expectCommandProblems(
      slash({ options: [sub('one', str('color', de('hue'))), sub('two', str('hue'))] }),
      ['warning localized-name-clash $.options[0].options[0].name_localizations.de'],
    );
  });

  it('leaves alone the same option localized alike in two subcommands', () => {
    expectCommandProblems(
      slash({
        options: [sub('one', str('user', de('nutzer'))), sub('two', str('user', de('nutzer')))],
      }),
      [],
    );
  });

  it('counts subcommand names as option names', () => {
    expectCommandProblems(
      slash({ options: [option('subcommand', { name: 'add', ...de('list') }), sub('list')] }),
      ['error localized-name-clash $.options[0].name_localizations.de'],
    );
  });
});

describe('scope', () => {
  it('accepts contexts and integration_types on a global command', () => {
    expectCommandProblems(slash({ contexts: [0, 1, 2], integration_types: [0, 1] }), []);
  });

  it('warns that contexts, integration_types and dm_permission are for global commands', () => {
    expectCommandProblems(
      slash({ contexts: [0], integration_types: [0], dm_permission: true }),
      [
        'warning global-only-field $.contexts',
        'warning global-only-field $.integration_types',
        'warning global-only-field $.dm_permission',
        'warning deprecated-field $.dm_permission',
      ],
      GUILD,
    );
  });

  it('refuses BOT_DM on a guild command, without the global-only warning for contexts', () => {
    expectCommandProblems(
      slash({ contexts: [0, 1] }),
      ['error bot-dm-in-guild-command $.contexts'],
      GUILD,
    );
  });

  it('warns of PRIVATE_CHANNEL without user install', () => {
    expectCommandProblems(slash({ contexts: [0, 2], integration_types: [0] }), [
      'warning private-channel-without-user-install $.contexts[1]',
    ]);
    expectCommandProblems(slash({ contexts: [2], integration_types: [1] }), []);
    expectCommandProblems(messageCommand({ contexts: [2] }), []);
  });

  it('refuses an entry point on a guild', () => {
    expectCommandProblems(entryPoint(), []);
    expectCommandProblems(entryPoint(), ['error entry-point-in-guild $'], GUILD);
  });
});

describe('command sets', () => {
  const many = (n: number, make: (i: number) => unknown) =>
    Array.from({ length: n }, (_, i) => make(i));

  it('accepts 100 slash commands and refuses 101', () => {
    expectCommandProblems(
      many(100, (i) => slash({ name: `c${i}` })),
      [],
    );
    expectCommandProblems(
      many(101, (i) => slash({ name: `c${i}` })),
      ['error too-many-commands $[100]'],
    );
  });

  it('accepts 15 user and 15 message commands and refuses 16 of either', () => {
    expectCommandProblems(
      many(15, (i) => userCommand({ name: `U${i}` })),
      [],
    );
    expectCommandProblems(
      many(16, (i) => userCommand({ name: `U${i}` })),
      ['error too-many-commands $[15]'],
    );
    expectCommandProblems(
      many(16, (i) => messageCommand({ name: `M${i}` })),
      ['error too-many-commands $[15]'],
    );
  });

  it('accepts one entry point and refuses a second', () => {
    expectCommandProblems([entryPoint(), slash()], []);
    expectCommandProblems(
      [entryPoint(), entryPoint({ name: 'Play' })],
      ['error too-many-commands $[1]'],
    );
  });

  it('refuses two commands of one type with the same name, not of two types', () => {
    expectCommandProblems([slash({ name: 'report' }), messageCommand({ name: 'report' })], []);
    expectCommandProblems([slash(), slash()], ['error duplicate-name $[1].name']);
  });

  it('reports nothing for a plain user command', () => {
    expect(commandProblems(userCommand())).toEqual([]);
  });
});
