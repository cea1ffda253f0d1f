import { describe, expect, it } from 'vitest';
import { convertDoc } from './convert';
import type { SurfaceChoice } from '../document/surface';
import { surfaceOf } from '../document/surface';
import { importPayload } from './import';
import type { Doc } from '../document/document';
import { countNodes } from '../document/document';
import { emptyCommands, emptyMessage, emptyModal } from '../catalog/factory';
import { toPayload } from './to-payload';
import {
  button,
  checkbox,
  chars,
  container,
  docOf,
  file,
  gallery,
  label,
  mediaItem,
  message,
  modal,
  row,
  section,
  separator,
  stringSelect,
  text,
  textInput,
  thumbnail,
  userSelect,
} from '../testing/fixtures';
import { validate } from '../rules/validate';

const errors = (doc: Doc) =>
  validate(doc)
    .filter((p) => p.severity === 'error')
    .map((p) => `${p.code} ${p.path}`);

describe('surfaceOf', () => {
  it('tells the three surfaces apart', () => {
    expect(surfaceOf(emptyMessage(true))).toBe('v2');
    expect(surfaceOf(emptyMessage(false))).toBe('legacy');
    expect(surfaceOf(emptyModal())).toBe('modal');
    expect(surfaceOf(docOf({ flags: 32768 | 64, components: [text()] }))).toBe('v2');
  });
});

describe('convertDoc: to and from a command set', () => {
  it('names everything a message leaves behind, and starts an empty set', () => {
    const doc = docOf({ content: 'Hi', embeds: [{ title: 'x' }], components: [row(button())] });
    const { doc: next, lost } = convertDoc(doc, 'commands');
    expect(next).toMatchObject({ surface: 'commands', guildId: null, nodes: [] });
    expect(lost).toEqual([
      '1 Embed (a command set has no place for it)',
      '1 Action Row (a command set has no place for it)',
      '1 Button (a command set has no place for it)',
      "The message's text content (a command set has no message body).",
    ]);
  });

  it('names the commands a switch to a modal drops', () => {
    const set = importPayload([{ name: 'ping', description: 'Pong', options: [] }]).doc!;
    const { doc: next, lost } = convertDoc(set, 'modal');
    expect(next.surface).toBe('modal');
    expect(lost).toEqual(['1 Slash command (a modal has no place for it)']);
    expect(convertDoc(emptyCommands(null), 'v2').lost).toEqual([]);
  });
});

describe('convertDoc', () => {
  it.each([
    ['v2', () => docOf(message(text(), gallery(mediaItem())))],
    [
      'legacy',
      () => docOf({ content: 'Hi', embeds: [{ title: 'x' }], components: [row(button())] }),
    ],
    ['modal', () => docOf(modal(label('Q', textInput())))],
  ] as const)('is the identity for the same surface (%s)', (surface, make) => {
    const doc = make();
    const result = convertDoc(doc, surface as SurfaceChoice);
    expect(result.doc).toBe(doc);
    expect(result.lost).toEqual([]);
  });
});

describe('convertDoc: V2 to legacy', () => {
  it('keeps Action Rows from every level, joins the texts into content and names what goes', () => {
    const rowA = row(button({ label: 'A' }));
    const doc = docOf(
      message(
        text('Title'),
        container(text('Body'), rowA, gallery(mediaItem()), separator()),
        section([text('Side')], button({ label: 'Go' })),
        gallery(mediaItem(), mediaItem()),
        separator(),
        section([text('Pic')], thumbnail()),
        row(button({ label: 'B' })),
      ),
    );
    const { doc: next, lost } = convertDoc(doc, 'legacy');
    expect(toPayload(next)).toEqual({
      content: 'Title\n\nBody\n\nSide\n\nPic',
      components: [
        rowA,
        { type: 1, components: [expect.objectContaining({ label: 'Go' })] },
        { type: 1, components: [expect.objectContaining({ label: 'B' })] },
      ],
    });
    expect(lost).toEqual([
      '2 Media Galleries (a legacy message has no place for them)',
      '2 Separators (a legacy message has no place for them)',
      '1 Thumbnail (a legacy message has no place for it)',
      'The frame, accent colour and spoiler of 1 Container (a legacy message has no Containers; what was inside is kept).',
    ]);
    expect(errors(next)).toEqual([]);
  });

  it('keeps the first 5 Action Rows and names the others with what they hold', () => {
    const rows = Array.from({ length: 7 }, (_, i) => row(button({ label: `B${i}` })));
    const { doc, lost } = convertDoc(docOf(message(...rows)), 'legacy');
    expect(doc.nodes).toHaveLength(5);
    expect(doc.nodes.map((r) => r.slots.components![0]!.props.label)).toEqual([
      'B0',
      'B1',
      'B2',
      'B3',
      'B4',
    ]);
    expect(lost).toEqual([
      '2 Action Rows (a legacy message has no place for them)',
      '2 Buttons (a legacy message has no place for them)',
    ]);
    expect(errors(doc)).toEqual([]);
  });

  it('cuts the text at 2000 characters and says so', () => {
    const { doc, lost } = convertDoc(
      docOf(message(text(chars(1500)), text(chars(1500)))),
      'legacy',
    );
    expect((doc.body.content as string).length).toBe(2000);
    expect(lost).toEqual(["The text past 2000 characters (a legacy message's content limit)."]);
    expect(errors(doc)).toEqual([]);
  });

  it('keeps other flags and drops only IS_COMPONENTS_V2', () => {
    const { doc } = convertDoc(
      docOf({ flags: 32768 | 4096, components: [row(button())] }),
      'legacy',
    );
    expect(doc.body.flags).toBe(4096);
    expect(surfaceOf(doc)).toBe('legacy');
  });

  it('names Files as lost', () => {
    const { lost } = convertDoc(
      docOf(message(file('a.pdf'), file('b.pdf'), row(button()))),
      'legacy',
    );
    expect(lost).toEqual(['2 Files (a legacy message has no place for them)']);
  });
});

