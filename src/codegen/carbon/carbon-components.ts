// The components of a carbon message or modal: an interactive component, a modal input and a
// Label are each a class (carbon routes a custom_id to its class's run()); rows, containers,
// sections, text, media, files and separators are instances built inline.
import { shown } from '../../model';
import type { PlanNode } from '../../model';
import { CHANNEL_TYPES } from '../common/shared';
import type { Ctx } from './carbon-ts';
import { field, js, note, slot } from './carbon-ts';

const BUTTON_STYLES: Record<number, string> = {
  1: 'Primary',
  2: 'Secondary',
  3: 'Success',
  4: 'Danger',
  5: 'Link',
  6: 'Premium',
};

/** Each kind's class, by kind (a button's depends on its style). */
const CLASSES: Partial<Record<string, string>> = {
  'string-select': 'StringSelectMenu',
  'user-select': 'UserSelectMenu',
  'role-select': 'RoleSelectMenu',
  'mentionable-select': 'MentionableSelectMenu',
  'channel-select': 'ChannelSelectMenu',
  'text-input': 'TextInput',
  'file-upload': 'FileUpload',
  'radio-group': 'RadioGroup',
  'checkbox-group': 'CheckboxGroup',
  checkbox: 'Checkbox',
};

/** Discord's key -> carbon's property, for the fields a class sets. */
const PROPS: Record<string, string> = {
  id: 'id',
  custom_id: 'customId',
  label: 'label',
  description: 'description',
  url: 'url',
  sku_id: 'sku_id',
  disabled: 'disabled',
  placeholder: 'placeholder',
  min_values: 'minValues',
  max_values: 'maxValues',
  min_length: 'minLength',
  max_length: 'maxLength',
  required: 'required',
  value: 'value',
  default: 'default',
};

/** Properties whose type carbon takes from Discord's (string enums, unions): annotated. */
const TYPED: Record<string, string> = {
  options: 'options',
  default_values: 'defaultValues',
  emoji: 'emoji',
};

export const channelTypes = (ctx: Ctx, value: unknown) =>
  Array.isArray(value)
    ? `[${value
        .map((t) => {
          const name = CHANNEL_TYPES[String(t)]?.js;
          return name ? `${ctx.use('ChannelType')}.${name}` : js(t);
        })
        .join(', ')}]`
    : js(value);

function classOf(n: PlanNode): string {
  if (n.kind !== 'button') return CLASSES[n.kind] ?? 'Button';
  const style = field(n, 'style');
  return style === 5 ? 'LinkButton' : style === 6 ? 'PremiumButton' : 'Button';
}

const SUFFIX: Record<string, string> = {
  Button: 'Button',
  LinkButton: 'Link',
  PremiumButton: 'Button',
  TextInput: 'Input',
  FileUpload: 'Upload',
  RadioGroup: 'Radio',
  CheckboxGroup: 'Checkboxes',
  Checkbox: 'Checkbox',
};

/** The members a class sets from a node's fields. */
function members(n: PlanNode, base: string, ctx: Ctx): string[] {
  const out: string[] = [];
  for (const f of n.fields) {
    if (f.key === 'style' && base === 'TextInput')
      out.push(`style = ${ctx.use('TextInputStyle')}.${f.value === 2 ? 'Paragraph' : 'Short'};`);
    else if (f.key === 'style') {
      if (base === 'Button')
        out.push(
          `style = ${ctx.use('ButtonStyle')}.${BUTTON_STYLES[Number(f.value)] ?? 'Primary'};`,
        );
    } else if (f.key === 'channel_types')
      out.push(`channelTypes: ${base}['channelTypes'] = ${channelTypes(ctx, f.value)};`);
    else if (f.key === 'emoji' && !(f.value && typeof f.value === 'object' && 'name' in f.value))
      out.push(`emoji = ${js(f.value)} as unknown as ${base}['emoji'];`);
    else if (TYPED[f.key])
      out.push(`${TYPED[f.key]}: ${base}['${TYPED[f.key]}'] = ${js(f.value)};`);
    else if (PROPS[f.key]) out.push(`${PROPS[f.key]} = ${js(f.value)};`);
  }
  return out;
}

/** The run() of a routed message component: a skeleton that answers. */
function run(n: PlanNode, base: string, ctx: Ctx): string {
  const id = String(field(n, 'custom_id'));
  if (base === 'Button')
    return `async run(interaction: ${ctx.type('ButtonInteraction')}) {\n${note([`TODO: ${id}`], '  ')}\n  await interaction.acknowledge();\n}`;
  const type = ctx.type(`${base}Interaction`);
  return [
    `async run(interaction: ${type}) {`,
    note([`TODO: ${id}`], '  '),
    '  const values: string[] = interaction.values;',
    "  await interaction.reply({ content: 'Picked ' + values.join(', '), ephemeral: true });",
    '}',
  ].join('\n');
}

