// Values for discordeno code: what the printed TypeScript imports, names cased for it, and the
// design's JSON as discordeno's camelCase objects (discordeno's REST layer turns the keys back
// into snake_case, and passes a key that already holds `_` through as written, value and all).
// Enum members where discordeno's types ask for an enum; every string through jsString.
import type { Json, PlanField, Words } from '../../model';
import { jsString, list, objectKey } from '../common/source';

/** What the printed program needs besides its own text: imports and the helpers it declares. */
export class Ctx {
  readonly imports = new Set<string>(['createBot', 'type BigString']);
  /** `asWritten(...)`: fields discordeno's types do not have, sent as written. */
  asWritten = false;
  /** `untyped(...)`: a component discordeno's types do not have where it stands. */
  untyped = false;
  /** The message reads files from disk. */
  files = false;

  /** `name` (`Enum.Member` or a value), imported. */
  use(name: string): string {
    this.imports.add(name.split('.')[0]!);
    return name;
  }

  /** A type, imported as one. */
  type(name: string): string {
    this.imports.add(`type ${name}`);
    return name;
  }
}

const KEYWORDS = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends ' +
    'false finally for function if import in instanceof new null return super switch this throw ' +
    'true try typeof var void while with as implements interface let package private protected ' +
    'public static yield await async of type any unknown never undefined arguments eval ' +
    // The handler's own names.
    'interaction field values bot'
  ).split(' '),
);

