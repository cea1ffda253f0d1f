// The dressed printer's command files: one module per command under src/commands, named after the
// command (dressed takes a command's name from its file name), exporting its `config` (types,
// contexts and install types by dressed's and discord-api-types' names, options through
// CommandOption) and a handler skeleton; `dressed build -r` registers them all in one bulk
// overwrite.
import type { CommandsPlan, Json, PlanField, PlanNode } from '../../model';
import { jsString, list } from '../common/source';
import type { PrintedFile } from './dressed-names';
import { Imports, channelTypes, lit, objectOf } from './dressed-values';

const COMMAND_TYPES: Record<number, string> = {
  1: 'ChatInput',
  2: 'User',
  3: 'Message',
  4: 'PrimaryEntryPoint',
};

const CONTEXTS: Record<number, string> = { 0: 'Guild', 1: 'BotDM', 2: 'PrivateChannel' };
const INSTALLS: Record<number, string> = { 0: 'GuildInstall', 1: 'UserInstall' };

const OPTION_TYPES: Record<number, string> = {
  1: 'Subcommand',
  2: 'SubcommandGroup',
  3: 'String',
  4: 'Integer',
  5: 'Boolean',
  6: 'User',
  7: 'Channel',
  8: 'Role',
  9: 'Mentionable',
  10: 'Number',
  11: 'Attachment',
};

/** What a command's config takes by its own key; any other key is spread from a cast. */
const KNOWN_COMMAND = new Set([
  'description',
  'name_localizations',
  'description_localizations',
  'default_member_permissions',
  'contexts',
  'integration_types',
  'nsfw',
  'dm_permission',
  'handler',
]);

const KNOWN_OPTION = new Set([
  'name',
  'description',
  'name_localizations',
  'description_localizations',
  'required',
  'choices',
  'min_value',
  'max_value',
  'min_length',
  'max_length',
  'autocomplete',
  'channel_types',
]);

/** A list of numbers by their names in `names`, a number where there is none. */
function named(value: Json, names: Record<number, string>, prefix: string): string | null {
  if (!Array.isArray(value)) return null;
  if (!value.every((v) => typeof v === 'number' && names[v])) return null;
  return list(
    '[',
    value.map((v) => `${prefix}${names[v as number]}`),
    ']',
    'js',
  );
}

/** An option through dressed's CommandOption, its sub-options inside. */
function option(n: PlanNode, imports: Imports): string {
  imports.add('dressed', 'CommandOption');
  const typeName = n.type !== null ? OPTION_TYPES[n.type] : undefined;
  const entries: [string, string][] = [['type', typeName ? jsString(typeName) : lit(n.type)]];
  const extra: PlanField[] = [];
  for (const f of n.fields) {
    if (!KNOWN_OPTION.has(f.key)) extra.push(f);
    else
      entries.push([
        f.key,
        f.key === 'channel_types' ? channelTypes(f.value, imports) : lit(f.value),
      ]);
  }
  const subs = n.slots.find((s) => s.slot === 'options')?.nodes ?? [];
  if (subs.length > 0)
    entries.push([
      'options',
      list(
        '[',
        subs.map((s) => option(s, imports)),
        ']',
        'js',
      ),
    ]);
  return `CommandOption(${objectOf(entries, extra)})`;
}

/** A command's `config` object. */
function configOf(n: PlanNode, guildId: string | null, imports: Imports): string {
  const entries: [string, string][] = [];
  const extra: PlanField[] = [];
  const type = n.fields.find((f) => f.key === 'type')?.value;
  if (typeof type === 'number' && COMMAND_TYPES[type] && type !== 1)
    entries.push(['type', jsString(COMMAND_TYPES[type])]);
  for (const f of n.fields) {
    if (f.key === 'name' || f.key === 'type') continue;
    if (!KNOWN_COMMAND.has(f.key)) {
      extra.push(f);
      continue;
    }
    // null is Discord's default (everyone), the same as leaving it out: the type takes no null.
    if (f.key === 'default_member_permissions' && f.value === null) continue;
    if (f.key === 'contexts') {
      const names = named(f.value, CONTEXTS, '');
      entries.push([f.key, names ? names.replace(/(\w+)/g, "'$1'") : lit(f.value)]);
    } else if (f.key === 'integration_types') {
      const names = named(f.value, INSTALLS, 'ApplicationIntegrationType.');
      if (names) imports.add('discord-api-types/v10', 'ApplicationIntegrationType');
      entries.push([f.key, names ?? lit(f.value)]);
    } else entries.push([f.key, lit(f.value)]);
  }
  const options = n.slots.find((s) => s.slot === 'options')?.nodes ?? [];
  if (options.length > 0)
    entries.push([
      'options',
      list(
        '[',
        options.map((o) => option(o, imports)),
        ']',
        'js',
      ),
    ]);
  if (guildId !== null) entries.push(['guilds', list('[', [jsString(guildId)], ']', 'js')]);
  return objectOf(entries, extra);
}

/** The handler's interaction type for a command type. */
function interactionType(type: unknown): string {
  if (type === 2) return "CommandInteraction<'User'>";
  if (type === 3) return "CommandInteraction<'Message'>";
  if (type === 4) return "CommandInteraction<'PrimaryEntryPoint'>";
  return 'CommandInteraction<typeof config>';
}

/** Whether an option anywhere under `n` asks for autocomplete. */
const autocompletes = (n: PlanNode): boolean =>
  n.fields.some((f) => f.key === 'autocomplete' && f.value === true) ||
  n.slots.some((s) => s.nodes.some(autocompletes));

/**
 * The file a command lives in: dressed names a command after its file. A name that cannot be a
 * file name (a `/`, or `.` / `..` alone) is not expressible: the README lists it.
 */
export const commandPath = (name: string) =>
  `src/commands/${name.replace(/[/\0]/g, '_').replace(/^\.\.?$/, '_$&')}.ts`;

/** One file per command. */
export function commandFiles(plan: CommandsPlan, head: string): PrintedFile[] {
  return plan.commands.map((n) => {
    const imports = new Imports();
    imports.add('dressed', 'type CommandConfig', 'type CommandInteraction');
    const name = n.fields.find((f) => f.key === 'name')?.value;
    const type = n.fields.find((f) => f.key === 'type')?.value;
    const config = configOf(n, plan.guildId, imports);
    const auto = autocompletes(n);
    if (auto) imports.add('dressed', 'type CommandAutocompleteInteraction');
    return {
      path: commandPath(typeof name === 'string' ? name : 'command'),
      text: [
        head,
        ...imports.lines(),
        '',
        `export const config = ${config} satisfies CommandConfig;`,
        '',
        `export default async function run(interaction: ${interactionType(type)}) {`,
        "  await interaction.reply({ content: 'Done.', ephemeral: true }); // TODO: what the command does",
        '}',
        ...(auto
          ? [
              '',
              '/** Suggestions for the options marked autocomplete. */',
              'export async function autocomplete(interaction: CommandAutocompleteInteraction) {',
              '  await interaction.sendChoices([]); // TODO',
              '}',
            ]
          : []),
        '',
      ].join('\n'),
    };
  });
}
