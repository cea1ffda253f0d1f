// New components as the palette creates them: each one valid on its own, with custom_ids that no
// other component of the document uses.
import { ComponentType } from './catalog';
import type { Doc, MessageDoc, ModalDoc, Node } from './document';
import { makeNode, walk } from './document';
import { IS_COMPONENTS_V2 } from './limits';

const T = ComponentType;

export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}

/** custom_ids already used in the document (and by nodes about to be added). */
export function usedCustomIds(nodes: readonly Node[]): Set<string> {
  const used = new Set<string>();
  walk(nodes, (n) => {
    if (typeof n.props.custom_id === 'string') used.add(n.props.custom_id);
  });
  return used;
}

/** A custom_id like `button_2` that is not in `used`; it is added to `used`. */
export function freshCustomId(base: string, used: Set<string>): string {
  let n = 1;
  while (used.has(`${base}_${n}`)) n += 1;
  const id = `${base}_${n}`;
  used.add(id);
  return id;
}

const option = (n: number) => ({ label: `Option ${n}`, value: `option_${n}` });

/**
 * A new component of `type` for this document, valid where it is placed: Sections come with a
 * Text Display and a Button, Containers and Action Rows with one child, Labels with a Text Input.
 */
export function newComponent(
  doc: Doc,
  type: ComponentType,
  used: Set<string> = usedCustomIds(doc.components),
): Node {
  const cid = (base: string) => freshCustomId(base, used);
  switch (type) {
    case T.ActionRow:
      // In a modal only the deprecated form exists: one Text Input, which then needs its own label.
      return makeNode(
        type,
        {},
        {
          components: [
            doc.surface === 'modal'
              ? makeNode(T.TextInput, { custom_id: cid('text_input'), style: 1, label: 'Text' })
              : newComponent(doc, T.Button, used),
          ],
        },
      );
    case T.Button:
      return makeNode(type, { style: 2, label: 'Button', custom_id: cid('button') });
    case T.StringSelect:
      return makeNode(type, {
        custom_id: cid('select'),
        placeholder: 'Make a selection',
        options: [option(1), option(2)],
      });
    case T.UserSelect:
    case T.RoleSelect:
    case T.MentionableSelect:
    case T.ChannelSelect: {
      const base = {
        [T.UserSelect]: 'user_select',
        [T.RoleSelect]: 'role_select',
        [T.MentionableSelect]: 'mentionable_select',
        [T.ChannelSelect]: 'channel_select',
      }[type];
      return makeNode(type, { custom_id: cid(base) });
    }
    case T.TextInput:
      return makeNode(type, { custom_id: cid('text_input'), style: 1 });
    case T.Section:
      return makeNode(
        type,
        {},
        {
          components: [newComponent(doc, T.TextDisplay, used)],
          accessory: [newComponent(doc, T.Button, used)],
        },
      );
    case T.TextDisplay:
      return makeNode(type, { content: 'Some text' });
    case T.Thumbnail:
      return makeNode(type, { media: { url: 'https://cdn.discordapp.com/embed/avatars/0.png' } });
    case T.MediaGallery:
      return makeNode(type, {
        items: [{ media: { url: 'https://cdn.discordapp.com/embed/avatars/1.png' } }],
      });
    case T.File:
      return makeNode(type, { file: { url: 'attachment://file.txt' } });
    case T.Separator:
      return makeNode(type, { divider: true, spacing: 1 });
    case T.Container:
      return makeNode(
        type,
        { accent_color: null },
        { components: [newComponent(doc, T.TextDisplay, used)] },
      );
    case T.Label:
      return makeNode(
        type,
        { label: 'Label' },
        { component: [newComponent(doc, T.TextInput, used)] },
      );
    case T.FileUpload:
      return makeNode(type, { custom_id: cid('file_upload') });
    case T.RadioGroup:
      return makeNode(type, { custom_id: cid('radio_group'), options: [option(1), option(2)] });
    case T.CheckboxGroup:
      return makeNode(type, { custom_id: cid('checkbox_group'), options: [option(1), option(2)] });
    case T.Checkbox:
      return makeNode(type, { custom_id: cid('checkbox') });
    default:
      return assertNever(type);
  }
}

/** A blank Components V2 message. */
export function emptyMessage(v2 = true): MessageDoc {
  return {
    surface: 'message',
    envelope: 'message',
    body: v2 ? { flags: IS_COMPONENTS_V2 } : {},
    hasComponents: true,
    components: [],
  };
}

/** A blank modal with a custom_id and a title. */
export function emptyModal(): ModalDoc {
  return {
    surface: 'modal',
    envelope: 'modal-9',
    body: { custom_id: 'modal', title: 'Modal' },
    hasComponents: true,
    components: [],
  };
}
