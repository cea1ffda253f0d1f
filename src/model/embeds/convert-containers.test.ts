import { describe, expect, it } from 'vitest';
import { convertDoc } from '../payload/convert';
import type { Doc, MessageDoc } from '../document/document';
import { toPayload } from '../payload/to-payload';
import type { Json } from '../testing/fixtures';
import {
  button,
  chars,
  container,
  docOf,
  gallery,
  mediaItem,
  message,
  row,
  section,
  separator,
  text,
  thumbnail,
} from '../testing/fixtures';
import { validate } from '../rules/validate';

const STAMP = '2026-11-27T16:30:00.000Z';
const UNIX = 1795797000;

const errors = (doc: Doc) =>
  validate(doc)
    .filter((p) => p.severity === 'error')
    .map((p) => `${p.code} ${p.path}`);

/** Converts a V2 payload to legacy; the result must have no errors. */
function toLegacy(payload: Json) {
  const { doc, lost } = convertDoc(docOf(payload), 'legacy');
  expect(errors(doc)).toEqual([]);
  return { payload: toPayload(doc as MessageDoc), lost, doc };
}

/** The first embed a V2 message's Containers become. */
const embedOf = (...components: unknown[]): Json =>
  (toLegacy(message(...components)).payload.embeds as Json[])[0]!;

const withAccent = (accent: number | null, ...components: unknown[]): Json => ({
  ...container(...components),
  accent_color: accent,
});

describe('convertDoc: Containers to embeds', () => {
  it('reads the author, title, description, fields, thumbnail, image and footer', () => {
    const embed = embedOf(
      withAccent(
        0x5865f2,
        section(
          [
            text(
              '-# [Trail crew](https://trails.example/crew)\n## [Ridge](https://trails.example/r)',
            ),
            text('Open again.'),
          ],
          thumbnail({ media: { url: 'https://trails.example/t.png' } }),
        ),
        text('**Length**\n12 km\n\n**Climb**\n640 m'),
        text('**Note**\nBring water'),
        gallery(mediaItem('https://trails.example/i.png')),
        text(`-# Trail report • <t:${UNIX}:f>`),
      ),
    );
    expect(embed).toEqual({
      author: { name: 'Trail crew', url: 'https://trails.example/crew' },
      title: 'Ridge',
      url: 'https://trails.example/r',
      description: 'Open again.',
      color: 0x5865f2,
      thumbnail: { url: 'https://trails.example/t.png' },
      image: { url: 'https://trails.example/i.png' },
      footer: { text: 'Trail report' },
      timestamp: STAMP,
      fields: [
        { name: 'Length', value: '12 km', inline: true },
        { name: 'Climb', value: '640 m', inline: true },
        { name: 'Note', value: 'Bring water' },
      ],
    });
  });

  it.each(['#', '##', '###'])('reads a %s heading as the title', (hashes) => {
    expect(embedOf(container(text(`${hashes} Week 18`), text('Body')))).toEqual({
      title: 'Week 18',
      description: 'Body',
    });
  });

  it('joins the other texts into the description with blank lines, and a null accent is no colour', () => {
    expect(embedOf(withAccent(null, text('One'), text('Two'), separator()))).toEqual({
      description: 'One\n\nTwo',
    });
  });

  it('reads a lone small line as the author when text follows, else as the footer', () => {
    expect(embedOf(container(text('-# Alex'), text('Hi')))).toEqual({
      author: { name: 'Alex' },
      description: 'Hi',
    });
    expect(embedOf(container(text('-# Alex')))).toEqual({ footer: { text: 'Alex' } });
    expect(embedOf(container(text('Body'), text(`-# <t:${UNIX}:f>`)))).toEqual({
      description: 'Body',
      timestamp: STAMP,
    });
  });

  it('names Separators, extra pictures, alt text, spoilers and a Container spoiler', () => {
    const { payload, lost } = toLegacy(
      message({
        ...container(
          section([text('Side')], thumbnail({ description: 'Alt', spoiler: true })),
          section([text('More')], thumbnail()),
          separator(),
          gallery(
            mediaItem('https://a.example/1.png', { description: 'One' }),
            ...[2, 3].map((i) => mediaItem(`https://a.example/${i}.png`)),
          ),
          gallery(mediaItem()),
        ),
        spoiler: true,
      }),
    );
    expect(payload).toEqual({
      embeds: [
        {
          description: 'Side\n\nMore',
          thumbnail: { url: 'https://example.com/a.png' },
          image: { url: 'https://a.example/1.png' },
        },
      ],
    });
    expect(lost).toEqual([
      '1 Separator (a legacy message has no place for it)',
      '1 Thumbnail (a legacy message has no place for it)',
      '1 Media Gallery (a legacy message has no place for it)',
      'The spoiler setting of 1 Container (an embed cannot be a spoiler).',
      '2 Media Gallery items after the first (an embed shows one image).',
      "The descriptions (alt text) of 2 pictures (an embed's image and thumbnail have none).",
      "The spoiler setting of 1 picture (an embed's image and thumbnail cannot be spoilers).",
    ]);
  });

  it('flattens a Container that holds a row or a File the way it did, and keeps the others as embeds', () => {
    const go = row(button({ custom_id: 'go' }));
    const { payload, lost } = toLegacy(
      message(text('Intro'), container(text('## Boxed')), container(text('With a row'), go)),
    );
    expect(payload).toEqual({
      content: 'Intro\n\nWith a row',
      embeds: [{ title: 'Boxed' }],
      components: [go],
    });
    expect(lost).toEqual([
      'The frame, accent colour and spoiler of 1 Container (a legacy message has no Containers; what was inside is kept).',
    ]);
  });

  it('leaves out a Container with nothing an embed can show, and says so', () => {
    const { payload, lost } = toLegacy(message(text('Hi'), container(separator())));
    expect(payload).toEqual({ content: 'Hi' });
    expect(lost).toEqual([
      '1 Separator (a legacy message has no place for it)',
      '1 Container with nothing in it that an embed can show.',
    ]);
  });
});

