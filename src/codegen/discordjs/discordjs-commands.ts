// discord.js v14 code for a command set plan: SlashCommandBuilder and ContextMenuCommandBuilder
// chains turned into the JSON Discord takes, and the REST call that registers them. Entry point
// commands have no builder and are written as JSON.
import { isPlainObject } from '../../model';
import type { CommandsPlan, PlanNode } from '../../model';
import {
  CONTEXTS,
  INSTALLS,
  JS_PERMISSIONS,
  enumList,
  localizations,
  permissionBits,
} from '../common/commands-shared';
import { indentRest, list, literal, objectKey } from '../common/source';
import { CHANNEL_TYPES, shown } from '../common/shared';
import type { JsCtx } from './discordjs-js';
import { fn, jsonOf, slotNodes } from './discordjs-js';

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
  n: PlanNode,
  setters: Setters,
  ctx: JsCtx,
  leftover: (key: string, value: unknown) => void,
): string[] {
  const calls: string[] = [];
  for (const { key: k, value: v } of n.fields) {
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
function optionCall(n: PlanNode, path: Path, ctx: JsCtx): string | null {
  const spec = OPTIONS[n.kind];
  if (!spec) return null;
  const [method, setters] = spec;
  const param =
    n.kind === 'subcommand-group' ? 'group' : n.kind === 'subcommand' ? 'subcommand' : 'option';
  const calls = setterCalls(n, setters, ctx, (k, v) =>
    ctx.note(`${path(n.path)}.${k}`, `discord.js's builder has no setter for it (${shown(v)})`),
  );
  calls.push(...optionCalls(n, path, ctx));
  // Short enough for one line where it sits, nested two levels deep at most.
  const flat = `.${method}((${param}) => ${chain(param, calls, Infinity)})`;
  if (!flat.includes('\n') && flat.length <= 72) return flat;
  const body = chain(param, calls, 0);
  return `.${method}((${param}) =>\n  ${indentRest(body, '  ')},\n)`;
}

function optionCalls(n: PlanNode, path: Path, ctx: JsCtx): string[] {
  const out: string[] = [];
  for (const child of slotNodes(n, 'options')) {
    const call = optionCall(child, path, ctx);
    if (call) out.push(call);
    else ctx.note(path(child.path), `discord.js has no builder for it (${shown(jsonOf(child))})`);
  }
  return out;
}

/** A plan path as the notes give it: `$[0].options[1]` in a bulk body, `$.options[1]` in one. */
type Path = (planPath: string) => string;

/** One command as an expression of its JSON: a builder's toJSON(), or the JSON itself. */
function commandExpr(n: PlanNode, path: Path, ctx: JsCtx, entryPoints: string[]): string {
  const kind = n.kind;
  if (kind !== 'chat-input-command' && kind !== 'user-command' && kind !== 'message-command') {
    if (kind === 'entry-point-command') {
      const name = n.fields.find((f) => f.key === 'name')?.value;
      entryPoints.push(typeof name === 'string' ? JSON.stringify(name) : '(unnamed)');
    } else ctx.note(path(n.path), 'not a command discord.js has a builder for; written as JSON');
    return literal(jsonOf(n), 'js');
  }
  // Fields a builder has no setter for go into its JSON beside what it builds, so none is lost.
  const extra: Record<string, unknown> = {};
  const leftover = (k: string, v: unknown) => {
    extra[k] = v;
    ctx.note(
      `${path(n.path)}.${k}`,
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
  // A cast, since discord.js's types name no field beyond what the builder sets.
  const object = list('{', [`...${built}`, ...entries], '}', 'js', ' ');
  const type = ctx.type('RESTPostAPIApplicationCommandsJSONBody');
  return ctx.ts ? `(${object} as ${type})` : `/** @type {${type}} */ (${object})`;
}

/** The commands' declaration and their registration; `usage` gets what the header says first. */
export function commandParts(
  plan: CommandsPlan,
  envelope: string,
  ctx: JsCtx,
  usage: string[],
): string[] {
  ctx.imports.add('Routes');
  const single = envelope === 'command';
  const nodes = single ? plan.commands.slice(0, 1) : plan.commands;
  if (single && plan.commands.length > 1)
    ctx.note(
      '$',
      `this target creates one command, the first; the other ${plan.commands.length - 1} are not written (choose the bulk overwrite to write them all)`,
    );
  // The plan's paths are `[0]...` (or `$` for a design of one command).
  const path: Path = (p) => (single ? p.replace(/^\[0\]/, '$') : p.startsWith('$') ? p : `$${p}`);
  const entryPoints: string[] = [];
  const exprs = nodes.map((n) => commandExpr(n, path, ctx, entryPoints));
  if (entryPoints.length > 0)
    usage.push(
      `discord.js has no builder for entry point commands (${entryPoints.join(', ')}); it is written as JSON.`,
    );
  const guild = plan.guildId === null ? null : literal(plan.guildId, 'js');
  const route = guild
    ? `Routes.applicationGuildCommands(clientId, ${guild})`
    : 'Routes.applicationCommands(clientId)';
  const where = guild ? 'in the guild given' : 'globally';
  const value = single
    ? (exprs[0] ?? '{}')
    : exprs.length > 0
      ? `[\n  ${exprs.map((e) => `${indentRest(e, '  ')},`).join('\n  ')}\n]`
      : '[]';
  const name = single ? 'command' : 'commands';
  const type =
    single && exprs.length === 0
      ? '{}'
      : ctx.type(
          single
            ? 'RESTPostAPIApplicationCommandsJSONBody'
            : 'RESTPutAPIApplicationCommandsJSONBody',
        );
  const what = single
    ? exprs.length === 0
      ? 'The design has no command, so there is nothing to create.'
      : 'The command, as the JSON Discord takes to create it.'
    : 'The commands, as the JSON Discord takes for a bulk overwrite.';
  const declared = ctx.ts
    ? `/** ${what} */\nexport const ${name}: ${type} = ${value};`
    : `/**\n * ${what}\n * @type {${type}}\n */\nexport const ${name} = ${value};`;
  const register = fn(ctx, {
    doc: [
      single
        ? `Creates the command ${where} (or updates the one with its name).`
        : `Registers the commands ${where}, replacing the ones there (a bulk overwrite).`,
    ],
    name: single ? 'createCommand' : 'registerCommands',
    params: [
      {
        name: 'rest',
        type: ctx.type('REST'),
        about: [
          "A REST client holding your bot's token, e.g.",
          '`new REST().setToken(process.env.DISCORD_TOKEN)`: keep the token out of your code.',
        ],
      },
      { name: 'clientId', type: 'string', about: ["Your application's id."] },
    ],
    returns: 'unknown',
    async: true,
    body: `return rest.${single ? 'post' : 'put'}(${route}, { body: ${name} });`,
  });
  return [declared, register];
}
