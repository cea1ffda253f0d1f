// Every permission bit (docs/discord-rules.md, Permission bits), for `default_member_permissions`,
// install links and a permission picker. A permission set is a decimal string that exceeds 2^53,
// so every calculation here is done with BigInt.

export type PermissionGroup =
  'General' | 'Membership' | 'Text' | 'Voice' | 'Stage' | 'Events' | 'Apps' | 'Advanced';

/** The picker's sections, in the order Discord's role settings show them. */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  'General',
  'Membership',
  'Text',
  'Voice',
  'Stage',
  'Events',
  'Apps',
  'Advanced',
];

export interface PermissionBit {
  bit: number;
  /** The flag's name in Discord's documentation, e.g. MANAGE_MESSAGES. */
  name: string;
  /** What Discord's role settings call it, e.g. "Manage Messages". */
  label: string;
  /** Needs two-factor authentication on guilds that require it for moderation. */
  twoFactor: boolean;
  /** The channel kinds where it can be overwritten: T text-like, V voice, S stage; '' guild only. */
  channels: string;
  group: PermissionGroup;
  /** What changed about it, for the permissions Discord split out of older ones in 2026. */
  note?: string;
}

type Row = [
  bit: number,
  name: string,
  label: string,
  twoFactor: 0 | 1,
  ch: string,
  PermissionGroup,
];

// Bit 47 is unused.
const ROWS: readonly Row[] = [
  [0, 'CREATE_INSTANT_INVITE', 'Create Invite', 0, 'TVS', 'Membership'],
  [1, 'KICK_MEMBERS', 'Kick Members', 1, '', 'Membership'],
  [2, 'BAN_MEMBERS', 'Ban Members', 1, '', 'Membership'],
  [3, 'ADMINISTRATOR', 'Administrator', 1, '', 'Advanced'],
  [4, 'MANAGE_CHANNELS', 'Manage Channels', 1, 'TVS', 'General'],
  [5, 'MANAGE_GUILD', 'Manage Server', 1, '', 'General'],
  [6, 'ADD_REACTIONS', 'Add Reactions', 0, 'TVS', 'Text'],
  [7, 'VIEW_AUDIT_LOG', 'View Audit Log', 0, '', 'General'],
  [8, 'PRIORITY_SPEAKER', 'Priority Speaker', 0, 'V', 'Voice'],
  [9, 'STREAM', 'Video', 0, 'VS', 'Voice'],
  [10, 'VIEW_CHANNEL', 'View Channels', 0, 'TVS', 'General'],
  [11, 'SEND_MESSAGES', 'Send Messages', 0, 'TVS', 'Text'],
  [12, 'SEND_TTS_MESSAGES', 'Send Text-to-Speech Messages', 0, 'TVS', 'Text'],
  [13, 'MANAGE_MESSAGES', 'Manage Messages', 1, 'TVS', 'Text'],
  [14, 'EMBED_LINKS', 'Embed Links', 0, 'TVS', 'Text'],
  [15, 'ATTACH_FILES', 'Attach Files', 0, 'TVS', 'Text'],
  [16, 'READ_MESSAGE_HISTORY', 'Read Message History', 0, 'TVS', 'Text'],
  [17, 'MENTION_EVERYONE', 'Mention @everyone, @here and All Roles', 0, 'TVS', 'Text'],
  [18, 'USE_EXTERNAL_EMOJIS', 'Use External Emoji', 0, 'TVS', 'Text'],
  [19, 'VIEW_GUILD_INSIGHTS', 'View Server Insights', 0, '', 'General'],
  [20, 'CONNECT', 'Connect', 0, 'VS', 'Voice'],
  [21, 'SPEAK', 'Speak', 0, 'V', 'Voice'],
  [22, 'MUTE_MEMBERS', 'Mute Members', 0, 'VS', 'Voice'],
  [23, 'DEAFEN_MEMBERS', 'Deafen Members', 0, 'V', 'Voice'],
  [24, 'MOVE_MEMBERS', 'Move Members', 0, 'VS', 'Voice'],
  [25, 'USE_VAD', 'Use Voice Activity', 0, 'V', 'Voice'],
  [26, 'CHANGE_NICKNAME', 'Change Nickname', 0, '', 'Membership'],
  [27, 'MANAGE_NICKNAMES', 'Manage Nicknames', 0, '', 'Membership'],
  [28, 'MANAGE_ROLES', 'Manage Roles', 1, 'TVS', 'General'],
  [29, 'MANAGE_WEBHOOKS', 'Manage Webhooks', 1, 'TVS', 'General'],
  [30, 'MANAGE_GUILD_EXPRESSIONS', 'Manage Expressions', 1, '', 'General'],
  [31, 'USE_APPLICATION_COMMANDS', 'Use Application Commands', 0, 'TVS', 'Apps'],
  [32, 'REQUEST_TO_SPEAK', 'Request to Speak', 0, 'S', 'Stage'],
  [33, 'MANAGE_EVENTS', 'Manage Events', 0, 'VS', 'Events'],
  [34, 'MANAGE_THREADS', 'Manage Threads', 1, 'T', 'Text'],
  [35, 'CREATE_PUBLIC_THREADS', 'Create Public Threads', 0, 'T', 'Text'],
  [36, 'CREATE_PRIVATE_THREADS', 'Create Private Threads', 0, 'T', 'Text'],
  [37, 'USE_EXTERNAL_STICKERS', 'Use External Stickers', 0, 'TVS', 'Text'],
  [38, 'SEND_MESSAGES_IN_THREADS', 'Send Messages in Threads', 0, 'T', 'Text'],
  [39, 'USE_EMBEDDED_ACTIVITIES', 'Use Activities', 0, 'TV', 'Apps'],
  [40, 'MODERATE_MEMBERS', 'Timeout Members', 0, '', 'Membership'],
  [
    41,
    'VIEW_CREATOR_MONETIZATION_ANALYTICS',
    'View Creator Monetization Analytics',
    1,
    '',
    'General',
  ],
  [42, 'USE_SOUNDBOARD', 'Use Soundboard', 0, 'V', 'Voice'],
  [43, 'CREATE_GUILD_EXPRESSIONS', 'Create Expressions', 0, '', 'General'],
  [44, 'CREATE_EVENTS', 'Create Events', 0, 'VS', 'Events'],
  [45, 'USE_EXTERNAL_SOUNDS', 'Use External Sounds', 0, 'V', 'Voice'],
  [46, 'SEND_VOICE_MESSAGES', 'Send Voice Messages', 0, 'TVS', 'Text'],
  [48, 'SET_VOICE_CHANNEL_STATUS', 'Set Voice Channel Status', 0, 'V', 'Voice'],
  [49, 'SEND_POLLS', 'Create Polls', 0, 'TVS', 'Text'],
  [50, 'USE_EXTERNAL_APPS', 'Use External Apps', 0, 'TVS', 'Apps'],
  [51, 'PIN_MESSAGES', 'Pin Messages', 0, 'T', 'Text'],
  [52, 'BYPASS_SLOWMODE', 'Bypass Slowmode', 0, 'TVS', 'Text'],
];

