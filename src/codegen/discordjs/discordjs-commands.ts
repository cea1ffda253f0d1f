// discord.js v14 code for a set of application commands: SlashCommandBuilder and
// ContextMenuCommandBuilder chains turned into the JSON Discord takes, and the REST call that
// registers them. Entry point commands have no builder and are written as JSON.
import { isPlainObject, nodeToPayload } from '../../model';
import type { CommandsDoc, Node } from '../../model';
import type { CommandAt } from '../common/commands-shared';
import {
  CONTEXTS,
  INSTALLS,
  JS_PERMISSIONS,
  commandsFor,
  enumList,
  localizations,
  nameOf,
  permissionBits,
} from '../common/commands-shared';
import type { JsCtx } from './discordjs-fields';
import { comment, indentRest, list, literal, objectKey } from '../common/source';
import type { CodegenOptions } from '../common/shared';
import { CHANNEL_TYPES, Notes, shown } from '../common/shared';

/** A setter call's arguments for a value, or null when the setter cannot take it. */
type Arg = (value: unknown, ctx: JsCtx) => string[] | null;
/** A prop's setter method and how its value becomes the arguments. */
type Setters = Readonly<Record<string, readonly [method: string, arg: Arg]>>;

const is =
  (type: 'string' | 'number' | 'boolean'): Arg =>
  (v) =>
    typeof v === type ? [literal(v, 'js')] : null;

const localized: Arg = (v) => (v === null || localizations(v) ? [literal(v, 'js')] : null);

const members =
  (enumName: string, names: Readonly<Record<number, { js: string }>>): Arg =>
  (v, ctx) => {
    const found = enumList(v, names);
    if (!found) return null;
    ctx.imports.add(enumName);
    return found.map((n) => `${enumName}.${n.js}`);
  };

/** `PermissionFlagsBits.A | PermissionFlagsBits.B` when every bit has a name, else the string. */
const permissions: Arg = (v, ctx) => {
  if (v === null) return ['null'];
  const bits = permissionBits(v);
  if (!bits) return null;
  if (bits.length === 0) return ['0'];
  const names = bits.map((b) => JS_PERMISSIONS.get(b));
  if (names.some((n) => n === undefined)) return [literal(v, 'js')];
  ctx.imports.add('PermissionFlagsBits');
  return [names.map((n) => `PermissionFlagsBits.${n}`).join(' | ')];
};

const CHANNEL_TYPE_NAMES = Object.fromEntries(
  Object.entries(CHANNEL_TYPES).map(([n, t]) => [n, { js: t.js }]),
);

/** Plain `{ name, value, name_localizations }` objects: what addChoices() keeps. */
const choices: Arg = (v) => {
  if (!Array.isArray(v)) return null;
  const known = new Set(['name', 'value', 'name_localizations']);
  if (!v.every((c) => isPlainObject(c) && Object.keys(c).every((k) => known.has(k)))) return null;
  return v.map((c) => literal(c, 'js'));
};

const files: Arg = (v) =>
  Array.isArray(v) && v.every((t) => typeof t === 'string') ? v.map((t) => literal(t, 'js')) : null;

const NAME: Setters = {
  name: ['setName', is('string')],
  name_localizations: ['setNameLocalizations', localized],
};
const NAMED: Setters = {
  ...NAME,
  description: ['setDescription', is('string')],
  description_localizations: ['setDescriptionLocalizations', localized],
};
const COMMAND: Setters = {
  default_member_permissions: ['setDefaultMemberPermissions', permissions],
  contexts: ['setContexts', members('InteractionContextType', CONTEXTS)],
  integration_types: ['setIntegrationTypes', members('ApplicationIntegrationType', INSTALLS)],
  dm_permission: ['setDMPermission', is('boolean')],
  default_permission: ['setDefaultPermission', is('boolean')],
};
// ContextMenuCommandBuilder has no description and no setNSFW.
const MENU: Setters = { ...NAME, ...COMMAND };
const SLASH: Setters = { ...NAMED, ...COMMAND, nsfw: ['setNSFW', is('boolean')] };
const OPTION: Setters = { ...NAMED, required: ['setRequired', is('boolean')] };
const CHOOSING: Setters = {
  ...OPTION,
  choices: ['addChoices', choices],
  autocomplete: ['setAutocomplete', is('boolean')],
};
const BOUNDED: Setters = {
  ...CHOOSING,
  min_value: ['setMinValue', is('number')],
  max_value: ['setMaxValue', is('number')],
};

