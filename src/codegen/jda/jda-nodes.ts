// JDA's expression for each component of the plan (message components and modal fields; embeds,
// polls, commands and options are in jda-parts.ts): `X.of(..)` or `X.create(..)...build()` with
// its fields in the design's order. A node's children are the variables declared before it (the
// plan's declarations, children first). Files a component shows are FileUpload variables.
import type { Json, NodeKind, PlanField, PlanNode } from '../../model';
import type { Out } from './jda-values';
import {
  BUTTON_STYLES,
  BUTTON_STYLE_NAMES,
  CHANNEL_TYPES,
  SPACINGS,
  TEXT_STYLES,
  bool,
  camel,
  constants,
  emoji,
  int,
  isObject,
  str,
  text,
} from './jda-values';

/** The variable a node is declared as. */
export const varOf = (n: PlanNode): string => camel(n.name);

export const slotNodes = (n: PlanNode, slot: string): readonly PlanNode[] =>
  n.slots.find((s) => s.slot === slot)?.nodes ?? [];

/** A builder with its calls, one call a line when there are several. */
export class Chain {
  readonly calls: string[] = [];
  constructor(public head: string) {}
  call(method: string, ...args: (string | null)[]): void {
    if (args.every((a) => a !== null)) this.calls.push(`.${method}(${args.join(', ')})`);
  }
  flat(): string {
    return `${this.head}${this.calls.join('')}`;
  }
  toString(): string {
    return this.calls.length <= 1
      ? this.flat()
      : `${this.head}\n${this.calls.map((c) => `        ${c}`).join('\n')}`;
  }
}

/** A node's fields by key, each taken once; `rest` are the ones nothing took, in order. */
export class Fields {
  private readonly used = new Set<string>();
  constructor(private readonly n: PlanNode) {}
  /** The field is in the design, even as null. */
  present(key: string): boolean {
    return this.n.fields.some((f) => f.key === key);
  }
  has(key: string): boolean {
    return this.n.fields.some((f) => f.key === key && f.value !== null);
  }
  value(key: string): Json | undefined {
    this.used.add(key);
    return this.n.fields.find((f) => f.key === key)?.value ?? undefined;
  }
  rest(): PlanField[] {
    return this.n.fields.filter((f) => !this.used.has(f.key) && f.value !== null);
  }
}

/** The FileUpload variable of each file a component shows, by the name Discord is given. */
export type FileVars = ReadonlyMap<string, string>;

const ATTACHMENT = 'attachment://';

const SELECT_TARGETS: Partial<Record<NodeKind, string[]>> = {
  'user-select': ['USER'],
  'role-select': ['ROLE'],
  'mentionable-select': ['USER', 'ROLE'],
  'channel-select': ['CHANNEL'],
};

/** `X.fromUrl(url)` or `X.fromFile(upload)` for a media item's url. */
function media(type: string, value: Json | undefined, files: FileVars, out: Out): string {
  const url = isObject(value) && typeof value.url === 'string' ? value.url : '';
  const upload = url.startsWith(ATTACHMENT) ? files.get(url.slice(ATTACHMENT.length)) : undefined;
  return upload ? `${out.t(type)}.fromFile(${upload})` : `${out.t(type)}.fromUrl(${str(url)})`;
}

function selectOptions(value: Json | undefined, out: Out): string[] {
  return (Array.isArray(value) ? value : []).map((o) => {
    const opt = isObject(o) ? o : {};
    const c = new Chain(`${out.t('SelectOption')}.of(${text(opt.label)}, ${text(opt.value)})`);
    if (typeof opt.description === 'string') c.call('withDescription', str(opt.description));
    if (opt.emoji !== undefined) c.call('withEmoji', emoji(opt.emoji, out));
    if (opt.default === true) c.call('withDefault', 'true');
    return c.flat();
  });
}

