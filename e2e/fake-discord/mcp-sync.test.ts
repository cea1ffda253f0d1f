// `component-studio mcp --allow-sync` against the fake Discord: the real command line spawned on
// stdio, the SDK's own client, and the token nowhere in what the client received.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Spawned } from '../../src/cli/mcp/spawn-kit';
import { spawnMcp } from '../../src/cli/mcp/spawn-kit';
import { FakeDiscordClient } from './client';
import { FAKE_BOT_TOKEN, FAKE_GUILD_ID } from './constants';
import type { FakeDiscord } from './server';
import { startFakeDiscord } from './server';

let fake: FakeDiscord;
let mcp: Spawned;
beforeAll(async () => {
  fake = await startFakeDiscord();
  mcp = await spawnMcp(['--allow-sync'], {
    DISCORD_TOKEN: FAKE_BOT_TOKEN,
    DISCORD_API_BASE: fake.apiBase,
  });
  // Starting the source through tsx takes seconds on a busy machine.
}, 60_000);
afterAll(async () => {
  await mcp.close();
  await fake.close();
});

const design = [
  { name: 'ping', description: 'Is the bot there?' },
  { type: 3, name: 'Report' },
];
const json = (result: unknown) =>
  JSON.parse((result as { content: { text: string }[] }).content[0]!.text);

describe('component-studio mcp --allow-sync, against the fake Discord', () => {
  it('diffs against the registered set it fetches, then syncs it', async () => {
    const requests = new FakeDiscordClient(fake.url);
    await requests.reset();
    const tools = (await mcp.client.listTools()).tools.map((t) => t.name);
    expect(tools).toContain('sync_commands');

    const args = { commands: design, guild_id: FAKE_GUILD_ID };
    const diff = json(await mcp.client.callTool({ name: 'diff_commands', arguments: args }));
    expect(diff.created).toHaveLength(2);
    expect((await requests.requests()).some((r) => r.method === 'PUT')).toBe(false);

    const sync = json(await mcp.client.callTool({ name: 'sync_commands', arguments: args }));
    expect(sync.applied).toBe(true);
    const again = json(await mcp.client.callTool({ name: 'diff_commands', arguments: args }));
    expect(again.unchanged).toHaveLength(2);
    expect((await requests.requests()).filter((r) => r.method === 'PUT')).toHaveLength(1);

    expect(mcp.received()).not.toContain(FAKE_BOT_TOKEN);
  });
});
