import { describe, expect, it } from 'vitest';
import { toPayload } from '../../model';
import type { MessageDoc } from '../../model';
import { docOf } from '../../model/testing/fixtures';
import { printDiscordPy as discordPyCode } from './discordpy';
import type { BodySample } from '../testing/body-samples';
import {
  MENTION_FORMS,
  bodySamples,
  embedsMessage,
  ephemeralReply,
  pollOfThree,
  webhookMessage,
} from '../testing/body-samples';
import { canonical } from '../testing/canonical';
import { HAS_PYTHON, pythonSyntaxErrors } from './testing/python';
import { runPython } from './testing/run-py';

const ALL = bodySamples();
const code = (s: BodySample) => discordPyCode(s.doc, { envelope: s.envelope, name: s.name });

const message = (body: Record<string, unknown>): MessageDoc => {
  const doc = docOf(body);
  if (doc.surface !== 'message') throw new Error('Not a message.');
  return doc;
};

const payloadBody = (s: BodySample) => {
  const payload = toPayload(s.doc, s.doc.envelope);
  return 'data' in payload ? (payload.data as Record<string, unknown>) : payload;
};

/** Everything discord.py cannot send as the design says it. */
const refused = () =>
  message({
    embeds: [
      {
        title: '',
        description: 42,
        color: 1.5,
        timestamp: '2024-05-01',
        type: 'image',
        video: { url: 'https://example.com/v.mp4' },
        provider: { name: 'P' },
        author: { url: 'https://example.com' },
        footer: { text: 'Foot', proxy_icon_url: 'p' },
        image: { url: 'https://example.com/i.png', height: 10 },
        fields: [{ name: 'n', value: 'v', inline: 'yes' }, { name: 'only a name' }],
      },
      7,
    ],
    poll: {
      question: { text: 'Q', emoji: { name: '❓' } },
      answers: [
        { answer_id: 1, poll_media: { text: 'Id', emoji: { id: 'abc' } } },
        { poll_media: { text: 'Nameless', emoji: { id: '123456789012345678' } } },
        { poll_media: { emoji: { name: '🐜' } } },
      ],
      layout_type: 2,
      duration: 'a day',
    },
  });

