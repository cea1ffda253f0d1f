// discordeno code for the plan's nodes: each component, embed, poll, command and option as the
// plain object discordeno types it (`{ type: MessageComponentTypes.Button, style: ..., customId }`),
// with its children in place. A component discordeno's types lack where it stands is printed
// through `untyped(...)`; a File through `as FileComponent` (its type asks for what Discord sends
// back); a field discordeno does not type through `...asWritten(...)`.
import type { NodeKind, PlanNode } from '../../model';
import { list } from '../common/source';
import type { Ctx, FieldStyle } from './discordeno-values';
import { entries, member, plain } from './discordeno-values';

const SELECT = plain('custom_id', 'placeholder', 'min_values', 'max_values', 'disabled', 'id');
const AUTO_SELECT = { ...SELECT, ...plain('default_values') };

/** The fields discordeno's types have, by kind (Discord's names). */
const TYPED: Partial<Record<NodeKind, Readonly<Record<string, FieldStyle>>>> = {
  'action-row': plain('id'),
  button: {
    ...plain('label', 'emoji', 'custom_id', 'sku_id', 'url', 'disabled', 'id'),
    style: 'enum:ButtonStyles',
  },
  'string-select': { ...SELECT, ...plain('options', 'required') },
  'user-select': AUTO_SELECT,
  'role-select': AUTO_SELECT,
  'mentionable-select': AUTO_SELECT,
  'channel-select': { ...AUTO_SELECT, channel_types: 'enums:ChannelTypes' },
  'text-input': {
    ...plain('custom_id', 'label', 'min_length', 'max_length', 'required', 'value'),
    ...plain('placeholder', 'id'),
    style: 'enum:TextStyles',
  },
  section: plain('id'),
  'text-display': plain('content', 'id'),
  thumbnail: plain('media', 'description', 'spoiler', 'id'),
  'media-gallery': plain('items', 'id'),
  file: plain('file', 'spoiler', 'id', 'name', 'size'),
  separator: { ...plain('divider', 'id'), spacing: 'enum:SeparatorSpacingSize' },
  container: plain('accent_color', 'spoiler', 'id'),
  label: plain('label', 'description', 'id'),
  embed: plain(
    ...['title', 'type', 'description', 'url', 'timestamp', 'color', 'footer', 'image'],
    ...['thumbnail', 'video', 'provider', 'author'],
  ),
  'embed-field': plain('name', 'value', 'inline'),
  poll: plain('question', 'duration', 'allow_multiselect', 'layout_type'),
  'poll-answer': plain('poll_media'),
};

const COMMAND: Readonly<Record<string, FieldStyle>> = {
  ...plain('name', 'name_localizations', 'description', 'description_localizations'),
  ...plain('default_member_permissions', 'dm_permission', 'default_permission', 'nsfw'),
  ...plain('handler'),
  type: 'enum:ApplicationCommandTypes',
  contexts: 'enums:DiscordInteractionContextType',
  integration_types: 'enums:DiscordApplicationIntegrationType',
};

const OPTION: Readonly<Record<string, FieldStyle>> = {
  ...plain('name', 'name_localizations', 'description', 'description_localizations'),
  ...plain('required', 'choices', 'min_value', 'max_value', 'min_length', 'max_length'),
  ...plain('autocomplete'),
  channel_types: 'enums:ChannelTypes',
};

/** Kinds discordeno's types have no place for: printed through `untyped(...)`. */
const UNTYPED: readonly NodeKind[] = ['file-upload', 'radio-group', 'checkbox-group', 'checkbox'];
/** What a Label's `component` may be in discordeno's types. */
const IN_LABEL: readonly NodeKind[] = ['text-input', 'string-select'];

function typedOf(n: PlanNode): Readonly<Record<string, FieldStyle>> {
  if (n.kind.endsWith('-command')) return COMMAND;
  if (n.kind.endsWith('-option') || n.kind.startsWith('subcommand')) return OPTION;
  return TYPED[n.kind] ?? {};
}

/** The object literal of a node, with its children. `parent` is the kind it stands in. */
export function node(ctx: Ctx, n: PlanNode, parent: NodeKind | null = null): string {
  const isOption = n.kind.endsWith('-option') || n.kind.startsWith('subcommand');
  const head: string[] = [];
  if (n.type !== null && !n.kind.endsWith('-command')) {
    const enumName = isOption ? 'ApplicationCommandOptionTypes' : 'MessageComponentTypes';
    const untyped = UNTYPED.includes(n.kind) || (parent === 'label' && !IN_LABEL.includes(n.kind));
    head.push(`type: ${untyped ? n.type : member(ctx, enumName, n.type)}`);
  }
  const items = [...head, ...entries(ctx, n.fields, typedOf(n))];
  for (const slot of n.slots) {
    const children = slot.nodes.map((c) => node(ctx, c, n.kind));
    if (slot.single) {
      if (children[0] !== undefined) items.push(`${slot.slot}: ${children[0]}`);
    } else items.push(`${slot.slot}: ${list('[', children, ']', 'js')}`);
  }
  const literal = list('{', items, '}', 'js', ' ');
  if (UNTYPED.includes(n.kind) || (parent === 'label' && !IN_LABEL.includes(n.kind))) {
    ctx.untyped = true;
    return `untyped(${literal})`;
  }
  if (n.kind === 'file') return `(${literal} as ${ctx.type('FileComponent')})`;
  return literal;
}
