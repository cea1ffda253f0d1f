import { describe, expect, it } from 'vitest';
import { toPayload } from '../../model';
import type { MessageDoc } from '../../model';
import { docOf } from '../../model/testing/fixtures';
import { printDiscordJs as discordJsCode } from './discordjs';
import type { BodySample } from '../testing/body-samples';
import { MENTION_FORMS, bodySamples, embedsMessage, pollOfThree } from '../testing/body-samples';
import { canonical } from '../testing/canonical';
import { importGenerated, recorder, sentBody } from './testing/run-js';
import { typecheckFailures, typecheckJs } from './testing/typecheck';

const ALL = bodySamples();
const code = (s: BodySample) => discordJsCode(s.doc, { envelope: s.envelope, name: s.name });

const message = (body: Record<string, unknown>): MessageDoc => {
  const doc = docOf(body);
  if (doc.surface !== 'message') throw new Error('Not a message.');
  return doc;
};

/** What the generated send / reply / update function would hand Discord, through discord.js. */
async function sent(s: BodySample): Promise<Record<string, unknown>> {
  const module = await importGenerated(s.name, code(s));
  const fn = (module.sendDesign ?? module.replyWithDesign ?? module.updateWithDesign) as (
    target: unknown,
  ) => Promise<unknown>;
  return sentBody(await fn(recorder()), s.envelope === 'webhook');
}

const payloadBody = (s: BodySample) => {
  const payload = toPayload(s.doc, s.doc.envelope);
  return 'data' in payload ? (payload.data as Record<string, unknown>) : payload;
};

const x = (n: number) => 'x'.repeat(n);

/** An embed with a value at, and one past, each limit discord.js's setters check. */
const atLimits = () =>
  message({
    embeds: [
      { title: x(256), description: x(4096), author: { name: x(256) }, footer: { text: x(2048) } },
      { title: x(257), description: x(4097), author: { name: x(257) }, footer: { text: x(2049) } },
      { fields: Array.from({ length: 26 }, () => ({ name: x(256), value: x(1024) })) },
      {
        fields: [
          { name: x(257), value: 'v' },
          { name: 'n', value: x(1025) },
        ],
      },
    ],
  });

/** Everything discord.js cannot send, or whose setter would throw. */
const refused = () =>
  message({
    embeds: [
      {
        title: '',
        url: 'javascript:alert(1)',
        color: 0x1000000,
        timestamp: 'yesterday',
        type: 'rich',
        video: { url: 'https://example.com/v.mp4' },
        author: { url: 'https://example.com' },
        footer: { text: 'Foot', icon_url: 'ftp://example.com/i.png', proxy_icon_url: 'p' },
        image: { url: 'not a url', width: 10 },
        fields: [{ name: 'n', value: 'v', inline: 'yes' }],
      },
    ],
    poll: {
      question: { text: 'Q', emoji: { name: '❓' } },
      answers: [
        { answer_id: 1, poll_media: { text: 'Colon', emoji: { name: 'a:b' } } },
        { poll_media: { text: 'Short id', emoji: { id: '1234' } } },
        { poll_media: { text: 'Odd name', emoji: { id: '123456789012345678', name: 'x y' } } },
        { poll_media: { emoji: { name: '🐜' } } },
      ],
      layout_type: 2,
      expiry: '2024-01-01T00:00:00Z',
    },
  });

