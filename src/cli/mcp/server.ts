// The MCP server: its tools, registered on the SDK's McpServer. Everything it touches (files, the
// environment, fetch) is injected, so tests connect a client in memory.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CommandToolsIo } from './command-tools';
import { registerCommandTools } from './command-tools';
import { registerListKinds } from './kinds';
import { registerPayloadTools } from './payload-tools';

export type McpIo = CommandToolsIo;

export const SERVER_INFO = { name: 'component-studio', version: '1' } as const;

const INSTRUCTIONS =
  "Checks Discord payloads (messages, modals, application commands) against Discord's rules, explains the problems, converts embeds to Components V2, prints code for a library, and diffs a bot's command set with the registered one.";

/** A server with every tool; sync_commands only when the server was started with --allow-sync. */
export function createMcpServer(io: McpIo): McpServer {
  const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS });
  const token = io.net.env.DISCORD_TOKEN?.trim() ?? '';
  registerPayloadTools(server, token);
  registerListKinds(server, token);
  registerCommandTools(server, token, io);
  return server;
}
