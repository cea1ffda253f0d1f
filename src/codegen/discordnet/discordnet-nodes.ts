// The Discord.Net statements that build each node of a plan (a component, an embed, a poll, a
// command or an option): one `var name = <builder chain>;` per node, by its plan name, children
// declared before their parents as the plan orders them. Only the plan's fields are read.
import type { Json, PlanNode } from '../../model';
import { shown } from '../common/shared';
import { command, option } from './discordnet-commands';
import {
  b,
  BUTTON_STYLES,
  chain,
  channelType,
  children,
  colour,
  emote,
  field,
  int,
  isObj,
  local,
  OPTION_TYPES,
  s,
  SELECT_TYPES,
  snowflake,
} from './discordnet-words';
import type { Out } from './discordnet-words';

const names = (nodes: readonly PlanNode[]) => nodes.map((c) => local(c.name)).join(', ');

function button(n: PlanNode, out: Out): string[] {
  const calls: string[] = [];
  const style = field(n, 'style');
  calls.push(
    `WithStyle(${typeof style === 'number' ? (BUTTON_STYLES[style] ?? `(ButtonStyle)${style}`) : 'ButtonStyle.Primary'})`,
  );
  for (const [key, setter] of [
    ['label', 'WithLabel'],
    ['custom_id', 'WithCustomId'],
    ['url', 'WithUrl'],
  ] as const)
    if (typeof field(n, key) === 'string') calls.push(`${setter}(${s(field(n, key))})`);
  const e = emote(field(n, 'emoji'), out, `${n.path}.emoji`);
  if (e) calls.push(`WithEmote(${e})`);
  const sku = snowflake(field(n, 'sku_id'));
  if (sku) calls.push(`WithSkuId(${sku})`);
  if (b(field(n, 'disabled'))) calls.push(`WithDisabled(${b(field(n, 'disabled'))})`);
  return chain(n, 'new ButtonBuilder()', calls);
}

function selectOption(o: Json, out: Out, path: string): string {
  if (!isObj(o)) return 'new SelectMenuOptionBuilder()';
  const args = [
    s(o.label),
    s(o.value),
    s(o.description),
    emote(o.emoji, out, `${path}.emoji`) ?? 'null',
  ];
  args.push(typeof o.default === 'boolean' ? String(o.default) : 'null');
  return `new SelectMenuOptionBuilder(${args.join(', ')})`;
}

function select(n: PlanNode, out: Out): string[] {
  const calls = [`WithType(${SELECT_TYPES[n.kind] ?? 'ComponentType.SelectMenu'})`];
  if (typeof field(n, 'custom_id') === 'string')
    calls.push(`WithCustomId(${s(field(n, 'custom_id'))})`);
  if (typeof field(n, 'placeholder') === 'string')
    calls.push(`WithPlaceholder(${s(field(n, 'placeholder'))})`);
  for (const [key, setter] of [
    ['min_values', 'WithMinValues'],
    ['max_values', 'WithMaxValues'],
  ] as const) {
    const v = int(field(n, key));
    if (v !== null) calls.push(`${setter}(${v})`);
  }
  const options = field(n, 'options');
  if (Array.isArray(options))
    options.forEach((o, i) =>
      calls.push(`AddOption(${selectOption(o, out, `${n.path}.options[${i}]`)})`),
    );
  const types = field(n, 'channel_types');
  if (Array.isArray(types) && types.length > 0)
    calls.push(`WithChannelTypes(${types.map(channelType).join(', ')})`);
  const defaults = field(n, 'default_values');
  if (Array.isArray(defaults))
    for (const d of defaults) {
      const id = isObj(d) ? snowflake(d.id) : null;
      if (!id || !isObj(d)) continue;
      const type = d.type === 'role' ? 'Role' : d.type === 'channel' ? 'Channel' : 'User';
      calls.push(`AddDefaultValue(${id}, SelectDefaultValueType.${type})`);
    }
  if (b(field(n, 'disabled'))) calls.push(`WithDisabled(${b(field(n, 'disabled'))})`);
  return chain(n, 'new SelectMenuBuilder()', calls);
}

function textInput(n: PlanNode): string[] {
  const calls = [`WithCustomId(${s(field(n, 'custom_id'))})`];
  calls.push(`WithStyle(TextInputStyle.${field(n, 'style') === 2 ? 'Paragraph' : 'Short'})`);
  for (const [key, setter] of [
    ['label', 'WithLabel'],
    ['placeholder', 'WithPlaceholder'],
    ['value', 'WithValue'],
  ] as const)
    if (typeof field(n, key) === 'string') calls.push(`${setter}(${s(field(n, key))})`);
  for (const [key, setter] of [
    ['min_length', 'WithMinLength'],
    ['max_length', 'WithMaxLength'],
  ] as const) {
    const v = int(field(n, key));
    if (v !== null) calls.push(`${setter}(${v})`);
  }
  if (b(field(n, 'required'))) calls.push(`WithRequired(${b(field(n, 'required'))})`);
  return chain(n, 'new TextInputBuilder()', calls);
}

