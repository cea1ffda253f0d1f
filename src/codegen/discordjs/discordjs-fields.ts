// How each component field becomes a discord.js builder call. A field whose value the setter
// cannot take (null, a different shape) goes into the builder's constructor data instead, which
// discord.js passes on as it is; a field discord.js does not know is named in the header notes.
import { isPlainObject } from '../../model';
import type { PlanNode } from '../../model';
import { hexLiteral, indentRest, list, literal } from '../common/source';
import { CHANNEL_TYPES, shown } from '../common/shared';
import type { JsCtx } from './discordjs-js';
import { propsOf } from './discordjs-js';

export type Call = readonly [method: string, args: readonly string[]];

/** The arguments for a setter, or null when the value belongs in the constructor data. */
type Arg = (value: unknown, ctx: JsCtx, path: string) => string[] | null;

export interface Setter {
  method: string;
  arg: Arg;
}

const is =
  (type: 'string' | 'number' | 'boolean' | 'object'): Arg =>
  (v) =>
    (type === 'object' ? isPlainObject(v) : typeof v === type) ? [literal(v, 'js')] : null;

const setter = (method: string, arg: Arg): Setter => ({ method, arg });
const str = (method: string) => setter(method, is('string'));
const num = (method: string) => setter(method, is('number'));
const bool = (method: string) => setter(method, is('boolean'));

/** A member of a discord.js enum, such as `ButtonStyle.Primary`, imported on use. */
const member =
  (enumName: string, names: Readonly<Record<string, string>>): Arg =>
  (v, ctx) => {
    const name = typeof v === 'number' ? names[v] : undefined;
    if (!name) return null;
    ctx.imports.add(enumName);
    return [`${enumName}.${name}`];
  };

const BUTTON_STYLES = {
  1: 'Primary',
  2: 'Secondary',
  3: 'Success',
  4: 'Danger',
  5: 'Link',
  6: 'Premium',
};
const TEXT_INPUT_STYLES = { 1: 'Short', 2: 'Paragraph' };
const SPACING = { 1: 'Small', 2: 'Large' };
const CHANNEL_TYPE_NAMES = Object.fromEntries(
  Object.entries(CHANNEL_TYPES).map(([n, t]) => [n, t.js]),
);

/** `{ url }` and nothing else: what setURL() builds. */
const urlOnly: Arg = (v) =>
  isPlainObject(v) && typeof v.url === 'string' && Object.keys(v).length === 1
    ? [literal(v.url, 'js')]
    : null;

const strings: Arg = (v) =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? v.map((x) => literal(x, 'js')) : null;

const channelTypes: Arg = (v, ctx) => {
  if (!Array.isArray(v)) return null;
  const args = v.map((x) => member('ChannelType', CHANNEL_TYPE_NAMES)(x, ctx, '')?.[0]);
  return args.every((a) => a !== undefined) ? (args as string[]) : null;
};

type DefaultKind = 'user' | 'role' | 'channel';

const isDefault = (v: unknown, kinds: readonly DefaultKind[]): v is { id: string; type: string } =>
  isPlainObject(v) &&
  Object.keys(v).length === 2 &&
  typeof v.id === 'string' &&
  kinds.includes(v.type as DefaultKind);

/** setDefaultUsers('1', '2') and the like: ids only, for a select of one kind of entity. */
const defaultIds =
  (kind: DefaultKind): Arg =>
  (v) =>
    Array.isArray(v) && v.every((x) => isDefault(x, [kind]))
      ? v.map((x: { id: string }) => literal(x.id, 'js'))
      : null;

/** A Mentionable Select holds users and roles, so each default says which it is. */
const mentionableDefaults: Arg = (v, ctx) => {
  if (!Array.isArray(v) || !v.every((x) => isDefault(x, ['user', 'role']))) return null;
  ctx.imports.add('SelectMenuDefaultValueType');
  return v.map(
    (x: { id: string; type: string }) =>
      `{ id: ${literal(x.id, 'js')}, type: SelectMenuDefaultValueType.${x.type === 'user' ? 'User' : 'Role'} }`,
  );
};

