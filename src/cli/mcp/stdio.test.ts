// `component-studio mcp` as a coding agent starts it: the real command line on stdio, spoken to by
// the SDK's own client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Spawned } from './spawn-kit';
import { spawnMcp } from './spawn-kit';

let mcp: Spawned;
beforeAll(async () => {
  mcp = await spawnMcp([], { DISCORD_TOKEN: 'MTIz.a-token-the-server-must-not-use' });
  // Starting the source through tsx takes seconds on a busy machine.
}, 60_000);
afterAll(() => mcp.close());

describe('component-studio mcp', () => {
  it('answers tools/list, without sync_commands', async () => {
    const names = (await mcp.client.listTools()).tools.map((t) => t.name);
    expect(names).toContain('validate_payload');
    expect(names).toContain('diff_commands');
    expect(names).not.toContain('sync_commands');
  });

  it('answers tools/call validate_payload with the problems and their paths', async () => {
    const result = await mcp.client.callTool({
      name: 'validate_payload',
      arguments: { payload: { components: [{ type: 1, components: [] }] } },
    });
    const content = result.content as { type: string; text: string }[];
    const out = JSON.parse(content[0]!.text);
    expect(out.valid).toBe(false);
    expect(out.problems).toContainEqual(
      expect.objectContaining({
        path: '$.components[0]',
        severity: 'error',
        code: 'empty-action-row',
      }),
    );
  });

  it('gives no token back, and writes nothing but the protocol', async () => {
    expect(mcp.received()).not.toContain('a-token-the-server-must-not-use');
  });
});
