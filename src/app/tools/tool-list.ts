// Every tool of the Tools page, in the order the page lists them. Each is its own chunk, loaded
// when first opened, so the page (and the editor, which links here) stays small.
import type { ComponentType } from 'react';

export type ToolGroup = 'Authorize' | 'Operations' | 'Reference';

export const TOOL_GROUPS: readonly ToolGroup[] = ['Authorize', 'Operations', 'Reference'];

export interface ToolProps {
  /** The query after the tool's id in the address (`/tools#install?client_id=…`), to prefill. */
  params: URLSearchParams;
}

export interface ToolEntry {
  /** The address's hash: `/tools#<id>`; lowercase words and dashes. */
  id: string;
  name: string;
  group: ToolGroup;
  /** One line on what the tool does, shown in the index. */
  summary: string;
  load: () => Promise<{ default: ComponentType<ToolProps> }>;
}

export const TOOLS: readonly ToolEntry[] = [
  {
    id: 'install',
    name: 'Install link',
    group: 'Authorize',
    summary:
      'Build a bot or app install link: scopes explained, the permissions calculator (an integer both ways), the server, the install type; or paste a link to check it.',
    load: () => import('./install/InstallTool'),
  },
  {
    id: 'role-counts',
    name: 'Role member counts',
    group: 'Operations',
    summary: "How many members hold each of a server's roles, as a table.",
    load: () => import('./role-counts/RoleCountsTool'),
  },
  {
    id: 'invites',
    name: 'Channel invites',
    group: 'Operations',
    summary:
      'Create an invite that grants roles and only listed users may accept; read its target users; list a channel’s invites.',
    load: () => import('./invites/InvitesTool'),
  },
  {
    id: 'message-search',
    name: 'Search guild messages',
    group: 'Operations',
    summary:
      "Search a server's messages with every filter, and see the hits as Discord draws them.",
    load: () => import('./message-search/SearchTool'),
  },
  {
    id: 'sdk-authorization',
    name: 'Social SDK authorization',
    group: 'Authorize',
    summary:
      'The client authorization arguments of the social SDK, a PKCE verifier and challenge made in the browser, the desktop or mobile redirect, the authorize URL and the C++ calls.',
    load: () => import('./sdk-auth/SdkAuthTool'),
  },
  {
    id: 'events',
    name: 'Events',
    group: 'Reference',
    summary:
      'The events and errors Discord sends an app (permissions updates, RATE_LIMITED, member events, APPLICATION_DEAUTHORIZED and invalid_grant, audit entries), with their payloads as far as they are documented.',
    load: () => import('./events/EventsTool'),
  },
  {
    id: 'voice-status',
    name: 'Voice channel status',
    group: 'Operations',
    summary: "Set or clear a voice channel's status (up to 500 characters).",
    load: () => import('./voice-status/VoiceStatusTool'),
  },
  {
    id: 'lobbies',
    name: 'Lobbies',
    group: 'Operations',
    summary:
      'Create or join a social SDK lobby, send and read its messages, and change its members.',
    load: () => import('./lobbies/LobbiesTool'),
  },
  {
    id: 'current-member',
    name: 'Modify current member',
    group: 'Operations',
    summary: "Change the bot's own nickname, avatar, banner and bio in one server.",
    load: () => import('./current-member/CurrentMemberTool'),
  },
];

/** The tool named by a hash such as `#install?client_id=1`, and the query after its id. */
export function toolOfHash(hash: string): { tool: ToolEntry | null; params: URLSearchParams } {
  const raw = hash.replace(/^#/, '');
  const q = raw.indexOf('?');
  const id = q === -1 ? raw : raw.slice(0, q);
  const params = new URLSearchParams(q === -1 ? '' : raw.slice(q + 1));
  return { tool: TOOLS.find((t) => t.id === id) ?? null, params };
}

/** The address of a tool, with values to prefill. */
export function toolHref(id: string, params?: Record<string, string>): string {
  const query = params ? new URLSearchParams(params).toString() : '';
  return `/tools#${id}${query === '' ? '' : `?${query}`}`;
}