/** Options of a String Select, Radio Group or Checkbox Group, each through its option builder. */
const optionBuilders =
  (cls: string, withEmoji: boolean): Arg =>
  (v, ctx, path) => {
    if (!Array.isArray(v) || !v.every(isPlainObject)) return null;
    const setters: Record<string, Setter> = {
      label: str('setLabel'),
      value: str('setValue'),
      description: str('setDescription'),
      default: bool('setDefault'),
      ...(withEmoji ? { emoji: setter('setEmoji', is('object')) } : {}),
    };
    return v.map((o, i) => build(cls, o, `${path}[${i}]`, ctx, setters, []));
  };

const galleryItems: Arg = (v, ctx, path) => {
  if (!Array.isArray(v) || !v.every(isPlainObject)) return null;
  const setters = {
    media: setter('setURL', urlOnly),
    description: str('setDescription'),
    spoiler: bool('setSpoiler'),
  };
  return v.map((item, i) =>
    build('MediaGalleryItemBuilder', item, `${path}[${i}]`, ctx, setters, ['media', 'description']),
  );
};

const id = num('setId');
const customId = str('setCustomId');
const placeholder = str('setPlaceholder');
const minMax = { min_values: num('setMinValues'), max_values: num('setMaxValues') };
const selectBase = {
  id,
  custom_id: customId,
  placeholder,
  ...minMax,
  disabled: bool('setDisabled'),
  required: bool('setRequired'),
};

export interface KindSpec {
  cls: string;
  setters: Readonly<Record<string, Setter>>;
  /** Fields discord.js knows but has no setter for: they go into the constructor data. */
  data: readonly string[];
}

const spec = (cls: string, setters: Record<string, Setter>, data: string[] = []): KindSpec => ({
  cls,
  setters,
  data,
});

/** The builder and the fields of every kind discord.js 14.28 can build. */
export const JS_KINDS: Readonly<Record<string, KindSpec>> = {
  'action-row': spec('ActionRowBuilder', { id }),
  button: spec('ButtonBuilder', {
    id,
    style: setter('setStyle', member('ButtonStyle', BUTTON_STYLES)),
    label: str('setLabel'),
    emoji: setter('setEmoji', is('object')),
    custom_id: customId,
    url: str('setURL'),
    sku_id: str('setSKUId'),
    disabled: bool('setDisabled'),
  }),
  'string-select': spec('StringSelectMenuBuilder', {
    ...selectBase,
    options: setter('addOptions', optionBuilders('StringSelectMenuOptionBuilder', true)),
  }),
  'text-input': spec('TextInputBuilder', {
    id,
    custom_id: customId,
    style: setter('setStyle', member('TextInputStyle', TEXT_INPUT_STYLES)),
    label: str('setLabel'),
    placeholder,
    value: str('setValue'),
    min_length: num('setMinLength'),
    max_length: num('setMaxLength'),
    required: bool('setRequired'),
  }),
  'user-select': spec(
    'UserSelectMenuBuilder',
    { ...selectBase, default_values: setter('setDefaultUsers', defaultIds('user')) },
    ['default_values'],
  ),
  'role-select': spec(
    'RoleSelectMenuBuilder',
    { ...selectBase, default_values: setter('setDefaultRoles', defaultIds('role')) },
    ['default_values'],
  ),
  'mentionable-select': spec(
    'MentionableSelectMenuBuilder',
    { ...selectBase, default_values: setter('setDefaultValues', mentionableDefaults) },
    ['default_values'],
  ),
  'channel-select': spec(
    'ChannelSelectMenuBuilder',
    {
      ...selectBase,
      default_values: setter('setDefaultChannels', defaultIds('channel')),
      channel_types: setter('setChannelTypes', channelTypes),
    },
    ['default_values', 'channel_types'],
  ),
  section: spec('SectionBuilder', { id }),
  'text-display': spec('TextDisplayBuilder', { id, content: str('setContent') }),
  thumbnail: spec(
    'ThumbnailBuilder',
    {
      id,
      media: setter('setURL', urlOnly),
      description: str('setDescription'),
      spoiler: bool('setSpoiler'),
    },
    ['media', 'description'],
  ),
  'media-gallery': spec('MediaGalleryBuilder', { id, items: setter('addItems', galleryItems) }),
  file: spec('FileBuilder', { id, file: setter('setURL', urlOnly), spoiler: bool('setSpoiler') }, [
    'file',
    'name',
    'size',
  ]),
  separator: spec('SeparatorBuilder', {
    id,
    divider: bool('setDivider'),
    spacing: setter('setSpacing', member('SeparatorSpacingSize', SPACING)),
  }),
  container: spec(
    'ContainerBuilder',
    {
      id,
      accent_color: setter('setAccentColor', (v) =>
        typeof v === 'number' ? [hexLiteral(v)] : null,
      ),
      spoiler: bool('setSpoiler'),
    },
    ['accent_color'],
  ),
  label: spec('LabelBuilder', {
    id,
    label: str('setLabel'),
    description: str('setDescription'),
  }),
  'file-upload': spec('FileUploadBuilder', {
    id,
    custom_id: customId,
    ...minMax,
    file_types: setter('setFileTypes', strings),
    required: bool('setRequired'),
  }),
  'radio-group': spec('RadioGroupBuilder', {
    id,
    custom_id: customId,
    options: setter('addOptions', optionBuilders('RadioGroupOptionBuilder', false)),
    required: bool('setRequired'),
  }),
  'checkbox-group': spec('CheckboxGroupBuilder', {
    id,
    custom_id: customId,
    options: setter('addOptions', optionBuilders('CheckboxGroupOptionBuilder', false)),
    ...minMax,
    required: bool('setRequired'),
  }),
  checkbox: spec('CheckboxBuilder', {
    id,
    custom_id: customId,
    default: bool('setDefault'),
  }),
};

