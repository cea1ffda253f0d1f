import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertDoc } from '../payload/convert';
import type { Doc, MessageDoc } from '../document/document';
import { toPayload } from '../payload/to-payload';
import type { Json } from '../testing/fixtures';
import { button, docOf, row } from '../testing/fixtures';
import { validate } from '../rules/validate';
import { typicalEmbed } from '../testing/embed-fixtures';

const problems = (doc: Doc, severity: 'error' | 'warning') =>
  validate(doc)
    .filter((p) => p.severity === severity)
    .map((p) => `${p.code} ${p.path}: ${p.message}`);

/** legacy -> V2 -> legacy, each step free of errors. */
function roundTrip(payload: Json) {
  const v2 = convertDoc(docOf(payload), 'v2');
  expect(problems(v2.doc, 'error')).toEqual([]);
  const back = convertDoc(v2.doc, 'legacy');
  expect(problems(back.doc, 'error')).toEqual([]);
  return {
    v2: toPayload(v2.doc as MessageDoc),
    back: toPayload(back.doc as MessageDoc),
    lost: [...v2.lost, ...back.lost],
  };
}

/** The Text Displays' contents of a V2 payload, at every depth. */
function allTexts(payload: Json): string[] {
  const out: string[] = [];
  JSON.stringify(payload, (k, v: unknown) => {
    if (k === 'content' && typeof v === 'string') out.push(v);
    return v;
  });
  return out;
}

const typical = typicalEmbed;

/** The embed without its icons: what a Container can carry there and back. */
const withoutIcons = (embed: Json): Json => ({
  ...embed,
  author: { ...(embed.author as Json), icon_url: undefined },
  footer: { ...(embed.footer as Json), icon_url: undefined },
});

describe('convertDoc: legacy to V2 and back', () => {
  it('gives back a typical embed exactly, except its icons', () => {
    const go = row(button({ custom_id: 'go' }));
    const { back, lost } = roundTrip({ content: 'Weekly', embeds: [typical()], components: [go] });
    expect(JSON.parse(JSON.stringify(back))).toEqual({
      content: 'Weekly',
      embeds: [JSON.parse(JSON.stringify(withoutIcons(typical())))],
      components: [go],
    });
    expect(lost).toEqual([
      'The author icon of 1 embed (a Components V2 message has no place for it).',
      'The footer icon of 1 embed (a Components V2 message has no place for it).',
    ]);
  });

  it('gives back several embeds, fields inline and not, and a footer of two lines', () => {
    const embeds = [
      {
        title: 'One',
        fields: [
          { name: 'A', value: 'a' },
          { name: 'B', value: 'b', inline: true },
          { name: 'C', value: 'c', inline: true },
          { name: 'D', value: 'd', inline: true },
          { name: 'E', value: 'e', inline: true },
          { name: 'F', value: 'f' },
        ],
      },
      { description: 'Only a description', footer: { text: 'Line 1\nLine 2' } },
      { author: { name: 'Alex' }, description: 'Hi', color: 0 },
    ];
    expect(roundTrip({ embeds }).back).toEqual({ embeds });
  });

  it('gives back a lone inline field as not inline: one field alone cannot tell', () => {
    const { back } = roundTrip({
      embeds: [{ title: 'T', fields: [{ name: 'Solo', value: 'v', inline: true }] }],
    });
    expect(back).toEqual({ embeds: [{ title: 'T', fields: [{ name: 'Solo', value: 'v' }] }] });
  });
});

