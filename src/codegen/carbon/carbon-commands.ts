// A carbon command set: one class per command, subcommand and group (Command,
// CommandWithSubcommands, CommandWithSubcommandGroups), options as Discord's JSON with carbon's
// enums, autocomplete as a function; registered with client.deployCommands(), one bulk overwrite.
import { shown } from '../../model';
import type { CommandsPlan, PlanNode } from '../../model';
import { objectKey } from '../common/source';
import { channelTypes } from './carbon-components';
import type { Ctx } from './carbon-ts';
import { field, indent, js, note, slot, str } from './carbon-ts';

const OPTION_TYPES: Record<string, string> = {
  subcommand: 'Subcommand',
  'subcommand-group': 'SubcommandGroup',
  'string-option': 'String',
  'integer-option': 'Integer',
  'boolean-option': 'Boolean',
  'user-option': 'User',
  'channel-option': 'Channel',
  'role-option': 'Role',
  'mentionable-option': 'Mentionable',
  'number-option': 'Number',
  'attachment-option': 'Attachment',
};

const COMMAND_TYPES: Record<number, string> = { 1: 'ChatInput', 2: 'User', 3: 'Message' };
const CONTEXTS: Record<number, string> = { 0: 'Guild', 1: 'BotDM', 2: 'PrivateChannel' };
const INSTALLS: Record<number, string> = { 0: 'GuildInstall', 1: 'UserInstall' };

const enumList = (ctx: Ctx, name: string, names: Record<number, string>, value: unknown) =>
  Array.isArray(value)
    ? `[${value.map((v) => (names[Number(v)] ? `${ctx.use(name)}.${names[Number(v)]}` : js(v))).join(', ')}]`
    : js(value);

/** A value option as Discord's JSON, its type and channel types by carbon's enums. */
function option(n: PlanNode, ctx: Ctx): string {
  const parts = [`type: ${ctx.use('ApplicationCommandOptionType')}.${OPTION_TYPES[n.kind]}`];
  for (const f of n.fields) {
    if (f.key === 'channel_types') parts.push(`channel_types: ${channelTypes(ctx, f.value)}`);
    else if (f.key === 'autocomplete' && f.value === true)
      parts.push(
        `autocomplete: async (interaction: ${ctx.type('AutocompleteInteraction')}) => {\n${note([`TODO: suggestions for ${String(field(n, 'name'))}`], '  ')}\n  await interaction.respond([]);\n}`,
      );
    else parts.push(`${objectKey(f.key, 'js')}: ${js(f.value)}`);
  }
  const flat = `{ ${parts.join(', ')} }`;
  return flat.length <= 90 && !flat.includes('\n')
    ? flat
    : `{\n${parts.map((p) => `  ${indent(p).trimStart()},`).join('\n')}\n}`;
}

/** The members every command class sets from its fields. */
function common(n: PlanNode, ctx: Ctx, top: boolean): string[] {
  const out: string[] = [];
  for (const f of n.fields) {
    const v = f.value;
    if (f.key === 'name' || f.key === 'description') out.push(`${f.key} = ${js(v)};`);
    else if (f.key === 'name_localizations') out.push(`nameLocalizations = ${js(v)};`);
    else if (f.key === 'description_localizations')
      out.push(`descriptionLocalizations = ${js(v)};`);
    else if (f.key === 'type' && v !== 1 && top)
      out.push(
        `type = ${ctx.use('ApplicationCommandType')}.${COMMAND_TYPES[Number(v)] ?? 'ChatInput'};`,
      );
    else if (f.key === 'default_member_permissions' && typeof v === 'string')
      out.push(
        /^\d+$/.test(v) && v !== '0' ? `permission = ${v}n;` : `permission = [BigInt(${str(v)})];`,
      );
    else if (f.key === 'contexts')
      out.push(`contexts = ${enumList(ctx, 'InteractionContextType', CONTEXTS, v)};`);
    else if (f.key === 'integration_types')
      out.push(`integrationTypes = ${enumList(ctx, 'ApplicationIntegrationType', INSTALLS, v)};`);
    else if (f.key !== 'type' && v !== null)
      ctx.note(f.path, `carbon's command has no \`${f.key}\`: left out (${shown(v)})`);
  }
  if (top) {
    // carbon's BaseCommand sends its own defaults for what the design leaves unset.
    const unset = (key: string) => !n.fields.some((f) => f.key === key && f.value !== null);
    if (unset('integration_types'))
      ctx.note(
        `${n.path}.integration_types`,
        "not set in the design, where Discord would use the app's install settings: carbon sends [0, 1] (guild and user install)",
      );
    if (unset('contexts'))
      ctx.note(
        `${n.path}.contexts`,
        'not set in the design: carbon sends [0, 1, 2] (guild, bot DM and private channel)',
      );
  }
  return out;
}