describe('convertDoc: legacy to V2', () => {
  it('moves the content into a Text Display first, embeds into Containers, and names the stickers', () => {
    const doc = docOf({
      content: 'Hello',
      embeds: [{ title: 'a' }, { title: 'b' }],
      sticker_ids: ['1'],
      components: [row(button()), row(stringSelect())],
    });
    const { doc: next, lost } = convertDoc(doc, 'v2');
    expect(surfaceOf(next)).toBe('v2');
    expect(next.nodes.map((n) => n.kind)).toEqual([
      'text-display',
      'container',
      'container',
      'action-row',
      'action-row',
    ]);
    expect(next.nodes[0]!.props.content).toBe('Hello');
    expect(next.nodes[3]).toBe(doc.nodes[2]);
    expect(next.body).not.toHaveProperty('content');
    expect(next.body).not.toHaveProperty('embeds');
    expect(lost).toEqual(['1 sticker (a Components V2 message has no place for it)']);
    expect(errors(next)).toEqual([]);
  });

  it('names embeds the body holds that are not embed objects', () => {
    const { doc, lost } = convertDoc(docOf({ content: 'Hi', embeds: [1, 'x'] }), 'v2');
    expect(doc.body).not.toHaveProperty('embeds');
    expect(lost).toEqual(['2 embeds (a Components V2 message has no place for them)']);
  });

  it('names a lost poll and converts a content-only message', () => {
    const doc = docOf({ content: 'Vote', poll: { question: { text: 'Q' }, answers: [] } });
    const { doc: next, lost } = convertDoc(doc, 'v2');
    expect(toPayload(next)).toEqual({ flags: 32768, components: [{ type: 10, content: 'Vote' }] });
    expect(lost).toEqual(['1 poll (a Components V2 message has no place for it)']);
  });
});

