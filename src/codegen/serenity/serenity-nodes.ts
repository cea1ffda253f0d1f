// serenity's builder expression for each node of the plan (components and modal fields here;
// embeds, polls, commands and options in serenity-parts.ts), each `X::new(..).a(..)` with its
// fields in the design's order. A node's children are the variables declared before it (the
// plan's declarations, children first) wrapped as the parent's slot takes them. A field it cannot
// set is told to `Out`.
import type { Json, NodeKind, PlanField, PlanNode, Place } from '../../model';
import { Chain, Fields, list, slotNodes, varOf } from './serenity-chain';
import { OPTION_TYPES, command, embed, poll, pollAnswer } from './serenity-parts';
import type { Out } from './serenity-values';
import {
  BUTTON_STYLES,
  CHANNEL_TYPES,
  LIBRARY,
  SPACINGS,
  TEXT_STYLES,
  bool,
  idOf,
  int,
  isObject,
  member,
  members,
  reaction,
  text,
} from './serenity-values';

export { varOf };

/** Enum variants of CreateComponent / CreateContainerComponent, by kind. */
const VARIANTS: Partial<Record<NodeKind, string>> = {
  'action-row': 'ActionRow',
  section: 'Section',
  'text-display': 'TextDisplay',
  'media-gallery': 'MediaGallery',
  file: 'File',
  separator: 'Separator',
  container: 'Container',
  label: 'Label',
};

const SELECTS: readonly NodeKind[] = [
  'string-select',
  'user-select',
  'role-select',
  'mentionable-select',
  'channel-select',
];

const LABEL_CTORS: Partial<Record<NodeKind, string>> = {
  'text-input': 'input_text',
  'string-select': 'select_menu',
  'user-select': 'select_menu',
  'role-select': 'select_menu',
  'mentionable-select': 'select_menu',
  'channel-select': 'select_menu',
  'file-upload': 'file_upload',
  'radio-group': 'radio_group',
  'checkbox-group': 'checkbox_group',
  checkbox: 'checkbox',
};

/** How `child` is written where `parent` holds it: wrapped in the enum its slot takes. */
export function wrapped(child: PlanNode, parent: Place, slot: string): string {
  const name = varOf(child);
  if (parent === 'message' || parent === 'modal')
    return `CreateComponent::${VARIANTS[child.kind]}(${name})`;
  if (parent === 'container') return `CreateContainerComponent::${VARIANTS[child.kind]}(${name})`;
  if (parent === 'section' && slot === 'accessory')
    return `CreateSectionAccessory::${child.kind === 'button' ? 'Button' : 'Thumbnail'}(${name})`;
  if (parent === 'section') return `CreateSectionComponent::TextDisplay(${name})`;
  return name;
}

/** The builder of a media item: its url; other keys of the item are left out with a note. */
function media(value: Json | undefined, out: Out, path: string): string {
  const o = isObject(value) ? value : {};
  for (const key of Object.keys(o))
    if (key !== 'url')
      out.note(`${path}.${key}`, `${LIBRARY} cannot set \`${key}\` of a media item: left out`);
  return `CreateUnfurledMediaItem::new(${text(o.url, out, `${path}.url`)})`;
}

/** Options of a string select, radio group or checkbox group. */
function choiceOptions(
  type: string,
  value: Json | undefined,
  out: Out,
  path: string,
  emoji: boolean,
): string {
  const items = Array.isArray(value) ? value : [];
  return list(
    items.map((o, i) => {
      const at = `${path}[${i}]`;
      const opt = isObject(o) ? o : {};
      const c = new Chain(
        `${type}::new(${text(opt.label, out, `${at}.label`)}, ${text(opt.value, out, `${at}.value`)})`,
      );
      for (const [key, v] of Object.entries(opt)) {
        if (key === 'label' || key === 'value' || v === null) continue;
        if (key === 'description') c.call('description', text(v, out, `${at}.description`));
        else if (key === 'default') c.call('default_selection', bool(v, out, `${at}.default`));
        else if (key === 'emoji' && emoji) c.call('emoji', reaction(v, out, `${at}.emoji`));
        else out.note(`${at}.${key}`, `${LIBRARY} cannot set \`${key}\` of an option: left out`);
      }
      return c.flat();
    }),
  );
}

