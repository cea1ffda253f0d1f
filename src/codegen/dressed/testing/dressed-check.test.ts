// The dressed check, proven on the hand-written reference program: it type-checks against
// dressed's own types, dressed sends exactly the sample payloads (the command set up to what
// Discord reads the same), dressed's build and handleInteraction route every custom_id to the
// handler file written for it, and the check fails a misspelt property, a wrong type, a
// different value and a custom_id no handler is routed to.
import { beforeAll, describe, expect, it } from 'vitest';
import { customIds } from '../../testing/npm-check';
import {
  MODAL_READS,
  REFERENCE_ROUTING as ROUTING,
  REFERENCE_UPLOADS,
  answerContent,
  changed,
  referenceSends,
} from '../../testing/npm-reference';
import { checkDressed, normaliseCommands, type CheckResult } from './check';
import { EXAMPLE } from './example';

/** Which step sends which sample, and how the sample sits in the request's body. */
const EXPECTED = referenceSends();

const normalise = (name: string, body: unknown) =>
  name === 'registerCommands' ? normaliseCommands(body) : body;

const sentBy = (result: CheckResult, name: string) =>
  result.requests.filter((r) => r.during === name).map((r) => normalise(name, r.body));

/** The handler file dressed must run for each custom_id. */
const HANDLERS: Record<string, string> = {
  'release:approve': 'src/components/buttons/release_approve.ts',
  'release:reject': 'src/components/buttons/release_reject.ts',
  'release:channel': 'src/components/selects/release_channel.ts',
  'release:users': 'src/components/selects/release_users.ts',
  'release:roles': 'src/components/selects/release_roles.ts',
  'release:mentionables': 'src/components/selects/release_mentionables.ts',
  'release:channels': 'src/components/selects/release_channels.ts',
  'report:details': 'src/components/buttons/report_details.ts',
  'report:mute': 'src/components/buttons/report_mute.ts',
  feedback: 'src/components/modals/feedback.ts',
  survey: 'src/components/modals/survey.ts',
};

describe('the dressed check', () => {
  let result: CheckResult;
  const tokenBefore = process.env.DISCORD_TOKEN;
  const cwdBefore = process.cwd();
  beforeAll(async () => {
    result = await checkDressed(EXAMPLE, ROUTING);
  }, 60_000);

  it('type-checks the reference program against dressed', () => {
    expect(result.typeErrors).toEqual([]);
  });

  it.each(Object.keys(EXPECTED))('records exactly the sample payload from %s', (name) => {
    expect(sentBy(result, name)).toEqual([normalise(name, EXPECTED[name])]);
  });

  it('sends messages, modals and the command set to the routes Discord expects', () => {
    const routes = result.requests
      .filter((r) => !r.during.startsWith('route'))
      .map((r) => `${r.method} ${r.route.replace(/\d{18}\/token-\d{18}/, 'ID/TOKEN')}`);
    expect(routes).toEqual([
      'POST /channels/111111111111111111/messages',
      'POST /channels/111111111111111111/messages',
      'POST /interactions/ID/TOKEN/callback',
      'POST /interactions/ID/TOKEN/callback',
      'PUT /applications/333333333333333333/commands',
    ]);
  });

  it('uploads the files the messages name in attachments', () => {
    const uploads = result.requests.filter((r) => r.during.startsWith('send')).map((r) => r.files);
    expect(uploads).toEqual(REFERENCE_UPLOADS);
  });

  it('routes every custom_id of the messages and modals to the handler file written for it', () => {
    expect(result.complaints).toEqual([]);
    const ids = [...ROUTING.messages, ...ROUTING.modals]
      .flatMap((p) => customIds(p))
      .filter((id) => id in HANDLERS || id.includes(':'));
    expect(Object.fromEntries(ids.map((id) => [id, result.handledBy[id]]))).toEqual(HANDLERS);
    for (const id of Object.keys(HANDLERS)) expect(result.answers[id]).toBeDefined();
  });

  it('reads each modal value with its type', () => {
    expect(answerContent(result.answers, 'feedback')).toEqual(MODAL_READS.feedback);
    expect(answerContent(result.answers, 'survey')).toEqual(MODAL_READS.survey);
  });

  it('leaves the environment and the working directory as they were', () => {
    expect(process.env.DISCORD_TOKEN).toBe(tokenBefore);
    expect(process.cwd()).toBe(cwdBefore);
  });

  it('fails a misspelt property, naming the file and line', async () => {
    const bad = await checkDressed(
      changed(EXAMPLE, 'src/messages/report.ts', "{ text: 'Ship it?' }", "{ txet: 'Ship it?' }"),
      ROUTING,
    );
    expect(bad.typeErrors.join('\n')).toMatch(/^src\/messages\/report\.ts:\d+:\d+ .*txet/m);
  }, 60_000);

  it('fails a value of the wrong type', async () => {
    const bad = await checkDressed(
      changed(EXAMPLE, 'src/modals/feedback.ts', 'max_length: 80', "max_length: '80'"),
      ROUTING,
    );
    expect(bad.typeErrors.join('\n')).toMatch(
      /^src\/modals\/feedback\.ts:\d+:\d+ Type 'string' is not assignable to type 'number'/m,
    );
  }, 60_000);

  it('fails a program that builds a different value', async () => {
    const other = await checkDressed(
      changed(EXAMPLE, 'src/messages/release.ts', "label: 'Approve'", "label: 'Approved'"),
      ROUTING,
    );
    expect(other.typeErrors).toEqual([]);
    expect(sentBy(other, 'sendReleaseMessage')).not.toEqual([EXPECTED.sendReleaseMessage]);
  }, 60_000);

  it('fails a custom_id that no handler is routed to', async () => {
    // Two handlers with one pattern: dressed's build keeps one and skips the other.
    const other = await checkDressed(
      changed(
        EXAMPLE,
        'src/components/buttons/release_reject.ts',
        '/^release:reject$/',
        '/^release:approve$/',
      ),
      ROUTING,
    );
    expect(other.typeErrors).toEqual([]);
    expect(other.handledBy['release:reject']).toBeUndefined();
    expect(other.complaints.join('\n')).toMatch(/No button component handler for "release:reject"/);
  }, 60_000);
});