describe('convertDoc: message to modal', () => {
  it('keeps Text Displays, wraps selects in Labels and names what goes', () => {
    const doc = docOf(
      message(
        text('Question'),
        container(row(stringSelect({ placeholder: 'Pick a colour' })), text('In a box')),
        row(userSelect()),
        row(button(), button()),
        section([text('Side')], thumbnail()),
      ),
    );
    const { doc: next, lost } = convertDoc(doc, 'modal');
    expect(next.surface).toBe('modal');
    expect(toPayload(next)).toMatchObject({
      type: 9,
      data: {
        title: 'Modal',
        custom_id: 'modal',
        components: [
          { type: 10, content: 'Question' },
          { type: 18, label: 'Pick a colour', component: { type: 3 } },
          { type: 10, content: 'In a box' },
          { type: 18, label: 'Choose', component: { type: 5 } },
          { type: 10, content: 'Side' },
        ],
      },
    });
    expect(lost).toEqual([
      '2 Buttons (a modal has no place for them)',
      '1 Thumbnail (a modal has no place for it)',
      'The frame, accent colour and spoiler of 1 Container (a modal has no Containers; what was inside is kept).',
    ]);
    expect(errors(next)).toEqual([]);
  });

  it('turns legacy content into a Text Display and keeps at most 5 components', () => {
    const doc = docOf({
      content: 'Intro',
      components: Array.from({ length: 5 }, () => row(stringSelect())),
    });
    const { doc: next, lost } = convertDoc(doc, 'modal');
    expect(next.nodes).toHaveLength(5);
    expect(next.nodes[0]!.props.content).toBe('Intro');
    expect(lost).toEqual([
      '1 Label (a modal has no place for it)',
      '1 String Select (a modal has no place for it)',
    ]);
    expect(errors(next)).toEqual([]);
  });

  it('cuts a long placeholder to the 45 characters of a Label', () => {
    const doc = docOf(message(row(stringSelect({ placeholder: chars(100) }))));
    const { doc: next } = convertDoc(doc, 'modal');
    expect(next.nodes[0]!.props.label).toBe(chars(45));
    expect(errors(next)).toEqual([]);
  });

  it('drops `disabled` from selects, which a modal does not allow, and says so', () => {
    const doc = docOf(
      message(row(stringSelect({ disabled: true })), row(userSelect({ disabled: false }))),
    );
    const { doc: next, lost } = convertDoc(doc, 'modal');
    expect(next.nodes.map((l) => l.slots.component![0]!.props)).not.toContainEqual(
      expect.objectContaining({ disabled: expect.anything() }),
    );
    expect(lost).toEqual([
      "The disabled setting of 1 select (a modal's selects cannot be disabled).",
    ]);
    expect(errors(next)).toEqual([]);
  });

  it('keeps a select that may be left empty optional in the modal', () => {
    const doc = docOf(message(row(stringSelect({ min_values: 0, max_values: 2 }))));
    const { doc: next } = convertDoc(doc, 'modal');
    expect(next.nodes[0]!.slots.component![0]!.props).toMatchObject({
      min_values: 0,
      required: false,
    });
    expect(errors(next)).toEqual([]);
  });
});

describe('convertDoc: modal to message', () => {
  const form = () =>
    docOf(
      modal(
        text('Tell us'),
        label('Colour', stringSelect({ required: true })),
        label('Name', textInput()),
        label('Agree', checkbox()),
      ),
    );

  it('keeps Text Displays and puts selects in Action Rows (V2)', () => {
    const doc = form();
    const { doc: next, lost } = convertDoc(doc, 'v2');
    expect(surfaceOf(next)).toBe('v2');
    expect(next.nodes[0]).toBe(doc.nodes[0]);
    expect(toPayload(next)).toMatchObject({
      flags: 32768,
      components: [
        { type: 10, content: 'Tell us' },
        { type: 1, components: [{ type: 3 }] },
      ],
    });
    expect(lost).toEqual([
      '1 Text Input (a Components V2 message has no place for it)',
      '1 Checkbox (a Components V2 message has no place for it)',
    ]);
    expect(errors(next)).toEqual([]);
  });

  it('drops `required`, which a message ignores, and names an optional select', () => {
    const { doc, lost } = convertDoc(form(), 'v2');
    expect(validate(doc).map((p) => p.code)).not.toContain('ignored-field');
    expect(lost).not.toContainEqual(expect.stringContaining('optional'));
    const optional = docOf(modal(label('Colour', stringSelect({ required: false }))));
    expect(convertDoc(optional, 'v2').lost).toEqual([
      "The optional setting of 1 select (a message's selects cannot be marked optional).",
    ]);
  });

  it('makes a legacy message with the texts as content', () => {
    const { doc, lost } = convertDoc(form(), 'legacy');
    expect(surfaceOf(doc)).toBe('legacy');
    expect(toPayload(doc)).toMatchObject({
      content: 'Tell us',
      components: [{ type: 1, components: [{ type: 3 }] }],
    });
    expect(lost).toEqual([
      '1 Text Input (a legacy message has no place for it)',
      '1 Checkbox (a legacy message has no place for it)',
    ]);
    expect(errors(doc)).toEqual([]);
  });
});

describe('convertDoc: round trips', () => {
  it('V2 to legacy and back keeps the rows and the text', () => {
    const doc = docOf(message(text('Hi'), row(button()), row(stringSelect())));
    const back = convertDoc(convertDoc(doc, 'legacy').doc, 'v2').doc;
    expect(toPayload(back)).toEqual(toPayload(doc));
  });

  it('never produces more than 40 components going to V2', () => {
    const rows = Array.from({ length: 5 }, () =>
      row(button(), button(), button(), button(), button()),
    );
    const { doc } = convertDoc(docOf({ content: 'x', components: rows }), 'v2');
    expect(countNodes(doc.nodes)).toBe(31);
    expect(errors(doc)).toEqual([]);
  });
});
