// Shared by the tests that spawn the real command line: `node bin/component-studio.mjs mcp`
// (the source, through tsx) with the SDK's stdio client, recording everything the client got.
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

const BIN = fileURLToPath(new URL('../../../bin/component-studio.mjs', import.meta.url));

export interface Spawned {
  client: Client;
  /** Every message from the server, as JSON, and all of its standard error. */
  received: () => string;
  close: () => Promise<void>;
}

/** `bin mcp ...args` (the source by default; the pack test gives the installed package's). */
export async function spawnMcp(
  args: string[],
  env: Record<string, string>,
  bin = BIN,
): Promise<Spawned> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin, 'mcp', ...args],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stderr: 'pipe',
  });
  const messages: string[] = [];
  const errors: string[] = [];
  transport.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString('utf8')));
  // The client chains the handler it finds when it connects: this one sees every message first.
  transport.onmessage = (m: JSONRPCMessage) => {
    messages.push(JSON.stringify(m));
  };
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(transport);
  return {
    client,
    received: () => [...messages, ...errors].join('\n'),
    close: () => client.close(),
  };
}
