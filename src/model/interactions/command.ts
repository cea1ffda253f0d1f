// What the app receives when someone uses one of a set's commands: the APPLICATION_COMMAND
// interaction (type 2) with nested, typed `options` and `resolved`, or `target_id` for user and
// message commands; and the AUTOCOMPLETE interaction (type 4) while a person types into an option
// with autocomplete. Names are always the default ones, whatever the locale: the locale only goes
// in `locale`/`guild_locale`. Each use is checked the way Discord's client checks it first.
import type { CommandsDoc, Node, NodeKey } from '../document/document';
import { assertNever } from '../catalog/factory';
import type { CommandKind } from '../catalog/kinds';
import { kindInfo } from '../commands/kind-names';
import type { CommandFamilyKind } from '../commands/kind-names';
import { nodeToPayload } from '../payload/to-payload';
import type { InteractionContext, ResolvedContext, ResolvedData } from './context';
import { pseudoDigest, resolveContext, snowflakeAt } from './context';
import type { Envelope, IntegrationOwners } from './envelope';
import { envelope } from './envelope';
import type { InteractionError } from './modal';
import type { UsePath } from './command-tree';
import { hasSubcommands, textOf, pathOfUse, valueOptionsOf } from './command-tree';
import { contextForSet, integrationOwners, refusalsFor } from './command-gate';
import type { TargetMessage } from './command-target';
import { messageTarget, userTarget } from './command-target';
import type { OptionValue } from './option-values';
import { optionLabel, optionValue } from './option-values';

export type { SubcommandPath } from './command-tree';
export { commandOptionsFor, subcommandPaths } from './command-tree';
export type { OptionValue } from './option-values';
export { optionSelectables } from './option-values';
export type { TargetMessage } from './command-target';
export { contentTypeOf, DEFAULT_ATTACHMENT_BYTES } from './command-attachment';

/** What the person filled in, keyed by option node key; raw text as typed (or ids for entity options). */
export type OptionInputs = Record<NodeKey, string>;

export interface CommandUse {
  /** The command node (any of the 4 command kinds) in a CommandsDoc. */
  commandKey: NodeKey;
  /** The chosen subcommand (and so its group) for a command with subcommands; absent otherwise. */
  subcommandKey?: NodeKey;
  /**
   * Raw text per option. An Attachment option takes a file name, optionally with its size in
   * bytes: `report.pdf` or `report.pdf|48213`. Empty text means the option is left out.
   */
  inputs: OptionInputs;
  /** For user/message commands: the user id (from the sample guild) or a message id. */
  targetId?: string;
}

/** A value option as the interaction carries it; `focused` only while autocompleting. */
export interface DataValueOption {
  name: string;
  type: number;
  value: OptionValue;
  focused?: true;
}
export interface DataSubcommand {
  name: string;
  type: 1;
  options: DataValueOption[];
}
export interface DataGroup {
  name: string;
  type: 2;
  options: [DataSubcommand];
}
export type DataOption = DataValueOption | DataSubcommand | DataGroup;

export interface CommandInteractionData {
  id: string;
  name: string;
  type: number;
  /** The command's version: a snowflake that changes with the command's definition. */
  version: string;
  guild_id?: string;
  target_id?: string;
  options?: DataOption[];
  resolved?: ResolvedData & { messages?: Record<string, TargetMessage> };
}

export type CommandInteractionPayload = Omit<
  Envelope,
  'type' | 'data' | 'authorizing_integration_owners'
> & {
  type: 2 | 4;
  data: CommandInteractionData;
  authorizing_integration_owners: IntegrationOwners;
};

export type CommandResult =
  { ok: true; payload: CommandInteractionPayload } | { ok: false; errors: InteractionError[] };

const refuse = (message: string, nodeKey?: NodeKey): CommandResult => ({
  ok: false,
  errors: [{ ...(nodeKey !== undefined ? { nodeKey } : {}), message }],
});

// Commands were registered in January 2025, before the sample guild's "now".
const REGISTERED_AT = Date.UTC(2025, 0, 15);
const DAY = 86_400_000;
const hashNumber = (text: string): number => parseInt(pseudoDigest(text).slice(0, 8), 16);

