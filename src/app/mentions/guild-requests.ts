// The reads of a guild that the mention helper makes, to the app's relay with the bot token:
// a channel (for its guild id), the guild's roles and channels, and its first members.
import type { RelayRequest } from '../discord/requests';
import { botRequest } from '../discord/requests';

/** Members read at once: one page, which is enough to pick from and costs one request. */
export const MEMBER_LIMIT = 100;

const get = (token: string, path: string): RelayRequest => botRequest('GET', path, token);

// Ids are checked as snowflakes before these are made; encoding keeps a bad one a bad path anyway.
const id = encodeURIComponent;

export const channelRequest = (token: string, channelId: string) =>
  get(token, `/channels/${id(channelId)}`);
export const rolesRequest = (token: string, guildId: string) =>
  get(token, `/guilds/${id(guildId)}/roles`);
export const channelsRequest = (token: string, guildId: string) =>
  get(token, `/guilds/${id(guildId)}/channels`);
export const membersRequest = (token: string, guildId: string) =>
  get(token, `/guilds/${id(guildId)}/members?limit=${MEMBER_LIMIT}`);
