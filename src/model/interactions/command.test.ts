import { describe, expect, it } from 'vitest';
import { option, slash } from '../testing/command-fixtures';
import { moveNode } from '../document/tree';
import { SAMPLE_GUILD, SAMPLE_GUILD_ID } from './sample-guild';
import {
  commandsDoc,
  interactionSource,
  invoke,
  nodeNamed,
  received,
} from '../testing/command-use';
import { typeErrors } from '../testing/type-check';
import { CHANNEL, LEFT_USER, ROLE, USER } from '../testing/interactions';
import { commandOptionsFor, optionSelectables, subcommandPaths } from './command';

/** A moderation command with a group, a plain command with every value type, and context menus. */
const SET = [
  slash({
    name: 'mod',
    description: 'Moderation',
    name_localizations: { de: 'moderation' },
    options: [
      option('subcommand-group', {
        name: 'warn',
        description: 'Warnings',
        options: [
          option('subcommand', {
            name: 'add',
            description: 'Add a warning',
            options: [
              option('user-option', { name: 'user', required: true }),
              option('string-option', { name: 'reason' }),
            ],
          }),
          option('subcommand', { name: 'clear', description: 'Clear them' }),
        ],
      }),
      option('subcommand', { name: 'ping', description: 'Is the bot there?' }),
    ],
  }),
  slash({
    name: 'all',
    description: 'Every value type',
    options: [
      option('string-option', { name: 'text' }),
      option('integer-option', { name: 'count' }),
      option('number-option', { name: 'ratio' }),
      option('boolean-option', { name: 'public' }),
      option('user-option', { name: 'who' }),
      option('channel-option', { name: 'where' }),
      option('role-option', { name: 'role' }),
      option('mentionable-option', { name: 'ping' }),
      option('attachment-option', { name: 'file' }),
    ],
  }),
  { type: 2, name: 'Show Profile' },
  { type: 3, name: 'Report Message' },
  { type: 4, name: 'Launch', description: 'Start the game', handler: 1 },
];
const doc = commandsDoc(SET);

describe('subcommandPaths', () => {
  it('lists subcommands, those of a group with the group’s name, in order', () => {
    const paths = subcommandPaths(doc, nodeNamed(doc, 'mod').key);
    expect(paths.map((p) => [p.groupName, p.name, p.description])).toEqual([
      ['warn', 'add', 'Add a warning'],
      ['warn', 'clear', 'Clear them'],
      [undefined, 'ping', 'Is the bot there?'],
    ]);
    expect(paths[0]!.groupKey).toBe(nodeNamed(doc, 'mod', 'warn').key);
    expect(paths[0]!.subcommandKey).toBe(nodeNamed(doc, 'mod', 'warn', 'add').key);
  });

  it('is empty for a command without subcommands and for a key that names no command', () => {
    expect(subcommandPaths(doc, nodeNamed(doc, 'all').key)).toEqual([]);
    expect(subcommandPaths(doc, 'missing')).toEqual([]);
  });
});

describe('commandOptionsFor', () => {
  it('gives the value options of the chosen subcommand, or of a command without subcommands', () => {
    const mod = nodeNamed(doc, 'mod').key;
    const add = nodeNamed(doc, 'mod', 'warn', 'add').key;
    const names = (nodes: { props: Record<string, unknown> }[]) => nodes.map((n) => n.props.name);
    expect(names(commandOptionsFor(doc, mod, add))).toEqual(['user', 'reason']);
    expect(names(commandOptionsFor(doc, nodeNamed(doc, 'all').key))).toHaveLength(9);
    expect(commandOptionsFor(doc, mod)).toEqual([]);
    expect(commandOptionsFor(doc, mod, 'missing')).toEqual([]);
    expect(commandOptionsFor(doc, nodeNamed(doc, 'Show Profile').key)).toEqual([]);
  });
});

