// hikari 2.6.0 builder expressions for the plan's component nodes (hikari.impl's builders, built
// with their keyword constructors so every field the design holds has its place), for a message
// and for a modal. A field hikari has no keyword for is named in the header, never dropped.
import type { Json, PlanNode } from '../../model';
import { call, list } from '../common/source';
import type { Ctx } from './hikari-py';
import { bool, idArg, isObject, kwargs, member, py, snowflake } from '../common/python';
import { emoji, media } from './hikari-py';

const BUTTON_STYLES: Record<number, string> = {
  1: 'PRIMARY',
  2: 'SECONDARY',
  3: 'SUCCESS',
  4: 'DANGER',
  5: 'LINK',
  6: 'PREMIUM',
};
const SELECT_TYPES: Record<string, string> = {
  'user-select': 'USER_SELECT_MENU',
  'role-select': 'ROLE_SELECT_MENU',
  'mentionable-select': 'MENTIONABLE_SELECT_MENU',
};
export const CHANNEL_TYPES: Record<number, string> = {
  0: 'GUILD_TEXT',
  1: 'DM',
  2: 'GUILD_VOICE',
  3: 'GROUP_DM',
  4: 'GUILD_CATEGORY',
  5: 'GUILD_NEWS',
  10: 'GUILD_NEWS_THREAD',
  11: 'GUILD_PUBLIC_THREAD',
  12: 'GUILD_PRIVATE_THREAD',
  13: 'GUILD_STAGE',
  15: 'GUILD_FORUM',
  16: 'GUILD_MEDIA',
};

/** `[hikari.ChannelType.GUILD_TEXT, ...]`; a number hikari has no name for stays a number. */
export function channelTypes(v: Json): string {
  if (!Array.isArray(v)) return py(v);
  return list(
    '[',
    v.map((t) =>
      typeof t === 'number' && CHANNEL_TYPES[t] ? `hikari.ChannelType.${CHANNEL_TYPES[t]}` : py(t),
    ),
    ']',
    'py',
  );
}

function selectOption(o: Json, path: string, ctx: Ctx): string {
  if (!isObject(o)) return py(o);
  const args: string[] = [];
  for (const [k, v] of Object.entries(o)) {
    const at = `${path}.${k}`;
    if (k === 'label' || k === 'value' || k === 'description') args.push(`${k}=${py(v)}`);
    else if (k === 'emoji') args.push(`emoji=${emoji(v, at, ctx)}`);
    else if (k === 'default') args.push(`is_default=${bool(v)}`);
    else ctx.note(at, `hikari's select option has no \`${k}\`: left out (${JSON.stringify(v)})`);
  }
  return call(ctx.impl('SelectOptionBuilder'), args, 'py');
}

function galleryItem(o: Json, path: string, ctx: Ctx): string {
  if (!isObject(o)) return py(o);
  const args: string[] = [];
  for (const [k, v] of Object.entries(o)) {
    const at = `${path}.${k}`;
    if (k === 'media') args.push(`media=${media(v, at, ctx)}`);
    else if (k === 'description') args.push(`description=${py(v)}`);
    else if (k === 'spoiler') args.push(`spoiler=${bool(v)}`);
    else ctx.note(at, `hikari's gallery item has no \`${k}\`: left out (${JSON.stringify(v)})`);
  }
  return call(ctx.impl('MediaGalleryItemBuilder'), args, 'py');
}

const children = (n: PlanNode, slot: string, ctx: Ctx): string[] =>
  (n.slots.find((s) => s.slot === slot)?.nodes.map((c) => component(c, ctx)) ?? []).filter(
    (c) => c !== '',
  );

/** `components=[...]` of a node's list slot. */
const childList = (n: PlanNode, slot: string, ctx: Ctx): string =>
  `${slot}=${list('[', children(n, slot, ctx), ']', 'py')}`;

function button(n: PlanNode, ctx: Ctx): string {
  const style = n.fields.find((f) => f.key === 'style')?.value;
  const cls =
    style === 5
      ? 'LinkButtonBuilder'
      : style === 6
        ? 'PremiumButtonBuilder'
        : 'InteractiveButtonBuilder';
  const args = kwargs(n, ctx, (f) => {
    if (f.key === 'style')
      return cls === 'InteractiveButtonBuilder'
        ? `style=${member('hikari.ButtonStyle', BUTTON_STYLES, f.value)}`
        : null;
    if (f.key === 'custom_id' || f.key === 'url' || f.key === 'label')
      return `${f.key}=${py(f.value)}`;
    if (f.key === 'sku_id') return `sku_id=${snowflake(f.value)}`;
    if (f.key === 'emoji') return `emoji=${emoji(f.value, f.path, ctx)}`;
    if (f.key === 'disabled') return `is_disabled=${bool(f.value)}`;
    return idArg(f);
  });
  return call(ctx.impl(cls), args, 'py');
}

function select(n: PlanNode, ctx: Ctx): string {
  const cls =
    n.kind === 'string-select'
      ? 'TextSelectMenuBuilder'
      : n.kind === 'channel-select'
        ? 'ChannelSelectMenuBuilder'
        : 'SelectMenuBuilder';
  const args: string[] = [];
  if (cls === 'SelectMenuBuilder')
    args.push(`type=hikari.ComponentType.${SELECT_TYPES[n.kind] ?? 'USER_SELECT_MENU'}`);
  // hikari's min_values defaults to 0 where Discord's is 1: always say it.
  if (!n.fields.some((f) => f.key === 'min_values')) args.push('min_values=1');
  args.push(
    ...kwargs(n, ctx, (f) => {
      if (['custom_id', 'placeholder', 'min_values', 'max_values'].includes(f.key))
        return `${f.key}=${py(f.value)}`;
      if (f.key === 'disabled') return `is_disabled=${bool(f.value)}`;
      if (f.key === 'channel_types' && n.kind === 'channel-select')
        return `channel_types=${channelTypes(f.value)}`;
      if (f.key === 'options' && n.kind === 'string-select' && Array.isArray(f.value))
        return `options=${list(
          '[',
          f.value.map((o, i) => selectOption(o, `${f.path}[${i}]`, ctx)),
          ']',
          'py',
        )}`;
      return idArg(f);
    }),
  );
  return call(ctx.impl(cls), args, 'py');
}

