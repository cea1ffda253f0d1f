// The discordeno check, proven on the hand-written reference program: it type-checks against
// @discordeno/bot's own types, discordeno sends exactly the sample payloads, every custom_id is
// routed, and the check fails a misspelt property, a wrong type and a different value.
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_DESIGNS } from '../../testing/designs';
import { checkDiscordeno, type CheckResult, type RoutingSamples } from './check';
import { EXAMPLE } from './example';
import { customIds } from '../../testing/npm-check';

const payload = (name: string) => SAMPLE_DESIGNS.find((s) => s.name === name)!.payload;
const ROUTING = {
  messages: [payload('message-v2'), payload('message-legacy')],
  modals: [payload('modal'), payload('modal-choices')],
} as RoutingSamples;

/** Which export sends which sample, and how the sample sits in the request's body. */
const EXPECTED: Record<string, unknown> = {
  registerCommands: payload('commands'),
  sendReleaseMessage: payload('message-v2'),
  sendReportMessage: payload('message-legacy'),
  showFeedbackModal: { type: 9, data: payload('modal') },
  showSurveyModal: { type: 9, data: payload('modal-choices') },
};

/**
 * The one difference discordeno makes that Discord reads the same: it types an attachment's id
 * as a snowflake string ("0"), where the samples write the number 0. Ids are compared as text.
 */
function normalise(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(normalise);
  if (!body || typeof body !== 'object') return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body))
    out[key] =
      key === 'attachments' && Array.isArray(value)
        ? value.map((a: Record<string, unknown>) => ({ ...a, id: String(a.id) }))
        : normalise(value);
  return out;
}

const sentBy = (result: CheckResult, name: string) =>
  result.requests.filter((r) => r.during === name).map((r) => normalise(r.body));

/** The example with one piece of text replaced (it must occur once). */
function changed(from: string, to: string): Record<string, string> {
  const code = EXAMPLE['bot.ts']!;
  expect(code.split(from)).toHaveLength(2);
  return { 'bot.ts': code.replace(from, to) };
}

describe('the discordeno check', () => {
  let result: CheckResult;
  beforeAll(async () => {
    result = await checkDiscordeno(EXAMPLE, ROUTING);
  }, 60_000);

  it('type-checks the reference program against @discordeno/bot', () => {
    expect(result.typeErrors).toEqual([]);
  });

  it.each(Object.keys(EXPECTED))('records exactly the sample payload from %s', (name) => {
    expect(sentBy(result, name)).toEqual([normalise(EXPECTED[name])]);
  });

  it('uploads the files the messages name in attachments', () => {
    const uploads = result.requests.filter((r) => r.during.startsWith('send')).map((r) => r.files);
    expect(uploads).toEqual([['two.png', 'notes.txt'], ['chart.png']]);
  });

  it('routes every custom_id of the messages and modals to a handler that answers', () => {
    const ids = [...ROUTING.messages, ...ROUTING.modals].flatMap((p) => customIds(p));
    const routed = ids.filter((id) => result.answers[id] !== undefined);
    const modalFields = [
      'subject',
      'details',
      'area',
      'shot',
      'plan',
      'topics',
      'subscribe',
      'team',
      'contact',
    ];
    expect(routed).toEqual(ids.filter((id) => !modalFields.includes(id)));
    expect(routed).toEqual([
      'release:approve',
      'release:reject',
      'release:channel',
      'release:users',
      'release:roles',
      'release:mentionables',
      'release:channels',
      'report:details',
      'report:mute',
      'feedback',
      'survey',
    ]);
  });

  it('reads each modal value with its type, as far as discordeno hands them over', () => {
    const content = (id: string) =>
      JSON.parse((result.answers[id] as { data: { content: string } }).data.content);
    // discordeno's interaction transformer drops components it does not know (file upload,
    // radio group, checkbox group, checkbox): their values never reach the handler.
    expect(content('feedback')).toEqual({
      subject: 'typed text',
      details: 'typed text',
      area: ['editor'],
      shot: [],
    });
    expect(content('survey')).toEqual({
      topics: [],
      subscribe: false,
      team: ['223456789012345678'],
      contact: ['223456789012345678'],
    });
  });

  it('fails a misspelt property, naming the file and line', async () => {
    const bad = await checkDiscordeno(
      changed("customId: 'release:approve'", "custom_idd: 'release:approve'"),
      ROUTING,
    );
    expect(bad.typeErrors.join('\n')).toMatch(/^bot\.ts:\d+:\d+ .*custom_idd/m);
  }, 60_000);

  it('fails a value of the wrong type', async () => {
    const bad = await checkDiscordeno(
      changed('accentColor: 5793266', "accentColor: '5793266'"),
      ROUTING,
    );
    expect(bad.typeErrors.join('\n')).toMatch(
      /^bot\.ts:\d+:\d+ Type 'string' is not assignable to type 'number'/m,
    );
  }, 60_000);

  it('fails a program that builds a different value', async () => {
    const other = await checkDiscordeno(changed("label: 'Approve'", "label: 'Approved'"), ROUTING);
    expect(other.typeErrors).toEqual([]);
    expect(sentBy(other, 'sendReleaseMessage')).not.toEqual([
      normalise(EXPECTED.sendReleaseMessage),
    ]);
  }, 60_000);
});
