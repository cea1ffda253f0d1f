// Shared by the MCP server's tests: a client connected in memory to a server whose files, env and
// fetch are the test's, and a reader of tool results.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { CliIo } from '../run';
import type { Folder } from './folder';
import { createMcpServer } from './server';

/** A folder of in-memory files at /bot; `links` maps a path to where its symlink leads. */
export function memoryFolder(
  files: Record<string, string>,
  links: Record<string, string> = {},
): Folder {
  return {
    root: '/bot',
    readFile: async (path) => {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error(`ENOENT ${path}`), { code: 'ENOENT' });
      return text;
    },
    realpath: async (path) => {
      if (links[path] !== undefined) return links[path];
      if (path === '/bot' || files[path] !== undefined) return path;
      throw Object.assign(new Error(`ENOENT ${path}`), { code: 'ENOENT' });
    },
  };
}

/** Everything a test client received, as text: what must never hold the token. */
export interface Connected {
  client: Client;
  received: string[];
  call: (name: string, args: Record<string, unknown>) => Promise<CallToolResult>;
}

export async function connect(options: {
  allowSync: boolean;
  folder?: Folder;
  net?: Pick<CliIo, 'env' | 'fetch'>;
}): Promise<Connected> {
  const server = createMcpServer({
    allowSync: options.allowSync,
    folder: options.folder ?? memoryFolder({}),
    net: options.net ?? { env: {}, fetch: () => Promise.reject(new Error('no network in tests')) },
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const received: string[] = [];
  const send = serverSide.send.bind(serverSide);
  serverSide.send = (message, opts) => {
    received.push(JSON.stringify(message));
    return send(message, opts);
  };
  await server.connect(serverSide);
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(clientSide);
  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { client, received, call };
}

/** A result's text. */
export const textOf = (result: CallToolResult): string =>
  result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

/** A successful result's JSON; fails the test on isError. */
// Tests read into it freely; the shape is what the test asserts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function jsonOf(result: CallToolResult): any {
  if (result.isError) throw new Error(`the tool answered isError: ${textOf(result)}`);
  return JSON.parse(textOf(result));
}
