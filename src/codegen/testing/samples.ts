// For tests: the designs the code generators are checked on. Every message and modal example
// from Discord's docs, every editor template, every kind the palette makes, and two designs that
// set every field the generators know, with strings that need escaping, each in every target.
import { TEMPLATES } from '../../model';
import {
  CATALOG,
  MESSAGE_ENVELOPES,
  MODAL_ENVELOPES,
  SELECT_KINDS,
  emptyMessage,
  emptyModal,
  makeNode,
  newNode,
} from '../../model';
import type { Doc, Envelope, MessageDoc, ModalDoc } from '../../model';
import {
  button,
  channelSelect,
  checkbox,
  checkboxGroup,
  choices,
  container,
  defaultValues,
  docOf,
  file,
  fileUpload,
  gallery,
  label,
  linkButton,
  mediaItem,
  mentionableSelect,
  message,
  premiumButton,
  radioGroup,
  roleSelect,
  row,
  section,
  separator,
  stringSelect,
  text,
  textInput,
  thumbnail,
  userSelect,
  withAttachments,
} from '../../model/testing/fixtures';
import { designExamples } from '../../model/testing/examples';
import { TRICKY } from './strings';

export { TRICKY };

/** What the code generators write code for: a message or a modal (never commands). */
export type Design = MessageDoc | ModalDoc;
export type DesignEnvelope = Exclude<Envelope, 'command' | 'commands'>;

export interface Sample {
  name: string;
  doc: Design;
  envelope: DesignEnvelope;
}

const targets = (doc: Design): readonly DesignEnvelope[] =>
  doc.surface === 'modal' ? MODAL_ENVELOPES : MESSAGE_ENVELOPES;

/** A fixture's document as a message or modal (fails the test for a set of commands). */
export function designOf(doc: Doc): Design {
  if (doc.surface === 'commands') throw new Error('A set of commands is not a message or modal.');
  return doc;
}

const every = (name: string, doc: Doc): Sample[] => {
  const design = designOf(doc);
  return targets(design).map((envelope) => ({
    name: `${name}.${envelope}`,
    doc: design,
    envelope,
  }));
};

/** A Components V2 message setting every component field discord.js and discord.py take. */
export const everyMessageField = (): Design =>
  designOf(
    docOf(
      withAttachments(
        message(
          container(
            text(`# ${TRICKY}`),
            section([text('Beside a picture')], thumbnail({ description: TRICKY, spoiler: true })),
            section(
              [text('Beside a button')],
              button({ style: 1, emoji: { id: '1234567890123', name: 'blob', animated: true } }),
            ),
            gallery(
              mediaItem('https://example.com/1.png', { description: 'One', spoiler: true }),
              mediaItem('attachment://two.png'),
            ),
            separator({ divider: false, spacing: 2 }),
            file('report.pdf', { spoiler: true }),
            row(
              button({ style: 3, label: TRICKY.slice(0, 20), disabled: true, id: 40 }),
              linkButton({ emoji: { name: '🔗' } }),
              premiumButton(),
            ),
            row(
              stringSelect({
                placeholder: TRICKY.slice(0, 30),
                min_values: 1,
                max_values: 2,
                disabled: true,
                options: [
                  {
                    label: 'Ant',
                    value: 'ant',
                    description: 'Small',
                    emoji: { name: '🐜' },
                    default: true,
                  },
                  { label: 'Bee', value: 'bee' },
                ],
              }),
            ),
            row(userSelect({ default_values: defaultValues('user', 2), max_values: 2 })),
            row(roleSelect({ default_values: defaultValues('role', 1) })),
            row(
              mentionableSelect({
                default_values: [...defaultValues('user', 1), ...defaultValues('role', 1)],
                max_values: 2,
              }),
            ),
            row(
              channelSelect({
                channel_types: [0, 2, 15],
                default_values: defaultValues('channel', 1),
              }),
            ),
          ),
        ),
        'report.pdf',
        'two.png',
      ),
    ),
  );

/** A modal setting every field of every modal kind. */
export const everyModalField = (): Design =>
  designOf(
    docOf({
      custom_id: 'every_field',
      title: 'It\'s "quoted"',
      components: [
        text(TRICKY),
        label(
          'Text',
          textInput({
            style: 2,
            placeholder: 'Type',
            value: TRICKY,
            min_length: 2,
            max_length: 200,
            required: false,
          }),
          { description: 'Described', id: 7 },
        ),
        label('Pick', stringSelect({ required: false, min_values: 0 })),
        label('Who', userSelect({ required: true })),
        label('Where', channelSelect({ channel_types: [0] })),
        label(
          'Upload',
          fileUpload({ min_values: 1, max_values: 3, file_types: ['image', '.pdf'] }),
        ),
        label(
          'One of',
          radioGroup({
            options: [
              ...choices(2),
              { label: 'Three', value: '3', description: 'd', default: true },
            ],
          }),
        ),
      ],
    }),
  );

const modalMore = (): Design =>
  designOf(
    docOf({
      custom_id: 'more',
      title: 'More',
      components: [
        label('Many', checkboxGroup({ min_values: 0, max_values: 2, required: false })),
        label('Agree', checkbox({ default: true })),
        label('Roles', roleSelect()),
        label('Anyone', mentionableSelect()),
      ],
    }),
  );

/** A legacy message with the body fields a bot sends besides components. */
export const legacyWithBody = (): Design =>
  designOf(
    docOf({
      content: TRICKY,
      tts: true,
      embeds: [{ title: 'Embed', description: TRICKY, color: 0x5865f2 }],
      allowed_mentions: { parse: ['users'], roles: ['1234'], replied_user: false },
      flags: 1 << 12,
      components: [row(button({ label: 'One' }), button({ label: 'Two' })), row(stringSelect())],
    }),
  );

/** One design per kind the palette makes, each put where that kind may go. */
function paletteKinds(): Sample[] {
  return CATALOG.filter((entry) => entry.family === 'component').flatMap((entry) => {
    const base = entry.surfaces.includes('message') ? emptyMessage() : emptyModal();
    const node = newNode(base, entry.kind);
    let placed = node;
    if (base.surface === 'modal' && !['label', 'text-display', 'action-row'].includes(entry.kind))
      placed = makeNode('label', { label: 'Label' }, { component: [node] });
    else if (entry.kind === 'button' || SELECT_KINDS.includes(entry.kind))
      placed = makeNode('action-row', {}, { components: [node] });
    else if (entry.kind === 'thumbnail')
      placed = makeNode(
        'section',
        {},
        { components: [makeNode('text-display', { content: 'Hi' })], accessory: [node] },
      );
    return every(`palette-${entry.kind}`, { ...base, nodes: [placed] });
  });
}

/** Every sample, with unique names. */
export function samples(): Sample[] {
  return [
    ...designExamples().flatMap((e) => every(`docs-${e.file.slice(0, 2)}`, docOf(e.json))),
    ...TEMPLATES.filter((t) => t.surface !== 'commands').flatMap((t) =>
      every(`template-${t.id}`, t.build()),
    ),
    ...paletteKinds(),
    ...every('every-message-field', everyMessageField()),
    ...every('every-modal-field', everyModalField()),
    ...every('modal-more', modalMore()),
    ...every('legacy-with-body', legacyWithBody()),
  ];
}