describe.skipIf(!HAS_PYTHON)('discord.py code for a message body', () => {
  it('parses, and runs against the stand-in package, for every body sample and target', () => {
    const sources = [...ALL.map(code), discordPyCode(refused(), { envelope: 'message' })];
    expect(pythonSyntaxErrors(sources).filter(Boolean)).toEqual([]);
    const { runs, out } = runPython(sources);
    expect(out.trim()).toBe('');
    runs.forEach((run, i) => expect(run.error, ALL[i]?.name ?? 'refused').toBeUndefined());
  });

  it('sends, through the stand-in package, exactly the body of every sample', () => {
    const { runs } = runPython(ALL.map(code));
    ALL.forEach((s, i) => {
      const sent = runs[i]!.sent;
      expect(sent, s.name).toBeTruthy();
      const expected = canonical(payloadBody(s), s.envelope);
      if (s.envelope === 'response-7') delete expected.tts;
      if (s.envelope !== 'webhook') {
        delete expected.username;
        delete expected.avatar_url;
      }
      expect(Object.keys(expected).length, s.name).toBeGreaterThan(0);
      expect(canonical(sent!, s.envelope), s.name).toEqual(expected);
    });
  });

  it('refuses, as discord.py does, a keyword its classes do not take', () => {
    const wrong = [
      'import datetime, discord',
      "discord.Poll(question='Q', duration=datetime.timedelta(hours=1), multiple=True)",
    ].join('\n');
    const missing = "import discord\ndiscord.Embed().set_author(url='https://example.com')";
    const [poll, author] = runPython([wrong, missing]).runs;
    expect(poll!.error).toMatch(/^TypeError: .*unexpected keyword argument 'multiple'/);
    expect(author!.error).toMatch(/^TypeError: .*missing 1 required keyword-only argument: 'name'/);
  });

  it('names what discord.py cannot send of the poll as the design says it, and leaves it out', () => {
    const py = discordPyCode(refused(), { envelope: 'message' });
    for (const note of [
      'poll.question.emoji: discord.py sends only the question\'s text ({"name":"❓"})',
      'poll.answers[0].answer_id: add_answer() has no parameter for it (1)',
      'poll.answers[0].poll_media.emoji: its id is not a snowflake, so it is not sent',
      'poll.answers[2]: add_answer() needs a text',
      'poll.layout_type: discord.py knows only layout 1 (2)',
      'poll.duration: not a number of hours; 24 is sent ("a day")',
    ])
      expect(py).toContain(`# - ${note}`);
    expect(py).toContain('discord.PartialEmoji(name=None, id=123456789012345678)');
  });

  it('names a list of embeds it cannot read, and leaves it out', () => {
    const py = discordPyCode(refused(), { envelope: 'message' });
    expect(py).toMatch(/^# - embeds: an entry is not an embed, so the list is left out \(\[/m);
    expect(runPython([py]).runs[0]!.sent!.embeds).toBeUndefined();
  });

  it('writes the embeds with discord.Embed and its setters', () => {
    const py = code({ name: 'e', doc: embedsMessage(), envelope: 'message' });
    for (const part of [
      "def build_embeds() -> 'list[discord.Embed]':",
      "url='https://example.com/title',",
      'colour=0x000000,',
      "timestamp=datetime.datetime.fromisoformat('2024-05-01T10:34:56.789+00:00'),",
      "embed.set_author(\n        name='Ann Author',",
      "icon_url='https://example.com/footer.png',",
      "embed.set_image(url='https://example.com/image.png')",
      "embed.set_thumbnail(url='attachment://thumb.png')",
      "embed.add_field(name='Left', value='One', inline=True)",
      "embed.add_field(name='Default', value='inline left out', inline=False)",
      'embeds=build_embeds(),',
      'suppress_embeds=True,',
      'silent=True,',
      "discord.File('./thumb.png', filename='thumb.png')",
    ])
      expect(py).toContain(part);
    expect(py).toMatch(/^import datetime\nimport discord$/m);
    const shown = message({ embeds: [{ thumbnail: { url: 'attachment://chart.png' } }] });
    expect(discordPyCode(shown, { envelope: 'message' })).toContain(
      "files=[discord.File('./chart.png', filename='chart.png')]",
    );
    for (const s of ALL.filter((c) => c.envelope !== 'response-7'))
      expect(code(s), s.name).not.toContain('Not expressed');
  });

  it('writes the poll as a discord.Poll with an answer each', () => {
    const py = discordPyCode(message({ poll: pollOfThree() }), { envelope: 'message' });
    expect(py).toContain('duration=datetime.timedelta(hours=48),\n        multiselect=True,');
    expect(py).toContain("poll.add_answer(text='Ants', emoji='🐜')");
    expect(py).toContain(
      "emoji=discord.PartialEmoji(name='blob_dance', id=123456789012345678, animated=True),",
    );
    expect(py).toContain('await channel.send(poll=build_poll())');
    const bare = message({ poll: { question: { text: 'Q' } } });
    expect(discordPyCode(bare, { envelope: 'message' })).toContain(
      "poll = discord.Poll(question='Q', duration=datetime.timedelta(hours=24))",
    );
  });

  it('writes allowed mentions in each form, the webhook name and an ephemeral reply', () => {
    const [parseOnly, lists, nobody, empty] = Object.values(MENTION_FORMS).map((form) =>
      discordPyCode(message({ content: 'Hi', allowed_mentions: form }), { envelope: 'message' }),
    );
    expect(parseOnly).toMatch(/everyone=True,\s+users=True,\s+roles=False,\s+replied_user=False/);
    expect(lists).toContain('users=[discord.Object(id=100000000000000001), discord.Object(');
    expect(lists).toMatch(
      /roles=\[discord\.Object\(id=200000000000000001\)\],\s+replied_user=True/,
    );
    for (const none of [nobody, empty])
      expect(none).toMatch(/everyone=False,\s+users=False,\s+roles=False,\s+replied_user=False/);
    const hook = discordPyCode(webhookMessage(), { envelope: 'webhook' });
    expect(hook).toMatch(/username='Hook',\s+avatar_url='https:\/\/example.com\/hook.png',/);
    const reply = discordPyCode(ephemeralReply(), { envelope: 'response-4' });
    expect(reply).toMatch(/ephemeral=True,\s+silent=True,/);
  });
});