/**
 * The command's id and version: the id follows from its scope, type and name (so it stays put
 * while the command moves or changes), the version from its whole definition.
 */
export function commandIds(doc: CommandsDoc, command: Node): { id: string; version: string } {
  const type = kindInfo(command.kind as CommandFamilyKind).type;
  const id = hashNumber(`${doc.guildId ?? 'global'}:${type}:${textOf(command, 'name')}`);
  const version = hashNumber(JSON.stringify(nodeToPayload(command)));
  return {
    id: snowflakeAt(REGISTERED_AT + (id % DAY)),
    version: snowflakeAt(REGISTERED_AT + DAY + (version % (30 * DAY))),
  };
}

interface Prepared {
  ctx: ResolvedContext;
  path: UsePath;
  base: Omit<CommandInteractionData, 'options' | 'resolved' | 'target_id'>;
}

/** The context, the command's path and its data's head, or the reasons the use cannot happen. */
function prepare(
  doc: CommandsDoc,
  use: CommandUse,
  context: InteractionContext,
): Prepared | CommandResult {
  const scoped = contextForSet(doc, context);
  if ('error' in scoped) return refuse(scoped.error);
  const ctx = resolveContext(scoped);
  if ('error' in ctx) return refuse(ctx.error);
  const path = pathOfUse(doc, use.commandKey, use.subcommandKey);
  if (!path) {
    return use.subcommandKey !== undefined && pathOfUse(doc, use.commandKey)
      ? refuse(`There is no subcommand with key ${use.subcommandKey} in this command.`)
      : refuse(`There is no command with key ${use.commandKey}.`, use.commandKey);
  }
  const { command } = path;
  const name = textOf(command, 'name');
  if (name === '') return refuse('This command has no name, so Discord would not register it.');
  const refusals = refusalsFor(command, ctx);
  if (refusals.length > 0)
    return { ok: false, errors: refusals.map((message) => ({ nodeKey: command.key, message })) };
  if (!path.subcommand && hasSubcommands(command))
    return refuse(
      `The command /${name} has subcommands and cannot be used on its own; choose one of them.`,
      command.key,
    );
  const { id, version } = commandIds(doc, command);
  const type = kindInfo(command.kind as CommandFamilyKind).type;
  const base = {
    id,
    name,
    type,
    version,
    ...(doc.guildId !== null ? { guild_id: doc.guildId } : {}),
  };
  return { ctx, path, base };
}

/** The options of the data: values under their subcommand and group, as Discord nests them. */
function nest(path: UsePath, values: DataValueOption[]): DataOption[] | string {
  const { group, subcommand } = path;
  if (!subcommand) return values;
  const named = [subcommand, group].find((n) => n && textOf(n, 'name') === '');
  if (named) return `This ${kindInfo(named.kind as CommandFamilyKind).name} has no name.`;
  const sub: DataSubcommand = { name: textOf(subcommand, 'name'), type: 1, options: values };
  return group ? [{ name: textOf(group, 'name'), type: 2, options: [sub] }] : [sub];
}

const headOf = (option: Node) => ({
  name: textOf(option, 'name'),
  type: kindInfo(option.kind as CommandFamilyKind).type,
});

/** The typed values of the filled options (and `resolved`), or every reason they are refused. */
function values(
  options: Node[],
  use: CommandUse,
  ctx: ResolvedContext,
): { options: DataValueOption[]; resolved: ResolvedData } | InteractionError[] {
  const out: DataValueOption[] = [];
  const errors: InteractionError[] = [];
  const resolved: ResolvedData = {};
  for (const option of options) {
    const raw = use.inputs[option.key] ?? '';
    if (raw === '') {
      if (option.props.required === true)
        errors.push({ nodeKey: option.key, message: `${optionLabel(option)} is required.` });
      continue;
    }
    const converted = optionValue(option, raw, ctx, resolved);
    if (converted.ok) out.push({ ...headOf(option), value: converted.value });
    else errors.push({ nodeKey: option.key, message: converted.message });
  }
  return errors.length > 0 ? errors : { options: out, resolved };
}