describe('convertDoc: Containers within the limits of embeds', () => {
  const boxes = (n: number) => Array.from({ length: n }, (_, i) => container(text(`## Box ${i}`)));

  it.each([9, 10])('makes %i Containers as many embeds', (n) => {
    const { payload, lost } = toLegacy(message(...boxes(n)));
    expect(payload.embeds).toHaveLength(n);
    expect(lost).toEqual([]);
  });

  it('drops the 11th Container and names it', () => {
    const { payload, lost } = toLegacy(message(...boxes(11)));
    expect((payload.embeds as Json[]).map((e) => e.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Box ${i}`),
    );
    expect(lost).toEqual([
      '1 Container past the 10th (a legacy message holds at most 10 embeds; this one would have been an embed).',
    ]);
  });

  it.each([
    [256, 4096, []],
    [
      257,
      4097,
      [
        "The end of embed 1's title (an embed's title holds at most 256 characters).",
        "The end of embed 1's description (an embed's description holds at most 4096 characters).",
      ],
    ],
  ])('cuts a title of %i and a description of %i characters to the embed limits', (t, d, want) => {
    // Two Text Displays of the description: one alone would be over the 4000 of a Text Display.
    const { payload, lost } = toLegacy(
      message(container(text(`## ${chars(t)}`), text(chars(2000)), text(chars(d - 2002)))),
    );
    const embed = (payload.embeds as Json[])[0]!;
    expect((embed.title as string).length).toBe(256);
    expect((embed.description as string).length).toBe(4096);
    expect(lost).toEqual(want);
  });

  it('keeps 25 fields and names the 26th', () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => text(`**F${i}**\nv`));
    expect(toLegacy(message(container(...fields(25)))).lost).toEqual([]);
    const { payload, lost } = toLegacy(message(container(...fields(26))));
    expect((payload.embeds as Json[])[0]!.fields).toHaveLength(25);
    expect(lost).toEqual(['1 field of embed 1 past the 25 an embed holds.']);
  });

  it('cuts a field value past 1024 characters', () => {
    const { payload, lost } = toLegacy(message(container(text(`**N**\n${chars(1025)}`))));
    expect((payload.embeds as Json[])[0]!.fields).toEqual([{ name: 'N', value: chars(1024) }]);
    expect(lost).toEqual([
      "The end of embed 1's field value (an embed's field value holds at most 1024 characters).",
    ]);
  });

  const WHY_6000 = "a message's embeds hold at most 6000 characters together";

  it('keeps embeds of 6000 characters together whole', () => {
    const { lost } = toLegacy(
      message(container(text(chars(4000))), container(text(chars(1999)), text('-# f'))),
    );
    expect(lost).toEqual([]);
  });

  it('drops text from the end past 6000 characters, cutting a description', () => {
    const over = toLegacy(
      message(
        container(text(chars(4000))),
        container(text(chars(2000)), text('-# f')),
        container(text('## T')),
      ),
    );
    expect(over.payload.embeds).toEqual([
      { description: chars(4000) },
      { description: chars(2000) },
    ]);
    expect(over.lost).toEqual([
      `From embed 2: its footer (${WHY_6000}).`,
      `Embed 3 (${WHY_6000}).`,
    ]);
    const cut = toLegacy(message(container(text(chars(4000))), container(text(chars(2001)))));
    expect(cut.payload.embeds).toEqual([
      { description: chars(4000) },
      { description: chars(2000) },
    ]);
    expect(cut.lost).toEqual([`From embed 2: the end of its description (${WHY_6000}).`]);
  });
});
