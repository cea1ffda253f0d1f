// Request Guild Members (gateway opcode 8) for all members, and the RATE_LIMITED dispatch a repeat
// within the limit's window gets. Only fields Discord names are written: the request's guild id,
// empty query, limit 0 and nonce; the dispatch's op, t and d (opcode, retry_after, meta).
import { parseUint64 } from '../social-sdk/fields';

/** Request Guild Members for all members: 1 per guild per bot per this many seconds. */
export const ALL_MEMBERS_WINDOW_SECONDS = 30;

export const RETRY_AFTER_ASSUMPTION =
  "Discord's documentation gives no unit or type for retry_after; this sample writes the seconds " +
  'left in the 30-second window.';

export interface GuildMembersInput {
  guildId: string;
  nonce: string;
  /** Seconds between the first request and the repeat, as typed. */
  secondsApart: string;
}

export interface GuildMembersPair {
  request: { op: 8; d: { guild_id: string; query: ''; limit: 0; nonce: string } };
  /** null when the repeat comes after the window: it is within the limit. */
  rateLimited: {
    op: 0;
    t: 'RATE_LIMITED';
    d: { opcode: 8; retry_after: number; meta: { guild_id: string; nonce: string } };
  } | null;
}

export type GuildMembersResult =
  | { ok: true; pair: GuildMembersPair }
  | { ok: false; errors: Partial<Record<keyof GuildMembersInput, string>> };

/** The request and, when repeated inside the window, the RATE_LIMITED dispatch it gets. */
export function guildMembersPair(input: GuildMembersInput): GuildMembersResult {
  const errors: Partial<Record<keyof GuildMembersInput, string>> = {};
  const guild = parseUint64(input.guildId, 'guild id');
  if (!guild.ok) errors.guildId = guild.message;
  if (input.nonce === '') errors.nonce = 'Enter a nonce: RATE_LIMITED carries it back in meta.';
  const apart = input.secondsApart.trim();
  const seconds = Number(apart);
  if (apart === '' || !Number.isFinite(seconds) || seconds < 0)
    errors.secondsApart = 'Enter the seconds between the two requests: a number, 0 or more.';
  if (!guild.ok || Object.keys(errors).length > 0) return { ok: false, errors };

  const request = {
    op: 8,
    d: { guild_id: guild.text, query: '', limit: 0, nonce: input.nonce },
  } as const;
  const left = ALL_MEMBERS_WINDOW_SECONDS - seconds;
  const rateLimited =
    left > 0
      ? ({
          op: 0,
          t: 'RATE_LIMITED',
          // Rounded to milliseconds, so 29.9 apart shows 0.1 rather than 0.10000000000000142.
          d: {
            opcode: 8,
            retry_after: Math.round(left * 1000) / 1000,
            meta: { guild_id: guild.text, nonce: input.nonce },
          },
        } as const)
      : null;
  return { ok: true, pair: { request, rateLimited } };
}