describe('buildCommandInteraction', () => {
  it('nests group → subcommand → values as Discord does', () => {
    const used = received(
      invoke(doc, { path: ['mod', 'warn', 'add'], inputs: { user: USER.ben, reason: 'spam' } }),
    );
    expect(used.type).toBe(2);
    expect(used.data.options).toEqual([
      {
        name: 'warn',
        type: 2,
        options: [
          {
            name: 'add',
            type: 1,
            options: [
              { name: 'user', type: 6, value: USER.ben },
              { name: 'reason', type: 3, value: 'spam' },
            ],
          },
        ],
      },
    ]);
  });

  it('sends a subcommand without values with an empty options list', () => {
    const used = received(invoke(doc, { path: ['mod', 'ping'] }));
    expect(used.data.options).toEqual([{ name: 'ping', type: 1, options: [] }]);
    expect(used.data).not.toHaveProperty('resolved');
  });

  it('sends the default names whatever the locale, which goes in locale alone', () => {
    const used = received(invoke(doc, { path: ['mod', 'ping'] }, { locale: 'de' }));
    expect(used.data.name).toBe('mod');
    expect(used.locale).toBe('de');
    expect(used.guild_locale).toBe('en-US');
  });

  it('gives each command a snowflake id that stays while it moves and a version that follows its definition', () => {
    const { id, version } = received(invoke(doc, { path: ['all'] })).data;
    expect(id).toMatch(/^\d{17,20}$/);
    expect(version).toMatch(/^\d{17,20}$/);
    expect(BigInt(version) > BigInt(id)).toBe(true);
    const other = received(invoke(doc, { path: ['mod', 'ping'] })).data.id;
    expect(other).not.toBe(id);
    const moved = moveNode(doc, nodeNamed(doc, 'all').key, {
      parentKey: null,
      slot: 'options',
      index: 0,
    });
    if (!moved.ok || moved.doc.surface !== 'commands') throw new Error('The move failed.');
    expect(received(invoke(moved.doc, { path: ['all'] })).data).toMatchObject({ id, version });
    const changed = commandsDoc(SET.map((c) => (c.name === 'all' ? { ...c, nsfw: false } : c)));
    const again = received(invoke(changed, { path: ['all'] })).data;
    expect(again.id).toBe(id);
    expect(again.version).not.toBe(version);
  });

  it('types each value: string, integer, number and boolean', () => {
    const inputs = { text: ' hi ', count: '-12', ratio: '0.25', public: 'false' };
    const used = received(invoke(doc, { path: ['all'], inputs }));
    expect(used.data.options).toEqual([
      { name: 'text', type: 3, value: ' hi ' },
      { name: 'count', type: 4, value: -12 },
      { name: 'ratio', type: 10, value: 0.25 },
      { name: 'public', type: 5, value: false },
    ]);
  });

  it('leaves out the options left empty, and `options` itself when nothing is filled', () => {
    expect(received(invoke(doc, { path: ['all'], inputs: { text: '' } })).data).not.toHaveProperty(
      'options',
    );
  });

  it('fills resolved with users and members (without user, deaf, mute), roles and channels', () => {
    const inputs = { who: USER.ben, where: CHANNEL.general, role: ROLE.moderator, ping: LEFT_USER };
    const { data } = received(invoke(doc, { path: ['all'], inputs }));
    expect(Object.keys(data.resolved?.users ?? {})).toEqual([USER.ben, LEFT_USER]);
    // A user who left the guild has no member record.
    expect(Object.keys(data.resolved?.members ?? {})).toEqual([USER.ben]);
    const member = data.resolved!.members![USER.ben]!;
    for (const field of ['user', 'deaf', 'mute']) expect(member).not.toHaveProperty(field);
    expect(member).toMatchObject({ nick: 'Ben (mod)', permissions: expect.any(String) });
    expect(data.resolved?.roles?.[ROLE.moderator]?.name).toBe('Moderator');
    expect(data.resolved?.channels?.[CHANNEL.general]).toMatchObject({
      name: 'general',
      type: 0,
      permissions: expect.any(String),
    });
    expect(data.resolved?.channels?.[CHANNEL.general]).not.toHaveProperty('permission_overwrites');
  });

  it('resolves a mentionable role into roles', () => {
    const { data } = received(invoke(doc, { path: ['all'], inputs: { ping: ROLE.events } }));
    expect(data.options).toEqual([{ name: 'ping', type: 9, value: ROLE.events }]);
    expect(Object.keys(data.resolved ?? {})).toEqual(['roles']);
  });

  it('attaches the file an input names (name|size) as an ephemeral attachment', () => {
    const { data } = received(
      invoke(doc, { path: ['all'], inputs: { file: 'crash log.txt|512' } }),
    );
    const id = data.options?.[0] && 'value' in data.options[0] ? data.options[0].value : null;
    expect(typeof id).toBe('string');
    expect(data.resolved?.attachments?.[id as string]).toMatchObject({
      id,
      filename: 'crash_log.txt',
      size: 512,
      content_type: 'text/plain; charset=utf-8',
      ephemeral: true,
    });
    const image = received(invoke(doc, { path: ['all'], inputs: { file: 'cat.PNG' } })).data;
    expect(Object.values(image.resolved?.attachments ?? {})[0]).toMatchObject({
      content_type: 'image/png',
      size: 48213,
      width: 1280,
      height: 720,
    });
  });

  it('uses a user command on a member: target_id, resolved users and members, no options', () => {
    const { data } = received(invoke(doc, { path: ['Show Profile'], targetId: USER.ben }));
    expect(data).toMatchObject({ name: 'Show Profile', type: 2, target_id: USER.ben });
    expect(data).not.toHaveProperty('options');
    expect(Object.keys(data.resolved?.users ?? {})).toEqual([USER.ben]);
    expect(Object.keys(data.resolved?.members ?? {})).toEqual([USER.ben]);
  });

  it('uses a message command on a sample message in the channel, written by another member', () => {
    const { data, channel_id } = received(invoke(doc, { path: ['Report Message'] }));
    const message = data.resolved?.messages?.[data.target_id!];
    expect(message).toMatchObject({ id: data.target_id, channel_id, type: 0 });
    expect(message?.author.id).toBe(USER.ava);
    expect(message?.timestamp).toBe('2025-06-01T11:59:00.000000+00:00');
    const chosen = received(
      invoke(doc, { path: ['Report Message'], targetId: '1290000000000000999' }),
    );
    expect(Object.keys(chosen.data.resolved?.messages ?? {})).toEqual(['1290000000000000999']);
  });

  it('sends an entry point command with the app handler as type 4 data', () => {
    expect(received(invoke(doc, { path: ['Launch'] })).data).toMatchObject({
      name: 'Launch',
      type: 4,
    });
  });

  it('uses a guild set in its own guild: guild_id in data, the sample guild under that id', () => {
    const guildId = '1300000000000000009';
    const used = received(invoke(commandsDoc(SET, guildId), { path: ['mod', 'ping'] }));
    expect(used.data.guild_id).toBe(guildId);
    expect(used.guild_id).toBe(guildId);
    expect(used.channel.guild_id).toBe(guildId);
    expect(used.authorizing_integration_owners).toEqual({ '0': guildId });
    const global = received(invoke(doc, { path: ['mod', 'ping'] }));
    expect(global.data).not.toHaveProperty('guild_id');
    expect(global.guild_id).toBe(SAMPLE_GUILD_ID);
  });

  it('names the user’s own install as the owner of a user-installed command', () => {
    const set = commandsDoc([slash({ integration_types: [1], contexts: [0, 2] })]);
    const used = received(invoke(set, { path: ['color'] }));
    expect(used.authorizing_integration_owners).toEqual({ '1': USER.cleo });
  });

  it('builds objects discord-api-types accepts', { timeout: 60_000 }, () => {
    const inputs = {
      text: 'a',
      count: '3',
      ratio: '1.5',
      public: 'true',
      who: USER.ben,
      where: CHANNEL.general,
      role: ROLE.moderator,
      ping: LEFT_USER,
      file: 'a.png',
    };
    const payloads = [
      received(invoke(doc, { path: ['all'], inputs })),
      received(invoke(doc, { path: ['mod', 'warn', 'add'], inputs: { user: USER.ava } })),
      received(invoke(doc, { path: ['Show Profile'], targetId: USER.ben })),
      received(invoke(doc, { path: ['Report Message'] })),
      received(invoke(doc, { path: ['Launch'] })),
    ];
    expect(typeErrors(interactionSource(payloads))).toEqual([]);
  });

  it('the check itself catches a payload the types refuse', { timeout: 60_000 }, () => {
    const used = received(invoke(doc, { path: ['all'], inputs: { count: '3' } }));
    const wrong = {
      ...used,
      data: { ...used.data, options: [{ name: 'count', type: 4, value: '3' }] },
    };
    expect(typeErrors(interactionSource([wrong])).join('\n')).toMatch(/not assignable/);
  });
});