/** Options of a radio group or checkbox group: `RadioGroupOption.of(label, value, ...)`. */
function choiceOptions(type: string, value: Json | undefined, out: Out): string[] {
  return (Array.isArray(value) ? value : []).map((o) => {
    const opt = isObject(o) ? o : {};
    const c = new Chain(`${out.t(type)}.of(${text(opt.label)}, ${text(opt.value)})`);
    if (typeof opt.description === 'string') c.call('withDescription', str(opt.description));
    if (opt.default === true) c.call('withDefault', 'true');
    return c.flat();
  });
}

/** The fields every builder of a select, input or group sets the same way. */
function builderFields(c: Chain, f: Fields, minMax: boolean): void {
  for (const field of f.rest()) {
    const v = field.value;
    switch (field.key) {
      case 'placeholder':
        c.call('setPlaceholder', text(v));
        break;
      case 'value':
        c.call('setValue', text(v));
        break;
      case 'min_values':
        if (minMax) c.call('setMinValues', int(v));
        break;
      case 'max_values':
        if (minMax) c.call('setMaxValues', int(v));
        break;
      case 'min_length':
        c.call('setMinLength', int(v));
        break;
      case 'max_length':
        c.call('setMaxLength', int(v));
        break;
      case 'required':
        c.call('setRequired', bool(v));
        break;
      case 'disabled':
        c.call('setDisabled', bool(v));
        break;
      default:
    }
  }
}

/** `.withUniqueId(n)` for a component's `id`. */
function uniqueId(expr: string, f: Fields): string {
  const id = int(f.value('id'));
  return id === null ? expr : `${expr}.withUniqueId(${id})`;
}

function button(f: Fields, out: Out): string {
  const style = f.value('style');
  const label = f.value('label');
  const e = f.has('emoji') ? emoji(f.value('emoji'), out) : null;
  const B = out.t('Button');
  let c: Chain;
  if (style === 5) c = new Chain(`${B}.link(${text(f.value('url'))}, ${text(label)})`);
  else if (typeof style === 'number' && BUTTON_STYLES[style])
    c = new Chain(`${B}.${BUTTON_STYLES[style]}(${text(f.value('custom_id'))}, ${text(label)})`);
  else {
    const name = (typeof style === 'number' && BUTTON_STYLE_NAMES[style]) || 'PRIMARY';
    c = new Chain(
      `${B}.of(${out.t('ButtonStyle')}.${name}, ${text(f.value(name === 'PREMIUM' ? 'sku_id' : 'custom_id'))}, ${text(label)})`,
    );
  }
  if (e !== null) c.call('withEmoji', e);
  if (f.value('disabled') === true) c.call('asDisabled');
  return c.flat();
}

