// How each component field of the plan becomes a keyword argument of a discord.py 2.x UI class.
// A field discord.py has no parameter for is named in the header notes, never dropped unsaid.
import { isPlainObject } from '../../model';
import type { Json, PlanNode } from '../../model';
import { call, list, literal } from '../common/source';
import { Notes } from '../common/header';
import { CHANNEL_TYPES, shown } from '../common/shared';

/**
 * The printer's own sentences about parts of values (the header's Notes), also under the name
 * the shared value helpers (../common/embed-values) write them by.
 */
export class PyNotes extends Notes {
  leftOut(path: string, what: string): void {
    this.note(path, what);
  }

  get lines(): string[] {
    return this.said.map((l) => `${l.path}: ${l.what}`);
  }
}

/** What one printing gathers besides its text. */
export interface PyCtx {
  notes: PyNotes;
  /** Whether the code needs `import datetime`. */
  datetime: boolean;
}

/** The Python expression for a field's value, or null when it cannot be written (then noted). */
export type PyArg = (value: unknown, ctx: PyCtx, path: string) => string | null;

export interface Param {
  /** The keyword, or '' for the first positional argument. */
  kw: string;
  arg: PyArg;
}

const plain: PyArg = (v) => literal(v, 'py');
const param = (kw: string, arg: PyArg = plain): Param => ({ kw, arg });

/** A snowflake as the int discord.py wants; anything else as it is. */
export const snowflake = (v: unknown) =>
  typeof v === 'string' && /^\d+$/.test(v) ? v : literal(v, 'py');

const member =
  (enumName: string, names: Readonly<Record<string, string>>): PyArg =>
  (v) => {
    const name = typeof v === 'number' ? names[v] : undefined;
    return name ? `${enumName}.${name}` : `${enumName}(${literal(v, 'py')})`;
  };

const EMOJI_KEYS = ['name', 'id', 'animated'];

/**
 * A unicode emoji as its text; a custom one as a PartialEmoji, which takes a name, an id and
 * animated only, and asks for the name (None when the design has none: the id finds the emoji).
 */
const emoji: PyArg = (v, ctx, path) => {
  if (!isPlainObject(v)) return literal(v, 'py');
  const keys = Object.keys(v);
  if (keys.length === 1 && typeof v.name === 'string') return literal(v.name, 'py');
  for (const k of keys)
    if (!EMOJI_KEYS.includes(k))
      ctx.notes.leftOut(
        `${path}.${k}`,
        `discord.PartialEmoji has no such parameter (${shown(v[k])})`,
      );
  const args = EMOJI_KEYS.filter((k) => k === 'name' || k in v).map(
    (k) => `${k}=${k === 'id' ? snowflake(v[k]) : literal(v[k], 'py')}`,
  );
  return call('discord.PartialEmoji', args, 'py');
};

/** The URL of an unfurled media item; its output-only fields are noted, not sent. */
const mediaUrl: PyArg = (v, ctx, path) => {
  if (!isPlainObject(v)) return literal(v, 'py');
  for (const [k, x] of Object.entries(v))
    if (k !== 'url')
      ctx.notes.leftOut(`${path}.${k}`, `discord.py takes only the URL (${shown(x)})`);
  return literal(v.url, 'py');
};

/** `[discord.X(a=…), …]` for a list of objects, each key through `params`. */
function objects(cls: string, params: Readonly<Record<string, Param>>): PyArg {
  return (v, ctx, path) => {
    if (!Array.isArray(v)) return literal(v, 'py');
    const items = v.map((o, i) =>
      isPlainObject(o) ? kwargsCall(cls, o, `${path}[${i}]`, ctx, params) : literal(o, 'py'),
    );
    return list('[', items, ']', 'py');
  };
}

const optionParams = (withEmoji: boolean): Record<string, Param> => ({
  label: param('label'),
  value: param('value'),
  description: param('description'),
  ...(withEmoji ? { emoji: param('emoji', emoji) } : {}),
  default: param('default'),
});

const DEFAULT_TYPES = { user: 'user', role: 'role', channel: 'channel' } as const;

const defaultValues: PyArg = (v, ctx, path) => {
  if (!Array.isArray(v)) return literal(v, 'py');
  const items = v.map((d, i) => {
    if (!isPlainObject(d)) return literal(d, 'py');
    const type =
      typeof d.type === 'string' && Object.hasOwn(DEFAULT_TYPES, d.type)
        ? `discord.SelectDefaultValueType.${d.type}`
        : literal(d.type, 'py');
    for (const k of Object.keys(d))
      if (k !== 'id' && k !== 'type')
        ctx.notes.leftOut(`${path}[${i}].${k}`, `discord.py has no such field (${shown(d[k])})`);
    return `discord.SelectDefaultValue(id=${snowflake(d.id)}, type=${type})`;
  });
  return list('[', items, ']', 'py');
};

const channelTypes: PyArg = (v) =>
  Array.isArray(v)
    ? `[${v
        .map((t) =>
          typeof t === 'number' && CHANNEL_TYPES[t]
            ? `discord.ChannelType.${CHANNEL_TYPES[t].py}`
            : `discord.ChannelType(${literal(t, 'py')})`,
        )
        .join(', ')}]`
    : literal(v, 'py');

const id = param('id');
const customId = param('custom_id');
const minMax = { min_values: param('min_values'), max_values: param('max_values') };
const select = {
  id,
  custom_id: customId,
  placeholder: param('placeholder'),
  ...minMax,
  disabled: param('disabled'),
  required: param('required'),
};
const autoSelect = { ...select, default_values: param('default_values', defaultValues) };

export interface PyKind {
  cls: string;
  params: Readonly<Record<string, Param>>;
}