/** A media's url: Discord.Net's UnfurledMediaItemProperties holds the url only (the rest is said). */
function mediaUrl(v: Json | undefined, out: Out, path: string): string {
  if (!isObj(v)) {
    if (v !== undefined && v !== null) out.note(path, `not a media item: left out (${shown(v)})`);
    return 'null';
  }
  out.unknownKeys(v, ['url'], path, "Discord.Net's UnfurledMediaItemProperties");
  return s(v.url);
}

function component(n: PlanNode, out: Out): string[] {
  switch (n.kind) {
    case 'action-row':
      return chain(n, 'new ActionRowBuilder()', [
        `AddComponents(${names(children(n, 'components'))})`,
      ]);
    case 'button':
      return button(n, out);
    case 'text-input':
      return textInput(n);
    case 'section': {
      const calls = [`AddComponents(${names(children(n, 'components'))})`];
      const acc = children(n, 'accessory')[0];
      if (acc) calls.push(`WithAccessory(${local(acc.name)})`);
      return chain(n, 'new SectionBuilder()', calls);
    }
    case 'text-display':
      return chain(n, `new TextDisplayBuilder(${s(field(n, 'content'))})`, []);
    case 'thumbnail':
      return chain(
        n,
        `new ThumbnailBuilder(new UnfurledMediaItemProperties(${mediaUrl(field(n, 'media'), out, `${n.path}.media`)}), ${s(field(n, 'description'))}, ${b(field(n, 'spoiler')) ?? 'false'})`,
        [],
      );
    case 'media-gallery': {
      const items = field(n, 'items');
      const calls = (Array.isArray(items) ? items : []).flatMap((item, i) => {
        if (!isObj(item)) return [];
        const spoiler = b(item.spoiler) ?? 'false';
        const url = mediaUrl(item.media, out, `${n.path}.items[${i}].media`);
        return [`AddItem(${url}, ${s(item.description)}, ${spoiler})`];
      });
      return chain(n, 'new MediaGalleryBuilder()', calls);
    }
    case 'file': {
      const spoiler = b(field(n, 'spoiler'));
      return chain(
        n,
        `new FileComponentBuilder(new UnfurledMediaItemProperties(${mediaUrl(field(n, 'file'), out, `${n.path}.file`)}))`,
        [`WithIsSpoiler(${spoiler ?? 'null'})`],
      );
    }
    case 'separator': {
      const spacing = int(field(n, 'spacing'));
      return chain(n, 'new SeparatorBuilder()', [
        `WithIsDivider(${b(field(n, 'divider')) ?? 'null'})`,
        `WithSpacing(${spacing === '1' ? 'SeparatorSpacingSize.Small' : spacing === '2' ? 'SeparatorSpacingSize.Large' : spacing !== null ? `(SeparatorSpacingSize)${spacing}` : 'null'})`,
      ]);
    }
    case 'container': {
      const calls = [`AddComponents(${names(children(n, 'components'))})`];
      const accent = field(n, 'accent_color');
      if (typeof accent === 'number') calls.push(`WithAccentColor(${colour(accent)})`);
      if (b(field(n, 'spoiler'))) calls.push(`WithSpoiler(${b(field(n, 'spoiler'))})`);
      return chain(n, 'new ContainerBuilder()', calls);
    }
    case 'label': {
      const inner = children(n, 'component')[0];
      const args = [s(field(n, 'label')), inner ? local(inner.name) : 'null'];
      if (typeof field(n, 'description') === 'string') args.push(s(field(n, 'description')));
      return chain(n, `new LabelBuilder(${args.join(', ')})`, []);
    }
    case 'file-upload': {
      const min = int(field(n, 'min_values')) ?? 'null';
      const max = int(field(n, 'max_values')) ?? 'null';
      const required = b(field(n, 'required')) ?? 'true';
      return chain(
        n,
        `new FileUploadComponentBuilder(${s(field(n, 'custom_id'))}, ${min}, ${max}, ${required})`,
        [],
      );
    }
    case 'radio-group':
    case 'checkbox-group': {
      const options = field(n, 'options');
      const calls = (Array.isArray(options) ? options : [])
        .filter(isObj)
        .map(
          (o) =>
            `AddOption(${s(o.label)}, ${s(o.value)}, ${s(o.description)}, ${b(o.default) ?? 'false'})`,
        );
      if (n.kind === 'checkbox-group') {
        const min = int(field(n, 'min_values'));
        const max = int(field(n, 'max_values'));
        if (min !== null) calls.push(`WithMinValues(${min})`);
        if (max !== null) calls.push(`WithMaxValues(${max})`);
      }
      if (b(field(n, 'required'))) calls.push(`WithRequired(${b(field(n, 'required'))})`);
      const builder = n.kind === 'radio-group' ? 'RadioGroupBuilder' : 'CheckboxGroupBuilder';
      return chain(n, `new ${builder}(${s(field(n, 'custom_id'))})`, calls);
    }
    case 'checkbox':
      return chain(
        n,
        `new CheckboxBuilder(${s(field(n, 'custom_id'))}, ${b(field(n, 'default')) ?? 'null'})`,
        [],
      );
    default:
      if (SELECT_TYPES[n.kind]) return select(n, out);
      return [];
  }
}

