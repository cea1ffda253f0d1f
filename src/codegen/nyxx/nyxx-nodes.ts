// The nyxx builder for each component of the plan, as the Dart expression nyxx 6.9.0's
// constructor writes it (children by the name they are declared under). A field the constructor
// has no parameter for is set with a cascade on the builder's public field
// (`..channelTypes = [...]`). Embeds and polls are in nyxx-parts.ts, commands in nyxx-commands.ts.
import type { Json, NodeKind, PlanField, PlanNode } from '../../model';
import {
  bool,
  buttonStyle,
  call,
  channelType,
  color,
  emoji,
  ident,
  isObj,
  list,
  num,
  snowflake,
  spacing,
  str,
  text,
  textInputStyle,
  uri,
} from './nyxx-dart';
import type { Out } from './nyxx-dart';

/** How one payload key becomes a named argument: its Dart name and its value (at `path`). */
type Arg = readonly [name: string, value: (v: Json, path: string, out: Out) => string];

const s = (v: Json) => str(text(v));
/** UnfurledMediaItemBuilder takes a url only: any other key of the media item is said. */
function media(v: Json, path: string, out: Out): string {
  out.unknownKeys(v, ['url'], path, 'UnfurledMediaItemBuilder');
  return `UnfurledMediaItemBuilder(url: ${uri(isObj(v) ? (v.url ?? '') : '')})`;
}
const permissions = (v: Json) =>
  typeof v === 'string' && /^\d{1,15}$/.test(v)
    ? `Permissions(${v})`
    : `Permissions(int.parse(${s(v)}))`;

const whole = (v: Json) => num(v);
const ID: Arg = ['id', whole];
const CUSTOM_ID: Arg = ['customId', s];
const REQUIRED: Arg = ['isRequired', bool];
const MIN_VALUES: Arg = ['minValues', whole];
const MAX_VALUES: Arg = ['maxValues', whole];

function defaultValues(v: Json): string {
  return list(v, (d) => {
    const o = isObj(d) ? d : {};
    const type = o.type === 'role' || o.type === 'channel' ? o.type : 'user';
    return `DefaultValue.${type}(id: ${snowflake(o.id ?? '')})`;
  });
}

/** A list of `one`, each item with its own path. */
const items =
  (one: (v: Json, path: string, out: Out) => string) =>
  (v: Json, path: string, out: Out): string =>
    list(v, (x, i) => one(x, `${path}[${i}]`, out));

function selectOption(v: Json, path: string, out: Out): string {
  const o = isObj(v) ? v : {};
  out.unknownKeys(
    o,
    ['label', 'value', 'description', 'emoji', 'default'],
    path,
    'SelectMenuOptionBuilder',
  );
  const args = [`label: ${s(o.label ?? '')}`, `value: ${s(o.value ?? '')}`];
  if (o.description !== undefined) args.push(`description: ${s(o.description)}`);
  if (o.emoji !== undefined && o.emoji !== null) {
    if (isObj(o.emoji) && (o.emoji.id === undefined || o.emoji.id === null))
      out.note(
        `${path}.emoji`,
        'nyxx\'s SelectMenuOptionBuilder sends a Unicode emoji with "id": "0", not as this emoji',
      );
    args.push(`emoji: ${emoji(o.emoji)}`);
  }
  if (o.default !== undefined) args.push(`isDefault: ${bool(o.default)}`);
  return `SelectMenuOptionBuilder(${args.join(', ')})`;
}

function choiceOption(builder: string) {
  return (v: Json, path: string, out: Out): string => {
    const o = isObj(v) ? v : {};
    out.unknownKeys(o, ['label', 'value', 'description', 'default'], path, builder);
    const args = [`label: ${s(o.label ?? '')}`, `value: ${s(o.value ?? '')}`];
    if (o.description !== undefined) args.push(`description: ${s(o.description)}`);
    if (o.default !== undefined) args.push(`defaultValue: ${bool(o.default)}`);
    return `${builder}(${args.join(', ')})`;
  };
}

function galleryItem(v: Json, path: string, out: Out): string {
  const o = isObj(v) ? v : {};
  out.unknownKeys(o, ['media', 'description', 'spoiler'], path, 'MediaGalleryItemBuilder');
  const args = [`media: ${media(o.media ?? null, `${path}.media`, out)}`];
  if (o.description !== undefined && o.description !== null)
    args.push(`description: ${s(o.description)}`);
  if (o.spoiler !== undefined) args.push(`isSpoiler: ${bool(o.spoiler)}`);
  return `MediaGalleryItemBuilder(${args.join(', ')})`;
}