const kind = (cls: string, params: Record<string, Param>): PyKind => ({ cls, params });

/** The discord.py class and parameters of every kind, for discord.py 2.6 and 2.7. */
export const PY_KINDS: Readonly<Record<string, PyKind>> = {
  'action-row': kind('ui.ActionRow', { id }),
  button: kind('ui.Button', {
    id,
    style: param(
      'style',
      member('discord.ButtonStyle', {
        1: 'primary',
        2: 'secondary',
        3: 'success',
        4: 'danger',
        5: 'link',
        6: 'premium',
      }),
    ),
    label: param('label'),
    emoji: param('emoji', emoji),
    custom_id: customId,
    url: param('url'),
    sku_id: param('sku_id', snowflake),
    disabled: param('disabled'),
  }),
  'string-select': kind('ui.Select', {
    ...select,
    options: param('options', objects('discord.SelectOption', optionParams(true))),
  }),
  'text-input': kind('ui.TextInput', {
    id,
    custom_id: customId,
    style: param('style', member('discord.TextStyle', { 1: 'short', 2: 'paragraph' })),
    label: param('label'),
    placeholder: param('placeholder'),
    value: param('default'),
    min_length: param('min_length'),
    max_length: param('max_length'),
    required: param('required'),
  }),
  'user-select': kind('ui.UserSelect', autoSelect),
  'role-select': kind('ui.RoleSelect', autoSelect),
  'mentionable-select': kind('ui.MentionableSelect', autoSelect),
  'channel-select': kind('ui.ChannelSelect', {
    ...autoSelect,
    channel_types: param('channel_types', channelTypes),
  }),
  section: kind('ui.Section', { id }),
  'text-display': kind('ui.TextDisplay', { content: param(''), id }),
  thumbnail: kind('ui.Thumbnail', {
    media: param('', mediaUrl),
    description: param('description'),
    spoiler: param('spoiler'),
    id,
  }),
  'media-gallery': kind('ui.MediaGallery', { id }),
  file: kind('ui.File', { file: param('', mediaUrl), spoiler: param('spoiler'), id }),
  separator: kind('ui.Separator', {
    divider: param('visible'),
    spacing: param('spacing', member('discord.SeparatorSpacing', { 1: 'small', 2: 'large' })),
    id,
  }),
  container: kind('ui.Container', {
    accent_color: param('accent_color', (v) =>
      typeof v === 'number' && Number.isSafeInteger(v) && v >= 0
        ? `0x${v.toString(16).padStart(6, '0')}`
        : literal(v, 'py'),
    ),
    spoiler: param('spoiler'),
    id,
  }),
  label: kind('ui.Label', { label: param('text'), description: param('description'), id }),
  'file-upload': kind('ui.FileUpload', {
    id,
    custom_id: customId,
    ...minMax,
    required: param('required'),
  }),
  'radio-group': kind('ui.RadioGroup', {
    id,
    custom_id: customId,
    options: param('options', objects('discord.RadioGroupOption', optionParams(false))),
    required: param('required'),
  }),
  'checkbox-group': kind('ui.CheckboxGroup', {
    id,
    custom_id: customId,
    options: param('options', objects('discord.CheckboxGroupOption', optionParams(false))),
    ...minMax,
    required: param('required'),
  }),
  checkbox: kind('ui.Checkbox', { id, custom_id: customId, default: param('default') }),
};

/** Gallery items: discord.MediaGalleryItem(url, description=…, spoiler=…). */
export const galleryItems = (v: unknown, ctx: PyCtx, path: string): string[] =>
  Array.isArray(v)
    ? v.map((item, i) =>
        isPlainObject(item)
          ? kwargsCall('discord.MediaGalleryItem', item, `${path}[${i}]`, ctx, {
              media: param('', mediaUrl),
              description: param('description'),
              spoiler: param('spoiler'),
            })
          : literal(item, 'py'),
      )
    : [literal(v, 'py')];

/**
 * `cls(positional, kw=value, …)` for `fields`, with `children` as leading positional arguments
 * and `extra` keyword arguments after them; fields with no parameter are noted.
 */
export function kwargsCall(
  cls: string,
  fields: Readonly<Record<string, unknown>>,
  path: string,
  ctx: PyCtx,
  params: Readonly<Record<string, Param>>,
  children: readonly string[] = [],
  extra: readonly string[] = [],
): string {
  const positional: string[] = [];
  const keywords: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const p = Object.hasOwn(params, name) ? params[name] : undefined;
    if (!p) {
      ctx.notes.leftOut(
        `${path}.${name}`,
        `discord.py has no parameter for "${name}" (${shown(value)})`,
      );
      continue;
    }
    const arg = p.arg(value, ctx, `${path}.${name}`);
    if (arg === null) continue;
    if (p.kw === '') positional.push(arg);
    else keywords.push(`${p.kw}=${arg}`);
  }
  return call(cls, [...positional, ...children, ...keywords, ...extra], 'py');
}

/** A plan node as the JSON Discord receives: its fields, then its children by slot. */
export function jsonOf(n: PlanNode): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const f of n.fields) out[f.key] = f.value;
  for (const s of n.slots)
    out[s.slot] = s.single ? (s.nodes[0] ? jsonOf(s.nodes[0]) : null) : s.nodes.map(jsonOf);
  return out;
}

/** A plan node's own fields by key. */
export const fieldsOf = (n: PlanNode): Record<string, Json> =>
  Object.fromEntries(n.fields.map((f) => [f.key, f.value]));

/** A plan node's children in `slot`. */
export const slotOf = (n: PlanNode, slot: string): readonly PlanNode[] =>
  n.slots.find((s) => s.slot === slot)?.nodes ?? [];
