// Commands and their options as nyxx 6.9.0 builds them: ApplicationCommandBuilder.chatInput,
// .user and .message (an entry point through the general constructor), and CommandOptionBuilder's
// named constructor for each option kind, falling back to its general constructor when a field
// does not fit the named one. Choices are CommandOptionChoiceBuilder, typed by their option.
import type { Json, NodeKind, PlanNode } from '../../model';
import {
  bool,
  channelType,
  context,
  integration,
  isObj,
  list,
  localizations,
  num,
  optionType,
  call,
} from './nyxx-dart';
import type { Out } from './nyxx-dart';
import { childNames, permissions, s } from './nyxx-nodes';

type Put = (v: Json) => string;

const COMMON: Record<string, readonly [string, Put]> = {
  name: ['name', s],
  description: ['description', s],
  name_localizations: ['nameLocalizations', localizations],
  description_localizations: ['descriptionLocalizations', localizations],
};

const COMMAND: Record<string, readonly [string, Put]> = {
  ...COMMON,
  default_member_permissions: ['defaultMemberPermissions', permissions],
  dm_permission: ['hasDmPermission', bool],
  nsfw: ['isNsfw', bool],
  contexts: ['contexts', (v) => list(v, context)],
  integration_types: ['integrationTypes', (v) => list(v, integration)],
};

const NAMED_COMMAND: Partial<Record<NodeKind, string>> = {
  'chat-input-command': 'chatInput',
  'user-command': 'user',
  'message-command': 'message',
};

/** ApplicationCommandBuilder for a command node. */
export function command(n: PlanNode, out: Out): string {
  const keys = n.fields.map((f) => f.key);
  const named = NAMED_COMMAND[n.kind];
  const noDescription = n.kind === 'user-command' || n.kind === 'message-command';
  const fits =
    named &&
    !(
      noDescription &&
      (keys.includes('description') || keys.includes('description_localizations'))
    );
  const args: string[] = [];
  for (const f of n.fields) {
    if (f.value === null) continue;
    if (f.key === 'type') {
      if (!fits) args.push(`type: ApplicationCommandType(${num(f.value)})`);
      continue;
    }
    const a = Object.hasOwn(COMMAND, f.key) ? COMMAND[f.key] : undefined;
    if (a) args.push(`${a[0]}: ${a[1](f.value)}`);
    else out.field(f.path, f.key, f.value, 'ApplicationCommandBuilder');
  }
  const options = childNames(n, 'options');
  if (n.kind === 'chat-input-command' || options.length > 0)
    args.push(`options: [${options.join(', ')}]`);
  if (!fits && !keys.includes('type')) args.push('type: ApplicationCommandType.chatInput');
  return call(fits ? `ApplicationCommandBuilder.${named}` : 'ApplicationCommandBuilder', args);
}

/** Option kinds: the named constructor, its own parameters beyond name/description, its value. */
const OPTIONS: Partial<
  Record<NodeKind, { ctor: string; takes: readonly string[]; value?: 'int' | 'double' | 'string' }>
> = {
  subcommand: { ctor: 'subCommand', takes: [] },
  'subcommand-group': { ctor: 'subCommandGroup', takes: [] },
  'string-option': {
    ctor: 'string',
    takes: ['required', 'choices', 'min_length', 'max_length', 'autocomplete'],
    value: 'string',
  },
  'integer-option': {
    ctor: 'integer',
    takes: ['required', 'choices', 'min_value', 'max_value', 'autocomplete'],
    value: 'int',
  },
  'number-option': {
    ctor: 'number',
    takes: ['required', 'choices', 'min_value', 'max_value', 'autocomplete'],
    value: 'double',
  },
  'boolean-option': { ctor: 'boolean', takes: ['required'] },
  'user-option': { ctor: 'user', takes: ['required'] },
  'channel-option': { ctor: 'channel', takes: ['required', 'channel_types'] },
  'role-option': { ctor: 'role', takes: ['required'] },
  'mentionable-option': { ctor: 'mentionable', takes: ['required'] },
  'attachment-option': { ctor: 'attachment', takes: ['required'] },
};

const OPTION_TYPES: Partial<Record<NodeKind, number>> = {
  subcommand: 1,
  'subcommand-group': 2,
  'string-option': 3,
  'integer-option': 4,
  'boolean-option': 5,
  'user-option': 6,
  'channel-option': 7,
  'role-option': 8,
  'mentionable-option': 9,
  'number-option': 10,
  'attachment-option': 11,
};

/** A choice's value as its option's type asks (a general option: as the JSON has it). */
function choiceValue(v: Json, type: 'int' | 'double' | 'string' | undefined): string {
  if (type === 'string' || (type === undefined && typeof v === 'string')) return s(v);
  if (type === 'double' || (typeof v === 'number' && !Number.isInteger(v))) return num(v, true);
  return num(v);
}

function choices(v: Json, type: 'int' | 'double' | 'string' | undefined): string {
  return list(v, (c) => {
    const o = isObj(c) ? c : {};
    const args = [`name: ${s(o.name ?? '')}`, `value: ${choiceValue(o.value ?? null, type)}`];
    if (o.name_localizations !== undefined && o.name_localizations !== null)
      args.push(`nameLocalizations: ${localizations(o.name_localizations)}`);
    return `CommandOptionChoiceBuilder(${args.join(', ')})`;
  });
}

/** CommandOptionBuilder for an option node (subcommands and groups included). */
export function option(n: PlanNode, out: Out): string {
  const spec = OPTIONS[n.kind];
  const keys = n.fields.map((f) => f.key).filter((k) => !(k in COMMON));
  const fits = spec !== undefined && keys.every((k) => spec.takes.includes(k));
  const value = fits ? spec.value : undefined;
  const args: string[] = [];
  if (!fits) args.push(`type: ${optionType(OPTION_TYPES[n.kind] ?? 3)}`);
  for (const f of n.fields) {
    const v = f.value;
    if (v === null) continue;
    const common = Object.hasOwn(COMMON, f.key) ? COMMON[f.key] : undefined;
    if (common) args.push(`${common[0]}: ${common[1](v)}`);
    else if (f.key === 'required') args.push(`isRequired: ${bool(v)}`);
    else if (f.key === 'autocomplete') args.push(`hasAutocomplete: ${bool(v)}`);
    else if (f.key === 'choices') args.push(`choices: ${choices(v, value)}`);
    else if (f.key === 'channel_types') args.push(`channelTypes: ${list(v, channelType)}`);
    else if (f.key === 'min_length' || f.key === 'max_length')
      args.push(`${f.key === 'min_length' ? 'minLength' : 'maxLength'}: ${num(v)}`);
    else if (f.key === 'min_value' || f.key === 'max_value')
      args.push(
        `${f.key === 'min_value' ? 'minValue' : 'maxValue'}: ${num(v, value === 'double')}`,
      );
    else out.field(f.path, f.key, v, 'CommandOptionBuilder');
  }
  const options = childNames(n, 'options');
  if (n.kind === 'subcommand' || n.kind === 'subcommand-group' || options.length > 0)
    args.push(`options: [${options.join(', ')}]`);
  return call(fits ? `CommandOptionBuilder.${spec.ctor}` : 'CommandOptionBuilder', args);
}
