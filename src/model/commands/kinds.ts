// The kinds of application command and option, by the kind name the catalog keys nodes by, with
// their payload type numbers and the names sentences use ("this slash command", "this String
// option").

export type CommandKindName =
  'chat-input-command' | 'user-command' | 'message-command' | 'entry-point-command';

export type OptionKindName =
  | 'subcommand'
  | 'subcommand-group'
  | 'string-option'
  | 'integer-option'
  | 'boolean-option'
  | 'user-option'
  | 'channel-option'
  | 'role-option'
  | 'mentionable-option'
  | 'number-option'
  | 'attachment-option';

/** A command kind or an option kind. */
export type CommandFamilyKind = CommandKindName | OptionKindName;

export interface CommandFamilyInfo<K extends CommandFamilyKind = CommandFamilyKind> {
  kind: K;
  /** The payload's `type`: the command type (1-4) or the option type (1-11). */
  type: number;
  /** For sentences, after "this" or "a". */
  name: string;
}

export const CommandType = { ChatInput: 1, User: 2, Message: 3, PrimaryEntryPoint: 4 } as const;

export const OptionType = {
  Subcommand: 1,
  SubcommandGroup: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Role: 8,
  Mentionable: 9,
  Number: 10,
  Attachment: 11,
} as const;

/** Command kinds, in type order. A missing `type` means a chat input (slash) command. */
export const COMMAND_KINDS: readonly CommandFamilyInfo<CommandKindName>[] = [
  { kind: 'chat-input-command', type: CommandType.ChatInput, name: 'slash command' },
  { kind: 'user-command', type: CommandType.User, name: 'user command' },
  { kind: 'message-command', type: CommandType.Message, name: 'message command' },
  { kind: 'entry-point-command', type: CommandType.PrimaryEntryPoint, name: 'entry point command' },
];

/** Option kinds, in type order. */
export const OPTION_KINDS: readonly CommandFamilyInfo<OptionKindName>[] = [
  { kind: 'subcommand', type: OptionType.Subcommand, name: 'Subcommand' },
  { kind: 'subcommand-group', type: OptionType.SubcommandGroup, name: 'Subcommand group' },
  { kind: 'string-option', type: OptionType.String, name: 'String option' },
  { kind: 'integer-option', type: OptionType.Integer, name: 'Integer option' },
  { kind: 'boolean-option', type: OptionType.Boolean, name: 'Boolean option' },
  { kind: 'user-option', type: OptionType.User, name: 'User option' },
  { kind: 'channel-option', type: OptionType.Channel, name: 'Channel option' },
  { kind: 'role-option', type: OptionType.Role, name: 'Role option' },
  { kind: 'mentionable-option', type: OptionType.Mentionable, name: 'Mentionable option' },
  { kind: 'number-option', type: OptionType.Number, name: 'Number option' },
  { kind: 'attachment-option', type: OptionType.Attachment, name: 'Attachment option' },
];

const INFO = new Map<string, CommandFamilyInfo>(
  [...COMMAND_KINDS, ...OPTION_KINDS].map((i) => [i.kind, i]),
);

export function isCommandKind(kind: string): kind is CommandKindName {
  return COMMAND_KINDS.some((i) => i.kind === kind);
}

export function isOptionKind(kind: string): kind is OptionKindName {
  return OPTION_KINDS.some((i) => i.kind === kind);
}

/** The type number and human name of a kind. */
export function kindInfo<K extends CommandFamilyKind>(kind: K): CommandFamilyInfo<K> {
  return INFO.get(kind) as CommandFamilyInfo<K>;
}

/** "a slash command", "an Integer option", "a user command" (a `u` here sounds like "you"). */
export function aKind(kind: CommandFamilyKind): string {
  const { name } = kindInfo(kind);
  return `${/^[aeio]/i.test(name) ? 'an' : 'a'} ${name}`;
}

/** "this slash command", "this String option": the subject of a field's sentence. */
export function subjectOf(kind: CommandFamilyKind): string {
  return `this ${kindInfo(kind).name}`;
}

/** The command kind of a payload's `type` (absent means slash); undefined for any other value. */
export function commandKindOfType(type: unknown): CommandKindName | undefined {
  if (type === undefined) return 'chat-input-command';
  return COMMAND_KINDS.find((i) => i.type === type)?.kind;
}

/** The option kind of a payload's `type`; undefined for a number that is not an option type. */
export function optionKindOfType(type: unknown): OptionKindName | undefined {
  return OPTION_KINDS.find((i) => i.type === type)?.kind;
}

/** Subcommands and groups, which hold options, against the value options a user fills in. */
export function isValueOption(kind: OptionKindName): boolean {
  return kind !== 'subcommand' && kind !== 'subcommand-group';
}
