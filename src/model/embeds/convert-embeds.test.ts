import { describe, expect, it } from 'vitest';
import { convertDoc } from '../payload/convert';
import type { Doc, MessageDoc } from '../document/document';
import { countNodes } from '../document/document';
import { toPayload } from '../payload/to-payload';
import type { Json } from '../testing/fixtures';
import { button, chars, docOf, row } from '../testing/fixtures';
import { validate } from '../rules/validate';
import {
  TYPICAL_ICONS_LOST,
  TYPICAL_STAMP,
  TYPICAL_UNIX,
  typicalContainer,
  typicalEmbed,
} from '../testing/embed-fixtures';

const V2 = 1 << 15;
const STAMP = TYPICAL_STAMP;
const UNIX = TYPICAL_UNIX;
const typical = typicalEmbed;

const errors = (doc: Doc) =>
  validate(doc)
    .filter((p) => p.severity === 'error')
    .map((p) => `${p.code} ${p.path}`);

/** Converts a legacy payload to V2; the result must have no errors. */
function toV2(payload: Json) {
  const { doc, lost } = convertDoc(docOf(payload), 'v2');
  expect(errors(doc)).toEqual([]);
  return { payload: toPayload(doc as MessageDoc), lost, doc };
}

/** The Text Displays' contents of a V2 payload's first Container, Sections opened. */
function texts(payload: Json, container = 0): string[] {
  const box = (payload.components as Json[])[container]!;
  return (box.components as Json[]).flatMap((c) =>
    c.type === 9
      ? (c.components as Json[]).map((t) => t.content)
      : c.type === 10
        ? [c.content]
        : [],
  ) as string[];
}

const ICONS_LOST = TYPICAL_ICONS_LOST;

describe('convertDoc: legacy embeds to Containers', () => {
  it('makes a Container of every part of an embed, naming the icons it leaves behind', () => {
    const { payload, lost } = toV2({ content: 'Weekly report', embeds: [typical()] });
    expect(payload).toEqual({
      flags: V2,
      components: [{ type: 10, content: 'Weekly report' }, typicalContainer()],
    });
    expect(lost).toEqual(ICONS_LOST);
  });

  it('gives a Container no accent colour when the embed has none, and null for null', () => {
    const none = toV2({ embeds: [{ title: 'A' }] }).payload;
    expect((none.components as Json[])[0]).toEqual({
      type: 17,
      components: [{ type: 10, content: '## A' }],
    });
    const nul = toV2({ embeds: [{ title: 'A', color: null }] }).payload;
    expect((nul.components as Json[])[0]).toMatchObject({ accent_color: null });
  });

  it('writes the author and title without links when they have none', () => {
    const { payload, lost } = toV2({ embeds: [{ author: { name: 'Alex' }, title: 'Hi' }] });
    expect(texts(payload)).toEqual(['-# Alex\n## Hi']);
    expect(lost).toEqual([]);
    expect(texts(toV2({ embeds: [{ author: { name: 'Alex' } }] }).payload)).toEqual(['-# Alex']);
  });

  it('names a title link without a title, and keeps an unsafe link as plain text', () => {
    const alone = toV2({ embeds: [{ url: 'https://a.example', description: 'D' }] });
    expect(texts(alone.payload)).toEqual(['D']);
    expect(alone.lost).toEqual(['1 title or author link without a title or name to carry it.']);
    const unsafe = toV2({ embeds: [{ title: 'Click', url: 'javascript:alert(1)' }] });
    expect(texts(unsafe.payload)).toEqual(['## Click']);
    expect(unsafe.lost).toEqual([
      '1 title or author link that is not an http(s) URL (the text is kept, not the link).',
    ]);
  });

  it('puts the first fields beside a thumbnail when there is no heading or description', () => {
    const { payload } = toV2({
      embeds: [
        { thumbnail: { url: 'https://a.example/t.png' }, fields: [{ name: 'N', value: 'V' }] },
      ],
    });
    expect((payload.components as Json[])[0]!.components).toEqual([
      {
        type: 9,
        components: [{ type: 10, content: '**N**\nV' }],
        accessory: { type: 11, media: { url: 'https://a.example/t.png' } },
      },
    ]);
  });

  it('shows a thumbnail with no text at all as a gallery, before the image', () => {
    const { payload } = toV2({
      embeds: [
        {
          thumbnail: { url: 'https://a.example/t.png' },
          image: { url: 'https://a.example/i.png' },
        },
      ],
    });
    expect((payload.components as Json[])[0]!.components).toEqual([
      { type: 12, items: [{ media: { url: 'https://a.example/t.png' } }] },
      { type: 12, items: [{ media: { url: 'https://a.example/i.png' } }] },
    ]);
  });

  it.each([
    [1, ['**F0**\nv']],
    [2, ['**F0**\nv\n\n**F1**\nv']],
    [3, ['**F0**\nv\n\n**F1**\nv\n\n**F2**\nv']],
    [4, ['**F0**\nv\n\n**F1**\nv', '**F2**\nv\n\n**F3**\nv']],
    [5, ['**F0**\nv\n\n**F1**\nv\n\n**F2**\nv', '**F3**\nv\n\n**F4**\nv']],
  ])(
    'shares Text Displays among %i inline fields, three at most and never one alone',
    (n, want) => {
      const fields = Array.from({ length: n }, (_, i) => ({
        name: `F${i}`,
        value: 'v',
        inline: true,
      }));
      expect(texts(toV2({ embeds: [{ fields }] }).payload)).toEqual(want);
    },
  );

  it('gives each field that is not inline a Text Display of its own', () => {
    const fields = [
      { name: 'A', value: 'a' },
      { name: 'B', value: 'b', inline: true },
      { name: 'C', value: 'c', inline: true },
      { name: 'D', value: 'd', inline: false },
    ];
    expect(texts(toV2({ embeds: [{ fields }] }).payload)).toEqual([
      '**A**\na',
      '**B**\nb\n\n**C**\nc',
      '**D**\nd',
    ]);
  });

  it.each([
    [{ footer: { text: 'Crew' } }, '-# Crew'],
    [{ timestamp: STAMP, title: 'T' }, `-# <t:${UNIX}:f>`],
    [
      { footer: { text: 'Line one\nLine two' }, timestamp: STAMP },
      `-# Line one\n-# Line two • <t:${UNIX}:f>`,
    ],
  ])('writes the footer and timestamp as small text (%j)', (embed, want) => {
    const all = texts(toV2({ embeds: [embed] }).payload);
    expect(all[all.length - 1]).toBe(want);
  });

  it('names a timestamp that is no date, a colour that is no colour and unknown fields', () => {
    const { lost } = toV2({
      embeds: [
        { title: 'A', timestamp: 'soon', color: -1, video: { url: 'https://v.example' } },
        { title: 'B', color: 0x1000000 },
      ],
    });
    expect(lost).toEqual([
      'The timestamp of 1 embed (not a date and time).',
      'The colour of 2 embeds (not a colour from 0 to 16777215).',
      'The `video` field of 1 embed (a Components V2 message has no place for it).',
    ]);
  });

  it('keeps the content first and the Action Rows last, and names the poll', () => {
    const { payload, lost } = toV2({
      content: 'Hi',
      embeds: [{ title: 'One' }, { title: 'Two' }],
      poll: { question: { text: 'Lunch?' }, answers: [{ poll_media: { text: 'Yes' } }] },
      components: [row(button({ custom_id: 'go' }))],
    });
    expect((payload.components as Json[]).map((c) => c.type)).toEqual([10, 17, 17, 1]);
    expect(lost).toEqual(['1 poll (a Components V2 message has no place for it)']);
  });
});