/** The builder expression of a component node (message or modal). */
export function component(n: PlanNode, ctx: Ctx): string {
  switch (n.kind) {
    case 'action-row': {
      const modal = n.slots.some((s) => s.nodes.some((c) => c.kind === 'text-input'));
      const cls = modal ? 'ModalActionRowBuilder' : 'MessageActionRowBuilder';
      const args = kwargs(n, ctx, idArg);
      return call(ctx.impl(cls), [childList(n, 'components', ctx), ...args], 'py');
    }
    case 'button':
      return button(n, ctx);
    case 'string-select':
    case 'user-select':
    case 'role-select':
    case 'mentionable-select':
    case 'channel-select':
      return select(n, ctx);
    case 'container': {
      const args = kwargs(n, ctx, (f) => {
        if (f.key === 'accent_color')
          return `accent_color=${typeof f.value === 'number' ? `hikari.Color(${f.value})` : py(f.value)}`;
        if (f.key === 'spoiler') return `spoiler=${bool(f.value)}`;
        return idArg(f);
      });
      return call(
        ctx.impl('ContainerComponentBuilder'),
        [...args, childList(n, 'components', ctx)],
        'py',
      );
    }
    case 'section': {
      const accessory = children(n, 'accessory', ctx)[0] ?? 'None';
      const args = kwargs(n, ctx, idArg);
      return call(
        ctx.impl('SectionComponentBuilder'),
        [childList(n, 'components', ctx), `accessory=${accessory}`, ...args],
        'py',
      );
    }
    case 'text-display':
      return call(
        ctx.impl('TextDisplayComponentBuilder'),
        kwargs(n, ctx, (f) => (f.key === 'content' ? `content=${py(f.value)}` : idArg(f))),
        'py',
      );
    case 'thumbnail':
      return call(
        ctx.impl('ThumbnailComponentBuilder'),
        kwargs(n, ctx, (f) => {
          if (f.key === 'media') return `media=${media(f.value, f.path, ctx)}`;
          if (f.key === 'description') return `description=${py(f.value)}`;
          if (f.key === 'spoiler') return `spoiler=${bool(f.value)}`;
          return idArg(f);
        }),
        'py',
      );
    case 'media-gallery':
      return call(
        ctx.impl('MediaGalleryComponentBuilder'),
        kwargs(n, ctx, (f) => {
          if (f.key === 'items' && Array.isArray(f.value))
            return `items=${list(
              '[',
              f.value.map((o, i) => galleryItem(o, `${f.path}[${i}]`, ctx)),
              ']',
              'py',
            )}`;
          return idArg(f);
        }),
        'py',
      );
    case 'file':
      return call(
        ctx.impl('FileComponentBuilder'),
        kwargs(n, ctx, (f) => {
          if (f.key === 'file') return `file=${media(f.value, f.path, ctx)}`;
          if (f.key === 'spoiler') return `spoiler=${bool(f.value)}`;
          return idArg(f);
        }),
        'py',
      );
    case 'separator':
      return call(
        ctx.impl('SeparatorComponentBuilder'),
        kwargs(n, ctx, (f) => {
          if (f.key === 'divider') return `divider=${bool(f.value)}`;
          if (f.key === 'spacing')
            return `spacing=${member('hikari.SpacingType', { 1: 'SMALL', 2: 'LARGE' }, f.value)}`;
          return idArg(f);
        }),
        'py',
      );
    case 'label': {
      // hikari 2.6.0 has no Label: its text sits on the text input, in an action row.
      const input = n.slots.find((s) => s.slot === 'component')?.nodes[0];
      const label = n.fields.find((f) => f.key === 'label')?.value ?? '';
      for (const f of n.fields) if (f.key !== 'label') ctx.unknown(f);
      if (!input) {
        ctx.note(
          n.path,
          `hikari 2.6.0 has no Label: with its field left out, its text is too (${JSON.stringify(label)})`,
        );
        return '';
      }
      return call(
        ctx.impl('ModalActionRowBuilder'),
        [`components=[${textInput(input, ctx, label)}]`],
        'py',
      );
    }
    case 'text-input':
      return textInput(n, ctx, null);
    default:
      ctx.note(n.path, `the hikari printer has no builder for it: left out`);
      return '';
  }
}

function textInput(n: PlanNode, ctx: Ctx, label: Json | null): string {
  const args = kwargs(n, ctx, (f) => {
    if (['custom_id', 'placeholder', 'value', 'min_length', 'max_length'].includes(f.key))
      return `${f.key}=${py(f.value)}`;
    if (f.key === 'label') return label === null ? `label=${py(f.value)}` : null;
    if (f.key === 'required') return `required=${bool(f.value)}`;
    if (f.key === 'style')
      return `style=${member('hikari.TextInputStyle', { 1: 'SHORT', 2: 'PARAGRAPH' }, f.value)}`;
    return idArg(f);
  });
  if (label !== null) args.splice(1, 0, `label=${py(label)}`);
  else if (!n.fields.some((f) => f.key === 'label')) args.push("label=''");
  return call(ctx.impl('TextInputBuilder'), args, 'py');
}
