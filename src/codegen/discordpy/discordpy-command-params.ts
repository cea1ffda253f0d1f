// The options of a discord.py 2.x app command as Python parameters: a type annotation per option
// kind (Range for bounds, a channel class or a ChannelTypes transformer for channel types),
// Optional[…] = None when not required, and what the describe / rename / choices decorators say
// about each. Names become Python identifiers; @app_commands.rename gives Discord the real name.
import { isPlainObject } from '../../model';
import type { Json, NodeKind } from '../../model';
import { localizations } from '../common/commands-shared';
import { list, literal, pyString } from '../common/source';
import type { PyNotes } from './discordpy-fields';
import { CHANNEL_TYPES, shown } from '../common/shared';

/** A command or option of the plan, with its path as discord.py's notes and keys give it. */
export interface CmdNode {
  kind: NodeKind;
  props: Readonly<Record<string, Json>>;
  options: readonly CmdNode[];
  /** `$[0].options[1]` in a bulk body, `$.options[1]` in a create body. */
  path: string;
}

export interface PyCmdCtx {
  notes: PyNotes;
  /** Localized texts by key: what the generated Translator answers with. */
  translations: Map<string, [string, string][]>;
  /** Names taken from `typing`. */
  typing: Set<string>;
  /** Module-level names in use. */
  used: Set<string>;
  /** Whether the ChannelTypes transformer is needed. */
  channelTypes: boolean;
}

const KEYWORDS =
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield';
// Builtins and module names the generated code refers to: a function named `str` would break it.
const TAKEN =
  'interaction discord app_commands locale_str Optional Union List Dict Any TRANSLATIONS DesignTranslator ChannelTypes COMMANDS GUILD sync_commands str int float bool list dict print type object super len range id';
const RESERVED = new Set(`${KEYWORDS} ${TAKEN}`.split(' '));

/** A Python identifier for a Discord name (ASCII, not reserved), not yet in `used`; added to it. */
export function pyIdentifier(name: unknown, used: Set<string>, fallback: string): string {
  let base =
    typeof name === 'string'
      ? name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '_')
          .replace(/^_|_$/g, '')
      : '';
  if (!base) base = fallback;
  if (/^\d/.test(base)) base = `_${base}`;
  if (RESERVED.has(base)) base = `${base}_`;
  let id = base;
  for (let n = 2; used.has(id); n += 1) id = `${base}_${n}`;
  used.add(id);
  return id;
}

/**
 * A text of the design: a plain string, or a `locale_str` keyed for the Translator when it has
 * localizations (the key is its JSON path, unique in the set).
 */
export function pyText(value: unknown, localized: unknown, key: string, ctx: PyCmdCtx): string {
  const locs = localizations(localized);
  if (localized !== undefined && localized !== null && !locs)
    ctx.notes.leftOut(key, `not a localization map, so not sent (${shown(localized)})`);
  if (typeof value !== 'string' || !locs || locs.length === 0) return literal(value, 'py');
  ctx.translations.set(key, locs);
  return `locale_str(${pyString(value)}, key=${pyString(key)})`;
}

/** A number for a `float` option: discord.py tells int from float choices and bounds by type. */
function pyNumber(v: unknown, float: boolean): string {
  if (typeof v !== 'number' || !Number.isFinite(v)) return literal(v, 'py');
  const s = String(v);
  return float && !/[.e]/.test(s) ? `${s}.0` : s;
}

// discord.py's channel classes and the channel types each one stands for.
const CHANNEL_CLASSES: readonly [string, readonly number[]][] = [
  ['discord.TextChannel', [0, 5]],
  ['discord.VoiceChannel', [2]],
  ['discord.CategoryChannel', [4]],
  ['discord.Thread', [10, 11, 12]],
  ['discord.StageChannel', [13]],
  ['discord.ForumChannel', [15, 16]],
];

/** Classes whose channel types are exactly `types`, or null when no union of them is. */
function channelClasses(types: readonly number[]): string[] | null {
  const want = new Set(types);
  const classes = CHANNEL_CLASSES.filter(([, ts]) => ts.every((t) => want.has(t)));
  const covered = new Set(classes.flatMap(([, ts]) => ts));
  return classes.length > 0 && covered.size === want.size ? classes.map(([c]) => c) : null;
}

function channelAnnotation(types: unknown, ctx: PyCmdCtx, path: string): string {
  const wanted: number[] = Array.isArray(types) ? types.filter((t) => typeof t === 'number') : [];
  const classes = wanted.length > 0 ? channelClasses(wanted) : null;
  if (classes) {
    if (classes.length === 1) return classes[0]!;
    ctx.typing.add('Union');
    return `Union[${classes.join(', ')}]`;
  }
  ctx.channelTypes = true;
  ctx.typing.add('Union');
  const names = wanted.map((t) => {
    const name = CHANNEL_TYPES[t]?.py;
    if (!name)
      ctx.notes.leftOut(`${path}.channel_types`, `channel type ${t} has no discord.py name`);
    return name ? `discord.ChannelType.${name}` : `discord.ChannelType(${t})`;
  });
  if (types !== undefined && !Array.isArray(types))
    ctx.notes.leftOut(`${path}.channel_types`, `not a list (${shown(types)})`);
  return `app_commands.Transform[Union[app_commands.AppCommandChannel, app_commands.AppCommandThread], ChannelTypes(${names.join(', ')})]`;
}

