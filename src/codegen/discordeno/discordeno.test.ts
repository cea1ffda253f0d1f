// The discordeno printer, run through the real @discordeno/bot (testing/check.ts): every sample
// design type-checks and sends exactly what the check's own test expects of the hand-written
// example, every custom_id is routed and every modal field read; the header names what the plan
// left out; and hostile designs type-check, inject nothing, send every string unchanged and read
// no file outside the run's folder.
import { describe, expect, it } from 'vitest';
import { planDesign, toPayload } from '../../model';
import type { Doc, Envelope } from '../../model';
import { SAMPLE_DESIGNS, sampleDoc } from '../testing/designs';
import {
  FILE_NAMES,
  HOSTILE_NAMES,
  hostileCommands,
  hostileEmbedsAndPoll,
  hostileFileNames,
  hostileLegacy,
  hostileMessage,
  hostileModal,
} from '../testing/hostile';
import { jsString } from '../common/source';
import { LACKS, printDiscordeno } from './discordeno';
import { customIds, interactiveComponents } from '../testing/npm-check';
import { inRequest } from '../testing/npm-reference';
import { expectReadsInside, expectStringsArrive, routingOf } from '../testing/printer-kit';
import { checkDiscordeno, normalise, type CheckResult } from './testing/check';

const IMPORT = "import { openAsBlob } from 'node:fs';";
/** The driver: the printed code, its file reads recorded instead of made. */
const RECORDER =
  'const openAsBlob = async (path: string) => {\n' +
  '  ((globalThis as unknown as { reads?: string[] }).reads ??= []).push(path);\n' +
  '  return new Blob([]);\n' +
  '};';

interface Run {
  code: string;
  result: CheckResult;
  reads: string[];
}

async function run(doc: Doc, envelope: Envelope, name?: string): Promise<Run> {
  const code = printDiscordeno(doc, { envelope, ...(name !== undefined ? { name } : {}) });
  const payload = toPayload(doc, envelope);
  const routing = routingOf(doc.surface, payload);
  const g = globalThis as unknown as { reads?: string[]; PWNED?: unknown };
  g.reads = [];
  const result = await checkDiscordeno({ 'bot.ts': code.replace(IMPORT, RECORDER) }, routing);
  const reads = g.reads;
  expect(g.PWNED).toBeUndefined();
  return { code, result, reads };
}

/** What the design's own export sent (not the handlers' answers). */
const sent = (r: CheckResult) =>
  r.requests.filter((q) => !q.during.startsWith('route ')).map((q) => normalise(q.body));

/** The custom_ids a handler must answer: a message's components, a modal's own id. */
function routed(payload: unknown, surface: string): string[] {
  if (surface === 'message') return interactiveComponents(payload).map((c) => c.customId);
  if (surface === 'modal') return [String((payload as { custom_id: string }).custom_id)];
  return [];
}

describe('printDiscordeno on the sample designs', () => {
  for (const sample of SAMPLE_DESIGNS) {
    it(`${sample.name}: type-checks, sends the sample exactly, routes every custom_id`, async () => {
      const { code, result, reads } = await run(sampleDoc(sample), sample.envelope, sample.name);
      expect(result.typeErrors).toEqual([]);
      expect(sent(result)).toEqual([normalise(inRequest(sample.as, sample.payload))]);
      const ids = routed(sample.payload, sample.as);
      expect(ids.filter((id) => result.answers[id] === undefined)).toEqual([]);
      if (sample.as === 'message') {
        const files = (sample.payload as { attachments?: { filename: string }[] }).attachments;
        expect(result.requests[0]!.files).toEqual((files ?? []).map((f) => f.filename));
        expect(reads).toEqual((files ?? []).map((f) => `./${f.filename}`));
      }
      if (sample.as === 'modal') {
        // Each field is read (discordeno drops some values before the handler: README).
        const fields = customIds(sample.payload).filter((id) => id !== ids[0]);
        for (const id of fields) expect(code).toContain(`field(interaction, ${jsString(id)})`);
        const answer = result.answers[ids[0]!] as { data: { content: string } };
        expect(JSON.parse(answer.data.content)).toBeTruthy();
      }
    }, 60_000);
  }

  it('names the design, the version and everything the plan left out in its header', () => {
    for (const sample of SAMPLE_DESIGNS) {
      const doc = sampleDoc(sample);
      const code = printDiscordeno(doc, {
        envelope: sample.envelope,
        name: sample.name,
        errors: 2,
      });
      const head = code.split('\nimport ')[0]!;
      expect(head).toContain(`Design "${sample.name}", from Component Studio.`);
      expect(head).toContain('@discordeno/bot 22.0.1-next.bbdd2d1');
      expect(head).toContain('2 errors');
      for (const left of planDesign(doc, LACKS).leftOut) expect(head).toContain(left.path);
    }
  });
});

