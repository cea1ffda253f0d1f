// The carbon check, proven on the hand-written reference program: it type-checks against
// @buape/carbon's own types, carbon sends the sample payloads (up to what Discord reads the same,
// and what carbon cannot express), every custom_id is routed, and the check fails a misspelt
// property, a wrong type and a different value.
import { beforeAll, describe, expect, it } from 'vitest';
import { customIds } from '../../testing/npm-check';
import {
  MODAL_READS,
  REFERENCE_ROUTED,
  REFERENCE_ROUTING as ROUTING,
  REFERENCE_UPLOADS,
  answerContent,
  changed,
  referenceSends,
} from '../../testing/npm-reference';
import { asCarbonCanSend, checkCarbon, normalise, sentDuring, type CheckResult } from './check';
import { EXAMPLE } from './example';

/** Which export sends which sample, as carbon can send it, as it sits in the request's body. */
const EXPECTED = referenceSends(asCarbonCanSend);

describe('the carbon check', () => {
  let result: CheckResult;
  beforeAll(async () => {
    result = await checkCarbon(EXAMPLE, ROUTING);
  }, 60_000);

  it('type-checks the reference program against @buape/carbon', () => {
    expect(result.typeErrors).toEqual([]);
  });

  it.each(Object.keys(EXPECTED))('records the sample payload from %s', (name) => {
    expect(sentDuring(result, name)).toEqual([normalise(EXPECTED[name])]);
  });

  it('sends a message by fetching its channel first', () => {
    const routes = result.requests
      .filter((r) => r.during.startsWith('send'))
      .map((r) => `${r.method} ${r.route}`);
    expect(routes).toEqual([
      'GET /channels/111111111111111111',
      'POST /channels/111111111111111111/messages',
      'GET /channels/111111111111111111',
      'POST /channels/111111111111111111/messages',
    ]);
  });

  it('uploads the files the messages name in attachments', () => {
    const uploads = result.requests
      .filter((r) => r.during.startsWith('send') && r.method === 'POST')
      .map((r) => r.files);
    expect(uploads).toEqual(REFERENCE_UPLOADS);
  });

  it('routes every custom_id of the messages and modals to a handler that answers', () => {
    expect(result.errors).toEqual({});
    const ids = [...ROUTING.messages, ...ROUTING.modals].flatMap((p) => customIds(p));
    const routed = ids.filter((id) => result.answers[id] !== undefined);
    expect(routed).toEqual(REFERENCE_ROUTED);
  });

  it('reads each modal value with its type', () => {
    expect(answerContent(result.answers, 'feedback')).toEqual(MODAL_READS.feedback);
    expect(answerContent(result.answers, 'survey')).toEqual(MODAL_READS.survey);
  });

  it('fails a misspelt property, naming the file and line', async () => {
    const bad = await checkCarbon(
      changed(EXAMPLE, 'bot.ts', "{ text: 'Ship it?' }", "{ txet: 'Ship it?' }"),
      ROUTING,
    );
    expect(bad.typeErrors.join('\n')).toMatch(/^bot\.ts:\d+:\d+ .*txet/m);
  }, 60_000);

  it('fails a value of the wrong type', async () => {
    const bad = await checkCarbon(
      changed(EXAMPLE, 'bot.ts', 'maxValues = 3;', "maxValues = '3';"),
      ROUTING,
    );
    expect(bad.typeErrors.join('\n')).toMatch(
      /^bot\.ts:\d+:\d+ Property 'maxValues'.*\n\s*Type 'string' is not assignable to type 'number'/m,
    );
  }, 60_000);

  it('fails a program that builds a different value', async () => {
    const other = await checkCarbon(
      changed(EXAMPLE, 'bot.ts', "label = 'Approve';", "label = 'Approved';"),
      ROUTING,
    );
    expect(other.typeErrors).toEqual([]);
    expect(sentDuring(other, 'sendReleaseMessage')).not.toEqual([
      normalise(EXPECTED.sendReleaseMessage),
    ]);
  }, 60_000);
});