describe('discord.js code for a message body', () => {
  it('type-checks against discord.js for every body sample and target', () => {
    const cases = [
      ...ALL.map((s) => ({ name: s.name, code: code(s) })),
      { name: 'limits', code: discordJsCode(atLimits(), { envelope: 'message' }) },
      { name: 'refused', code: discordJsCode(refused(), { envelope: 'message' }) },
    ];
    const failures = typecheckFailures(typecheckJs(cases));
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 180_000);

  it('sends, through discord.js, exactly the body of every sample', async () => {
    for (const s of ALL) {
      const body = await sent(s);
      const expected = canonical(payloadBody(s), s.envelope);
      // update() cannot say tts; the header says so (checked below).
      if (s.envelope === 'response-7') delete expected.tts;
      if (s.envelope !== 'webhook') {
        delete expected.username;
        delete expected.avatar_url;
      }
      expect(Object.keys(expected).length, s.name).toBeGreaterThan(0);
      expect(canonical(body, s.envelope), s.name).toEqual(expected);
    }
  }, 60_000);

  it('writes the embeds with EmbedBuilder setters, and names nothing it left out', () => {
    const js = code({ name: 'e', doc: embedsMessage(), envelope: 'message' });
    for (const part of [
      'new EmbedBuilder()',
      ".setURL('https://example.com/title')",
      '.setColor(0x000000)',
      ".setTimestamp(new Date('2024-05-01T10:34:56.789Z'))",
      "iconURL: 'https://example.com/author.png'",
      ".setThumbnail('attachment://thumb.png')",
      "{ name: 'Left', value: 'One', inline: true }",
      "{ name: 'Default', value: 'inline left out' }",
      'embeds: buildEmbeds()',
      "new AttachmentBuilder('./thumb.png', { name: 'thumb.png' })",
    ])
      expect(js).toContain(part);
    for (const s of ALL.filter((c) => c.envelope !== 'response-7'))
      expect(code(s), s.name).not.toContain('Not expressed');
  });

  it('uploads a file an embed shows, though the design lists no attachments', () => {
    const doc = message({
      embeds: [
        {
          image: { url: 'attachment://chart.png' },
          footer: { text: 'f', icon_url: 'attachment://icon.png' },
        },
      ],
    });
    const js = discordJsCode(doc, { envelope: 'message' });
    expect(js).toContain("new AttachmentBuilder('./chart.png', { name: 'chart.png' })");
    expect(js).toContain("new AttachmentBuilder('./icon.png', { name: 'icon.png' })");
  });

  it('writes the poll as PollData, with each emoji as discord.js reads it', () => {
    const js = discordJsCode(message({ poll: pollOfThree() }), { envelope: 'message' });
    expect(js).toContain("@returns {import('discord.js').PollData}");
    expect(js).toContain("{ text: 'Ants', emoji: '🐜' }");
    expect(js).toContain("emoji: '<a:blob_dance:123456789012345678>'");
    expect(js).toContain('allowMultiselect: true');
    expect(js).toContain('layoutType: PollLayoutType.Default');
    const bare = discordJsCode(message({ poll: { question: { text: 'Q' }, answers: [] } }), {
      envelope: 'message',
    });
    expect(bare).toContain('duration: 24, allowMultiselect: false }');
  });

  it('writes allowed mentions in each form', () => {
    const forms = Object.values(MENTION_FORMS).map((form) =>
      discordJsCode(message({ content: 'Hi', allowed_mentions: form }), { envelope: 'message' }),
    );
    expect(forms[0]).toContain("allowedMentions: { parse: ['users', 'everyone'] }");
    expect(forms[1]).toContain("roles: ['200000000000000001'],\n      repliedUser: true,");
    expect(forms[2]).toContain('allowedMentions: { parse: [] }');
    expect(forms[3]).toContain('allowedMentions: {}');
  });

  it('keeps each value at a limit and names the one past it', async () => {
    const doc = atLimits();
    const js = discordJsCode(doc, { envelope: 'message' });
    expect(js).toContain(`.setTitle('${x(256)}')`);
    expect(js).not.toContain(`'${x(257)}'`);
    for (const path of ['title', 'description', 'author', 'footer'])
      expect(js).toContain(`// - embeds[1].${path}: `);
    expect(js).toContain('// - embeds[2].fields[25]: addFields() takes at most 25 fields');
    expect(js).not.toContain('// - embeds[2].fields[24]');
    expect(js).toContain('// - embeds[3].fields[0]: addFields() takes a name of up to 256');
    expect(js).toContain('// - embeds[3].fields[1]: addFields() takes a name');
    const body = await sent({ name: 'limits', doc, envelope: 'message' });
    const embeds = body.embeds as { fields?: unknown[]; title?: string }[];
    expect(embeds[0]!.title).toBe(x(256));
    expect(embeds[1]).toEqual({});
    expect(embeds[2]!.fields).toHaveLength(25);
    expect(embeds[3]).toEqual({});
  });

  it('names what discord.js cannot send or would refuse, and still runs', async () => {
    const js = discordJsCode(refused(), { envelope: 'message' });
    for (const note of [
      'embeds[0].title: setTitle() takes 1 to 256 characters',
      'embeds[0].url: discord.js takes only http(s) URLs here ("javascript:alert(1)")',
      'embeds[0].color: setColor() takes 0 to 0xffffff (16777216)',
      'embeds[0].timestamp: not an ISO 8601 date and time with a time zone ("yesterday")',
      'embeds[0].video: EmbedBuilder has no setter for it',
      'embeds[0].author: setAuthor() needs a name of 1 to 256 characters',
      'embeds[0].footer.proxy_icon_url: EmbedBuilder has no setter for it ("p")',
      'embeds[0].footer.icon_url: discord.js takes only http(s) or attachment:// URLs here',
      'embeds[0].image.width: EmbedBuilder has no setter for it (10)',
      'embeds[0].image.url: discord.js takes only http(s) or attachment:// URLs here',
      'embeds[0].fields[0]: addFields() takes a name of up to 256 characters',
      'poll.question.emoji: discord.js sends only the question\'s text ({"name":"❓"})',
      'poll.expiry: discord.js has no such poll field',
      'poll.answers[0].answer_id: discord.js has no such answer field (1)',
      'poll.answers[0].poll_media.emoji: discord.js would read this name as something else',
      'poll.answers[1].poll_media.emoji: discord.js reads only ids of 17 to 19 digits ("1234")',
      'poll.answers[2].poll_media.emoji: discord.js sends this emoji by its id alone',
      'poll.answers[3]: discord.js needs an answer text',
      'poll.layout_type: discord.js knows only layout 1 (2)',
    ])
      expect(js).toContain(`// - ${note}`);
    const body = await sent({ name: 'refused', doc: refused(), envelope: 'message' });
    expect(body.embeds).toEqual([{ footer: { text: 'Foot' } }]);
    // discord.js sends `emoji: null` for an answer without one.
    expect((body.poll as { answers: unknown[] }).answers).toEqual([
      { poll_media: { text: 'Colon', emoji: null } },
      { poll_media: { text: 'Short id', emoji: null } },
      { poll_media: { text: 'Odd name', emoji: { id: '123456789012345678' } } },
    ]);
  });
});
