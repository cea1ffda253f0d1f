// The discordeno check, proven on the hand-written reference program: it type-checks against
// @discordeno/bot's own types, discordeno sends exactly the sample payloads, every custom_id is
// routed, and the check fails a misspelt property, a wrong type and a different value.
import { beforeAll, describe, expect, it } from 'vitest';
import { customIds } from '../../testing/npm-check';
import {
  REFERENCE_ROUTED,
  REFERENCE_ROUTING as ROUTING,
  REFERENCE_UPLOADS,
  answerContent,
  changed,
  referenceSends,
} from '../../testing/npm-reference';
import { checkDiscordeno, normalise, type CheckResult } from './check';
import { EXAMPLE } from './example';

/** Which export sends which sample, and how the sample sits in the request's body. */
const EXPECTED = referenceSends();

const sentBy = (result: CheckResult, name: string) =>
  result.requests.filter((r) => r.during === name).map((r) => normalise(r.body));

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
    expect(uploads).toEqual(REFERENCE_UPLOADS);
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
    expect(routed).toEqual(REFERENCE_ROUTED);
  });

  it('reads each modal value with its type, as far as discordeno hands them over', () => {
    // discordeno's interaction transformer drops components it does not know (file upload,
    // radio group, checkbox group, checkbox): their values never reach the handler.
    expect(answerContent(result.answers, 'feedback')).toEqual({
      subject: 'typed text',
      details: 'typed text',
      area: ['editor'],
      shot: [],
    });
    expect(answerContent(result.answers, 'survey')).toEqual({
      topics: [],
      subscribe: false,
      team: ['223456789012345678'],
      contact: ['223456789012345678'],
    });
  });

  it('fails a misspelt property, naming the file and line', async () => {
    const bad = await checkDiscordeno(
      changed(EXAMPLE, 'bot.ts', "customId: 'release:approve'", "custom_idd: 'release:approve'"),
      ROUTING,
    );
    expect(bad.typeErrors.join('\n')).toMatch(/^bot\.ts:\d+:\d+ .*custom_idd/m);
  }, 60_000);

  it('fails a value of the wrong type', async () => {
    const bad = await checkDiscordeno(
      changed(EXAMPLE, 'bot.ts', 'accentColor: 5793266', "accentColor: '5793266'"),
      ROUTING,
    );
    expect(bad.typeErrors.join('\n')).toMatch(
      /^bot\.ts:\d+:\d+ Type 'string' is not assignable to type 'number'/m,
    );
  }, 60_000);

  it('fails a program that builds a different value', async () => {
    const other = await checkDiscordeno(
      changed(EXAMPLE, 'bot.ts', "label: 'Approve'", "label: 'Approved'"),
      ROUTING,
    );
    expect(other.typeErrors).toEqual([]);
    expect(sentBy(other, 'sendReleaseMessage')).not.toEqual([
      normalise(EXPECTED.sendReleaseMessage),
    ]);
  }, 60_000);
});