describe('optionSelectables', () => {
  const labels = (...names: string[]) =>
    optionSelectables(nodeNamed(doc, ...names), SAMPLE_GUILD)?.map((s) => `${s.label}=${s.value}`);

  it('offers users, roles, both, or the channels of the option’s types, by their labels', () => {
    const typed = commandsDoc([
      slash({ options: [option('channel-option', { name: 'vc', channel_types: [2, 13] })] }),
    ]);
    expect(labels('all', 'who')).toHaveLength(5);
    expect(labels('all', 'role')?.[0]).toBe(`Admin=1290000000000000301`);
    expect(labels('all', 'ping')).toHaveLength(10);
    expect(
      optionSelectables(nodeNamed(typed, 'color', 'vc'), SAMPLE_GUILD)?.map((s) => s.label),
    ).toEqual(['Lounge', 'Town Hall']);
  });

  it('offers an option’s choices with their values as text, and nothing for free input', () => {
    const chosen = commandsDoc([
      slash({
        options: [option('integer-option', { name: 'n', choices: [{ name: 'One', value: 1 }] })],
      }),
    ]);
    expect(optionSelectables(nodeNamed(chosen, 'color', 'n'), SAMPLE_GUILD)).toEqual([
      { kind: 'option', value: '1', label: 'One', default: false },
    ]);
    expect(optionSelectables(nodeNamed(doc, 'all', 'text'), SAMPLE_GUILD)).toBeNull();
    expect(optionSelectables(nodeNamed(doc, 'all', 'file'), SAMPLE_GUILD)).toBeNull();
  });
});