function component(n: PlanNode, files: FileVars, out: Out): string {
  const f = new Fields(n);
  const customId = () => text(f.value('custom_id'));
  const kids = (slot: string) => slotNodes(n, slot).map(varOf);
  switch (n.kind) {
    case 'button':
      return uniqueId(button(f, out), f);
    case 'string-select': {
      const c = new Chain(`${out.t('StringSelectMenu')}.create(${customId()})`);
      const options = selectOptions(f.value('options'), out);
      builderFields(c, f, true);
      if (options.length > 0) c.call('addOptions', options.join(', '));
      c.call('build');
      return uniqueId(c.toString(), f);
    }
    case 'user-select':
    case 'role-select':
    case 'mentionable-select':
    case 'channel-select': {
      const target = `${out.t('EntitySelectMenu')}.SelectTarget`;
      const targets = (SELECT_TARGETS[n.kind] ?? []).map((t) => `${target}.${t}`).join(', ');
      const c = new Chain(`${out.t('EntitySelectMenu')}.create(${customId()}, ${targets})`);
      if (f.has('channel_types'))
        c.call(
          'setChannelTypes',
          constants(out.t('ChannelType'), CHANNEL_TYPES, f.value('channel_types')),
        );
      builderFields(c, f, true);
      c.call('build');
      return uniqueId(c.toString(), f);
    }
    case 'text-input': {
      const style = f.value('style');
      const name = (typeof style === 'number' && TEXT_STYLES[style]) || 'SHORT';
      const c = new Chain(
        `${out.t('TextInput')}.create(${customId()}, ${out.t('TextInputStyle')}.${name})`,
      );
      builderFields(c, f, false);
      c.call('build');
      return uniqueId(c.toString(), f);
    }
    case 'file-upload': {
      const c = new Chain(`${out.t('AttachmentUpload')}.create(${customId()})`);
      builderFields(c, f, true);
      c.call('build');
      return uniqueId(c.toString(), f);
    }
    case 'radio-group':
    case 'checkbox-group': {
      const radio = n.kind === 'radio-group';
      const c = new Chain(`${out.t(radio ? 'RadioGroup' : 'CheckboxGroup')}.create(${customId()})`);
      const options = choiceOptions(
        radio ? 'RadioGroupOption' : 'CheckboxGroupOption',
        f.value('options'),
        out,
      );
      if (options.length > 0) c.call('addOptions', options.join(', '));
      builderFields(c, f, !radio);
      c.call('build');
      return uniqueId(c.toString(), f);
    }
    case 'checkbox':
      return uniqueId(`${out.t('Checkbox')}.of(${customId()}, ${f.value('default') === true})`, f);
    case 'text-display':
      return uniqueId(`${out.t('TextDisplay')}.of(${text(f.value('content'))})`, f);
    case 'thumbnail': {
      const c = new Chain(media('Thumbnail', f.value('media'), files, out));
      if (f.has('description')) c.call('withDescription', text(f.value('description')));
      if (f.value('spoiler') === true) c.call('withSpoiler', 'true');
      return uniqueId(c.flat(), f);
    }
    case 'file': {
      const c = new Chain(media('FileDisplay', f.value('file'), files, out));
      if (f.value('spoiler') === true) c.call('withSpoiler', 'true');
      return uniqueId(c.flat(), f);
    }
    case 'media-gallery': {
      const items = f.value('items');
      const list = (Array.isArray(items) ? items : []).map((item) => {
        const o = isObject(item) ? item : {};
        const c = new Chain(media('MediaGalleryItem', o.media, files, out));
        if (typeof o.description === 'string') c.call('withDescription', str(o.description));
        if (o.spoiler === true) c.call('withSpoiler', 'true');
        return c.flat();
      });
      return uniqueId(`${out.t('MediaGallery')}.of(\n        ${list.join(',\n        ')})`, f);
    }
    case 'separator': {
      const spacing = f.value('spacing');
      const name = (typeof spacing === 'number' && SPACINGS[spacing]) || 'SMALL';
      const S = out.t('Separator');
      return uniqueId(`${S}.create(${f.value('divider') !== false}, ${S}.Spacing.${name})`, f);
    }
    case 'container': {
      const c = new Chain(`${out.t('Container')}.of(${kids('components').join(', ')})`);
      if (f.has('accent_color')) c.call('withAccentColor', int(f.value('accent_color')));
      if (f.value('spoiler') === true) c.call('withSpoiler', 'true');
      return uniqueId(c.toString(), f);
    }
    case 'section': {
      const accessory = kids('accessory')[0] ?? `${out.t('Thumbnail')}.fromUrl("")`;
      return uniqueId(
        `${out.t('Section')}.of(${[accessory, ...kids('components')].join(', ')})`,
        f,
      );
    }
    case 'action-row':
      return uniqueId(`${out.t('ActionRow')}.of(${kids('components').join(', ')})`, f);
    case 'label': {
      const child =
        kids('component')[0] ?? `${out.t('TextInput')}.of("", ${out.t('TextInputStyle')}.SHORT)`;
      const desc = f.has('description') ? `${text(f.value('description'))}, ` : '';
      return uniqueId(`${out.t('Label')}.of(${text(f.value('label'))}, ${desc}${child})`, f);
    }
    default:
      throw new Error(`not a component: ${n.kind}`);
  }
}

export { component };
