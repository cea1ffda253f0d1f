// The MCP server's tools through the SDK's own client, connected in memory.
import { describe, expect, it } from 'vitest';
import { TARGETS } from '../../codegen';
import { PROBLEM_CODES } from '../../model';
import {
  APP,
  GUILD,
  TOKEN,
  before as registeredBefore,
  globalPath,
  guildPath,
  list,
  me,
  put,
  registered,
  setup,
  slash,
} from '../commands-test-kit';
import { connect, jsonOf, memoryFolder, textOf } from './test-kit';

const button = (extra: Record<string, unknown>) => ({
  type: 2,
  style: 1,
  custom_id: 'go',
  ...extra,
});
const rowMessage = (...buttons: Record<string, unknown>[]) => ({
  content: 'Hello',
  components: [{ type: 1, components: buttons }],
});

describe('the MCP server', () => {
  it('lists its tools, without sync_commands unless started with --allow-sync', async () => {
    const names = async (allowSync: boolean) =>
      (await (await connect({ allowSync })).client.listTools()).tools.map((t) => t.name).sort();
    const read = await names(false);
    expect(read).toEqual(
      [
        'convert_embeds_to_v2',
        'diff_commands',
        'explain_problem',
        'export_code',
        'list_kinds',
        'validate_payload',
      ].sort(),
    );
    expect(await names(true)).toEqual([...read, 'sync_commands'].sort());
  });

  it('describes each tool and types its inputs', async () => {
    const { client } = await connect({ allowSync: false });
    for (const tool of (await client.listTools()).tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(60);
      expect(tool.inputSchema.type).toBe('object');
    }
  });
});

describe('validate_payload', () => {
  it('says a valid message is valid', async () => {
    const { call } = await connect({ allowSync: false });
    const out = jsonOf(
      await call('validate_payload', { payload: rowMessage(button({ label: 'Go' })) }),
    );
    expect(out).toEqual({ valid: true, kind: 'message', problems: [] });
  });

  it('gives the problems of an invalid one with their paths, from JSON text too', async () => {
    const { call } = await connect({ allowSync: false });
    const payload = rowMessage(button({ label: 'x'.repeat(81) }), button({ custom_id: 'go' }));
    for (const given of [payload, JSON.stringify(payload)]) {
      const out = jsonOf(await call('validate_payload', { payload: given }));
      expect(out.valid).toBe(false);
      expect(out.problems).toContainEqual(
        expect.objectContaining({
          path: '$.components[0].components[0].label',
          severity: 'error',
          code: 'too-long',
        }),
      );
      expect(out.problems.map((p: { code: string }) => p.code)).toContain('button-empty');
    }
  });

  it('reads a payload as the kind given in `as`, and reports text that is not JSON', async () => {
    const { call } = await connect({ allowSync: false });
    const asModal = jsonOf(
      await call('validate_payload', { payload: { content: 'x' }, as: 'modal' }),
    );
    expect(asModal.kind).toBe('modal');
    expect(asModal.valid).toBe(false);
    const text = jsonOf(await call('validate_payload', { payload: '{"content": }' }));
    expect(text.problems[0]).toMatchObject({ path: '$', code: 'invalid-json' });
  });

  it('answers bad input with isError and a sentence, never a throw', async () => {
    const { call } = await connect({ allowSync: false });
    const wrongKind = await call('validate_payload', { payload: {}, as: 'embed' });
    expect(wrongKind.isError).toBe(true);
    expect(textOf(wrongKind)).toMatch(/as/);
    const missing = await call('validate_payload', {});
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toMatch(/payload/);
  });
});

describe('explain_problem', () => {
  it('says what a code means, why Discord refuses it and how to fix it', async () => {
    const { call } = await connect({ allowSync: false });
    const entry = PROBLEM_CODES.find((e) => e.code === 'select-not-alone')!;
    expect(jsonOf(await call('explain_problem', { code: 'select-not-alone' }))).toMatchObject({
      meaning: entry.meaning,
      why: entry.why,
      fix: entry.fix,
    });
  });

  it('answers an unknown code with where codes come from, and near ones', async () => {
    const { call } = await connect({ allowSync: false });
    const out = await call('explain_problem', { code: 'too-lengthy' });
    expect(out.isError).toBe(true);
    expect(textOf(out)).toContain('docs/problem-codes.md');
    expect(textOf(out)).toContain('too-long');
  });
});

describe('list_kinds', () => {
  it('gives every kind of the catalog with its type, place and limits', async () => {
    const { call } = await connect({ allowSync: false });
    const out = jsonOf(await call('list_kinds', {}));
    const textDisplay = out.kinds.find((k: { kind: string }) => k.kind === 'text-display');
    expect(textDisplay).toMatchObject({ type: 10, componentsV2Only: true });
    expect(textDisplay.where.message).toMatch(/Text Display/);
    expect(textDisplay.limits).toContainEqual(
      expect.objectContaining({ field: 'content', max: 4000 }),
    );
    expect(out.commandLimits.createsPerDay).toBe(200);
  });
});

describe('convert_embeds_to_v2', () => {
  it('turns embeds into a Components V2 message that validates', async () => {
    const { call } = await connect({ allowSync: false });
    const out = jsonOf(
      await call('convert_embeds_to_v2', {
        payload: { content: 'Hi', embeds: [{ title: 'News', description: 'Today' }] },
      }),
    );
    expect(out.message.flags & (1 << 15)).toBe(1 << 15);
    expect(JSON.stringify(out.message)).toContain('News');
    expect(out.problems.filter((p: { severity: string }) => p.severity === 'error')).toEqual([]);
    expect(Array.isArray(out.notes)).toBe(true);
  });

  it('refuses a message that is V2 already', async () => {
    const { call } = await connect({ allowSync: false });
    const v2 = { flags: 1 << 15, components: [{ type: 10, content: 'x' }] };
    const out = await call('convert_embeds_to_v2', { payload: v2 });
    expect(out.isError).toBe(true);
  });
});

