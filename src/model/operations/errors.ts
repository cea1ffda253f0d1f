// What Discord's error codes for the Tools page's operations mean, and what to do about them, in
// sentences the consoles say after Discord's own status, message and code.

const EXPLAINED: Record<number, string> = {
  10003: 'Unknown channel: check the channel id, and that the bot can see that channel.',
  10004: 'Unknown guild: check the server id, and that the bot is in that server.',
  10006: 'Unknown invite: the code is wrong, or the invite expired or was deleted.',
  10007: 'Unknown member: that user is not a member of this server.',
  10011: 'Unknown role: check the role ids; a role of another server is unknown here.',
  50001: 'Missing access: the bot cannot see this channel or server.',
  50013:
    'Missing permissions: the bot lacks a permission this operation needs (the console lists them above the form).',
  110000:
    'The search index of this server is not ready yet: Discord is still building it. Search again after the wait Discord gives.',
  160014:
    'Discord refused to forward a message whose content the app cannot read: the app needs the Message Content intent, or the message must be one it can read.',
  530017:
    'The account merge was refused: the linked account is banned, and a permanent ban never lifts.',
};

/** What an error code of an operation means, and what to do; undefined for other codes. */
export function operationErrorExplained(code: number | null): string | undefined {
  return code === null ? undefined : EXPLAINED[code];
}

/** The code Discord answers a search with while the guild's index is being built (status 202). */
export const INDEX_NOT_READY = 110000;
