// The process edge of `component-studio mcp`: the server on standard input and output, with the
// real working folder, environment and fetch. Standard output carries the protocol only.
import { readFile, realpath } from 'node:fs/promises';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { CommandOutput } from '../validate-command';
import { strictText } from '../strict-read';
import { createMcpServer } from './server';

/** Serves until standard input ends. */
export async function serveStdio(args: { allowSync: boolean }): Promise<CommandOutput> {
  const server = createMcpServer({
    allowSync: args.allowSync,
    folder: {
      root: process.cwd(),
      readFile: async (path) => strictText(await readFile(path)),
      realpath,
    },
    net: { env: process.env, fetch: (url, init) => globalThis.fetch(url, init) },
  });
  const ended = new Promise<void>((resolve) => process.stdin.once('end', resolve));
  await server.connect(new StdioServerTransport());
  await ended;
  await server.close();
  return { stdout: [], stderr: [], exitCode: 0 };
}