/** A select's payload keys and their named arguments (stringSelect takes no defaultValues). */
const SELECT_ARGS: Record<string, Arg> = {
  custom_id: CUSTOM_ID,
  placeholder: ['placeholder', s],
  default_values: ['defaultValues', defaultValues],
  min_values: MIN_VALUES,
  max_values: MAX_VALUES,
  disabled: ['isDisabled', bool],
  required: REQUIRED,
  id: ID,
};

/** Each kind's builder and the payload keys its constructor takes; the rest go by cascade. */
const BUILDERS: Partial<Record<NodeKind, { callee: string; args: Record<string, Arg> }>> = {
  'action-row': { callee: 'ActionRowBuilder', args: { id: ID } },
  'string-select': {
    callee: 'SelectMenuBuilder.stringSelect',
    args: {
      ...Object.fromEntries(Object.entries(SELECT_ARGS).filter(([k]) => k !== 'default_values')),
      options: ['options', items(selectOption)],
    },
  },
  'text-input': {
    callee: 'TextInputBuilder',
    args: {
      custom_id: CUSTOM_ID,
      style: ['style', textInputStyle],
      label: ['label', s],
      min_length: ['minLength', whole],
      max_length: ['maxLength', whole],
      required: REQUIRED,
      value: ['value', s],
      placeholder: ['placeholder', s],
      id: ID,
    },
  },
  'text-display': {
    callee: 'TextDisplayComponentBuilder',
    args: { content: ['content', s], id: ID },
  },
  section: { callee: 'SectionComponentBuilder', args: { id: ID } },
  thumbnail: {
    callee: 'ThumbnailComponentBuilder',
    args: {
      media: ['media', media],
      description: ['description', s],
      spoiler: ['isSpoiler', bool],
      id: ID,
    },
  },
  'media-gallery': {
    callee: 'MediaGalleryComponentBuilder',
    args: { items: ['items', items(galleryItem)], id: ID },
  },
  file: {
    callee: 'FileComponentBuilder',
    args: { file: ['file', media], spoiler: ['isSpoiler', bool], id: ID },
  },
  separator: {
    callee: 'SeparatorComponentBuilder',
    args: { divider: ['isDivider', bool], spacing: ['spacing', spacing], id: ID },
  },
  container: {
    callee: 'ContainerComponentBuilder',
    args: { accent_color: ['accentColor', color], spoiler: ['isSpoiler', bool], id: ID },
  },
  label: {
    callee: 'LabelComponentBuilder',
    args: { label: ['label', s], description: ['description', s], id: ID },
  },
  'file-upload': {
    callee: 'FileUploadComponentBuilder',
    args: {
      custom_id: CUSTOM_ID,
      min_values: MIN_VALUES,
      max_values: MAX_VALUES,
      required: REQUIRED,
      id: ID,
    },
  },
  'radio-group': {
    callee: 'RadioGroupComponentBuilder',
    args: {
      custom_id: CUSTOM_ID,
      options: ['options', items(choiceOption('RadioGroupOptionBuilder'))],
      required: REQUIRED,
      id: ID,
    },
  },
  'checkbox-group': {
    callee: 'CheckboxGroupComponentBuilder',
    args: {
      custom_id: CUSTOM_ID,
      options: ['options', items(choiceOption('CheckboxGroupOptionBuilder'))],
      min_values: MIN_VALUES,
      max_values: MAX_VALUES,
      required: REQUIRED,
      id: ID,
    },
  },
  checkbox: {
    callee: 'CheckboxComponentBuilder',
    args: { custom_id: CUSTOM_ID, default: ['defaultValue', bool], id: ID },
  },
};

for (const [kind, callee] of [
  ['user-select', 'userSelect'],
  ['role-select', 'roleSelect'],
  ['mentionable-select', 'mentionableSelect'],
  ['channel-select', 'channelSelect'],
] as const)
  BUILDERS[kind] = {
    callee: `SelectMenuBuilder.${callee}`,
    args: SELECT_ARGS,
  };

