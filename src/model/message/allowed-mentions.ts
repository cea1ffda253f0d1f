// A message's `allowed_mentions` in words: who may be pinged. The inspector edits this choice and
// writes it back as the JSON Discord takes, where a type in `parse` is never also listed
// (docs/discord-rules.md, Sending messages).
import { plural } from '../text';

/** For roles and users: nobody, any one the text mentions, or only those listed. */
export type MentionScope = 'none' | 'all' | 'these';

export interface MentionsChoice {
  /** @everyone and @here. */
  everyone: boolean;
  roles: MentionScope;
  roleIds: string[];
  users: MentionScope;
  userIds: string[];
  /** In a reply, the author of the message replied to. */
  repliedUser: boolean;
}

/**
 * `default`: no `allowed_mentions`, so Discord pings whatever the text mentions; `nobody`: nothing
 * allowed at all (`{ "parse": [] }`); `choose`: some types or ids allowed.
 */
export type MentionsMode = 'default' | 'nobody' | 'choose';

export type MentionType = 'roles' | 'users' | 'everyone';

/** What "nobody may be pinged" is written as. */
export const NOBODY: Readonly<Record<string, unknown>> = Object.freeze({ parse: [] });

/** The fields Discord documents for `allowed_mentions`; any other is kept as it was. */
const KNOWN = new Set(['parse', 'roles', 'users', 'replied_user']);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `parse` entries of a stored value (strings only; anything else is the validator's to say). */
export function parsedTypes(value: unknown): string[] {
  const parse = isRecord(value) ? value.parse : undefined;
  return Array.isArray(parse) ? parse.filter((p): p is string => typeof p === 'string') : [];
}

const idList = (v: unknown): string[] | null =>
  Array.isArray(v) ? v.map((id) => (typeof id === 'string' ? id : String(id))) : null;

/** The choice a stored value makes (a value that is not an object allows nothing). */
export function readMentions(value: unknown): MentionsChoice {
  const record = isRecord(value) ? value : {};
  const parse = parsedTypes(value);
  const roleIds = idList(record.roles);
  const userIds = idList(record.users);
  const scope = (type: MentionType, ids: string[] | null): MentionScope =>
    parse.includes(type) ? 'all' : ids !== null ? 'these' : 'none';
  return {
    everyone: parse.includes('everyone'),
    roles: scope('roles', roleIds),
    roleIds: roleIds ?? [],
    users: scope('users', userIds),
    userIds: userIds ?? [],
    repliedUser: record.replied_user === true,
  };
}

/** Whether a stored value is absent (Discord's default), allows nobody, or allows some. */
export function mentionsMode(value: unknown): MentionsMode {
  if (value === undefined) return 'default';
  const c = readMentions(value);
  const some = c.everyone || c.roles !== 'none' || c.users !== 'none' || c.repliedUser === true;
  return some ? 'choose' : 'nobody';
}

/**
 * The JSON for a choice: `parse` lists the types allowed in full, `roles` and `users` the ids of
 * a type allowed only in part (never both for one type), fields of `previous` Discord does not
 * document kept as they were.
 */
export function writeMentions(choice: MentionsChoice, previous?: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (isRecord(previous)) {
    for (const [k, v] of Object.entries(previous)) if (!KNOWN.has(k)) out[k] = v;
  }
  const parse: MentionType[] = [];
  if (choice.roles === 'all') parse.push('roles');
  if (choice.users === 'all') parse.push('users');
  if (choice.everyone) parse.push('everyone');
  out.parse = parse;
  if (choice.roles === 'these') out.roles = [...choice.roleIds];
  if (choice.users === 'these') out.users = [...choice.userIds];
  if (choice.repliedUser) out.replied_user = true;
  return out;
}

/** The ids typed in a box, split at spaces, commas and new lines. */
export function splitIds(text: string): string[] {
  return text.split(/[\s,]+/).filter((id) => id !== '');
}

function listed(scope: MentionScope, ids: readonly string[], one: string, any: string) {
  if (scope === 'all') return any;
  if (scope === 'these' && ids.length > 0) return `only the ${plural(ids.length, one)} listed`;
  return null;
}

/** "X", "X and Y", "X, Y and Z". */
function joinWords(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Who may be pinged, as a sentence. */
export function describeMentions(value: unknown): string {
  const mode = mentionsMode(value);
  if (mode === 'default')
    return 'Discord’s default: whoever the text mentions is pinged, as far as the sender is allowed to.';
  const c = readMentions(value);
  const parts = [
    c.everyone ? '@everyone and @here' : null,
    listed(c.roles, c.roleIds, 'role', 'any role'),
    listed(c.users, c.userIds, 'user', 'any user'),
    c.repliedUser ? 'the author of the message replied to' : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return 'Nobody is pinged, whoever the text mentions.';
  return `Pinged when the text mentions them: ${joinWords(parts)}; nobody else.`;
}
