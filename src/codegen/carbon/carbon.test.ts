// The carbon printer, run against the real @buape/carbon 0.16.0 (testing/check.ts): every sample
// design type-checks and sends exactly what the check's own test expects of the hand-written
// example, every custom_id is routed and every modal value read; the header names what the plan
// left out; hostile designs compile, run, inject nothing and every string arrives unchanged where
// carbon can send it, and no file outside the run's folder is read.
import { afterEach, describe, expect, it } from 'vitest';
import { planDesign, toPayload } from '../../model';
import type { Doc } from '../../model';
import { customIds, type RoutingSamples } from '../testing/npm-check';
import { MODAL_READS, answerContent, inRequest } from '../testing/npm-reference';
import {
  KNOWN_COMMAND_KEYS,
  expectReadsInside,
  expectStringsArrive,
  routingOf,
} from '../testing/printer-kit';
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
import { LACKS, printCarbon } from './carbon';
import {
  asCarbonCanSend,
  checkCarbon,
  normalise,
  sentDuring as sent,
  type CheckResult,
} from './testing/check';

type Json = Record<string, unknown>;

/** The small bot the check runs, after testing/example.ts: the printed code and its Client. */
function driver(code: string): string {
  const has = (name: string) => code.includes(`export const ${name} =`);
  const program = code.replace(
    "import { openAsBlob } from 'node:fs';",
    [
      '// The test reads no file: it records the paths the code asks for.',
      'const openAsBlob = async (path: string) => {',
      '  ((globalThis as Record<string, unknown>).CARBON_READS as string[]).push(path);',
      '  return new Blob([]);',
      '};',
    ].join('\n'),
  );
  return `${program}
import { Client as DriverClient, type ClientOptions as DriverOptions } from '@buape/carbon';

export function makeClient(options: DriverOptions) {
  return new DriverClient(options, {
    commands: ${has('COMMANDS') ? 'COMMANDS' : '[]'},
    components: ${has('COMPONENTS') ? 'COMPONENTS' : '[]'},
    modals: ${has('MODALS') ? 'MODALS' : '[]'},
  });
}
`;
}

const reads = () => (globalThis as Record<string, unknown>).CARBON_READS as string[];

async function run(doc: Doc, name?: string): Promise<{ code: string; result: CheckResult }> {
  const code = printCarbon(doc, {
    envelope: doc.envelope,
    ...(name !== undefined ? { name } : {}),
  });
  const payload = toPayload(doc, doc.surface === 'modal' ? 'modal' : doc.envelope);
  const routing: RoutingSamples = routingOf(doc.surface, payload);
  (globalThis as Record<string, unknown>).CARBON_READS = [];
  const result = await checkCarbon({ 'bot.ts': driver(code) }, routing);
  return { code, result };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).PWNED;
});

// ---- What Discord reads the same (as the check's own test: carbon-check.test.ts).

const EXPORT: Record<string, string> = {
  message: 'sendMessage',
  modal: 'showModal',
  commands: 'registerCommands',
};

describe('printCarbon on the sample designs', () => {
  for (const sample of SAMPLE_DESIGNS) {
    it(`${sample.name}: type-checks, sends the sample, routes and reads everything`, async () => {
      const { result } = await run(sampleDoc(sample), sample.name);
      expect(result.typeErrors).toEqual([]);
      expect(result.errors).toEqual({});
      const expected = inRequest(sample.as, asCarbonCanSend(sample.name, sample.payload));
      expect(sent(result, EXPORT[sample.as]!)).toEqual([normalise(expected)]);
      const ids = customIds(sample.payload).filter(
        (id) => sample.as === 'message' || id === (sample.payload as Json).custom_id,
      );
      expect(ids.filter((id) => result.answers[id] === undefined)).toEqual([]);
    }, 60_000);
  }

  it('reads each modal value with its type', async () => {
    const answer = async (i: number) => {
      const sample = SAMPLE_DESIGNS.filter((s) => s.as === 'modal')[i]!;
      const { result } = await run(sampleDoc(sample));
      return answerContent(result.answers, String((sample.payload as Json).custom_id));
    };
    expect(await answer(0)).toEqual(MODAL_READS.feedback);
    expect(await answer(1)).toEqual(MODAL_READS.survey);
  }, 60_000);

  it('names in its header everything the plan left out, and the design and version', () => {
    for (const sample of SAMPLE_DESIGNS) {
      const doc = sampleDoc(sample);
      const code = printCarbon(doc, { envelope: sample.envelope, name: sample.name, errors: 2 });
      const head = code.split('\nimport {')[0]!;
      expect(head).toContain(`Design "${sample.name}", from Component Studio.`);
      expect(head).toContain('@buape/carbon 0.16.0');
      expect(head).toContain('2 errors');
      for (const left of planDesign(doc, LACKS).leftOut) expect(head).toContain(left.what);
    }
    const v2 = printCarbon(sampleDoc(SAMPLE_DESIGNS[0]!), { envelope: 'message' });
    expect(v2).toContain('cannot set `description` of a Thumbnail: left out');
  });
});