/** Declares the class of an interactive component or modal input; gives back its name. */
export function declareClass(n: PlanNode, ctx: Ctx, routed: boolean): string {
  const base = classOf(n);
  const name = ctx.className(n.name, SUFFIX[base] ?? 'Select');
  const body = members(n, base, ctx);
  if (routed) {
    ctx.wholeId = true;
    body.splice(
      body.findIndex((m) => m.startsWith('customId')) + 1,
      0,
      'customIdParser = wholeId;',
    );
    body.push(run(n, base, ctx));
    ctx.registered.push(`new ${name}()`);
  }
  ctx.declare(name, base, body);
  return name;
}

/** `new X(...)`, with the component id carbon sends when the design sets one. */
function withId(n: PlanNode, made: string): string {
  const id = field(n, 'id');
  return id === undefined ? made : `Object.assign(${made}, { id: ${js(id)} })`;
}

/** carbon sends only a media's url: its other keys (proxy_url, sizes...) are said. */
function saySkipped(media: unknown, path: string, ctx: Ctx): void {
  if (!media || typeof media !== 'object' || Array.isArray(media)) return;
  for (const [k, v] of Object.entries(media))
    if (k !== 'url' && v !== null)
      ctx.note(`${path}.${k}`, `carbon sends only a media's url: left out (${shown(v)})`);
}

function mediaKeys(n: PlanNode, key: string, ctx: Ctx): void {
  const f = n.fields.find((x) => x.key === key);
  if (f) saySkipped(f.value, f.path, ctx);
}

const list = (items: readonly string[]) =>
  items.length === 0
    ? '[]'
    : items.join(', ').length < 70 && !items.some((i) => i.includes('\n'))
      ? `[${items.join(', ')}]`
      : `[\n${items.map((i) => `  ${i.replaceAll('\n', '\n  ')},`).join('\n')}\n]`;

/** The expression that builds `n` (declaring its class first when it is one). */
export function component(n: PlanNode, ctx: Ctx, routes: ReadonlySet<string>): string {
  const kids = (name: string) => slot(n, name).map((c) => component(c, ctx, routes));
  switch (n.kind) {
    case 'action-row':
      return `new ${ctx.use('Row')}(${list(kids('components'))})`;
    case 'container': {
      const accent = n.fields.find((f) => f.key === 'accent_color');
      // carbon's Container sends accent_color only when it is truthy.
      if (accent && accent.value !== null && !accent.value)
        ctx.note(
          accent.path,
          `carbon skips a colour that is 0 or empty: not sent (${JSON.stringify(accent.value)})`,
        );
      const options = [
        ...(field(n, 'accent_color') !== undefined
          ? [`accentColor: ${js(field(n, 'accent_color'))}`]
          : []),
        ...(field(n, 'spoiler') !== undefined ? [`spoiler: ${js(field(n, 'spoiler'))}`] : []),
      ];
      const opts = options.length > 0 ? `, { ${options.join(', ')} }` : '';
      return `new ${ctx.use('Container')}(${list(kids('components'))}${opts})`;
    }
    case 'section': {
      const accessory = kids('accessory')[0] ?? 'undefined';
      return withId(n, `new ${ctx.use('Section')}(${list(kids('components'))}, ${accessory})`);
    }
    case 'text-display':
      return withId(n, `new ${ctx.use('TextDisplay')}(${js(field(n, 'content') ?? '')})`);
    case 'thumbnail': {
      mediaKeys(n, 'media', ctx);
      const media = field(n, 'media') as { url?: unknown } | undefined;
      return withId(n, `new ${ctx.use('Thumbnail')}(${js(media?.url ?? '')})`);
    }
    case 'separator': {
      const options = [
        ...(field(n, 'divider') !== undefined ? [`divider: ${js(field(n, 'divider'))}`] : []),
        ...(field(n, 'spacing') !== undefined
          ? [`spacing: ${js(field(n, 'spacing'))} as const`]
          : []),
      ];
      return `new ${ctx.use('Separator')}(${options.length > 0 ? `{ ${options.join(', ')} }` : ''})`;
    }
    case 'media-gallery': {
      const items = (
        Array.isArray(field(n, 'items')) ? (field(n, 'items') as Record<string, unknown>[]) : []
      ).map((item, i) => {
        const { media, ...rest } = item;
        const at = `${n.fields.find((f) => f.key === 'items')?.path ?? `${n.path}.items`}[${i}].media`;
        saySkipped(media, at, ctx);
        const url =
          media && typeof media === 'object' ? (media as { url?: unknown }).url : undefined;
        return js({ url: url ?? '', ...rest });
      });
      return withId(n, `new ${ctx.use('MediaGallery')}(${list(items)})`);
    }
    case 'file': {
      mediaKeys(n, 'file', ctx);
      const file = field(n, 'file') as { url?: unknown } | undefined;
      const spoiler = field(n, 'spoiler');
      return withId(
        n,
        `new ${ctx.use('File')}(${js(file?.url ?? '')}${spoiler !== undefined ? `, ${js(spoiler)}` : ''})`,
      );
    }
    case 'label': {
      const name = ctx.className(n.name, 'Label');
      const inner = slot(n, 'component')[0];
      const body = members(n, 'Label', ctx);
      if (inner) body.push(`component = new ${declareClass(inner, ctx, false)}();`);
      ctx.declare(name, 'Label', body);
      return `new ${name}()`;
    }
    default:
      return `new ${declareClass(n, ctx, routes.has(n.path))}()`;
  }
}
