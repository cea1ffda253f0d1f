// What a command's permission entries do, in sentences: who can use the command and where. It says
// only what Discord's reference says: a user entry is about one member whatever their roles, a
// role entry about the members with that role, @everyone (the guild id) about every other member;
// channel entries limit where, with All channels (guild id - 1) as the base; administrators can use
// every command; with no entry for a member, `default_member_permissions` decides; and a command
// with no entries of its own follows the application-wide default entries.
import { parsePermissions, permissionByName, permissionNames } from '../../../model/commands';
import type { PermissionEntry } from './permission-entries';
import { CHANNEL, ROLE, USER, allChannelsId, commandLabel, everyoneId } from './permission-entries';

export interface EffectCommand {
  name: string;
  type?: number;
  default_member_permissions?: string | null;
}

export interface EffectInput {
  guildId: string;
  /** The command the entries belong to; null for the application-wide default entries. */
  command: EffectCommand | null;
  entries: readonly PermissionEntry[];
  /**
   * The application-wide default entries, for a command with none of its own: a list ([] when
   * there are none) once they are known, undefined while they are not.
   */
  applicationDefault?: readonly PermissionEntry[] | null;
}

const SHOWN = 5;
const usable = (e: PermissionEntry): boolean => /^\d{1,20}$/.test(e.id);

/** "a", "a and b", "a, b or c"; past five the rest are counted ("and 3 more"). */
function listWords(items: readonly string[], joiner: 'and' | 'or'): string {
  const shown =
    items.length > SHOWN + 1
      ? [...items.slice(0, SHOWN), `${items.length - SHOWN} more`]
      : [...items];
  const last = shown.pop();
  return shown.length === 0 ? `${last}` : `${shown.join(', ')} ${joiner} ${last}`;
}

/** "role 1", "roles 1 and 2". */
const named = (what: string, ids: readonly string[], joiner: 'and' | 'or'): string =>
  `${what}${ids.length === 1 ? '' : 's'} ${listWords(ids, joiner)}`;

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** What `default_member_permissions` lets through, after "for everyone else, ". */
export function memberPermissionsPhrase(value: string | null | undefined): string {
  const lead = 'default_member_permissions decides, and it is';
  if (value === null || value === undefined) return `${lead} null: everyone can use it`;
  const parsed = parsePermissions(value);
  if (!parsed.ok) return `${lead} "${value}", which ${parsed.reason}`;
  if (parsed.bits === 0n) return `${lead} "0": only administrators can use it`;
  const names = permissionNames(parsed.bits).map((n) => `${permissionByName(n)!.label} (${n})`);
  const all = names.length === 1 ? '' : 'all of ';
  return `${lead} "${value}": members with ${all}${listWords(names, 'and')} can use it`;
}

const ids = (entries: readonly PermissionEntry[], allow: boolean): string[] =>
  entries.filter((e) => e.permission === allow).map((e) => e.id);

/** Who: user entries, then role entries, then @everyone, then default_member_permissions. */
function whoSentences(
  entries: readonly PermissionEntry[],
  guildId: string,
  subject: string,
  fallback: string,
): string[] {
  const out: string[] = [];
  const users = entries.filter((e) => e.type === USER);
  const everyone = entries.find((e) => e.type === ROLE && e.id === everyoneId(guildId));
  const roles = entries.filter((e) => e.type === ROLE && e !== everyone && e.id !== guildId);
  for (const allow of [true, false]) {
    const list = ids(users, allow);
    if (list.length > 0)
      out.push(
        `${capital(named('user', list, 'and'))} ${allow ? 'can' : 'cannot'} use ${subject}, whatever their roles.`,
      );
  }
  const allowed = ids(roles, true);
  const denied = ids(roles, false);
  const anyOther = users.length > 0 || roles.length > 0;
  const rest = everyone
    ? anyOther
      ? `everyone else ${everyone.permission ? 'can' : 'cannot'} (the @everyone entry ${everyone.permission ? 'allows' : 'denies'} it)`
      : `${everyone.permission ? 'every' : 'no'} member can use ${subject} (the @everyone entry ${everyone.permission ? 'allows' : 'denies'} it)`
    : anyOther
      ? `for everyone else, ${fallback}`
      : `no entry names a user or a role, so ${fallback}`;
  if (allowed.length > 0 && denied.length === 0)
    out.push(`Members with ${named('role', allowed, 'or')} can use ${subject}; ${rest}.`);
  else if (denied.length > 0 && allowed.length === 0)
    out.push(`Members with ${named('role', denied, 'or')} cannot use ${subject}; ${rest}.`);
  else {
    if (allowed.length > 0)
      out.push(
        `Members with ${named('role', allowed, 'or')} can use ${subject}; members with ${named('role', denied, 'or')} cannot. For a member who has roles of both kinds, the reference does not say which entry wins.`,
      );
    out.push(`${capital(rest)}.`);
  }
  return out;
}