/** Declares the class of a command, subcommand or group; gives back its name. */
/** `guildId` is undefined below the top (null: a global command). */
function declareCommand(
  n: PlanNode,
  ctx: Ctx,
  path: string,
  guildId: string | null | undefined,
): string {
  const top = guildId !== undefined;
  const options = slot(n, 'options');
  const subs = options.filter((o) => o.kind === 'subcommand');
  const groups = options.filter((o) => o.kind === 'subcommand-group');
  const own = String(field(n, 'name') ?? '');
  const here = path === '' || path.endsWith('/') ? `${path}${own}` : `${path} ${own}`;
  const subNames = subs.map((s) => `new ${declareCommand(s, ctx, here, undefined)}()`);
  const groupNames = groups.map((g) => `new ${declareCommand(g, ctx, here, undefined)}()`);
  const members = common(n, ctx, top);
  // CommandWithSubcommandGroups sends its subcommands, then its groups.
  const rank = (o: PlanNode) =>
    o.kind === 'subcommand' ? 0 : o.kind === 'subcommand-group' ? 1 : 2;
  if (groups.length > 0 && options.some((o, i) => i > 0 && rank(o) < rank(options[i - 1]!)))
    ctx.note(
      `${n.path}.options`,
      'carbon sends the subcommands before the subcommand groups: their order changes',
    );
  if (top && guildId !== null) members.push(`guildIds = [${str(guildId)}];`);
  const name = ctx.className(
    n.name,
    n.kind === 'subcommand-group' ? 'Group' : n.kind === 'subcommand' ? 'Subcommand' : 'Command',
  );
  let base = 'Command';
  if (groups.length > 0 || n.kind === 'subcommand-group') {
    base = n.kind === 'subcommand-group' ? 'CommandWithSubcommands' : 'CommandWithSubcommandGroups';
    members.push(`subcommands = [${subNames.join(', ')}];`);
    if (n.kind !== 'subcommand-group')
      members.push(`subcommandGroups = [${groupNames.join(', ')}];`);
  } else if (subs.length > 0) {
    base = 'CommandWithSubcommands';
    members.push(`subcommands = [${subNames.join(', ')}];`);
  } else {
    if (options.length > 0)
      members.push(
        `options: ${ctx.type('CommandOptions')} = [\n${options.map((o) => `  ${indent(option(o, ctx)).trimStart()},`).join('\n')}\n];`,
      );
    members.push(
      [
        `async run(interaction: ${ctx.type('CommandInteraction')}) {`,
        note([`TODO: ${here}`], '  '),
        `  await interaction.reply({ content: ${str(`TODO: ${here}`)}, ephemeral: true });`,
        '}',
      ].join('\n'),
    );
  }
  ctx.declare(name, base, members);
  return name;
}

/** The command classes and the registration function. */
export function commandParts(plan: CommandsPlan, ctx: Ctx): { register: string } {
  for (const n of plan.commands) {
    const slash = n.kind === 'chat-input-command' ? '/' : '';
    ctx.commands.push(`new ${declareCommand(n, ctx, slash, plan.guildId)}()`);
  }
  const register = [
    `export async function registerCommands(client: ${ctx.use('Client')}) {`,
    '  // One PUT of every command (a bulk overwrite), global or to the guildIds each names.',
    '  await client.deployCommands();',
    '}',
  ].join('\n');
  return { register };
}