describe('printDiscordeno on hostile designs', () => {
  it('a Components V2 message: every string arrives, every custom_id is routed', async () => {
    const doc = hostileMessage();
    const { result } = await run(doc, 'message');
    expect(result.typeErrors).toEqual([]);
    const [body] = sent(result);
    expectStringsArrive(body, toPayload(doc, 'message'));
    const ids = routed(toPayload(doc, 'message'), 'message');
    expect(ids.filter((id) => result.answers[id] === undefined)).toEqual([]);
  }, 60_000);

  it('hostile design names stay in the header comment', async () => {
    // The name changes the header's comment lines only: the code after them is the same text.
    const plain = printDiscordeno(hostileLegacy(), { envelope: 'message' });
    const after = (code: string) => code.slice(code.indexOf('\nimport '));
    for (const name of HOSTILE_NAMES) {
      const code = printDiscordeno(hostileLegacy(), { envelope: 'message', name });
      const head = code
        .slice(0, code.indexOf('\nimport '))
        .trimEnd()
        .split(/\r\n|\r|\n|\u2028|\u2029/);
      expect(head.filter((l) => !l.startsWith('//'))).toEqual([]);
      expect(after(code)).toBe(after(plain));
    }
    const { result } = await run(hostileLegacy(), 'message', HOSTILE_NAMES.join(' '));
    expect(result.typeErrors).toEqual([]);
  }, 60_000);

  it('a legacy message: content, embed, mentions and a button arrive unchanged', async () => {
    const doc = hostileLegacy();
    const { result } = await run(doc, 'message');
    expect(result.typeErrors).toEqual([]);
    expect(sent(result)).toEqual([normalise(toPayload(doc, 'message'))]);
  }, 60_000);

  it('two embeds and a poll arrive unchanged; the webhook fields are named as left out', async () => {
    const doc = hostileEmbedsAndPoll();
    const { code, result } = await run(doc, 'webhook');
    expect(result.typeErrors).toEqual([]);
    const {
      username: _u,
      avatar_url: _a,
      ...rest
    } = toPayload(doc, 'webhook') as Record<string, unknown>;
    expect(sent(result)).toEqual([normalise(rest)]);
    expect(code).toMatch(/- username: .*cannot send `username`/);
  }, 60_000);

  it('a modal: every string arrives and its field is read', async () => {
    const doc = hostileModal();
    const { result } = await run(doc, 'modal');
    expect(result.typeErrors).toEqual([]);
    expect(sent(result)).toEqual([{ type: 9, data: toPayload(doc, 'modal') }]);
    const id = String((toPayload(doc, 'modal') as { custom_id: string }).custom_id);
    expect(result.answers[id]).toBeDefined();
  }, 60_000);

  it('a command set: every name, description and choice arrives unchanged', async () => {
    for (const anyNames of [false, true]) {
      const doc = hostileCommands(anyNames);
      const { result } = await run(doc, 'commands');
      expect(result.typeErrors).toEqual([]);
      const payload = toPayload(doc, 'commands');
      expect(result.requests.map((q) => decodeURIComponent(q.route))).toEqual([
        `/applications/333333333333333333/guilds/${doc.guildId!}/commands`,
      ]);
      expectStringsArrive(sent(result), payload, KEYS_DISCORDENO_RECASES);
    }
  }, 60_000);

  it('files are read from inside the folder the code runs in, under the names given', async () => {
    const { result, reads } = await run(hostileFileNames(), 'message');
    expect(result.typeErrors).toEqual([]);
    expect(reads).toHaveLength(FILE_NAMES.length);
    expectReadsInside(reads);
    expect(result.requests[0]!.files).toEqual(FILE_NAMES);
  }, 60_000);
});

/**
 * A field name Discord does not know, without `_` and with capitals: discordeno's REST layer
 * recases every such key (PWNED -> _p_w_n_e_d) before it is sent, and nothing can stop it.
 */
const KEYS_DISCORDENO_RECASES = [`"""; print('PWNED'); """`];