describe('export_code', () => {
  it('prints the code for a library, as export does', async () => {
    const { call } = await connect({ allowSync: false });
    const out = jsonOf(
      await call('export_code', {
        payload: rowMessage(button({ label: 'Go' })),
        library: 'discord.js',
      }),
    );
    expect(out.language).toBe('JavaScript');
    expect(out.code).toContain('ButtonBuilder');
    expect(out.problems).toEqual([]);
  });

  it('refuses a library it does not have, naming the ones it has', async () => {
    const { call } = await connect({ allowSync: false });
    const out = await call('export_code', { payload: {}, library: 'discord.rb' });
    expect(out.isError).toBe(true);
    expect(textOf(out)).toContain(TARGETS[1]!.name);
  });
});

describe('diff_commands', () => {
  const local = [slash('ping'), slash('echo', { description: 'Says it back' })];
  const before = [registered('ping'), registered('echo'), registered('old')];

  it('diffs a local set against a registered one and says what a sync would send', async () => {
    const { call } = await connect({ allowSync: false });
    const out = jsonOf(await call('diff_commands', { commands: local, registered: before }));
    expect(out.changed).toEqual([{ type: 1, name: 'echo', fields: ['description'] }]);
    expect(out.deleted).toEqual([{ type: 1, name: 'old' }]);
    expect(out.unchanged).toEqual([{ type: 1, name: 'ping' }]);
    expect(out.warnings.join(' ')).toContain('"/old"');
    expect(out.plan).toMatchObject({
      request: 'PUT /applications/{application_id}/commands',
      sends: 2,
    });
  });

  it('reads the local set from a .json file in the working folder, and nothing outside it', async () => {
    const folder = memoryFolder(
      { '/bot/discord/commands.json': JSON.stringify(local), '/etc/x.json': '[]' },
      { '/bot/out.json': '/etc/x.json' },
    );
    const { call } = await connect({ allowSync: false, folder });
    const out = jsonOf(
      await call('diff_commands', { commands: 'discord/commands.json', registered: '[]' }),
    );
    expect(out.created).toHaveLength(2);
    for (const [path, why] of [
      ['../etc/x.json', 'not inside'],
      ['/etc/x.json', 'not inside'],
      ['out.json', 'symlink'],
      ['.env', 'not a .json file'],
      ['missing.json', 'no such file'],
    ]) {
      const refused = await call('diff_commands', { commands: path, registered: [] });
      expect(refused.isError, path).toBe(true);
      expect(textOf(refused), path).toContain(why);
    }
  });

  it('needs the registered set when the server may not call Discord', async () => {
    let fetched = false;
    const { call } = await connect({
      allowSync: false,
      net: {
        env: { DISCORD_TOKEN: 'secret' },
        fetch: () => {
          fetched = true;
          return Promise.reject(new Error('no'));
        },
      },
    });
    const out = await call('diff_commands', { commands: local });
    expect(out.isError).toBe(true);
    expect(textOf(out)).toContain('--allow-sync');
    expect(fetched).toBe(false);
  });

  it('refuses an invalid local set and a registered set that is not a list', async () => {
    const { call } = await connect({ allowSync: false });
    const invalid = await call('diff_commands', {
      commands: [{ name: 'Bad Name' }],
      registered: [],
    });
    expect(invalid.isError).toBe(true);
    expect(textOf(invalid)).toContain('$[0]');
    const notList = await call('diff_commands', { commands: local, registered: { id: 1 } });
    expect(textOf(notList)).toContain('registered must be a JSON array');
  });
});

describe('sync_commands (with --allow-sync)', () => {
  const local = [slash('ping'), slash('echo')];

  it('fetches the registered set for a diff, then applies the plan in one bulk overwrite', async () => {
    const { io, calls } = setup([me, list(guildPath, registeredBefore), list(globalPath, []), put]);
    const { call, received } = await connect({ allowSync: true, net: io });
    const diff = jsonOf(await call('diff_commands', { commands: local, guild_id: GUILD }));
    expect(diff.deleted.map((c: { name: string }) => c.name)).toEqual(['old']);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    const sync = jsonOf(await call('sync_commands', { commands: local, guild_id: GUILD }));
    expect(sync.applied).toBe(true);
    const sent = calls.filter((c) => c.method === 'PUT');
    expect(sent.map((c) => c.url)).toEqual([`https://discord.com${guildPath}`]);
    expect(sent[0]!.body).toEqual(local);
    expect(sent[0]!.auth).toBe(`Bot ${TOKEN}`);
    expect(received.join('\n')).not.toContain(TOKEN);
  });

  it('never gives the token back, even when Discord echoes it in a refusal', async () => {
    const echo = (c: { auth: string | undefined }) => ({
      status: 400,
      body: { code: 50035, message: `Invalid Form Body for ${c.auth}` },
    });
    const { io } = setup([me, list(guildPath, []), echo]);
    const { call, received } = await connect({ allowSync: true, net: io });
    const out = await call('sync_commands', {
      commands: local,
      guild_id: GUILD,
      application_id: APP,
    });
    expect(out.isError).toBe(true);
    expect(textOf(out)).toContain('[token]');
    expect(received.join('\n')).not.toContain(TOKEN);
  });

  it('says which variable to set when the token is missing', async () => {
    const { io } = setup([]);
    const { call } = await connect({ allowSync: true, net: { ...io, env: {} } });
    const out = await call('sync_commands', { commands: local });
    expect(out.isError).toBe(true);
    expect(textOf(out)).toContain('DISCORD_TOKEN is not set');
  });
});
