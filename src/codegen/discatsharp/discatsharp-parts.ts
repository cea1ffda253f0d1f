// Parts of DisCatSharp's component expressions: a node's fields taken one by one (what nobody
// takes is noted), C# argument lists and arrays, and the constructor calls of buttons, selects
// with their options and default values, group options and media items.
import { kindName, withArticle } from '../../model';
import type { Json, PlanNode } from '../../model';
import type { Out } from './discatsharp-values';
import {
  LIBRARY,
  bool,
  channelTypes,
  componentEmoji,
  indent,
  int,
  isObject,
  member,
  text,
  ulong,
} from './discatsharp-values';
/** A node's fields by key; whatever is not taken is noted as left out. */
export class Fields {
  private readonly byKey = new Map<string, { value: Json; path: string }>();
  private readonly taken = new Set<string>();

  constructor(
    private readonly node: PlanNode,
    private readonly out: Out,
  ) {
    for (const f of node.fields) this.byKey.set(f.key, { value: f.value, path: f.path });
  }

  has(key: string): boolean {
    const f = this.byKey.get(key);
    return f !== undefined && f.value !== null;
  }

  get(key: string): Json | undefined {
    this.taken.add(key);
    return this.byKey.get(key)?.value;
  }

  path(key: string): string {
    return this.byKey.get(key)?.path ?? `${this.node.path}.${key}`;
  }

  /** Notes every field nobody took. */
  done(): void {
    for (const [key, f] of this.byKey)
      if (!this.taken.has(key) && f.value !== null)
        this.out.note(
          f.path,
          `${LIBRARY} cannot set \`${key}\` of ${withArticle(kindName(this.node.kind))}: left out`,
        );
  }
}

const BUTTON_STYLES: Readonly<Record<number, string>> = {
  1: 'Primary',
  2: 'Secondary',
  3: 'Success',
  4: 'Danger',
  5: 'Link',
  6: 'Premium',
};

/** `name: value` arguments, without those that have no value. */
export const named = (args: [string, string | null][]): string[] =>
  args.flatMap(([k, v]) => (v === null ? [] : [`${k}: ${v}`]));

export const list = (type: string, items: string[]): string =>
  items.length === 0
    ? `new ${type}[0]`
    : `new ${type}[]\n{\n${indent(items.map((i) => `${i},`).join('\n'))}\n}`;

export const children = (n: PlanNode, slot: string): PlanNode[] =>
  n.slots.find((s) => s.slot === slot)?.nodes.slice() ?? [];

export const optBool = (f: Fields, key: string, out: Out) =>
  f.has(key) ? bool(f.get(key), out, f.path(key)) : null;
export const optInt = (f: Fields, key: string, out: Out) =>
  f.has(key) ? int(f.get(key), out, f.path(key)) : null;
export const optText = (f: Fields, key: string, out: Out) =>
  f.has(key) ? text(f.get(key), out, f.path(key)) : null;

export function button(f: Fields, out: Out): string {
  const style = f.get('style');
  if (style === 6) {
    // DiscordPremiumButtonComponent(ulong skuId, bool disabled): no label, emoji or custom_id.
    for (const key of ['label', 'emoji', 'custom_id', 'url'])
      if (f.has(key))
        out.note(f.path(key), `DiscordPremiumButtonComponent has no \`${key}\`: left out`);
    const sku = ulong(f.get('sku_id'));
    if (sku === null) out.note(f.path('sku_id'), 'not a SKU id: written as 0');
    const args = [sku ?? '0UL', ...named([['disabled', optBool(f, 'disabled', out)]])];
    return `new DiscordPremiumButtonComponent(${args.join(', ')})`;
  }
  const label = text(f.get('label'), out, f.path('label'));
  const emoji = f.has('emoji') ? componentEmoji(f.get('emoji'), out, f.path('emoji')) : null;
  const disabled = optBool(f, 'disabled', out);
  if (style === 5 || f.has('url')) {
    const url = text(f.get('url'), out, f.path('url'));
    const args = [
      url,
      label,
      ...named([
        ['disabled', disabled],
        ['emoji', emoji],
      ]),
    ];
    return `new DiscordLinkButtonComponent(${args.join(', ')})`;
  }
  const s = member('ButtonStyle', BUTTON_STYLES, style ?? 1, out, f.path('style'));
  const args = [
    s ?? 'ButtonStyle.Primary',
    text(f.get('custom_id'), out, f.path('custom_id')),
    label,
    ...named([
      ['disabled', disabled],
      ['emoji', emoji],
    ]),
  ];
  return `new DiscordButtonComponent(${args.join(', ')})`;
}