describe('convertDoc: legacy embeds within the V2 limits', () => {
  // Ten embeds of a title and two fields: a Container, a heading and two fields each, 40 in all.
  const tenEmbeds = (lastFields = 2): Json[] =>
    Array.from({ length: 10 }, (_, i) => ({
      title: `E${i}`,
      fields: Array.from({ length: i === 9 ? lastFields : 2 }, (_, j) => ({
        name: `F${j}`,
        value: 'v',
      })),
    }));
  const WHY_40 = 'a Components V2 message holds at most 40 components, counting every level';
  const WHY_4000 = 'a Components V2 message holds at most 4000 characters across its Text Displays';

  it('keeps 39 and 40 components whole', () => {
    for (const lastFields of [1, 2]) {
      const { doc, lost } = toV2({ embeds: tenEmbeds(lastFields) });
      expect(countNodes(doc.nodes)).toBe(38 + lastFields);
      expect(lost).toEqual([]);
    }
  });

  it('drops the 41st component from the end and names it', () => {
    const { doc, lost } = toV2({ content: 'Hi', embeds: tenEmbeds() });
    expect(countNodes(doc.nodes)).toBe(40);
    expect(lost).toEqual([`From embed 10: 1 field (${WHY_40}).`]);
  });

  it('drops whole embeds that no longer fit, after what the Action Rows take', () => {
    const rows = Array.from({ length: 5 }, () => row(...Array.from({ length: 5 }, () => button())));
    const { doc, lost } = toV2({ content: 'x', embeds: tenEmbeds(), components: rows });
    expect(countNodes(doc.nodes)).toBe(39);
    expect(doc.nodes.map((n) => n.kind)).toEqual([
      'text-display',
      'container',
      'container',
      ...Array.from({ length: 5 }, () => 'action-row'),
    ]);
    // 31 for the content and the rows, 4 for each of the first two embeds: a third has no room.
    expect(lost).toEqual([`Embeds 3, 4, 5, 6, 7, 8, 9 and 10 (${WHY_40}).`]);
  });

  /** The characters of all Text Displays of a document. */
  const textTotal = (doc: Doc) => {
    let total = 0;
    JSON.stringify(toPayload(doc as MessageDoc), (k, v: unknown) => {
      if (k === 'content' && typeof v === 'string') total += v.length;
      return v;
    });
    return total;
  };

  it.each([
    [1991, 3999, []],
    [1992, 4000, []],
    [1993, 3997, [`From embed 1: its footer (${WHY_4000}).`]],
  ])('keeps a footer while the text is within 4000 (description %i)', (n, total, want) => {
    // 2000 of content + "## T" + the description + "-# f": 4000 at a description of 1992.
    const { doc, lost } = toV2({
      content: chars(2000),
      embeds: [{ title: 'T', description: chars(n, 'd'), footer: { text: 'f' } }],
    });
    expect(lost).toEqual(want);
    expect(textTotal(doc)).toBe(total);
  });

  it.each([
    [1996, []],
    [1997, [`From embed 1: the end of its description (${WHY_4000}).`]],
  ])('cuts a description of %i characters to what is left of 4000', (n, want) => {
    const { doc, lost } = toV2({
      content: chars(2000),
      embeds: [{ title: 'T', description: chars(n, 'd') }],
    });
    expect(lost).toEqual(want);
    expect(textTotal(doc)).toBe(4000);
  });

  it('drops a field whole when its text does not fit', () => {
    const { payload, lost } = toV2({
      content: chars(2000),
      embeds: [
        {
          fields: [
            { name: 'A', value: chars(1000) },
            { name: 'B', value: chars(1000) },
          ],
        },
      ],
    });
    expect(texts(payload, 1)).toEqual([`**A**\n${chars(1000)}`]);
    expect(lost).toEqual([`From embed 1: 1 field (${WHY_4000}).`]);
  });
});