function embed(n: PlanNode): string[] {
  const calls: string[] = [];
  for (const [key, setter] of [
    ['title', 'WithTitle'],
    ['description', 'WithDescription'],
    ['url', 'WithUrl'],
  ] as const)
    if (typeof field(n, key) === 'string') calls.push(`${setter}(${s(field(n, key))})`);
  const color = field(n, 'color');
  if (typeof color === 'number') calls.push(`WithColor(${colour(color)})`);
  const ts = field(n, 'timestamp');
  const ms = typeof ts === 'string' ? Date.parse(ts) : NaN;
  if (!Number.isNaN(ms))
    calls.push(`WithTimestamp(DateTimeOffset.FromUnixTimeMilliseconds(${ms}))`);
  const author = field(n, 'author');
  if (isObj(author))
    calls.push(`WithAuthor(${s(author.name)}, ${s(author.icon_url)}, ${s(author.url)})`);
  const footer = field(n, 'footer');
  if (isObj(footer)) calls.push(`WithFooter(${s(footer.text)}, ${s(footer.icon_url)})`);
  const thumbnail = field(n, 'thumbnail');
  if (isObj(thumbnail)) calls.push(`WithThumbnailUrl(${s(thumbnail.url)})`);
  const image = field(n, 'image');
  if (isObj(image)) calls.push(`WithImageUrl(${s(image.url)})`);
  for (const f of children(n, 'fields'))
    calls.push(
      `AddField(${s(field(f, 'name'))}, ${s(field(f, 'value'))}, ${b(field(f, 'inline')) ?? 'false'})`,
    );
  return [
    `var ${local(n.name)} = new EmbedBuilder()${calls.map((c) => `\n\t.${c}`).join('')}\n\t.Build();`,
  ];
}

function pollMedia(m: Json | undefined, out: Out, path: string): string {
  const media = isObj(m) ? m : {};
  const e = emote(media.emoji, out, `${path}.emoji`);
  const emoji = media.emoji;
  if (isObj(emoji) && snowflake(emoji.id) && typeof emoji.name === 'string' && emoji.name !== '')
    out.note(
      `${path}.emoji.name`,
      `Discord.Net sends a poll's custom emoji by its id only: its name is left out (${shown(emoji.name)})`,
    );
  return `new PollMediaProperties { Text = ${s(media.text)}${e ? `, Emoji = ${e}` : ''} }`;
}

function poll(n: PlanNode, out: Out): string[] {
  const lines = [`var ${local(n.name)} = new PollProperties`, '{'];
  lines.push(`\tQuestion = ${pollMedia(field(n, 'question'), out, `${n.path}.question`)},`);
  const answers = children(n, 'answers').map(
    (a) => `\t\t${pollMedia(field(a, 'poll_media'), out, `${a.path}.poll_media`)},`,
  );
  lines.push('\tAnswers = new List<PollMediaProperties>', '\t{', ...answers, '\t},');
  const duration = int(field(n, 'duration'));
  if (duration !== null) lines.push(`\tDuration = ${duration},`);
  const multi = b(field(n, 'allow_multiselect'));
  if (multi) lines.push(`\tAllowMultiselect = ${multi},`);
  const layout = int(field(n, 'layout_type'));
  lines.push(
    `\tLayoutType = ${layout === null || layout === '1' ? 'PollLayout.Default' : `(PollLayout)${layout}`},`,
  );
  lines.push('};');
  return lines;
}

/** The statements that declare `n` (none for the parts its parent writes itself). */
export function declare(n: PlanNode, out: Out): string[] {
  switch (n.kind) {
    case 'embed':
      return embed(n);
    case 'poll':
      return poll(n, out);
    case 'embed-field':
    case 'poll-answer':
      return [];
    case 'chat-input-command':
    case 'user-command':
    case 'message-command':
      return command(n, out);
    default:
      if (OPTION_TYPES[n.kind]) return option(n, out);
      return component(n, out);
  }
}