/** `Range[T, min, max]` for the bounds given, else `T`. */
function ranged(type: string, min: unknown, max: unknown, float: boolean): string {
  if (min === undefined && max === undefined) return type;
  const bound = (v: unknown) => (v === undefined ? 'None' : pyNumber(v, float));
  return max === undefined
    ? `app_commands.Range[${type}, ${bound(min)}]`
    : `app_commands.Range[${type}, ${bound(min)}, ${bound(max)}]`;
}

/** Props each option kind turns into Python; the others are noted. */
const HANDLED = new Set(['type', 'name', 'name_localizations', 'description']);

export interface PyParam {
  ident: string;
  /** `name: Annotation` or `name: Optional[Annotation] = None`. */
  declaration: string;
  required: boolean;
  describe: string | null;
  rename: string | null;
  choices: string | null;
  autocomplete: boolean;
  /** The type an autocomplete callback's choices carry. */
  valueType: string;
}

/**
 * One value option as a parameter. `member` is the annotation of a user: discord.Member where
 * the command only runs in servers, else discord.User.
 */
export function pyParam(
  n: CmdNode,
  used: Set<string>,
  member: string,
  ctx: PyCmdCtx,
): PyParam | null {
  const { path } = n;
  const p = n.props;
  const name = p.name;
  const ident = pyIdentifier(name, used, 'option');
  const handled = new Set([...HANDLED, 'description_localizations', 'required']);
  const take = (...keys: string[]) => keys.forEach((k) => handled.add(k));
  let type: string;
  let valueType = 'str';
  switch (n.kind) {
    case 'string-option':
      take('min_length', 'max_length', 'choices', 'autocomplete');
      type = ranged('str', p.min_length, p.max_length, false);
      break;
    case 'integer-option':
      take('min_value', 'max_value', 'choices', 'autocomplete');
      valueType = 'int';
      type = ranged('int', p.min_value, p.max_value, false);
      break;
    case 'number-option':
      take('min_value', 'max_value', 'choices', 'autocomplete');
      valueType = 'float';
      type = ranged('float', p.min_value, p.max_value, true);
      break;
    case 'boolean-option':
      type = 'bool';
      break;
    case 'user-option':
      type = member;
      break;
    case 'channel-option':
      take('channel_types');
      type = channelAnnotation(p.channel_types, ctx, path);
      break;
    case 'role-option':
      type = 'discord.Role';
      break;
    case 'mentionable-option':
      ctx.typing.add('Union');
      type = `Union[${member}, discord.Role]`;
      break;
    case 'attachment-option':
      type = 'discord.Attachment';
      break;
    default:
      return null;
  }
  const required = p.required === true;
  if (!required) ctx.typing.add('Optional');
  for (const [k, v] of Object.entries(p))
    if (!handled.has(k))
      ctx.notes.leftOut(`${path}.${k}`, `discord.py has no way to send it (${shown(v)})`);
  const localizedName = localizations(p.name_localizations);
  const rename =
    ident !== name || (localizedName && localizedName.length > 0)
      ? pyText(name, p.name_localizations, `${path}.name`, ctx)
      : null;
  return {
    ident,
    declaration: required ? `${ident}: ${type}` : `${ident}: Optional[${type}] = None`,
    required,
    describe:
      p.description === undefined
        ? null
        : pyText(p.description, p.description_localizations, `${path}.description`, ctx),
    rename,
    choices: Array.isArray(p.choices) ? pyChoices(p.choices, valueType, path, ctx) : null,
    autocomplete: p.autocomplete === true,
    valueType,
  };
}

function pyChoices(choices: unknown[], valueType: string, path: string, ctx: PyCmdCtx): string {
  const items = choices.map((c, i) => {
    const at = `${path}.choices[${i}]`;
    if (!isPlainObject(c)) return literal(c, 'py');
    for (const [k, v] of Object.entries(c))
      if (!['name', 'value', 'name_localizations'].includes(k))
        ctx.notes.leftOut(`${at}.${k}`, `app_commands.Choice has no such field (${shown(v)})`);
    const name = pyText(c.name, c.name_localizations, `${at}.name`, ctx);
    return `app_commands.Choice(name=${name}, value=${pyNumber(c.value, valueType === 'float')})`;
  });
  return list('[', items, ']', 'py');
}