function defaults(
  type: string,
  kind: string,
  value: Json | undefined,
  out: Out,
  path: string,
): string {
  const items = (Array.isArray(value) ? value : []).flatMap((d, i) => {
    if (!isObject(d) || d.type !== kind) return [];
    const id = idOf(type, d.id);
    if (id === null) out.note(`${path}[${i}]`, `not an id (${JSON.stringify(d.id)}): left out`);
    return id === null ? [] : [id];
  });
  return items.length > 0 ? `Some(${list(items)}.into())` : 'None';
}

function selectKind(n: PlanNode, f: Fields, out: Out): string {
  const dv = f.value('default_values');
  const at = f.path('default_values');
  switch (n.kind) {
    case 'string-select':
      return `CreateSelectMenuKind::String { options: ${choiceOptions('CreateSelectMenuOption', f.value('options'), out, f.path('options'), true)}.into() }`;
    case 'user-select':
      return `CreateSelectMenuKind::User { default_users: ${defaults('UserId', 'user', dv, out, at)} }`;
    case 'role-select':
      return `CreateSelectMenuKind::Role { default_roles: ${defaults('RoleId', 'role', dv, out, at)} }`;
    case 'mentionable-select':
      return `CreateSelectMenuKind::Mentionable { default_users: ${defaults('UserId', 'user', dv, out, at)}, default_roles: ${defaults('RoleId', 'role', dv, out, at)} }`;
    default: {
      const types = f.has('channel_types')
        ? members(
            'ChannelType',
            CHANNEL_TYPES,
            f.value('channel_types'),
            out,
            f.path('channel_types'),
          )
        : null;
      return `CreateSelectMenuKind::Channel { channel_types: ${types ? `Some(${types}.into())` : 'None'}, default_channels: ${defaults('GenericChannelId', 'channel', dv, out, at)} }`;
    }
  }
}

/** The common fields of every component-like builder, by key. */
function common(c: Chain, f: PlanField, fields: Fields, out: Out): void {
  const v = f.value;
  switch (f.key) {
    case 'label':
    case 'placeholder':
    case 'description':
    case 'value':
      c.call(f.key, text(v, out, f.path));
      break;
    case 'disabled':
    case 'required':
    case 'spoiler':
    case 'divider':
      c.call(f.key, bool(v, out, f.path));
      break;
    case 'min_values':
    case 'max_values':
    case 'min_length':
    case 'max_length':
      c.call(f.key, int(v, out, f.path));
      break;
    case 'emoji':
      c.call('emoji', reaction(v, out, f.path));
      break;
    default:
      fields.unknown(f);
  }
}

