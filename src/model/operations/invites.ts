// Channel invites: create one (`POST /channels/{channel}/invites`, with the roles it grants and,
// as a multipart CSV file, the only users who may accept it) and read an invite's target users
// (`GET /invites/{code}/target-users`, answered with a CSV whose only header is `user_id`).
// `target_type`, `target_user_id` and `target_application_id` are left out: Discord names them
// without the rules needed to check them.
import { OPERATION_LIMITS } from '../operation-limits';
import type { BuiltRequest, OperationFile } from './request';
import { FormChecks, seg } from './request';

const LIMITS = OPERATION_LIMITS.invite;

export interface CreateInviteForm {
  channelId: string;
  /** Seconds; 0 never expires. */
  maxAge: string;
  /** 0 is unlimited. */
  maxUses: string;
  temporary: boolean;
  unique: boolean;
  /** Role ids pasted as a list. */
  roleIds: string;
  /** User ids pasted as a list; empty: anyone may accept. */
  targetUsers: string;
}

/** The CSV's only column, as Discord writes it and reads it. */
export const TARGET_USERS_HEADER = 'user_id';
export const TARGET_USERS_PART = 'target_users_file';
export const TARGET_USERS_FILENAME = 'target_users.csv';

/** The target users file: the header `user_id`, then one id per line. */
export function targetUsersCsv(ids: readonly string[]): string {
  return [TARGET_USERS_HEADER, ...ids].join('\n') + '\n';
}

/** The pasted target users as the CSV that would be sent; null when empty or when it has a problem. */
export function targetUsersPreview(text: string): string | null {
  const checks = new FormChecks();
  const ids = checks.ids('targetUsers', text, 'user id', TARGET_USER_RANGE);
  return ids.length === 0 || checks.problems.length > 0 ? null : targetUsersCsv(ids);
}

// Discord documents no cap on target users; a guild holds at most 250 roles.
const TARGET_USER_RANGE = { min: 0, max: Number.MAX_SAFE_INTEGER };
const ROLE_RANGE = { min: 0, max: LIMITS.roleIds };

/** The create request (multipart when target users are listed), or the form's problems. */
export function createInviteRequest(form: CreateInviteForm): BuiltRequest {
  const checks = new FormChecks();
  const channel = checks.id('channelId', form.channelId, 'channel id');
  const maxAge = checks.integer('maxAge', form.maxAge, 'expiry in seconds', LIMITS.maxAge, true);
  const maxUses = checks.integer(
    'maxUses',
    form.maxUses,
    'maximum number of uses',
    LIMITS.maxUses,
    true,
  );
  const roles = checks.ids('roleIds', form.roleIds, 'role id', ROLE_RANGE);
  const users = checks.ids('targetUsers', form.targetUsers, 'user id', TARGET_USER_RANGE);
  return checks.result(() => {
    const body: Record<string, unknown> = {
      max_age: maxAge ?? LIMITS.maxAge.default,
      max_uses: maxUses ?? 0,
      temporary: form.temporary,
      unique: form.unique,
    };
    if (roles.length > 0) body.role_ids = roles;
    const files: OperationFile[] =
      users.length > 0
        ? [
            {
              part: TARGET_USERS_PART,
              filename: TARGET_USERS_FILENAME,
              type: 'text/csv',
              text: targetUsersCsv(users),
            },
          ]
        : [];
    return {
      method: 'POST',
      path: `/channels/${seg(channel!)}/invites`,
      auth: 'bot',
      body,
      ...(files.length > 0 ? { files } : {}),
    };
  });
}

/** An invite code: letters, digits and dashes (vanity codes have dashes). */
const INVITE_CODE = /^[A-Za-z0-9-]{1,64}$/;
const INVITE_LINK =
  /^(?:https?:\/\/)?(?:www\.)?(?:discord\.gg|(?:canary\.|ptb\.)?discord(?:app)?\.com\/invite)\/([^/?#\s]+)\/?(?:[?#].*)?$/i;

/** The code of an invite given as a code or a discord.gg / discord.com/invite link; null otherwise. */
export function inviteCodeOf(input: string): string | null {
  const v = input.trim();
  const code = INVITE_LINK.exec(v)?.[1] ?? v;
  return INVITE_CODE.test(code) ? code : null;
}

/** `https://discord.gg/<code>`, for a code checked as letters, digits and dashes only. */
export function inviteLink(code: string): string | null {
  return INVITE_CODE.test(code) ? `https://discord.gg/${code}` : null;
}

/** The request for an invite's target users, or the form's problems. */
export function targetUsersRequest(form: { invite: string }): BuiltRequest {
  const checks = new FormChecks();
  const code = inviteCodeOf(form.invite);
  if (form.invite.trim() === '') checks.fail('invite', 'Enter the invite code or link.');
  else if (code === null)
    checks.fail(
      'invite',
      'An invite is a code of letters, digits and dashes, or a discord.gg/… or discord.com/invite/… link.',
    );
  return checks.result(() => ({
    method: 'GET',
    path: `/invites/${seg(code!)}/target-users`,
    auth: 'bot',
  }));
}

export type TargetUsers = { ok: true; ids: string[] } | { ok: false; reason: string };

/** The ids of a target users CSV; any other shape is reported, never read in part. */
export function readTargetUsersCsv(body: unknown): TargetUsers {
  if (typeof body !== 'string')
    return { ok: false, reason: 'Discord answered with something other than a CSV file.' };
  const lines = body.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  const [header, ...rows] = lines;
  if (header?.trim() !== TARGET_USERS_HEADER)
    return {
      ok: false,
      reason: `Discord's CSV does not start with the header "${TARGET_USERS_HEADER}" alone.`,
    };
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const [i, raw] of rows.entries()) {
    const id = raw.trim();
    if (!/^\d{17,20}$/.test(id))
      return {
        ok: false,
        reason: `Line ${i + 2} of Discord's CSV is not a user id: "${id.slice(0, 40)}".`,
      };
    if (seen.has(id))
      return { ok: false, reason: `Discord's CSV lists ${id} twice (line ${i + 2}).` };
    seen.add(id);
    ids.push(id);
  }
  return { ok: true, ids };
}

/** The request for a channel's invites (`GET /channels/{channel}/invites`), or the form's problems. */
export function channelInvitesRequest(form: { channelId: string }): BuiltRequest {
  const checks = new FormChecks();
  const channel = checks.id('channelId', form.channelId, 'channel id');
  return checks.result(() => ({
    method: 'GET',
    path: `/channels/${seg(channel!)}/invites`,
    auth: 'bot',
  }));
}