/** Each option kind's `add…Option` method and setters; subcommands and groups hold options. */
const OPTIONS: Readonly<Record<string, readonly [string, Setters]>> = {
  'subcommand-group': ['addSubcommandGroup', NAMED],
  subcommand: ['addSubcommand', NAMED],
  'string-option': [
    'addStringOption',
    {
      ...CHOOSING,
      min_length: ['setMinLength', is('number')],
      max_length: ['setMaxLength', is('number')],
    },
  ],
  'integer-option': ['addIntegerOption', BOUNDED],
  'number-option': ['addNumberOption', BOUNDED],
  'boolean-option': ['addBooleanOption', OPTION],
  'user-option': ['addUserOption', OPTION],
  'channel-option': [
    'addChannelOption',
    { ...OPTION, channel_types: ['addChannelTypes', members('ChannelType', CHANNEL_TYPE_NAMES)] },
  ],
  'role-option': ['addRoleOption', OPTION],
  'mentionable-option': ['addMentionableOption', OPTION],
  'attachment-option': ['addAttachmentOption', { ...OPTION, file_types: ['setFileTypes', files] }],
};

/** `head` and its calls: on one line when short, else one call per line. */
function chain(head: string, calls: readonly string[], width = 80): string {
  const flat = `${head}${calls.join('')}`;
  if (!flat.includes('\n') && flat.length <= width) return flat;
  return `${head}${calls.map((c) => `\n  ${indentRest(c, '  ')}`).join('')}`;
}

