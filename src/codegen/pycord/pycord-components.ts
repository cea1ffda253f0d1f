// py-cord 2.8.1 expressions for the plan's component nodes: the items of a DesignerView (text
// displays, sections, containers, galleries, files, separators and thumbnails, built with their
// constructors) and of a DesignerModal (Labels around their fields), and one ActionRow subclass
// per action row whose buttons and selects are decorated methods: the handler of each routed
// custom_id. A field py-cord has no keyword for is named in the header, never dropped.
import type { Json, PlanField, PlanNode, Route } from '../../model';
import { call, list } from '../common/source';
import type { Ctx } from './pycord-py';
import {
  bool,
  def,
  idArg,
  isObject,
  kwargs,
  member,
  members,
  py,
  shownShort,
  snowflake,
} from '../common/python';
import { className, emoji, media, pyName } from './pycord-py';

const BUTTON_STYLES: Record<number, string> = {
  1: 'primary',
  2: 'secondary',
  3: 'success',
  4: 'danger',
  5: 'link',
  6: 'premium',
};
export const CHANNEL_TYPES: Record<number, string> = {
  0: 'text',
  1: 'private',
  2: 'voice',
  3: 'group',
  4: 'category',
  5: 'news',
  10: 'news_thread',
  11: 'public_thread',
  12: 'private_thread',
  13: 'stage_voice',
  14: 'directory',
  15: 'forum',
  16: 'media',
};
export const SELECT_TYPES: Record<string, string> = {
  'string-select': 'string_select',
  'user-select': 'user_select',
  'role-select': 'role_select',
  'mentionable-select': 'mentionable_select',
  'channel-select': 'channel_select',
};

/** `[discord.ChannelType.text, ...]`; a number py-cord has no name for goes through the enum. */
export function channelTypes(v: Json): string {
  return members('discord.ChannelType', CHANNEL_TYPES, v);
}

/** An option of a select, radio group or checkbox group, by its class. */
function option(cls: string, o: Json, path: string, ctx: Ctx, withEmoji: boolean): string {
  if (!isObject(o)) return py(o);
  const args: string[] = [];
  for (const [k, v] of Object.entries(o)) {
    const at = `${path}.${k}`;
    if (k === 'label' || k === 'value' || k === 'description') args.push(`${k}=${py(v)}`);
    else if (k === 'emoji' && withEmoji) args.push(`emoji=${emoji(v, at, ctx)}`);
    else if (k === 'default') args.push(`default=${bool(v)}`);
    else ctx.note(at, `py-cord's ${cls} has no \`${k}\`: left out (${shownShort(v)})`);
  }
  return call(`discord.${cls}`, args, 'py');
}

export function options(cls: string, f: PlanField, ctx: Ctx, withEmoji = false): string {
  if (!Array.isArray(f.value)) return `options=${py(f.value)}`;
  const items = f.value.map((o, i) => option(cls, o, `${f.path}[${i}]`, ctx, withEmoji));
  return `options=${list('[', items, ']', 'py')}`;
}

const DEFAULT_TYPES: Record<string, string> = { user: 'user', role: 'role', channel: 'channel' };

function defaultValues(v: Json): string {
  if (!Array.isArray(v)) return py(v);
  const items = v.map((d) =>
    isObject(d)
      ? `discord.SelectDefaultValue(id=${snowflake(d.id ?? null)}, type=${
          typeof d.type === 'string' && DEFAULT_TYPES[d.type]
            ? `discord.SelectDefaultValueType.${DEFAULT_TYPES[d.type]}`
            : `discord.SelectDefaultValueType(${py(d.type ?? null)})`
        })`
      : py(d),
  );
  return list('[', items, ']', 'py');
}

/** The keyword arguments of a button (the decorator's and the constructor's are the same). */
export function buttonArgs(n: PlanNode, ctx: Ctx): string[] {
  return kwargs(n, ctx, (f) => {
    if (f.key === 'style')
      return f.value === 5
        ? null
        : `style=${member('discord.ButtonStyle', BUTTON_STYLES, f.value)}`;
    if (f.key === 'custom_id' || f.key === 'url' || f.key === 'label')
      return `${f.key}=${py(f.value)}`;
    if (f.key === 'sku_id') return `sku_id=${snowflake(f.value)}`;
    if (f.key === 'emoji') return `emoji=${emoji(f.value, f.path, ctx)}`;
    if (f.key === 'disabled') return `disabled=${bool(f.value)}`;
    return idArg(f);
  });
}