/**
 * The options while a person types: the user's input as it stands, which Discord does not check
 * (Integer and Number values arrive as the typed text, even an unfinished or empty one). A file
 * is uploaded only when the command is sent, so Attachment options are not part of it yet.
 */
function partialValues(options: Node[], use: CommandUse, focused: Node): DataValueOption[] {
  return options.flatMap((option): DataValueOption[] => {
    const raw = use.inputs[option.key] ?? '';
    if (option === focused) return [{ ...headOf(option), value: raw, focused: true }];
    if (raw === '' || option.kind === 'attachment-option') return [];
    if (option.kind !== 'boolean-option') return [{ ...headOf(option), value: raw }];
    const word = raw.trim().toLowerCase();
    return word === 'true' || word === 'false'
      ? [{ ...headOf(option), value: word === 'true' }]
      : [];
  });
}

const isEmpty = (resolved: object) => Object.keys(resolved).length === 0;

function wrap(prepared: Prepared, type: 2 | 4, data: CommandInteractionData): CommandResult {
  const { ctx, path } = prepared;
  const owners = integrationOwners(path.command, ctx);
  return { ok: true, payload: envelope(ctx, type, data, owners) };
}

/** The APPLICATION_COMMAND (type 2) interaction, or the reasons Discord's client would not send it. */
export function buildCommandInteraction(
  doc: CommandsDoc,
  use: CommandUse,
  context: InteractionContext = {},
): CommandResult {
  const prepared = prepare(doc, use, context);
  if ('ok' in prepared) return prepared;
  const { ctx, path, base } = prepared;
  const kind = path.command.kind as CommandKind;
  switch (kind) {
    case 'user-command':
    case 'message-command': {
      const target =
        path.command.kind === 'user-command'
          ? userTarget(ctx, use.targetId)
          : messageTarget(ctx, use.targetId);
      if (!target.ok) return refuse(target.message, path.command.key);
      return wrap(prepared, 2, { ...base, target_id: target.targetId, resolved: target.resolved });
    }
    case 'entry-point-command':
      if (path.command.props.handler === 2)
        return refuse(
          'This entry point command launches the Activity itself (handler 2, DISCORD_LAUNCH_ACTIVITY), so the app receives no interaction.',
          path.command.key,
        );
      return wrap(prepared, 2, base);
    case 'chat-input-command': {
      const options = path.subcommand ?? path.command;
      const filled = values(valueOptionsOf(options), use, ctx);
      if (Array.isArray(filled)) return { ok: false, errors: filled };
      const nested = nest(path, filled.options);
      if (typeof nested === 'string') return refuse(nested);
      return wrap(prepared, 2, {
        ...base,
        ...(nested.length > 0 ? { options: nested } : {}),
        ...(isEmpty(filled.resolved) ? {} : { resolved: filled.resolved }),
      });
    }
    default:
      return assertNever(kind);
  }
}

/** The AUTOCOMPLETE (type 4) interaction while typing into `focusedKey`. */
export function buildAutocompleteInteraction(
  doc: CommandsDoc,
  use: CommandUse,
  focusedKey: NodeKey,
  context: InteractionContext = {},
): CommandResult {
  const prepared = prepare(doc, use, context);
  if ('ok' in prepared) return prepared;
  const { path, base } = prepared;
  const options = valueOptionsOf(path.subcommand ?? path.command);
  const focused = options.find((o) => o.key === focusedKey);
  if (!focused)
    return refuse(
      `There is no option with key ${focusedKey} in this use of /${base.name}.`,
      focusedKey,
    );
  if (focused.props.autocomplete !== true)
    return refuse(
      `${optionLabel(focused)} has no autocomplete, so typing into it sends the app nothing.`,
      focusedKey,
    );
  const nested = nest(path, partialValues(options, use, focused));
  if (typeof nested === 'string') return refuse(nested);
  return wrap(prepared, 4, { ...base, options: nested });
}
