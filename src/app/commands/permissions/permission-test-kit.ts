// Fixtures for the permissions tests: one application and guild, ids of 19 digits like Discord's,
// and entry builders.
import type { PermissionEntry } from './permission-entries';
import { CHANNEL, ROLE, USER } from './permission-entries';

export const APP = '1300000000000000001';
export const GUILD = '1300000000000000010';
/** GUILD - 1. */
export const ALL_CHANNELS = '1300000000000000009';
export const COMMAND = '1300000000000000500';
export const MOD_ROLE = '1300000000000000600';
export const OTHER_ROLE = '1300000000000000601';
export const MEMBER = '1300000000000000700';
export const CHANNEL_ID = '1300000000000000800';

/** A bot token's shape: base64url of the bot's id, a timestamp part and an HMAC part. */
export const BOT_TOKEN = 'MTMwMDAwMDAwMDAwMDAwMDAwMQ.GaBcDe.secret-bot-token_value';
export const BEARER = 'aBearerAccessTokenOfAGuildAdmin0123';

export const role = (id: string, permission = true): PermissionEntry => ({
  id,
  type: ROLE,
  permission,
});
export const user = (id: string, permission = true): PermissionEntry => ({
  id,
  type: USER,
  permission,
});
export const channel = (id: string, permission = true): PermissionEntry => ({
  id,
  type: CHANNEL,
  permission,
});