// What each permission split out in 2026 now gates (docs/discord-rules.md, Permission bits).
const NOTES: Readonly<Record<string, string>> = {
  PIN_MESSAGES:
    'From 23 February 2026 bots need it to pin messages; Manage Messages alone no longer does.',
  CREATE_GUILD_EXPRESSIONS:
    'From 23 February 2026 bots need it to create emoji and stickers; Manage Expressions alone no longer does.',
  CREATE_EVENTS:
    'From 23 February 2026 bots need it to create scheduled events; Manage Events alone no longer does.',
  BYPASS_SLOWMODE: 'From 23 February 2026 members need it to ignore a channel’s slowmode.',
  SET_VOICE_CHANNEL_STATUS:
    'Needed to set a voice channel’s status, plus Manage Channels when the bot is not connected to that channel.',
};

/** Every known permission, in bit order. */
export const PERMISSION_BITS: readonly PermissionBit[] = ROWS.map(
  ([bit, name, label, twoFactor, channels, group]) => {
    const note = NOTES[name];
    return {
      bit,
      name,
      label,
      twoFactor: twoFactor === 1,
      channels,
      group,
      ...(note === undefined ? {} : { note }),
    };
  },
);

export const HIGHEST_PERMISSION_BIT = 52;
/** Every known bit set: what an administrator has. */
export const ALL_KNOWN_PERMISSIONS: bigint = PERMISSION_BITS.reduce(
  (acc, p) => acc | (1n << BigInt(p.bit)),
  0n,
);