const body = (result: CheckResult, during: string) =>
  result.requests.find((r) => r.during === during && r.method !== 'GET')?.body;

function expectClean(result: CheckResult) {
  expect(result.typeErrors).toEqual([]);
  expect(result.errors).toEqual({});
  expect((globalThis as Record<string, unknown>).PWNED).toBeUndefined();
}

describe('printCarbon on hostile designs', () => {
  it('a Components V2 message: compiles, runs, sends every string, routes every id', async () => {
    const doc = hostileMessage();
    const { result } = await run(doc);
    expectClean(result);
    const got = body(result, 'sendMessage');
    // A thumbnail's proxy_url is Discord's to fill: carbon sends only the url (the header says so).
    expectStringsArrive(got, toPayload(doc, 'message'), ['proxy_url']);
    const ids = customIds(got);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => result.answers[id] === undefined)).toEqual([]);
  }, 60_000);

  it('hostile design names stay in the header comment', async () => {
    const heads = HOSTILE_NAMES.map((name) => {
      const code = printCarbon(hostileLegacy(), { envelope: 'message', name });
      const head = code.split('\nimport {')[0]!;
      for (const line of head.trimEnd().split('\n')) expect(line.startsWith('//')).toBe(true);
      expect(head).not.toMatch(/[\r\u2028\u2029]/);
      return head;
    });
    // One program holding every header: it compiles and runs without anything injected running.
    const code = printCarbon(hostileLegacy(), { envelope: 'message' });
    const program = `${heads.join('\n')}\n${code}`;
    (globalThis as Record<string, unknown>).CARBON_READS = [];
    const result = await checkCarbon({ 'bot.ts': driver(program) }, { messages: [], modals: [] });
    expect(result.typeErrors).toEqual([]);
    expect((globalThis as Record<string, unknown>).PWNED).toBeUndefined();
  }, 60_000);

  it('a legacy message: content, embed, mentions and a button arrive unchanged', async () => {
    const doc = hostileLegacy();
    const { result } = await run(doc);
    expectClean(result);
    expectStringsArrive(body(result, 'sendMessage'), toPayload(doc, 'message'));
  }, 60_000);

  it("two embeds and a poll arrive unchanged (a webhook's own fields are left out)", async () => {
    const doc = hostileEmbedsAndPoll();
    const { code, result } = await run(doc);
    expectClean(result);
    const { username: _u, avatar_url: _a, ...rest } = toPayload(doc, 'webhook') as Json;
    expectStringsArrive(body(result, 'sendMessage'), rest);
    if (doc.envelope === 'webhook') expect(code).toContain('cannot send `username`');
  }, 60_000);

  it('a modal: title, ids, label and values arrive unchanged; its values are read', async () => {
    const doc = hostileModal();
    const { result } = await run(doc);
    expectClean(result);
    const payload = toPayload(doc, 'modal') as Json;
    expectStringsArrive(body(result, 'showModal'), payload);
    const id = String(payload.custom_id);
    expect(result.answers[id]).toBeDefined();
  }, 60_000);

  it('a command set: every name, description and choice arrives unchanged', async () => {
    for (const anyNames of [false, true]) {
      const doc = hostileCommands(anyNames, '123456789012345678');
      const { code, result } = await run(doc);
      expectClean(result);
      const put = result.requests.find((r) => r.method === 'PUT')!;
      expect(put.route).toBe('/applications/333333333333333333/guilds/123456789012345678/commands');
      const payload = toPayload(doc, 'commands') as Json[];
      // No entry point (LACKS, said in the header); no field of a name Discord does not know.
      const known = payload
        .filter((c) => c.type !== 4)
        .map((c) => Object.fromEntries(Object.entries(c).filter(([k]) => k in KNOWN_COMMAND_KEYS)));
      expectStringsArrive(put.body, known);
      expect(code).toMatch(/has no Entry Point Command: left out/i);
    }
  }, 60_000);

  it('files are read from inside the folder the code runs in, under the names given', async () => {
    const { result } = await run(hostileFileNames());
    expectClean(result);
    const paths = reads();
    expect(paths).toHaveLength(FILE_NAMES.length);
    expectReadsInside(paths);
    const sentBody = body(result, 'sendMessage') as { attachments: { filename: string }[] };
    expect(sentBody.attachments.map((a) => a.filename)).toEqual(FILE_NAMES);
  }, 60_000);
});
