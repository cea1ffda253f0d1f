// A new node of each kind as the palette, a drop or a fix creates it: each one valid on its own,
// with custom_ids and names that no other node of the document uses. A file of its own, reached
// only through lazy imports (the editor's node factory, the fixes), so the first load, which never
// makes a node before a person adds one, carries none of it.
import { CommandType } from './catalog';
import type { Doc, Node } from '../document/document';
import { makeNode } from '../document/document';
import type { NewKind } from './factory';
import { assertNever, freshCustomId, freshName, usedIdentifiers } from './factory';

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