const BY_NAME = new Map(PERMISSION_BITS.map((p) => [p.name, p]));
const BY_BIT = new Map(PERMISSION_BITS.map((p) => [p.bit, p]));

/** The permission of that flag name, or undefined. */
export function permissionByName(name: string): PermissionBit | undefined {
  return BY_NAME.get(name);
}

/** The permission of that bit number, or undefined (bit 47, or above the highest). */
export function permissionByBit(bit: number): PermissionBit | undefined {
  return BY_BIT.get(bit);
}

export type ParsedPermissions = { ok: true; bits: bigint } | { ok: false; reason: string };

/** The numbers of the bits set in `bits`, lowest first. */
export function bitNumbers(bits: bigint): number[] {
  const out: number[] = [];
  for (let i = 0; bits >> BigInt(i) !== 0n; i += 1) {
    if ((bits >> BigInt(i)) & 1n) out.push(i);
  }
  return out;
}

/** "a", "a and b", "a, b and c"; past six items the rest are counted ("and 3 more"). */
function listWords(items: readonly (string | number)[]): string {
  const shown = items.length > 6 ? [...items.slice(0, 5), `${items.length - 5} more`] : items;
  const words = shown.map(String);
  const last = words.pop();
  return words.length === 0 ? `${last}` : `${words.join(', ')} and ${last}`;
}

const MEMBER_EXAMPLE = '"8192" (Manage Messages), or "0" for administrators only';

/**
 * A permission set string as bits: decimal digits only (no sign, no leading zero except "0"
 * itself), and only bits that are permissions. The reason is a sentence fragment ("sets bit 47,
 * which is not a permission") that follows the field's name; `example` is the hint in it, by
 * default one for `default_member_permissions`.
 */
export function parsePermissions(value: string, example = MEMBER_EXAMPLE): ParsedPermissions {
  if (!/^(0|[1-9][0-9]*)$/.test(value)) {
    const why = /^[+-]/.test(value)
      ? 'has a sign'
      : /^0[0-9]/.test(value)
        ? 'has a leading zero'
        : value === ''
          ? 'is empty'
          : 'is not a whole number in decimal digits';
    return {
      ok: false,
      reason: `${why}; it must be a permission set written in decimal digits, like ${example}`,
    };
  }
  const bits = BigInt(value);
  const unknown = bitNumbers(bits & ~ALL_KNOWN_PERMISSIONS);
  if (unknown.length > 0) {
    const one = unknown.length === 1;
    return {
      ok: false,
      reason: `sets bit${one ? '' : 's'} ${listWords(unknown)}, which ${one ? 'is not a permission' : 'are not permissions'} (bit 47 is unused and the highest is bit ${HIGHEST_PERMISSION_BIT}, ${permissionByBit(HIGHEST_PERMISSION_BIT)!.name})`,
    };
  }
  return { ok: true, bits };
}

/** The flag names of the known bits set in `bits`, in bit order. */
export function permissionNames(bits: bigint): string[] {
  return PERMISSION_BITS.filter((p) => (bits >> BigInt(p.bit)) & 1n).map((p) => p.name);
}

/** The decimal string of a set of permissions given by flag name; throws on an unknown name. */
export function permissionsString(names: readonly string[]): string {
  let bits = 0n;
  for (const name of names) {
    const p = BY_NAME.get(name);
    if (!p) throw new Error(`Unknown permission: ${name}`);
    bits |= 1n << BigInt(p.bit);
  }
  return bits.toString();
}

/**
 * Who may use a command by default: null (or absent) means everyone, "0" administrators only,
 * otherwise the members who hold every listed permission (administrators always can).
 */
export function describeMemberPermissions(value: string | null | undefined): string {
  if (value === null || value === undefined) return 'Everyone can use it.';
  const parsed = parsePermissions(value);
  if (!parsed.ok) return `The permission set ${parsed.reason}.`;
  if (parsed.bits === 0n) return 'Only administrators can use it.';
  const labels = permissionNames(parsed.bits).map((n) => BY_NAME.get(n)!.label);
  const all = labels.length === 1 ? '' : 'all of ';
  return `Members with ${all}${listWords(labels)} can use it, and administrators.`;
}
