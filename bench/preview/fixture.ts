// A 40-component V2 message whose Text Displays hold 4000 characters of markdown together,
// using every kind of markdown the preview draws.
import type { MessageDoc } from '../../src/model';
import { countNodes, importPayload } from '../../src/model';

const SNIPPETS = [
  '# Patch notes\nThe **big** update is *finally* here, with __underline__ and ~~strike~~.',
  '- Fixed chests\n- Improved stability\n  - Nested detail with `inline code`\n- New gravity',
  '1. Download\n2. Install\n3. Enjoy <t:1767225600:R>',
  '> A quote from <@111111111111111111> in <#222222222222222222> for <@&333333333333333333>',
  '```js\nconst answer = 42;\nconsole.log(answer);\n```',
  '-# Small print with a [masked link](https://discord.com) and ||a spoiler||.',
  'Emoji :fire: :tada: <:blob:123456789012345678> and </deploy:123456789012345678> @everyone',
  '## Section two\nMore text at <t:1767225600:F> with https://example.com/autolink.',
];

/** The fixture, exactly 40 components and 4000 characters of Text Display content. */
export function benchMessage(): MessageDoc {
  const texts: string[] = [];
  for (let i = 0; i < 34; i += 1) texts.push(SNIPPETS[i % SNIPPETS.length]!);
  const used = texts.reduce((n, t) => n + t.length, 0);
  texts.push('Filler. '.repeat(Math.ceil((4000 - used) / 8)).slice(0, 4000 - used));
  const text = (content: string) => ({ type: 10, content });
  const button = (i: number) => ({
    type: 2,
    style: (i % 4) + 1,
    label: `Choice ${i}`,
    custom_id: `b${i}`,
  });
  const payload = {
    flags: 32768,
    components: [
      {
        type: 17,
        accent_color: 0x5865f2,
        components: [
          ...texts.slice(0, 31).map(text),
          { type: 1, components: [button(1), button(2), button(3)] },
        ],
      },
      ...texts.slice(31).map(text),
    ],
  };
  const doc = importPayload(payload).doc as MessageDoc;
  const count = countNodes(doc.nodes);
  if (count !== 40) throw new Error(`bench fixture has ${count} components, not 40`);
  return doc;
}