/** The setter calls for a node's props; `leftover` gets what no setter takes. */
function setterCalls(
  n: Node,
  setters: Setters,
  ctx: JsCtx,
  leftover: (key: string, value: unknown) => void,
): string[] {
  const calls: string[] = [];
  for (const [k, v] of Object.entries(n.props)) {
    // The builder sets the type itself.
    if (k === 'type') continue;
    const setter = Object.hasOwn(setters, k) ? setters[k] : undefined;
    const args = setter?.[1](v, ctx);
    if (setter && args) calls.push(`.${list(`${setter[0]}(`, args, ')', 'js')}`);
    else leftover(k, v);
  }
  return calls;
}

/** `.addStringOption((option) => option.setName(…)…)` for one option of a command. */
function optionCall(n: Node, path: string, ctx: JsCtx): string | null {
  const spec = 'raw' in n ? undefined : OPTIONS[n.kind];
  if (!spec) return null;
  const [method, setters] = spec;
  const param =
    n.kind === 'subcommand-group' ? 'group' : n.kind === 'subcommand' ? 'subcommand' : 'option';
  const calls = setterCalls(n, setters, ctx, (k, v) =>
    ctx.notes.leftOut(`${path}.${k}`, `discord.js's builder has no setter for it (${shown(v)})`),
  );
  calls.push(...optionCalls(n, path, ctx));
  // Short enough for one line where it sits, nested two levels deep at most.
  const flat = `.${method}((${param}) => ${chain(param, calls, Infinity)})`;
  if (!flat.includes('\n') && flat.length <= 72) return flat;
  const body = chain(param, calls, 0);
  return `.${method}((${param}) =>\n  ${indentRest(body, '  ')},\n)`;
}

function optionCalls(n: Node, path: string, ctx: JsCtx): string[] {
  const out: string[] = [];
  (n.slots.options ?? []).forEach((child, i) => {
    const p = `${path}.options[${i}]`;
    const call = optionCall(child, p, ctx);
    if (call) out.push(call);
    else ctx.notes.leftOut(p, `discord.js has no builder for it (${shown(nodeToPayload(child))})`);
  });
  return out;
}

/** One command as an expression of its JSON: a builder's toJSON(), or the JSON itself. */
function commandExpr({ node: n, path }: CommandAt, ctx: JsCtx, entryPoints: string[]): string {
  const kind = 'raw' in n ? null : n.kind;
  if (kind !== 'chat-input-command' && kind !== 'user-command' && kind !== 'message-command') {
    if (kind === 'entry-point-command') entryPoints.push(nameOf(n));
    else ctx.notes.leftOut(path, 'not a command discord.js has a builder for; written as JSON');
    return literal(nodeToPayload(n), 'js');
  }
  // Fields a builder has no setter for go into its JSON beside what it builds, so none is lost.
  const extra: Record<string, unknown> = {};
  const leftover = (k: string, v: unknown) => {
    extra[k] = v;
    ctx.notes.leftOut(
      `${path}.${k}`,
      `the builder has no setter for it; added to its JSON (${shown(v)})`,
    );
  };
  let built: string;
  if (kind === 'chat-input-command') {
    ctx.imports.add('SlashCommandBuilder');
    const calls = setterCalls(n, SLASH, ctx, leftover);
    calls.push(...optionCalls(n, path, ctx), '.toJSON()');
    built = chain('new SlashCommandBuilder()', calls);
  } else {
    ctx.imports.add('ContextMenuCommandBuilder').add('ApplicationCommandType');
    const type = kind === 'user-command' ? 'User' : 'Message';
    const calls = setterCalls(n, MENU, ctx, leftover);
    calls.push(`.setType(ApplicationCommandType.${type})`, '.toJSON()');
    built = chain('new ContextMenuCommandBuilder()', calls);
  }
  if (Object.keys(extra).length === 0) return built;
  const entries = Object.entries(extra).map(
    ([k, v]) => `${objectKey(k, 'js')}: ${literal(v, 'js')}`,
  );
  return list('{', [`...${built}`, ...entries], '}', 'js', ' ');
}

function header(options: CodegenOptions, notes: Notes, entryPoints: readonly string[]): string {
  const lines = [
    `discord.js code for ${options.name ? `the commands ${JSON.stringify(options.name)}` : 'a set of commands'}, from Component Studio.`,
    'Checked against the types of discord.js 14.28 (older 14.x may lack some setters).',
  ];
  if (entryPoints.length > 0)
    lines.push(
      `discord.js has no builder for entry point commands (${entryPoints.join(', ')}); it is written as JSON.`,
    );
  if (options.errors)
    lines.push(
      `This design has ${options.errors} error${options.errors === 1 ? '' : 's'} (see Problems): Discord will refuse it, and the builders may throw.`,
    );
  if (notes.lines.length > 0)
    lines.push('', 'Not expressed by the builders:', ...notes.lines.map((l) => `- ${l}`));
  return comment(lines, 'js');
}

/** A complete discord.js module that builds `doc`'s commands and registers them. */
export function discordJsCommands(doc: CommandsDoc, options: CodegenOptions): string {
  const ctx: JsCtx = { imports: new Set(['Routes']), notes: new Notes() };
  const single = options.envelope === 'command';
  const entryPoints: string[] = [];
  const exprs = commandsFor(doc, options.envelope, ctx.notes).map((c) =>
    commandExpr(c, ctx, entryPoints),
  );
  const guild = doc.guildId === null ? null : literal(doc.guildId, 'js');
  const route = guild
    ? `Routes.applicationGuildCommands(clientId, ${guild})`
    : 'Routes.applicationCommands(clientId)';
  const where = guild ? `in the guild ${doc.guildId}` : 'globally';
  const value = single
    ? (exprs[0] ?? '{}')
    : exprs.length > 0
      ? `[\n  ${exprs.map((e) => `${indentRest(e, '  ')},`).join('\n  ')}\n]`
      : '[]';
  const name = single ? 'command' : 'commands';
  const type =
    single && exprs.length === 0
      ? '{}'
      : `import('discord.js').${single ? 'RESTPostAPIApplicationCommandsJSONBody' : 'RESTPutAPIApplicationCommandsJSONBody'}`;
  const what = single
    ? exprs.length === 0
      ? 'The design has no command, so there is nothing to create.'
      : 'The command, as the JSON Discord takes to create it.'
    : 'The commands, as the JSON Discord takes for a bulk overwrite.';
  const parts = [
    `/**\n * ${what}\n * @type {${type}}\n */\nexport const ${name} = ${value};`,
    [
      '/**',
      single
        ? ` * Creates the command ${where} (or updates the one with its name).`
        : ` * Registers the commands ${where}, replacing the ones there (a bulk overwrite).`,
      " * @param {import('discord.js').REST} rest A REST client holding your bot's token, e.g.",
      ' *   `new REST().setToken(process.env.DISCORD_TOKEN)`: keep the token out of your code.',
      " * @param {string} clientId Your application's id.",
      ' */',
      `export async function ${single ? 'createCommand' : 'registerCommands'}(rest, clientId) {`,
      `  return rest.${single ? 'post' : 'put'}(${route}, { body: ${name} });`,
      '}',
    ].join('\n'),
  ];
  const names = [...ctx.imports].sort();
  const head = header(options, ctx.notes, entryPoints);
  return `${head}\nimport ${list('{', names, '}', 'js', ' ')} from 'discord.js';\n\n${parts.join('\n\n')}\n`;
}