/** Cascade names of builder fields, for keys the chosen constructor does not take. */
const FIELD_NAMES: Record<string, Arg> = {
  channel_types: ['channelTypes', (v) => list(v, channelType)],
  disabled: ['isDisabled', bool],
  required: ['isRequired', bool],
};

const varOf = (n: PlanNode): string => ident(n.name);
const childNames = (n: PlanNode, slot: string): string[] =>
  n.slots.find((x) => x.slot === slot)?.nodes.map(varOf) ?? [];

/** Named arguments and cascades for the fields, by the kind's table; a field neither takes is said. */
function argsOf(
  fields: readonly PlanField[],
  table: Record<string, Arg>,
  owner: string,
  out: Out,
): { args: string[]; cascade: string[] } {
  const args: string[] = [];
  const cascade: string[] = [];
  for (const f of fields) {
    if (f.value === null) continue;
    const a = Object.hasOwn(table, f.key) ? table[f.key] : undefined;
    if (a) args.push(`${a[0]}: ${a[1](f.value, f.path, out)}`);
    else {
      const c = Object.hasOwn(FIELD_NAMES, f.key) ? FIELD_NAMES[f.key] : undefined;
      if (c) cascade.push(`${c[0]} = ${c[1](f.value, f.path, out)}`);
      else out.field(f.path, f.key, f.value, owner);
    }
  }
  return { args, cascade };
}

function button(n: PlanNode, out: Out): string {
  const get = (k: string) => n.fields.find((f) => f.key === k)?.value;
  const style = get('style');
  const keys = n.fields.map((f) => f.key);
  const named: Record<number, string> = { 1: 'primary', 2: 'secondary', 3: 'success', 4: 'danger' };
  const fits = (allowed: string[]) => keys.every((k) => allowed.includes(k));
  const table: Record<string, Arg> = {
    style: ['style', buttonStyle],
    label: ['label', s],
    emoji: ['emoji', emoji],
    custom_id: CUSTOM_ID,
    sku_id: ['skuId', snowflake],
    url: ['url', uri],
    disabled: ['isDisabled', bool],
    id: ID,
  };
  const rest = (skip: string) =>
    argsOf(
      n.fields.filter((f) => f.key !== skip),
      table,
      'ButtonBuilder',
      out,
    ).args;
  if (
    typeof style === 'number' &&
    named[style] &&
    typeof get('custom_id') === 'string' &&
    fits(['style', 'label', 'emoji', 'custom_id', 'disabled', 'id'])
  )
    return call(`ButtonBuilder.${named[style]}`, rest('style'));
  if (
    style === 5 &&
    typeof get('url') === 'string' &&
    fits(['style', 'label', 'emoji', 'url', 'disabled', 'id'])
  )
    return call('ButtonBuilder.link', rest('style'));
  if (style === 6 && get('sku_id') !== undefined && fits(['style', 'sku_id', 'disabled', 'id']))
    return call('ButtonBuilder.premium', rest('style'));
  return call('ButtonBuilder', argsOf(n.fields, table, 'ButtonBuilder', out).args);
}

/** The Dart expression building a component node. */
function component(n: PlanNode, out: Out): string {
  if (n.kind === 'button') return button(n, out);
  const b = BUILDERS[n.kind];
  if (!b) return 'null';
  const { args, cascade } = argsOf(n.fields, b.args, b.callee.split('.')[0]!, out);
  const kids = (slot: string) => `[${childNames(n, slot).join(', ')}]`;
  const single = (slot: string) => childNames(n, slot)[0];
  if (['action-row', 'container'].includes(n.kind))
    args.unshift(`components: ${kids('components')}`);
  if (n.kind === 'section') {
    args.unshift(`components: ${kids('components')}`);
    const accessory = single('accessory');
    if (accessory) args.push(`accessory: ${accessory}`);
  }
  if (n.kind === 'label') {
    const inner = single('component');
    if (inner) args.push(`component: ${inner}`);
  }
  if (n.kind === 'text-input' && !n.fields.some((f) => f.key === 'style'))
    args.push('style: TextInputStyle.short');
  if (n.kind === 'string-select' && !n.fields.some((f) => f.key === 'options'))
    args.push('options: []');
  return call(b.callee, args, cascade);
}

export { varOf, childNames, s, permissions, component, BUILDERS };