/** The keyword arguments of a select, in a message (`modal` adds `required`). */
export function selectArgs(n: PlanNode, ctx: Ctx, modal: boolean): string[] {
  return kwargs(n, ctx, (f) => {
    if (['custom_id', 'placeholder', 'min_values', 'max_values'].includes(f.key))
      return `${f.key}=${py(f.value)}`;
    if (f.key === 'disabled') return `disabled=${bool(f.value)}`;
    if (f.key === 'required' && modal) return `required=${bool(f.value)}`;
    if (f.key === 'channel_types' && n.kind === 'channel-select')
      return `channel_types=${channelTypes(f.value)}`;
    if (f.key === 'options' && n.kind === 'string-select')
      return options('SelectOption', f, ctx, true);
    if (f.key === 'default_values' && n.kind !== 'string-select')
      return `default_values=${defaultValues(f.value)}`;
    return idArg(f);
  });
}

/** A button or select built by its constructor (a link button, or one without a route). */
function plainItem(n: PlanNode, ctx: Ctx): string {
  if (n.kind === 'button') return call('discord.ui.Button', buttonArgs(n, ctx), 'py');
  const type = `discord.ComponentType.${SELECT_TYPES[n.kind] ?? 'string_select'}`;
  return call('discord.ui.Select', [type, ...selectArgs(n, ctx, false)], 'py');
}

/** What a view's printing gathers: the ActionRow classes, in the order they are declared. */
export interface Rows {
  classes: string[];
  routes: readonly Route[];
}

function handler(n: PlanNode, route: Route, ctx: Ctx): string {
  const isButton = n.kind === 'button';
  const decorator = isButton ? 'discord.ui.button' : `discord.ui.${SELECT_TYPES[n.kind]}`;
  const args = isButton ? buttonArgs(n, ctx) : selectArgs(n, ctx, false);
  const what = isButton ? 'button: discord.ui.Button' : 'select: discord.ui.Select';
  const body = isButton
    ? ['# your code here', 'await interaction.response.defer()']
    : [
        'picked = select.values',
        'del picked  # your code here',
        'await interaction.response.defer()',
      ];
  return `    @${call(decorator, args, 'py').replaceAll('\n', '\n    ')}\n${def(
    `async def ${pyName(route.name)}(self, ${what}, interaction: discord.Interaction) -> None:`,
    `${isButton ? 'A click on' : 'A choice in'} the ${n.kind.replace('-', ' ')} at ${route.path}.`,
    body,
    '    ',
  )}`;
}

/** Declares the ActionRow subclass of an action row of a message; returns its construction. */
function rowClass(n: PlanNode, rows: Rows, ctx: Ctx): string {
  const name = className(n.name, '');
  const children = n.slots.flatMap((s) => s.nodes);
  const methods: string[] = [];
  const init: string[] = [];
  let plainSeen = false;
  for (const c of children) {
    const route = rows.routes.find((r) => r.path === c.path);
    if (route) {
      methods.push(handler(c, route, ctx));
      // py-cord adds decorated items first: one after a plain item is moved to its place.
      if (plainSeen)
        init.push(
          `self.remove_item(self.${pyName(route.name)})`,
          `self.add_item(self.${pyName(route.name)})`,
        );
    } else {
      plainSeen = true;
      init.push(`self.add_item(${plainItem(c, ctx)})`);
    }
  }
  const id = n.fields.find((f) => f.key === 'id');
  for (const f of n.fields) if (f.key !== 'id') ctx.unknown(f);
  const lines = [`class ${name}(discord.ui.ActionRow):`, `    """The action row at ${n.path}."""`];
  if (init.length > 0 || id)
    lines.push(
      '',
      def(
        'def __init__(self) -> None:',
        "Its items, in the design's order.",
        [`super().__init__(${id ? `id=${py(id.value)}` : ''})`, ...init],
        '    ',
      ),
    );
  for (const m of methods) lines.push('', m);
  rows.classes.push(lines.join('\n'));
  return `${name}()`;
}

