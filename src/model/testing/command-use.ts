// Helpers for the command interaction tests: a set of commands as a design, its nodes found by
// name, and a use of a command written with option names instead of node keys.
import type { CommandsDoc, Node } from '../document/document';
import { importPayload } from '../payload/import';
import type { CommandInteractionPayload, CommandResult, CommandUse } from '../interactions/command';
import { buildAutocompleteInteraction, buildCommandInteraction } from '../interactions/command';
import type { InteractionContext } from '../interactions/context';

/** The commands (payload JSON) as a Commands design; guildId null for a global set. */
export function commandsDoc(commands: unknown[], guildId: string | null = null): CommandsDoc {
  const { doc } = importPayload(commands, { as: 'commands', guildId });
  if (!doc || doc.surface !== 'commands') throw new Error('The commands did not import.');
  return doc;
}

/** The node at a path of names: the command's name, then a group's or subcommand's, then an option's. */
export function nodeNamed(doc: CommandsDoc, ...names: string[]): Node {
  let list: readonly Node[] = doc.nodes;
  let found: Node | undefined;
  for (const name of names) {
    found = list.find((n) => n.props.name === name);
    if (!found) throw new Error(`No node named ${names.join(' > ')}.`);
    list = found.slots.options ?? [];
  }
  if (!found) throw new Error('Name at least the command.');
  return found;
}

/** A use of `/command [sub…]` with inputs keyed by option name. */
export interface NamedUse {
  /** The command's name, then for a subcommand its group's name (if any) and its own. */
  path: string[];
  inputs?: Record<string, string>;
  targetId?: string;
}

/** The CommandUse of a NamedUse, with node keys. */
export function commandUseOf(doc: CommandsDoc, named: NamedUse): CommandUse {
  const [command, ...rest] = named.path;
  const commandNode = nodeNamed(doc, command!);
  const owner = rest.length > 0 ? nodeNamed(doc, command!, ...rest) : null;
  const inputs = Object.fromEntries(
    Object.entries(named.inputs ?? {}).map(([name, value]) => [
      nodeNamed(doc, ...named.path, name).key,
      value,
    ]),
  );
  return {
    commandKey: commandNode.key,
    ...(owner ? { subcommandKey: owner.key } : {}),
    inputs,
    ...(named.targetId !== undefined ? { targetId: named.targetId } : {}),
  };
}

export const invoke = (doc: CommandsDoc, named: NamedUse, context?: InteractionContext) =>
  buildCommandInteraction(doc, commandUseOf(doc, named), context);

/** The autocomplete while typing into the option named `focused` of the use's last level. */
export const autocomplete = (
  doc: CommandsDoc,
  named: NamedUse,
  focused: string,
  context?: InteractionContext,
) =>
  buildAutocompleteInteraction(
    doc,
    commandUseOf(doc, named),
    nodeNamed(doc, ...named.path, focused).key,
    context,
  );

/** The payload of a use that goes through; fails the test otherwise. */
export function received(result: CommandResult): CommandInteractionPayload {
  if (!result.ok) throw new Error(`Expected a payload: ${JSON.stringify(result.errors)}`);
  return result.payload;
}

const INTERACTION_TYPE: Record<string, string> = {
  '2:1': 'APIChatInputApplicationCommandInteraction',
  '2:2': 'APIUserApplicationCommandInteraction',
  '2:3': 'APIMessageApplicationCommandInteraction',
  '2:4': 'APIPrimaryEntryPointCommandInteraction',
  '4:1': 'APIApplicationCommandAutocompleteInteraction',
};

type Json = Record<string, unknown>;
const objects = (value: unknown): Json[] =>
  value && typeof value === 'object' ? Object.values(value as Json).map((v) => v as Json) : [];

/**
 * The payload without the fields Discord sends that discord-api-types does not know yet: a
 * user's `clan` and `display_name_styles`, a member's `unusual_dm_activity_until`, a role's
 * `description`, a channel's `permissions` at the top, the command `version` in `data` (which
 * Discord's own autocomplete example shows), and in `resolved.channels` every field beyond the
 * partial channel and its permissions, which is all the library types there.
 */
export function withoutNewerFields(payload: CommandInteractionPayload): Json {
  const copy = structuredClone(payload) as unknown as Json;
  const drop = (target: Json | undefined, ...fields: string[]) => {
    for (const field of fields) if (target) delete target[field];
  };
  const data = copy.data as Json;
  const resolved = (data.resolved ?? {}) as Json;
  const member = copy.member as Json;
  drop(data, 'version');
  drop(copy.channel as Json, 'permissions');
  const users = [
    member.user as Json,
    ...objects(resolved.users),
    ...objects(resolved.messages).map((m) => m.author as Json),
  ];
  for (const user of users) drop(user, 'clan', 'display_name_styles');
  for (const m of [member, ...objects(resolved.members)]) drop(m, 'unusual_dm_activity_until');
  for (const role of objects(resolved.roles)) drop(role, 'description');
  const partial = new Set(['id', 'name', 'type', 'permissions']);
  for (const channel of objects(resolved.channels))
    drop(channel, ...Object.keys(channel).filter((k) => !partial.has(k)));
  return copy;
}

/**
 * TypeScript source that assigns each payload, as a literal, to its discord-api-types interaction
 * type. The library types locales as a string enum and flags as bit enums (which hold no 0), so
 * those values are cast; every other field is checked as written, excess properties included.
 */
export function interactionSource(payloads: readonly CommandInteractionPayload[]): string {
  const types = payloads.map((p) => {
    const type = INTERACTION_TYPE[`${p.type}:${p.data.type}`];
    if (!type) throw new Error(`No discord-api-types type for ${p.type}:${p.data.type}.`);
    return type;
  });
  const literal = (p: CommandInteractionPayload, type: string) =>
    JSON.stringify(withoutNewerFields(p))
      .replace(/"(locale|guild_locale)":("[^"]*")/g, `"$1":$2 as ${type}['locale']`)
      .replace(/"(flags|public_flags)":(\d+)/g, '"$1":$2 as never');
  return [
    `import type { ${[...new Set(types)].join(', ')} } from 'discord-api-types/v10';`,
    ...payloads.map((p, i) => `export const p${i}: ${types[i]} = ${literal(p, types[i]!)};`),
  ].join('\n');
}