describe('convertDoc: hostile text in embeds', () => {
  it('escapes a title that would close its link early', () => {
    const title = 'a](javascript:alert(1)) [b';
    const { v2, back } = roundTrip({ embeds: [{ title, url: 'https://x.example' }] });
    expect(allTexts(v2)).toEqual(['## [a\\](javascript:alert(1)) \\[b](https://x.example)']);
    expect(back).toEqual({ embeds: [{ title, url: 'https://x.example' }] });
  });

  it('keeps a title with line breaks to one heading', () => {
    const { v2, back } = roundTrip({
      embeds: [{ title: 'One\n## Two\n-# Three', description: 'D' }],
    });
    const [heading] = allTexts(v2);
    expect(heading).toBe('## One ## Two -# Three');
    expect(
      allTexts(v2)
        .join('\n')
        .match(/^#{1,3} /gm),
    ).toHaveLength(1);
    expect(back).toEqual({ embeds: [{ title: 'One ## Two -# Three', description: 'D' }] });
  });

  it('escapes markdown and mentions in author names, field names and footers, and reads them back', () => {
    const embed = {
      author: { name: '*Bob* <@123> [x](https://evil.example) \\o/' },
      title: 'T',
      fields: [{ name: 'a**b** \\ c', value: 'v' }],
      footer: { text: '||spoiler|| <t:1:f> • `code`' },
    };
    const { v2, back } = roundTrip({ embeds: [embed] });
    expect(allTexts(v2)).toEqual([
      '-# \\*Bob\\* \\<@123\\> \\[x\\](https://evil.example) \\\\o/\n## T',
      '**a\\*\\*b\\*\\* \\\\ c**\nv',
      '-# \\|\\|spoiler\\|\\| \\<t:1:f\\> • \\`code\\`',
    ]);
    expect(back).toEqual({ embeds: [embed] });
  });

  it('encodes parentheses in a link so that they cannot end it', () => {
    const url = 'https://en.wikipedia.example/wiki/Trail_(hiking)';
    const { v2, back } = roundTrip({ embeds: [{ title: 'Trail', url }] });
    expect(allTexts(v2)).toEqual([
      '## [Trail](https://en.wikipedia.example/wiki/Trail_%28hiking%29)',
    ]);
    expect(back).toEqual({
      embeds: [{ title: 'Trail', url: 'https://en.wikipedia.example/wiki/Trail_%28hiking%29' }],
    });
  });
});

// Text with the characters that matter to markdown and to the way back.
const unit = fc.constantFrom(...'ab #*_~`|[]()<>\\-:@•\n'.split(''), 'é', '😀');
const textOf = (max: number) => fc.string({ unit, minLength: 1, maxLength: max });
const url = fc.constantFrom('https://a.example/x', 'https://b.example/(y)', 'attachment://c.png');
const webUrl = fc.constantFrom('https://a.example/x', 'https://b.example/(y)');

const embedArb = fc.record(
  {
    title: textOf(256),
    description: fc.oneof(textOf(80), textOf(4096)),
    url: webUrl,
    color: fc.integer({ min: 0, max: 0xffffff }),
    timestamp: fc.integer({ min: 0, max: 4102444800000 }).map((ms) => new Date(ms).toISOString()),
    author: fc.record(
      { name: textOf(256), url: webUrl, icon_url: url },
      { requiredKeys: ['name'] },
    ),
    footer: fc.record({ text: textOf(200), icon_url: url }, { requiredKeys: ['text'] }),
    image: fc.record({ url }),
    thumbnail: fc.record({ url }),
    fields: fc.array(
      fc.record(
        { name: textOf(40), value: textOf(200), inline: fc.boolean() },
        { requiredKeys: ['name', 'value'] },
      ),
      { maxLength: 25 },
    ),
  },
  { requiredKeys: [] },
);

describe('convertDoc: any legacy message with embeds', () => {
  it('converts to a V2 message without errors, and back to a legacy one without errors', () => {
    fc.assert(
      fc.property(
        fc.array(embedArb, { minLength: 1, maxLength: 10 }),
        fc.option(textOf(2000), { nil: undefined }),
        fc.integer({ min: 0, max: 5 }),
        (embeds, content, rows) => {
          const payload = {
            ...(content ? { content } : {}),
            embeds,
            components: Array.from({ length: rows }, () => row(button(), button())),
          };
          const v2 = convertDoc(docOf(payload), 'v2').doc;
          expect(problems(v2, 'error')).toEqual([]);
          expect(problems(v2, 'warning').filter((p) => p.startsWith('text-display-total'))).toEqual(
            [],
          );
          const back = convertDoc(v2, 'legacy').doc;
          expect(problems(back, 'error')).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
    // About a second alone; room for a machine busy with the whole suite.
  }, 20_000);
});
