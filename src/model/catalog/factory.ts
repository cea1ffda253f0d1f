// New components as the palette creates them: each one valid on its own, with custom_ids that no
// other component of the document uses.
import type { NodeKind } from './catalog';
import { CommandType } from './catalog';
import type { CommandsDoc, Doc, MessageDoc, ModalDoc, Node } from '../document/document';
import { makeNode, walk } from '../document/document';
import { IS_COMPONENTS_V2 } from '../limits';

export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}

/** Every kind a new node can be of. */
export type NewKind = Exclude<NodeKind, 'unknown'>;

/** custom_ids already used in the document (and by nodes about to be added). */
export function usedCustomIds(nodes: readonly Node[]): Set<string> {
  const used = new Set<string>();
  walk(nodes, (n) => {
    if (typeof n.props.custom_id === 'string') used.add(n.props.custom_id);
  });
  return used;
}

/** What new nodes must not repeat: custom_ids of components, names of commands and options. */
export function usedIdentifiers(doc: Doc): Set<string> {
  if (doc.surface !== 'commands') return usedCustomIds(doc.nodes);
  const used = new Set<string>();
  walk(doc.nodes, (n) => {
    if (typeof n.props.name === 'string') used.add(n.props.name);
  });
  return used;
}

/** `base`, or `base-2`, `base-3`... : the first that is not in `used`; it is added to `used`. */
export function freshName(base: string, used: Set<string>): string {
  let name = base;
  for (let n = 2; used.has(name); n += 1) name = `${base}${base.includes(' ') ? ' ' : '-'}${n}`;
  used.add(name);
  return name;
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
 * A new node of `kind` for this document, valid where it is placed: Sections come with a Text
 * Display and a Button, Containers and Action Rows with one child, Labels with a Text Input; a
 * command or option gets a name no other one in the document has.
 */
export function newNode(doc: Doc, kind: NewKind, used: Set<string> = usedIdentifiers(doc)): Node {
  const cid = (base: string) => freshCustomId(base, used);
  switch (kind) {
    case 'action-row':
      // In a modal only the deprecated form exists: one Text Input, which then needs its own label.
      return makeNode(
        kind,
        {},
        {
          components: [
            doc.surface === 'modal'
              ? makeNode('text-input', { custom_id: cid('text_input'), style: 1, label: 'Text' })
              : newNode(doc, 'button', used),
          ],
        },
      );
    case 'button':
      return makeNode(kind, { style: 2, label: 'Button', custom_id: cid('button') });
    case 'string-select':
      return makeNode(kind, {
        custom_id: cid('select'),
        placeholder: 'Make a selection',
        options: [option(1), option(2)],
      });
    case 'user-select':
    case 'role-select':
    case 'mentionable-select':
    case 'channel-select': {
      const base = {
        ['user-select']: 'user_select',
        ['role-select']: 'role_select',
        ['mentionable-select']: 'mentionable_select',
        ['channel-select']: 'channel_select',
      }[kind];
      return makeNode(kind, { custom_id: cid(base) });
    }
    case 'text-input':
      return makeNode(kind, { custom_id: cid('text_input'), style: 1 });
    case 'section':
      return makeNode(
        kind,
        {},
        {
          components: [newNode(doc, 'text-display', used)],
          accessory: [newNode(doc, 'button', used)],
        },
      );
    case 'text-display':
      return makeNode(kind, { content: 'Some text' });
    case 'thumbnail':
      return makeNode(kind, { media: { url: 'https://cdn.discordapp.com/embed/avatars/0.png' } });
    case 'media-gallery':
      return makeNode(kind, {
        items: [{ media: { url: 'https://cdn.discordapp.com/embed/avatars/1.png' } }],
      });
    case 'file':
      return makeNode(kind, { file: { url: 'attachment://file.txt' } });
    case 'separator':
      return makeNode(kind, { divider: true, spacing: 1 });
    case 'container':
      return makeNode(
        kind,
        { accent_color: null },
        { components: [newNode(doc, 'text-display', used)] },
      );
    case 'label':
      return makeNode(kind, { label: 'Label' }, { component: [newNode(doc, 'text-input', used)] });
    case 'file-upload':
      return makeNode(kind, { custom_id: cid('file_upload') });
    case 'radio-group':
      return makeNode(kind, { custom_id: cid('radio_group'), options: [option(1), option(2)] });
    case 'checkbox-group':
      return makeNode(kind, { custom_id: cid('checkbox_group'), options: [option(1), option(2)] });
    case 'checkbox':
      return makeNode(kind, { custom_id: cid('checkbox') });
    case 'chat-input-command':
      return makeNode(kind, { name: freshName('command', used), description: 'What it does' });
    case 'user-command':
      return makeNode(kind, { type: CommandType.User, name: freshName('User Info', used) });
    case 'message-command':
      return makeNode(kind, { type: CommandType.Message, name: freshName('Quote', used) });
    case 'entry-point-command':
      return makeNode(kind, {
        type: CommandType.PrimaryEntryPoint,
        name: freshName('launch', used),
        description: 'Launch the Activity',
        handler: 2,
      });
    case 'subcommand-group':
      return makeNode(
        kind,
        { name: freshName('group', used), description: 'A group of subcommands' },
        { options: [newNode(doc, 'subcommand', used)] },
      );
    case 'subcommand':
      return makeNode(kind, { name: freshName('action', used), description: 'What it does' });
    case 'string-option':
    case 'integer-option':
    case 'boolean-option':
    case 'user-option':
    case 'channel-option':
    case 'role-option':
    case 'mentionable-option':
    case 'number-option':
    case 'attachment-option':
      return makeNode(kind, {
        name: freshName(kind.slice(0, -'-option'.length), used),
        description: 'Description',
      });
    case 'embed':
      return makeNode(kind, {
        title: 'Embed title',
        description: 'Embed description',
        color: 0x5865f2,
      });
    case 'embed-field':
      return makeNode(kind, { name: 'Field name', value: 'Field value' });
    case 'poll':
      return makeNode(
        kind,
        { question: { text: 'Your question?' }, duration: 24, allow_multiselect: false },
        {
          answers: [
            makeNode('poll-answer', { poll_media: { text: 'Yes' } }),
            makeNode('poll-answer', { poll_media: { text: 'No' } }),
          ],
        },
      );
    case 'poll-answer':
      return makeNode(kind, { poll_media: { text: 'Answer' } });
    default:
      return assertNever(kind);
  }
}

/** A blank Components V2 message. */
export function emptyMessage(v2 = true): MessageDoc {
  return {
    surface: 'message',
    envelope: 'message',
    body: v2 ? { flags: IS_COMPONENTS_V2 } : {},
    hasNodes: true,
    nodes: [],
  };
}

/** A blank modal with a custom_id and a title. */
export function emptyModal(): ModalDoc {
  return {
    surface: 'modal',
    envelope: 'modal-9',
    body: { custom_id: 'modal', title: 'Modal' },
    hasNodes: true,
    nodes: [],
  };
}

/** A blank set of global application commands. */
export function emptyCommands(guildId: string | null = null): CommandsDoc {
  return {
    surface: 'commands',
    envelope: 'commands',
    guildId,
    body: {},
    hasNodes: true,
    nodes: [],
  };
}