/** A name's words in camelCase (`PascalCase` with `pascal`), never a keyword. */
export function tsName(words: Words, pascal = false): string {
  const name = words
    .map((w, i) => (i === 0 && !pascal ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('');
  return KEYWORDS.has(name) ? `${name}Value` : name;
}

/** discordeno's snake_case -> camelCase, when discordeno's own transform gives the key back. */
export function camelKey(key: string): string {
  if (!key.includes('_')) return key;
  const camel = key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  const back = camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return back === key && !camel.includes('_') ? camel : key;
}

/** Keys whose value discordeno's types keep in Discord's own snake_case, or that are data. */
const AS_IS = new Set([
  'media',
  'file',
  'items',
  'name_localizations',
  'description_localizations',
]);

/** A JSON value as a discordeno object: keys camelCased (but under AS_IS keys). */
export function value(v: Json, camel = true): string {
  if (v === null) return 'null';
  if (Array.isArray(v))
    return list(
      '[',
      v.map((x) => value(x, camel)),
      ']',
      'js',
    );
  if (typeof v === 'object') {
    const entries = Object.entries(v).map(
      ([k, x]) =>
        `${objectKey(camel ? camelKey(k) : k, 'js')}: ${value(x, camel && !AS_IS.has(k))}`,
    );
    return list('{', entries, '}', 'js', ' ');
  }
  if (typeof v === 'string') return jsString(v);
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'null';
  return String(v);
}

/** Enum members by number, for the fields discordeno types as an enum. */
const ENUMS: Readonly<Record<string, readonly (readonly [number, string])[]>> = {
  ButtonStyles: [
    [1, 'Primary'],
    [2, 'Secondary'],
    [3, 'Success'],
    [4, 'Danger'],
    [5, 'Link'],
    [6, 'Premium'],
  ],
  TextStyles: [
    [1, 'Short'],
    [2, 'Paragraph'],
  ],
  SeparatorSpacingSize: [
    [1, 'Small'],
    [2, 'Large'],
  ],
  ChannelTypes: [
    [0, 'GuildText'],
    [1, 'DM'],
    [2, 'GuildVoice'],
    [3, 'GroupDm'],
    [4, 'GuildCategory'],
    [5, 'GuildAnnouncement'],
    [10, 'AnnouncementThread'],
    [11, 'PublicThread'],
    [12, 'PrivateThread'],
    [13, 'GuildStageVoice'],
    [14, 'GuildDirectory'],
    [15, 'GuildForum'],
    [16, 'GuildMedia'],
  ],
  DiscordInteractionContextType: [
    [0, 'Guild'],
    [1, 'BotDm'],
    [2, 'PrivateChannel'],
  ],
  DiscordApplicationIntegrationType: [
    [0, 'GuildInstall'],
    [1, 'UserInstall'],
  ],
  ApplicationCommandTypes: [
    [1, 'ChatInput'],
    [2, 'User'],
    [3, 'Message'],
    [4, 'PrimaryEntryPoint'],
  ],
  ApplicationCommandOptionTypes: [
    [1, 'SubCommand'],
    [2, 'SubCommandGroup'],
    [3, 'String'],
    [4, 'Integer'],
    [5, 'Boolean'],
    [6, 'User'],
    [7, 'Channel'],
    [8, 'Role'],
    [9, 'Mentionable'],
    [10, 'Number'],
    [11, 'Attachment'],
  ],
  MessageComponentTypes: [
    [1, 'ActionRow'],
    [2, 'Button'],
    [3, 'StringSelect'],
    [4, 'TextInput'],
    [5, 'UserSelect'],
    [6, 'RoleSelect'],
    [7, 'MentionableSelect'],
    [8, 'ChannelSelect'],
    [9, 'Section'],
    [10, 'TextDisplay'],
    [11, 'Thumbnail'],
    [12, 'MediaGallery'],
    [13, 'File'],
    [14, 'Separator'],
    [17, 'Container'],
    [18, 'Label'],
  ],
};

/** `ButtonStyles.Primary`, or the number (as `number`, which any numeric enum takes). */
export function member(ctx: Ctx, enumName: string, v: Json): string {
  if (typeof v !== 'number') return value(v);
  const hit = ENUMS[enumName]?.find(([n]) => n === v);
  return hit ? ctx.use(`${enumName}.${hit[1]}`) : `(${v} as number)`;
}

/** `[ChannelTypes.GuildText, ...]`, for a list of enum values. */
export function members(ctx: Ctx, enumName: string, v: Json): string {
  if (!Array.isArray(v)) return value(v);
  return list(
    '[',
    v.map((x) => member(ctx, enumName, x)),
    ']',
    'js',
  );
}

/** A snowflake as the bigint discordeno's allowed mentions take. */
export function bigint(v: Json): string {
  if (typeof v === 'string' && /^[0-9]{1,20}$/.test(v)) return `${v}n`;
  return `BigInt(${value(v)})`;
}

/** How each typed field of a kind is printed; a field not listed is sent as written. */
export type FieldStyle = 'plain' | `enum:${string}` | `enums:${string}`;

/**
 * The object entries of `fields`: the ones discordeno's types have, camelCased (enums by name),
 * then any other in one `...asWritten({ ... })` that discordeno sends unconverted.
 */
export function entries(
  ctx: Ctx,
  fields: readonly PlanField[],
  typed: Readonly<Record<string, FieldStyle>>,
): string[] {
  const out: string[] = [];
  const rest: string[] = [];
  for (const f of fields) {
    const style = Object.hasOwn(typed, f.key) ? typed[f.key] : undefined;
    if (style === undefined || (f.value === null && f.key === 'default_member_permissions')) {
      rest.push(`${objectKey(f.key, 'js')}: ${value(f.value, false)}`);
      continue;
    }
    const key = objectKey(camelKey(f.key), 'js');
    const printed = style.startsWith('enums:')
      ? members(ctx, style.slice(6), f.value)
      : style.startsWith('enum:')
        ? member(ctx, style.slice(5), f.value)
        : value(f.value, !AS_IS.has(f.key));
    out.push(`${key}: ${printed}`);
  }
  if (rest.length > 0) {
    ctx.asWritten = true;
    out.push(`...asWritten(${list('{', rest, '}', 'js', ' ')})`);
  }
  return out;
}

/** Typed fields, all printed plainly. */
export const plain = (...keys: string[]): Record<string, FieldStyle> =>
  Object.fromEntries(keys.map((k) => [k, 'plain']));
