// JDA's expression for each component of the plan (message components and modal fields; embeds,
// polls, commands and options are in jda-parts.ts): `X.of(..)` or `X.create(..)...build()` with
// its fields in the design's order. A node's children are the variables declared before it (the
// plan's declarations, children first). Files a component shows are FileUpload variables.
import { kindName, shown } from '../../model';
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
  double,
  int,
  isObject,
  long,
  str,
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

/**
 * A node's fields by key, each taken once; `rest` are the ones nothing took, in order, and `done`
 * says each of them in the header. The typed getters say a value of another type.
 */
export class Fields {
  private readonly used = new Set<string>();
  constructor(
    private readonly n: PlanNode,
    readonly out: Out,
  ) {}
  /** Where the field is in the payload (where it would be, when the design has none). */
  path(key: string): string {
    return this.n.fields.find((f) => f.key === key)?.path ?? `${this.n.path}.${key}`;
  }
  text(key: string): string {
    return this.out.text(this.value(key), this.path(key));
  }
  int(key: string): string | null {
    return this.out.typed(this.value(key), this.path(key), int, 'a whole number an int holds');
  }
  long(key: string): string | null {
    return this.out.typed(this.value(key), this.path(key), long, 'a whole number a long holds');
  }
  double(key: string): string | null {
    return this.out.typed(this.value(key), this.path(key), double, 'a number');
  }
  bool(key: string): string | null {
    return this.out.typed(this.value(key), this.path(key), bool, 'true or false');
  }
  /** Says every field nothing took: JDA's builder for the node has no place for it. */
  done(): void {
    for (const f of this.rest())
      this.out.note(
        f.path,
        `JDA's ${kindName(this.n.kind)} has no \`${f.key}\`: left out (${shown(f.value)})`,
      );
  }
  /** The field is in the design, even as null. */
  present(key: string): boolean {
    return this.n.fields.some((f) => f.key === key);
  }
  has(key: string): boolean {
    return this.n.fields.some((f) => f.key === key && f.value !== null);
  }
  /** The value, not taken. */
  peek(key: string): Json | undefined {
    return this.n.fields.find((f) => f.key === key)?.value ?? undefined;
  }
  /** The value, taken (a field nothing takes is said by `done`). */
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

/** `X.fromUrl(url)` or `X.fromFile(upload)` for a media item's url (JDA sends only the url). */
function media(
  type: string,
  value: Json | undefined,
  files: FileVars,
  out: Out,
  path: string,
): string {
  out.unknownKeys(value, ['url'], path, "JDA's media item (it sends only the url)");
  if (!isObject(value) && value !== undefined && value !== null)
    out.note(path, `not a media item: written as an empty url (${shown(value)})`);
  else if (isObject(value)) out.text(value.url, `${path}.url`);
  const url = isObject(value) && typeof value.url === 'string' ? value.url : '';
  const upload = url.startsWith(ATTACHMENT) ? files.get(url.slice(ATTACHMENT.length)) : undefined;
  return upload ? `${out.t(type)}.fromFile(${upload})` : `${out.t(type)}.fromUrl(${str(url)})`;
}

/** The option objects of a list field, each with its path; what is not one is said. */
function optionList(value: Json | undefined, path: string, out: Out, known: readonly string[]) {
  if (!Array.isArray(value) && value !== undefined && value !== null)
    out.note(path, `not a list: left out (${shown(value)})`);
  return (Array.isArray(value) ? value : []).map((o, i) => {
    const at = `${path}[${i}]`;
    if (!isObject(o)) out.note(at, `not an option: written as an empty one (${shown(o)})`);
    out.unknownKeys(o, known, at, "JDA's option");
    const opt = isObject(o) ? o : {};
    out.text(opt.description, `${at}.description`);
    out.typed(opt.default, `${at}.default`, bool, 'true or false');
    return { opt, at };
  });
}

function selectOptions(value: Json | undefined, path: string, out: Out): string[] {
  const known = ['label', 'value', 'description', 'emoji', 'default'];
  return optionList(value, path, out, known).map(({ opt, at }) => {
    const c = new Chain(
      `${out.t('SelectOption')}.of(${out.text(opt.label, `${at}.label`)}, ${out.text(opt.value, `${at}.value`)})`,
    );
    if (typeof opt.description === 'string') c.call('withDescription', str(opt.description));
    if (opt.emoji !== undefined) c.call('withEmoji', emoji(opt.emoji, out, `${at}.emoji`));
    if (opt.default === true) c.call('withDefault', 'true');
    return c.flat();
  });
}

/** Options of a radio group or checkbox group: `RadioGroupOption.of(label, value, ...)`. */
function choiceOptions(type: string, value: Json | undefined, path: string, out: Out): string[] {
  const known = ['label', 'value', 'description', 'default'];
  return optionList(value, path, out, known).map(({ opt, at }) => {
    const c = new Chain(
      `${out.t(type)}.of(${out.text(opt.label, `${at}.label`)}, ${out.text(opt.value, `${at}.value`)})`,
    );
    if (typeof opt.description === 'string') c.call('withDescription', str(opt.description));
    if (opt.default === true) c.call('withDefault', 'true');
    return c.flat();
  });
}

/** The fields every builder of a select, input or group sets the same way. */
function builderFields(c: Chain, f: Fields, minMax: boolean): void {
  for (const field of f.rest()) {
    switch (field.key) {
      case 'placeholder':
        c.call('setPlaceholder', f.text('placeholder'));
        break;
      case 'value':
        c.call('setValue', f.text('value'));
        break;
      case 'min_values':
        if (minMax) c.call('setMinValues', f.int('min_values'));
        break;
      case 'max_values':
        if (minMax) c.call('setMaxValues', f.int('max_values'));
        break;
      case 'min_length':
        c.call('setMinLength', f.int('min_length'));
        break;
      case 'max_length':
        c.call('setMaxLength', f.int('max_length'));
        break;
      case 'required':
        c.call('setRequired', f.bool('required'));
        break;
      case 'disabled':
        c.call('setDisabled', f.bool('disabled'));
        break;
      default:
    }
  }
}

/** `.withUniqueId(n)` for a component's `id`. */
function uniqueId(expr: string, f: Fields): string {
  const id = f.int('id');
  return id === null ? expr : `${expr}.withUniqueId(${id})`;
}

function button(f: Fields, out: Out): string {
  const style = f.value('style');
  const e = f.has('emoji') ? emoji(f.value('emoji'), out, f.path('emoji')) : null;
  const B = out.t('Button');
  let c: Chain;
  if (style === 5) c = new Chain(`${B}.link(${f.text('url')}, ${f.text('label')})`);
  else if (typeof style === 'number' && BUTTON_STYLES[style])
    c = new Chain(`${B}.${BUTTON_STYLES[style]}(${f.text('custom_id')}, ${f.text('label')})`);
  else {
    const name = (typeof style === 'number' && BUTTON_STYLE_NAMES[style]) || 'PRIMARY';
    if (!(typeof style === 'number' && BUTTON_STYLE_NAMES[style]))
      f.out.note(
        f.path('style'),
        `JDA has no such button style: written as PRIMARY (${shown(style ?? null)})`,
      );
    c = new Chain(
      `${B}.of(${out.t('ButtonStyle')}.${name}, ${f.text(name === 'PREMIUM' ? 'sku_id' : 'custom_id')}, ${f.text('label')})`,
    );
  }
  if (e !== null) c.call('withEmoji', e);
  if (f.bool('disabled') === 'true') c.call('asDisabled');
  return c.flat();
}

/** The node's builder; every field it has no place for is said in the header. */
function component(n: PlanNode, files: FileVars, out: Out): string {
  const f = new Fields(n, out);
  const code = build(n, f, files, out);
  f.done();
  return code;
}

function build(n: PlanNode, f: Fields, files: FileVars, out: Out): string {
  const customId = () => f.text('custom_id');
  const kids = (slot: string) => slotNodes(n, slot).map(varOf);
  switch (n.kind) {
    case 'button':
      return uniqueId(button(f, out), f);
    case 'string-select': {
      const c = new Chain(`${out.t('StringSelectMenu')}.create(${customId()})`);
      const options = selectOptions(f.value('options'), f.path('options'), out);
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
          constants(
            out.t('ChannelType'),
            CHANNEL_TYPES,
            f.value('channel_types'),
            out,
            f.path('channel_types'),
          ),
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
        f.path('options'),
        out,
      );
      if (options.length > 0) c.call('addOptions', options.join(', '));
      builderFields(c, f, !radio);
      c.call('build');
      return uniqueId(c.toString(), f);
    }
    case 'checkbox':
      return uniqueId(`${out.t('Checkbox')}.of(${customId()}, ${f.bool('default') === 'true'})`, f);
    case 'text-display':
      return uniqueId(`${out.t('TextDisplay')}.of(${f.text('content')})`, f);
    case 'thumbnail': {
      const c = new Chain(media('Thumbnail', f.value('media'), files, out, f.path('media')));
      if (f.has('description')) c.call('withDescription', f.text('description'));
      if (f.bool('spoiler') === 'true') c.call('withSpoiler', 'true');
      return uniqueId(c.flat(), f);
    }
    case 'file': {
      const c = new Chain(media('FileDisplay', f.value('file'), files, out, f.path('file')));
      if (f.bool('spoiler') === 'true') c.call('withSpoiler', 'true');
      return uniqueId(c.flat(), f);
    }
    case 'media-gallery': {
      const items = f.value('items');
      const known = ['media', 'description', 'spoiler'];
      const list = optionList(items, f.path('items'), out, known).map(({ opt: o, at }) => {
        const c = new Chain(media('MediaGalleryItem', o.media, files, out, `${at}.media`));
        if (typeof o.description === 'string') c.call('withDescription', str(o.description));
        out.typed(o.spoiler, `${at}.spoiler`, bool, 'true or false');
        if (o.spoiler === true) c.call('withSpoiler', 'true');
        return c.flat();
      });
      return uniqueId(`${out.t('MediaGallery')}.of(\n        ${list.join(',\n        ')})`, f);
    }
    case 'separator': {
      const spacing = f.value('spacing');
      const name = (typeof spacing === 'number' && SPACINGS[spacing]) || 'SMALL';
      const S = out.t('Separator');
      if (f.has('spacing') && name !== SPACINGS[spacing as number])
        out.note(
          f.path('spacing'),
          `JDA has no such spacing: written as SMALL (${shown(spacing ?? null)})`,
        );
      return uniqueId(`${S}.create(${f.bool('divider') !== 'false'}, ${S}.Spacing.${name})`, f);
    }
    case 'container': {
      const c = new Chain(`${out.t('Container')}.of(${kids('components').join(', ')})`);
      if (f.has('accent_color')) c.call('withAccentColor', f.int('accent_color'));
      if (f.bool('spoiler') === 'true') c.call('withSpoiler', 'true');
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
      const desc = f.has('description') ? `${f.text('description')}, ` : '';
      return uniqueId(`${out.t('Label')}.of(${f.text('label')}, ${desc}${child})`, f);
    }
    default:
      throw new Error(`not a component: ${n.kind}`);
  }
}

export { component };
