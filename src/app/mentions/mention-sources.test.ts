import { afterEach, describe, expect, it } from 'vitest';
import { emptyMessage } from '../../model';
import { commandsDoc } from '../../model/testing/command-use';
import { forgetRegistered, knownRegistered, rememberRegistered } from '../commands/known-commands';
import { CHANNEL, TOKEN, scriptedFetch } from '../discord/test-kit';
import { createTokenStore } from '../discord/token-store';
import { createMentionSources, knownCommands } from './mention-sources';

const APP = '223344556677880000';
const GUILD = '223344556677889900';

const remind = {
  type: 1,
  name: 'remind',
  description: 'Reminders',
  options: [
    { type: 1, name: 'add', description: 'Add one' },
    {
      type: 2,
      name: 'list',
      description: 'Lists',
      options: [{ type: 1, name: 'mine', description: 'Mine' }],
    },
  ],
};
const ping = { type: 1, name: 'ping', description: 'Pong' };
const report = { type: 2, name: 'Report user' };

afterEach(forgetRegistered);

describe('knownCommands', () => {
  it('lists registered slash commands with their ids and the designs holding them', () => {
    const designs = [
      { name: 'Bot commands', doc: commandsDoc([remind, ping, report]) },
      { name: 'A message', doc: emptyMessage() },
    ];
    const registered = [
      {
        scope: { applicationId: APP, guildId: null },
        commands: [
          { ...remind, id: '223344556677880001' },
          { ...report, id: '223344556677880003' },
        ],
      },
    ];
    expect(knownCommands(designs, registered)).toEqual([
      {
        path: ['remind', 'add'],
        id: '223344556677880001',
        where: 'Bot commands · global commands',
      },
      {
        path: ['remind', 'list', 'mine'],
        id: '223344556677880001',
        where: 'Bot commands · global commands',
      },
      { path: ['ping'], id: null, where: 'Bot commands' },
    ]);
  });

  it("matches a design's commands with the list of its own scope only", () => {
    const designs = [{ name: 'Guild set', doc: commandsDoc([ping], GUILD) }];
    const globalList = [
      {
        scope: { applicationId: APP, guildId: null },
        commands: [{ ...ping, id: '223344556677880002' }],
      },
    ];
    expect(knownCommands(designs, globalList)).toEqual([
      { path: ['ping'], id: '223344556677880002', where: 'global commands' },
      { path: ['ping'], id: null, where: 'Guild set' },
    ]);
    const guildList = [
      {
        scope: { applicationId: APP, guildId: GUILD },
        commands: [{ ...ping, id: '223344556677880004' }],
      },
    ];
    expect(knownCommands(designs, guildList)).toEqual([
      { path: ['ping'], id: '223344556677880004', where: `Guild set · commands of guild ${GUILD}` },
    ]);
  });
});

describe('the registered lists the page keeps', () => {
  it('keeps the latest list of each scope', () => {
    const scope = { applicationId: APP, guildId: null };
    rememberRegistered({ scope, commands: [{ ...ping, id: '1' }] });
    rememberRegistered({ scope: { ...scope, guildId: GUILD }, commands: [] });
    rememberRegistered({ scope, commands: [{ ...ping, id: '2' }] });
    expect(knownRegistered().map((r) => [r.scope.guildId, r.commands.map((c) => c.id)])).toEqual([
      [null, ['2']],
      [GUILD, []],
    ]);
  });
});

describe('createMentionSources', () => {
  it("says what loading can use, loads through the relay with the send panel's token, and keeps the guild in memory", async () => {
    const form = createTokenStore(null);
    const { fetch, calls } = scriptedFetch(
      { status: 200, body: { id: CHANNEL, guild_id: GUILD } },
      { status: 200, body: [{ id: '223344556677889901', name: 'Guides' }] },
      { status: 200, body: [] },
      { status: 200, body: [] },
    );
    const sources = createMentionSources(() => [], form, { fetch, wait: () => Promise.resolve() });
    expect(sources.guildAccess()).toEqual({ hasToken: false, channelId: '', guildId: '' });
    form.setState({ token: TOKEN, channelId: ` ${CHANNEL} ` });
    expect(sources.guildAccess()).toEqual({ hasToken: true, channelId: CHANNEL, guildId: '' });
    const result = await sources.loadGuild('', new AbortController().signal);
    expect(result).toMatchObject({
      ok: true,
      directory: { guildId: GUILD, roles: [{ name: 'Guides' }] },
    });
    expect(calls[0]?.url).toBe(`/relay/channels/${CHANNEL}`);
    expect(sources.loadedGuild()?.guildId).toBe(GUILD);
    expect(createMentionSources(() => [], form).loadedGuild()?.guildId).toBe(GUILD);
    sources.forgetGuild();
    expect(sources.loadedGuild()).toBeNull();
  });
});