const children = (n: PlanNode, slot: string, rows: Rows, ctx: Ctx): string[] =>
  n.slots.find((s) => s.slot === slot)?.nodes.map((c) => viewItem(c, rows, ctx)) ?? [];

function galleryItem(o: Json, path: string, ctx: Ctx): string {
  if (!isObject(o)) return py(o);
  const args: string[] = [];
  for (const [k, v] of Object.entries(o)) {
    const at = `${path}.${k}`;
    if (k === 'media') args.unshift(media(v, at, ctx));
    else if (k === 'description' || k === 'spoiler') args.push(`${k}=${py(v)}`);
    else ctx.note(at, `py-cord's MediaGalleryItem has no \`${k}\`: left out (${shownShort(v)})`);
  }
  return call('discord.MediaGalleryItem', args, 'py');
}

/** The item expression of a component node of a message's view. */
export function viewItem(n: PlanNode, rows: Rows, ctx: Ctx): string {
  switch (n.kind) {
    case 'action-row':
      return rowClass(n, rows, ctx);
    case 'button':
    case 'string-select':
    case 'user-select':
    case 'role-select':
    case 'mentionable-select':
    case 'channel-select':
      return plainItem(n, ctx);
    case 'container': {
      const args = kwargs(n, ctx, (f) => {
        if (f.key === 'accent_color') return `color=${py(f.value)}`;
        if (f.key === 'spoiler') return `spoiler=${bool(f.value)}`;
        return idArg(f);
      });
      return call('discord.ui.Container', [...children(n, 'components', rows, ctx), ...args], 'py');
    }
    case 'section': {
      const accessory = children(n, 'accessory', rows, ctx)[0];
      const args = kwargs(n, ctx, idArg);
      return call(
        'discord.ui.Section',
        [
          ...children(n, 'components', rows, ctx),
          ...(accessory ? [`accessory=${accessory}`] : []),
          ...args,
        ],
        'py',
      );
    }
    case 'text-display':
      return textDisplay(n, ctx);
    case 'thumbnail': {
      const url = n.fields.find((f) => f.key === 'media');
      const args = kwargs(n, ctx, (f) => {
        if (f.key === 'media') return null;
        if (f.key === 'description' || f.key === 'spoiler') return `${f.key}=${py(f.value)}`;
        return idArg(f);
      });
      return call(
        'discord.ui.Thumbnail',
        [url ? media(url.value, url.path, ctx) : "''", ...args],
        'py',
      );
    }
    case 'media-gallery': {
      const items: string[] = [];
      const args = kwargs(n, ctx, (f) => {
        if (f.key !== 'items' || !Array.isArray(f.value)) return idArg(f);
        f.value.forEach((o, i) => items.push(galleryItem(o, `${f.path}[${i}]`, ctx)));
        return null;
      });
      return call('discord.ui.MediaGallery', [...items, ...args], 'py');
    }
    case 'file': {
      const url = n.fields.find((f) => f.key === 'file');
      const args = kwargs(n, ctx, (f) => {
        if (f.key === 'file') return null;
        if (f.key === 'spoiler') return `spoiler=${bool(f.value)}`;
        return idArg(f);
      });
      return call('discord.ui.File', [url ? media(url.value, url.path, ctx) : "''", ...args], 'py');
    }
    case 'separator':
      return call(
        'discord.ui.Separator',
        kwargs(n, ctx, (f) => {
          if (f.key === 'divider') return `divider=${bool(f.value)}`;
          if (f.key === 'spacing')
            return `spacing=${member('discord.SeparatorSpacingSize', { 1: 'small', 2: 'large' }, f.value)}`;
          return idArg(f);
        }),
        'py',
      );
    default:
      ctx.note(n.path, 'the py-cord printer has no item for it in a message: left out');
      return "discord.ui.TextDisplay('')";
  }
}

export function textDisplay(n: PlanNode, ctx: Ctx): string {
  const content = n.fields.find((f) => f.key === 'content');
  const args = kwargs(n, ctx, (f) => (f.key === 'content' ? null : idArg(f)));
  return call('discord.ui.TextDisplay', [py(content?.value ?? ''), ...args], 'py');
}