function component(n: PlanNode, out: Out): string {
  const f = new Fields(n, out);
  const customId = () => text(f.value('custom_id'), out, f.path('custom_id'));
  let c: Chain;
  switch (n.kind) {
    case 'button': {
      const style = f.value('style');
      if (style === 5)
        c = new Chain(`CreateButton::new_link(${text(f.value('url'), out, f.path('url'))})`);
      else if (style === 6) {
        const sku = idOf('SkuId', f.value('sku_id'));
        c = new Chain(`CreateButton::new_premium(${sku ?? 'SkuId::new(0)'})`);
        if (!sku) out.note(f.path('sku_id'), `not a SKU id: written as 0`);
      } else {
        c = new Chain(`CreateButton::new(${customId()})`);
        c.call('style', member('ButtonStyle', BUTTON_STYLES, style, out, f.path('style')));
      }
      break;
    }
    case 'string-select':
    case 'user-select':
    case 'role-select':
    case 'mentionable-select':
    case 'channel-select':
      c = new Chain(`CreateSelectMenu::new(${customId()}, ${selectKind(n, f, out)})`);
      break;
    case 'text-input':
      c = new Chain(
        `CreateInputText::new(${member('InputTextStyle', TEXT_STYLES, f.value('style') ?? 1, out, f.path('style'))}, ${customId()})`,
      );
      break;
    case 'file-upload':
      c = new Chain(`CreateFileUpload::new(${customId()})`);
      break;
    case 'radio-group':
      c = new Chain(
        `CreateRadioGroup::new(${customId()}, ${choiceOptions('CreateRadioGroupOption', f.value('options'), out, f.path('options'), false)})`,
      );
      break;
    case 'checkbox-group':
      c = new Chain(
        `CreateCheckboxGroup::new(${customId()}, ${choiceOptions('CreateCheckboxGroupOption', f.value('options'), out, f.path('options'), false)})`,
      );
      break;
    case 'checkbox':
      c = new Chain(`CreateCheckbox::new(${customId()})`);
      c.call(
        'default_selected',
        f.has('default') ? bool(f.value('default'), out, f.path('default')) : null,
      );
      break;
    case 'text-display':
      c = new Chain(`CreateTextDisplay::new(${text(f.value('content'), out, f.path('content'))})`);
      break;
    case 'thumbnail':
      c = new Chain(`CreateThumbnail::new(${media(f.value('media'), out, f.path('media'))})`);
      break;
    case 'file':
      c = new Chain(`CreateFile::new(${media(f.value('file'), out, f.path('file'))})`);
      break;
    case 'media-gallery': {
      const items = f.value('items');
      const at = f.path('items');
      c = new Chain(
        `CreateMediaGallery::new(${list(
          (Array.isArray(items) ? items : []).map((item, i) => {
            const o = isObject(item) ? item : {};
            const ic = new Chain(
              `CreateMediaGalleryItem::new(${media(o.media, out, `${at}[${i}].media`)})`,
            );
            for (const [key, v] of Object.entries(o)) {
              if (key === 'media' || v === null) continue;
              if (key === 'description')
                ic.call('description', text(v, out, `${at}[${i}].description`));
              else if (key === 'spoiler') ic.call('spoiler', bool(v, out, `${at}[${i}].spoiler`));
              else
                out.note(
                  `${at}[${i}].${key}`,
                  `${LIBRARY} cannot set \`${key}\` of a gallery item: left out`,
                );
            }
            return ic.flat();
          }),
        )})`,
      );
      break;
    }
    case 'separator':
      c = new Chain('CreateSeparator::new()');
      break;
    case 'container':
      c = new Chain(
        `CreateContainer::new(${list(slotNodes(n, 'components').map((k) => wrapped(k, 'container', 'components')))})`,
      );
      break;
    case 'section': {
      const texts = slotNodes(n, 'components').map((k) => wrapped(k, 'section', 'components'));
      const accessory = slotNodes(n, 'accessory')[0];
      if (!accessory)
        out.note(
          n.path,
          `${LIBRARY} cannot build a Section without an accessory: given an empty thumbnail`,
        );
      const acc = accessory
        ? wrapped(accessory, 'section', 'accessory')
        : 'CreateSectionAccessory::Thumbnail(CreateThumbnail::new(CreateUnfurledMediaItem::new("")))';
      c = new Chain(`CreateSection::new(${list(texts)}, ${acc})`);
      break;
    }
    case 'action-row': {
      const kids = slotNodes(n, 'components');
      const select = kids.find((k) => SELECTS.includes(k.kind));
      if (select) {
        for (const k of kids)
          if (k !== select)
            out.note(k.path, `${LIBRARY} puts one select alone in an Action Row: left out`);
        c = new Chain(`CreateActionRow::SelectMenu(${varOf(select)})`);
      } else c = new Chain(`CreateActionRow::buttons(${list(kids.map(varOf))})`);
      break;
    }
    case 'label': {
      const inner = slotNodes(n, 'component')[0];
      const ctor = inner ? LABEL_CTORS[inner.kind] : undefined;
      c = new Chain(
        `CreateLabel::${ctor ?? 'input_text'}(${text(f.value('label'), out, f.path('label'))}, ${inner && ctor ? varOf(inner) : 'CreateInputText::new(InputTextStyle::Short, "")'})`,
      );
      if (!inner || !ctor)
        out.note(
          n.path,
          `a Label with nothing ${LIBRARY} can put in it: given an empty text input`,
        );
      break;
    }
    default:
      throw new Error(`not a component: ${n.kind}`);
  }
  f.each((field) => {
    if (field.key === 'accent_color') c.call('accent_color', int(field.value, out, field.path));
    else if (field.key === 'spacing')
      c.call('spacing', member('SeparatorSpacingSize', SPACINGS, field.value, out, field.path));
    else common(c, field, f, out);
  });
  return c.toString();
}

/** The expression that builds `n`, its children already declared under their names. */
export function builder(n: PlanNode, out: Out): string {
  if (n.kind === 'embed') return embed(n, out);
  if (n.kind === 'poll') return poll(n, out);
  if (n.kind === 'poll-answer') return pollAnswer(n, out);
  if (n.kind.endsWith('-command') || n.kind in OPTION_TYPES) return command(n, out);
  return component(n, out);
}