/** `head.a(x).b(y)`: on one line when short, else one call per line. */
export function chain(head: string, calls: readonly Call[]): string {
  const flat = `${head}${calls.map(([m, args]) => `.${m}(${args.join(', ')})`).join('')}`;
  if (!flat.includes('\n') && flat.length <= 80) return flat;
  return `${head}${calls
    .map(([m, args]) => `\n  .${indentRest(list(`${m}(`, args, ')', 'js'), '  ')}`)
    .join('')}`;
}

/** The setter calls for `fields`, and the constructor data for what no setter takes. */
export function fieldCalls(
  fields: Readonly<Record<string, unknown>>,
  path: string,
  ctx: JsCtx,
  setters: Readonly<Record<string, Setter>>,
  data: readonly string[],
): { calls: Call[]; data: Record<string, unknown> } {
  const calls: Call[] = [];
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const s = Object.hasOwn(setters, name) ? setters[name] : undefined;
    const args = s ? s.arg(value, ctx, `${path}.${name}`) : null;
    if (s && args) calls.push([s.method, args]);
    else if (s || data.includes(name)) rest[name] = value;
    else ctx.note(`${path}.${name}`, `discord.js has no field "${name}" here (${shown(value)})`);
  }
  return { calls, data: rest };
}

/** `new Cls(data).setA(…)…` for a plain object of fields, with `extra` calls after them. */
export function build(
  cls: string,
  fields: Readonly<Record<string, unknown>>,
  path: string,
  ctx: JsCtx,
  setters: Readonly<Record<string, Setter>>,
  data: readonly string[],
  extra: readonly Call[] = [],
): string {
  ctx.imports.add(cls);
  const { calls, data: rest } = fieldCalls(fields, path, ctx, setters, data);
  const head = Object.keys(rest).length > 0 ? `new ${cls}(${literal(rest, 'js')})` : `new ${cls}()`;
  return chain(head, [...calls, ...extra]);
}

/** The builder expression of a leaf node (no slots), or null when discord.js has no builder for it. */
export function leaf(n: PlanNode, ctx: JsCtx, extra: readonly Call[] = []): string {
  const kind = JS_KINDS[n.kind];
  if (!kind) throw new Error(`discord.js has no builder for ${n.kind}: LACKS should say so`);
  return build(kind.cls, propsOf(n.fields), n.path, ctx, kind.setters, kind.data, extra);
}
