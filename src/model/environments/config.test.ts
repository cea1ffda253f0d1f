import { describe, expect, it } from 'vitest';
import { readEnvironments } from './config';
import { targetOf } from './environment';

const APP = '1300000000000000001';
const GUILD = '1300000000000000010';
const dev = {
  applicationId: APP,
  tokenEnv: 'DISCORD_TOKEN_DEV',
  scope: 'global',
  commands: ['commands/global.json'],
  globalToGuild: GUILD,
};
const prod = { applicationId: APP, tokenEnv: 'DISCORD_TOKEN', scope: { guild: GUILD } };
const text = (value: unknown) => JSON.stringify(value);
const problemsOf = (config: unknown) => {
  const read = readEnvironments({ config: text(config), packageJson: null });
  return read.ok ? [] : read.problems;
};

describe('readEnvironments', () => {
  it('reads each environment of component-studio.json, commands defaulting to none', () => {
    const read = readEnvironments({
      config: text({ environments: { dev, prod } }),
      packageJson: null,
    });
    expect(read).toEqual({
      ok: true,
      source: 'component-studio.json',
      notes: [],
      environments: [
        { name: 'dev', ...dev },
        { name: 'prod', ...prod, commands: [], globalToGuild: null },
      ],
    });
  });

  it('reads the componentStudio key of package.json, with paths under it', () => {
    const pkg = { name: 'bot', componentStudio: { environments: { dev } } };
    const read = readEnvironments({ config: null, packageJson: text(pkg) });
    expect(read.ok && read.source).toBe('package.json');
    const bad = {
      name: 'bot',
      componentStudio: { environments: { dev: { ...dev, applicationId: '12' } } },
    };
    const refused = readEnvironments({ config: null, packageJson: text(bad) });
    expect(refused).toMatchObject({
      ok: false,
      problems: [
        expect.stringMatching(
          /^componentStudio\.environments\.dev\.applicationId: must be a snowflake/,
        ),
      ],
    });
  });

  it('uses component-studio.json when both name environments, and says so', () => {
    const pkg = { componentStudio: { environments: { other: prod } } };
    const read = readEnvironments({
      config: text({ environments: { dev } }),
      packageJson: text(pkg),
    });
    expect(read.ok && read.environments.map((e) => e.name)).toEqual(['dev']);
    expect(read.ok && read.notes).toEqual([
      'Both component-studio.json and package.json\'s "componentStudio" name environments: component-studio.json is used.',
    ]);
  });

  it('says when neither file names environments, and when a file is not JSON', () => {
    expect(readEnvironments({ config: null, packageJson: text({ name: 'bot' }) })).toMatchObject({
      ok: false,
      source: null,
      problems: [expect.stringContaining('No component-studio.json')],
    });
    expect(readEnvironments({ config: '{ nope', packageJson: null })).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^component-studio\.json is not JSON: /)],
    });
  });

  it('says every problem with its JSON path, never throwing', () => {
    const problems = problemsOf({
      environments: {
        dev: {
          ...dev,
          applicationId: 'abc',
          scope: 'everywhere',
          commands: ['../up.json', 'a.txt'],
        },
        prod: { ...prod, tokenEnv: 'NOT A NAME', globalToGuild: GUILD, extra: 1 },
        'bad name!': prod,
      },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'environments.dev.applicationId: must be a snowflake (a Discord id of 17 to 20 digits, as a string).',
        'environments.dev.scope: must be "global" or { "guild": "<guild id>" }.',
        'environments.dev.commands[0]: must stay inside the config’s folder (no ".." segment).',
        'environments.dev.commands[1]: must name a .json file.',
        expect.stringMatching(
          /^environments\.prod\.tokenEnv: must be an environment variable’s name/,
        ),
        'environments.prod.extra: is not a setting of the config.',
      ]),
    );
    expect(problemsOf({ environments: { dev: { tokenEnv: 'X', scope: 'global' } } })).toEqual([
      'environments.dev.applicationId: is missing.',
    ]);
    expect(problemsOf({ environments: { prod: { ...prod, globalToGuild: GUILD } } })).toEqual([
      'environments.prod.globalToGuild: is only for a global scope (it sends a global set to a test guild instead).',
    ]);
    expect(problemsOf({ environments: { 'bad name!': prod } })).toEqual([
      expect.stringMatching(/^environments\.bad name!: an environment's name is letters/),
    ]);
    for (const value of [null, [], 'x', { environments: {} }, { environments: [] }])
      expect(problemsOf(value).length).toBeGreaterThan(0);
  });

  it('refuses a token written into the config, by its key or by its look', () => {
    const token = `${'M'.repeat(24)}.${'a'.repeat(6)}.${'b'.repeat(27)}`;
    expect(problemsOf({ environments: { dev: { ...dev, token } } })).toEqual([
      expect.stringMatching(/^environments\.dev\.token: a token never goes in the config/),
    ]);
    expect(problemsOf({ environments: { dev: { ...dev, tokenEnv: token } } })).toEqual([
      expect.stringMatching(/^environments\.dev\.tokenEnv: this looks like a bot token/),
    ]);
    // The refusal never repeats the token.
    expect(
      problemsOf({ environments: { dev: { ...dev, botToken: token } } }).join('\n'),
    ).not.toContain(token);
  });
});

describe('targetOf', () => {
  it('sends a global set to globalToGuild, a guild set to its guild, else globally', () => {
    const base = { name: 'x', applicationId: APP, tokenEnv: 'T', commands: [] };
    expect(targetOf({ ...base, scope: 'global', globalToGuild: GUILD })).toEqual({
      applicationId: APP,
      guildId: GUILD,
    });
    expect(targetOf({ ...base, scope: { guild: GUILD }, globalToGuild: null }).guildId).toBe(GUILD);
    expect(targetOf({ ...base, scope: 'global', globalToGuild: null }).guildId).toBeNull();
  });
});