function stringOption(v: Json, out: Out, path: string): string {
  if (!isObject(v)) {
    out.note(path, `not a select option (${JSON.stringify(v)}): left out`);
    return 'null';
  }
  for (const key of Object.keys(v))
    if (!['label', 'value', 'description', 'default', 'emoji'].includes(key))
      out.note(`${path}.${key}`, `${LIBRARY} cannot set \`${key}\` of a select option: left out`);
  const args = [
    text(v.label, out, `${path}.label`),
    text(v.value, out, `${path}.value`),
    ...named([
      ['description', v.description === undefined ? null : text(v.description, out, path)],
      ['isDefault', v.default === undefined ? null : bool(v.default, out, `${path}.default`)],
      ['emoji', v.emoji === undefined ? null : componentEmoji(v.emoji, out, `${path}.emoji`)],
    ]),
  ];
  return `new DiscordStringSelectComponentOption(${args.join(', ')})`;
}

/** Radio and checkbox group options: label, value, description, default. */
export function groupOption(type: string, v: Json, out: Out, path: string): string {
  if (!isObject(v)) {
    out.note(path, `not an option (${JSON.stringify(v)}): left out`);
    return 'null';
  }
  for (const key of Object.keys(v))
    if (!['label', 'value', 'description', 'default'].includes(key))
      out.note(`${path}.${key}`, `${LIBRARY} cannot set \`${key}\` of an option: left out`);
  const args = [
    text(v.label, out, `${path}.label`),
    text(v.value, out, `${path}.value`),
    ...named([
      ['description', v.description === undefined ? null : text(v.description, out, path)],
      ['isDefault', v.default === undefined ? null : bool(v.default, out, `${path}.default`)],
    ]),
  ];
  return `new ${type}(${args.join(', ')})`;
}

export const options = (f: Fields, make: (v: Json, path: string) => string): string[] => {
  const v = f.get('options');
  return Array.isArray(v) ? v.map((o, i) => make(o, `${f.path('options')}[${i}]`)) : [];
};

function defaultValues(f: Fields, out: Out): string | null {
  if (!f.has('default_values')) return null;
  const v = f.get('default_values');
  if (!Array.isArray(v)) return null;
  const items = v.flatMap((d, i) => {
    const at = `${f.path('default_values')}[${i}]`;
    const id = isObject(d) ? ulong(d.id) : null;
    if (!isObject(d) || id === null || typeof d.type !== 'string') {
      out.note(at, `not a default value (${JSON.stringify(d)}): left out`);
      return [];
    }
    return [`new DiscordSelectDefaultValue(${id}, ${text(d.type, out, `${at}.type`)})`];
  });
  return list('DiscordSelectDefaultValue', items);
}

const SELECT_TYPES: Readonly<Record<string, string>> = {
  'user-select': 'DiscordUserSelectComponent',
  'role-select': 'DiscordRoleSelectComponent',
  'mentionable-select': 'DiscordMentionableSelectComponent',
  'channel-select': 'DiscordChannelSelectComponent',
};

export function select(n: PlanNode, f: Fields, out: Out): string {
  const placeholder = optText(f, 'placeholder', out) ?? 'null';
  const customId = text(f.get('custom_id'), out, f.path('custom_id'));
  const tail = named([
    // DisCatSharp's string select sends 0 unless told: Discord's default is 1.
    ['minOptions', optInt(f, 'min_values', out) ?? (n.kind === 'string-select' ? '1' : null)],
    ['maxOptions', optInt(f, 'max_values', out)],
    ['disabled', optBool(f, 'disabled', out)],
    ...(n.kind === 'string-select' ? [] : ([['defaultValues', defaultValues(f, out)]] as const)),
    ['required', optBool(f, 'required', out)],
  ] as [string, string | null][]);
  if (n.kind === 'string-select') {
    const opts = options(f, (v, p) => stringOption(v, out, p));
    const args = [placeholder, list('DiscordStringSelectComponentOption', opts), customId, ...tail];
    return `new DiscordStringSelectComponent(${args.join(', ')})`;
  }
  const types =
    n.kind === 'channel-select' && f.has('channel_types')
      ? [channelTypes(f.get('channel_types'), out, f.path('channel_types'))]
      : n.kind === 'channel-select'
        ? ['null']
        : [];
  return `new ${SELECT_TYPES[n.kind]}(${[placeholder, ...types, customId, ...tail].join(', ')})`;
}

/** The url of a media object (`{ url }`); its other keys are noted. */
export function mediaUrl(v: Json | undefined, out: Out, path: string): string {
  if (!isObject(v)) return text(v, out, path);
  for (const key of Object.keys(v))
    if (key !== 'url')
      out.note(`${path}.${key}`, `${LIBRARY} sends only a media's url: \`${key}\` left out`);
  return text(v.url, out, `${path}.url`);
}

export function galleryItem(v: Json, out: Out, path: string): string {
  if (!isObject(v)) return 'null';
  for (const key of Object.keys(v))
    if (!['media', 'description', 'spoiler'].includes(key))
      out.note(`${path}.${key}`, `${LIBRARY} cannot set \`${key}\` of a media item: left out`);
  const args = [
    mediaUrl(v.media, out, `${path}.media`),
    ...named([
      ['description', v.description === undefined ? null : text(v.description, out, path)],
      ['spoiler', v.spoiler === undefined ? null : bool(v.spoiler, out, `${path}.spoiler`)],
    ]),
  ];
  return `new DiscordMediaGalleryItem(${args.join(', ')})`;
}