/** Where: the channel entries, with All channels as the base. */
function whereSentences(
  entries: readonly PermissionEntry[],
  guildId: string,
  subject: string,
): string[] {
  const allId = allChannelsId(guildId);
  const all = entries.find((e) => e.type === CHANNEL && e.id === allId);
  const channels = entries.filter((e) => e.type === CHANNEL && e.id !== allId);
  const allowed = ids(channels, true);
  const denied = ids(channels, false);
  const threads = (n: number) => (n === 1 ? 'the threads in it' : 'the threads in them');
  if (!all && channels.length === 0)
    return [
      `No entry names a channel, so these entries do not limit where ${subject} can be used.`,
    ];
  if (all && !all.permission)
    return allowed.length > 0
      ? [
          `${capital(subject)} can be used only in ${named('channel', allowed, 'and')} (and ${threads(allowed.length)}): the All channels entry denies every other channel.`,
        ]
      : [`The All channels entry denies every channel: ${subject} cannot be used in any channel.`];
  if (all)
    return [
      denied.length > 0
        ? `${capital(subject)} can be used in every channel except ${named('channel', denied, 'and')} (and ${threads(denied.length)}); the All channels entry allows the others.`
        : `The All channels entry allows ${subject} in every channel.`,
    ];
  const out: string[] = [];
  if (denied.length > 0)
    out.push(
      `${capital(subject)} cannot be used in ${named('channel', denied, 'and')} (nor in ${threads(denied.length)}).`,
    );
  if (allowed.length > 0)
    out.push(
      `${capital(named('channel', allowed, 'and'))} allow${allowed.length === 1 ? 's' : ''} it.`,
    );
  out.push('Channels without an entry are not limited by these entries.');
  return out;
}

/** The effect of one list of entries on `subject`. */
function effectOf(
  entries: readonly PermissionEntry[],
  guildId: string,
  subject: string,
  fallback: string,
): string[] {
  return [
    ...whoSentences(entries, guildId, subject, fallback),
    ...whereSentences(entries, guildId, subject),
  ];
}

/**
 * The effect of a command's entries (or of the application-wide default entries) in plain
 * sentences: who can use it and where, then that administrators always can.
 */
export function describeEffect(input: EffectInput): string[] {
  const { guildId, command, applicationDefault } = input;
  // Rows not filled in yet, or with an id the list's problems already point at, say nothing.
  const entries = input.entries.filter(usable);
  if (command === null) {
    const subject = 'these commands';
    const lead =
      'These entries apply to every command of the application in this guild that has no entries of its own.';
    const body =
      entries.length === 0
        ? [
            'There are none: each command without entries of its own follows its default_member_permissions, in every channel.',
          ]
        : effectOf(
            entries,
            guildId,
            subject,
            "each command's own default_member_permissions decides",
          );
    return [lead, ...body, 'Administrators can always use every command.'];
  }
  const label = commandLabel(command);
  const fallback = memberPermissionsPhrase(command.default_member_permissions);
  const admins = `Administrators can always use ${label}.`;
  if (entries.length > 0) return [...effectOf(entries, guildId, label, fallback), admins];
  const none = `${label} has no entries of its own in this guild`;
  if (applicationDefault === undefined)
    return [
      `${none}: the application-wide default entries apply to it if there are any (load "All commands" to see them); otherwise ${fallback}.`,
      admins,
    ];
  if (applicationDefault === null || applicationDefault.length === 0)
    return [`${none}, and the application has no default entries here, so ${fallback}.`, admins];
  return [
    `${none}, so the application-wide default entries apply to it:`,
    ...effectOf(applicationDefault.filter(usable), guildId, label, fallback),
    admins,
  ];
}
