// The carbon check, proven on the hand-written reference program: it type-checks against
// @buape/carbon's own types, carbon sends the sample payloads (up to what Discord reads the same,
// and what carbon cannot express), every custom_id is routed, and the check fails a misspelt
// property, a wrong type and a different value.
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_DESIGNS } from '../../testing/designs';
import { customIds } from '../../testing/npm-check';
import { checkCarbon, type CheckResult, type RoutingSamples } from './check';
import { EXAMPLE } from './example';

const payload = (name: string) => SAMPLE_DESIGNS.find((s) => s.name === name)!.payload;
const ROUTING = {
  messages: [payload('message-v2'), payload('message-legacy')],
  modals: [payload('modal'), payload('modal-choices')],
} as RoutingSamples;

type Json = Record<string, unknown>;

/**
 * The samples as carbon 0.16.0 can send them: each change is one entry of the README's "cannot
 * express" list. (1) Thumbnail has no description. (2) A command always carries
 * integration_types and contexts (carbon's defaults when the design leaves them unset).
 */
function asCarbonCanSend(name: string, sample: unknown): unknown {
  const copy = structuredClone(sample) as Json;
  if (name === 'sendReleaseMessage') {
    const container = (copy.components as Json[])[0]!;
    const section = (container.components as Json[])[2]!;
    delete (section.accessory as Json).description;
  }
  if (name === 'registerCommands')
    for (const command of copy as unknown as Json[]) {
      command.integration_types ??= [0, 1];
      command.contexts ??= [0, 1, 2];
    }
  return copy;
}

/** Which export sends which sample, and how the sample sits in the request's body. */
const EXPECTED: Record<string, unknown> = {
  registerCommands: payload('commands'),
  sendReleaseMessage: payload('message-v2'),
  sendReportMessage: payload('message-legacy'),
  showFeedbackModal: { type: 9, data: payload('modal') },
  showSurveyModal: { type: 9, data: payload('modal-choices') },
};

/** Keys carbon sends beside the ones Discord reads, by the object they sit in. */
const STRAY: Record<string, readonly string[]> = {
  // its message serializer spreads the payload it was given, camelCase keys included
  message: ['allowedMentions'],
  poll: ['expiry', 'allowMultiselect', 'layoutType'],
  // a subcommand (group) is serialized like a command, then its type is overwritten
  subcommand: ['integration_types', 'contexts', 'default_member_permissions'],
};
/** Keys whose value is Discord's default when absent. */
const DEFAULTS: Record<string, unknown> = {
  disabled: false,
  spoiler: false,
  nsfw: false,
  default_member_permissions: null,
};

/**
 * What Discord reads the same, applied to both sides: a key set to Discord's default equals the
 * key left out (DEFAULTS), and the keys carbon sends that Discord does not read at that place
 * (STRAY) are dropped.
 */
function normalise(value: unknown, place = 'message'): unknown {
  if (Array.isArray(value)) return value.map((v) => normalise(v, place));
  if (!value || typeof value !== 'object') return value;
  const object = value as Json;
  const here =
    place === 'option' && (object.type === 1 || object.type === 2) ? 'subcommand' : place;
  const out: Json = {};
  for (const [key, v] of Object.entries(object)) {
    if (STRAY[here]?.includes(key)) continue;
    if (key in DEFAULTS && v === DEFAULTS[key]) continue;
    out[key] = normalise(v, key === 'poll' ? 'poll' : key === 'options' ? 'option' : 'other');
  }
  return out;
}

const sentBy = (result: CheckResult, name: string) =>
  result.requests
    .filter((r) => r.during === name && r.method !== 'GET')
    .map((r) => normalise(r.body));

/** The example with one piece of text replaced (it must occur once). */
function changed(from: string, to: string): Record<string, string> {
  const code = EXAMPLE['bot.ts']!;
  expect(code.split(from)).toHaveLength(2);
  return { 'bot.ts': code.replace(from, to) };
}

describe('the carbon check', () => {
  let result: CheckResult;
  beforeAll(async () => {
    result = await checkCarbon(EXAMPLE, ROUTING);
  }, 60_000);

  it('type-checks the reference program against @buape/carbon', () => {
    expect(result.typeErrors).toEqual([]);
  });

  it.each(Object.keys(EXPECTED))('records the sample payload from %s', (name) => {
    expect(sentBy(result, name)).toEqual([normalise(asCarbonCanSend(name, EXPECTED[name]))]);
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
    expect(uploads).toEqual([['two.png', 'notes.txt'], ['chart.png']]);
  });

  it('routes every custom_id of the messages and modals to a handler that answers', () => {
    expect(result.errors).toEqual({});
    const ids = [...ROUTING.messages, ...ROUTING.modals].flatMap((p) => customIds(p));
    const routed = ids.filter((id) => result.answers[id] !== undefined);
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

  it('reads each modal value with its type', () => {
    const content = (id: string) =>
      JSON.parse((result.answers[id] as { data: { content: string } }).data.content);
    expect(content('feedback')).toEqual({
      subject: 'typed text',
      details: 'typed text',
      area: ['editor'],
      shot: ['223456789012345678'],
    });
    expect(content('survey')).toEqual({
      plan: 'pro',
      topics: ['bots', 'docs'],
      subscribe: true,
      team: ['223456789012345678'],
      contact: ['223456789012345678'],
    });
  });

  it('fails a misspelt property, naming the file and line', async () => {
    const bad = await checkCarbon(changed("{ text: 'Ship it?' }", "{ txet: 'Ship it?' }"), ROUTING);
    expect(bad.typeErrors.join('\n')).toMatch(/^bot\.ts:\d+:\d+ .*txet/m);
  }, 60_000);

  it('fails a value of the wrong type', async () => {
    const bad = await checkCarbon(changed('maxValues = 3;', "maxValues = '3';"), ROUTING);
    expect(bad.typeErrors.join('\n')).toMatch(
      /^bot\.ts:\d+:\d+ Property 'maxValues'.*\n\s*Type 'string' is not assignable to type 'number'/m,
    );
  }, 60_000);

  it('fails a program that builds a different value', async () => {
    const other = await checkCarbon(changed("label = 'Approve';", "label = 'Approved';"), ROUTING);
    expect(other.typeErrors).toEqual([]);
    expect(sentBy(other, 'sendReleaseMessage')).not.toEqual([
      normalise(asCarbonCanSend('sendReleaseMessage', EXPECTED.sendReleaseMessage)),
    ]);
  }, 60_000);
});
