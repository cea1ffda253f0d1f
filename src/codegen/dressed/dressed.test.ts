// The dressed printer, run through the dressed check (testing/check.ts: the real dressed 1.10.1,
// its types, its build, installCommands and handleInteraction): every sample design sends exactly
// what the check's own test expects of the hand-written example, every custom_id reaches the
// handler file printed for it and the modal's values are read; the header names what the plan
// left out; and hostile designs compile and run without anything injected running, every string
// arrives unchanged where dressed can send it, and files are read from the run's folder only.
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
import { customIds, interactiveComponents, typecheckProgram } from '../testing/npm-check';
import { expectStringsArrive, routingOf } from '../testing/printer-kit';
import { checkDressed, normaliseCommands, type CheckResult } from './testing/check';
import { dressedFiles, lacksFor, printDressed } from './dressed';

const g = globalThis as { PWNED?: unknown };

/** Prints `doc`, runs the files through the check with the design's own routing samples. */
async function run(doc: Doc, envelope: Envelope, name?: string) {
  const code = printDressed(doc, { envelope, ...(name !== undefined ? { name } : {}) });
  const files = dressedFiles(code);
  const plan = planDesign(doc, lacksFor(envelope));
  const payload = toPayload(doc, doc.surface === 'modal' ? 'modal' : envelope);
  const routing = routingOf(doc.surface, payload);
  const assets = plan.surface === 'message' ? plan.files.map((f) => f.localPath) : [];
  delete g.PWNED;
  const result = await checkDressed(files, routing, assets);
  expect(g.PWNED).toBeUndefined();
  return { code, files, result };
}

/** What the run sent, by what it is: message bodies, modal data, the command set. */
function sent(result: CheckResult) {
  const bodies = (f: (during: string) => boolean) =>
    result.requests.filter((r) => f(r.during)).map((r) => r.body);
  return {
    messages: bodies((d) => d.startsWith('send')),
    modals: bodies((d) => d.startsWith('show')).map((b) => (b as { data: unknown }).data),
    commands: bodies((d) => d === 'registerCommands').map(normaliseCommands),
  };
}

function expectClean(result: CheckResult): void {
  expect(result.typeErrors).toEqual([]);
  expect(result.complaints).toEqual([]);
}

/** Every custom_id of the payload reached a handler file, each its own. */
function expectRouted(result: CheckResult, payload: unknown): void {
  const ids =
    (payload as { title?: unknown }).title !== undefined
      ? [(payload as { custom_id: string }).custom_id]
      : interactiveComponents(payload).map((c) => c.customId);
  for (const id of ids) expect(result.handledBy[id], id).toMatch(/^src\/components\//);
  expect(new Set(ids.map((id) => result.handledBy[id])).size).toBe(new Set(ids).size);
}

describe('printDressed on the sample designs', () => {
  for (const sample of SAMPLE_DESIGNS) {
    it(`${sample.name}: dressed sends exactly the sample, routes and reads everything`, async () => {
      const { result } = await run(sampleDoc(sample), sample.envelope, sample.name);
      expectClean(result);
      const out = sent(result);
      if (sample.as === 'message') {
        expect(out.messages).toEqual([sample.payload]);
        expectRouted(result, sample.payload);
      } else if (sample.as === 'modal') {
        expect(out.modals).toEqual([sample.payload]);
        expectRouted(result, sample.payload);
        const id = (sample.payload as { custom_id: string }).custom_id;
        const read = JSON.parse((result.answers[id] as { data: { content: string } }).data.content);
        const fields = customIds(sample.payload).filter((x) => x !== id);
        expect(Object.keys(read)).toHaveLength(fields.length);
      } else expect(out.commands).toEqual([normaliseCommands(sample.payload)]);
    }, 60_000);
  }

  it('names the design, the version, the errors and everything the plan left out', () => {
    for (const sample of SAMPLE_DESIGNS) {
      const doc = sampleDoc(sample);
      const code = printDressed(doc, { envelope: sample.envelope, name: sample.name, errors: 2 });
      const head = code.split('\nimport ')[0]!;
      expect(head).toMatch(/^\/\/ ==== File: src\//);
      expect(head).toContain(`Design "${sample.name}", from Component Studio.`);
      expect(head).toContain('dressed 1.10.1');
      expect(head).toContain('2 errors');
      for (const left of planDesign(doc, lacksFor(sample.envelope)).leftOut)
        expect(head).toContain(left.path);
    }
  });
});

describe('printDressed on hostile designs', () => {
  /** The designs dressed sends exactly, each routed to its own handler files. */
  const EXACT: readonly [string, () => Doc, 'message' | 'modal'][] = [
    [
      'a Components V2 message: compiles, runs, sends every string, routes every id',
      hostileMessage,
      'message',
    ],
    [
      'a legacy message: content, embed, mentions and a button arrive unchanged',
      hostileLegacy,
      'message',
    ],
    [
      'a modal: title, ids, label and values arrive unchanged; its text input is read',
      hostileModal,
      'modal',
    ],
  ];
  for (const [title, design, surface] of EXACT)
    it(
      title,
      async () => {
        const doc = design();
        const { result } = await run(doc, surface);
        expectClean(result);
        const payload = toPayload(doc, surface);
        expect(sent(result)[surface === 'modal' ? 'modals' : 'messages']).toEqual([payload]);
        expectRouted(result, payload);
      },
      60_000,
    );

  it('hostile design names stay in the header comment', async () => {
    for (const name of HOSTILE_NAMES.slice(0, 3)) {
      const code = printDressed(hostileLegacy(), { envelope: 'message', name });
      expect(Object.keys(dressedFiles(code))[0]).toBe('src/messages/message.ts');
    }
    const { result } = await run(hostileLegacy(), 'message', HOSTILE_NAMES.join(' '));
    expectClean(result);
  }, 60_000);

  it('two embeds and a poll arrive unchanged; a webhook-only field is named as left out', async () => {
    const doc = hostileEmbedsAndPoll();
    const { code, result } = await run(doc, 'message');
    expectClean(result);
    expect(code).toContain('cannot send `username` with a message: left out');
    const {
      username: _u,
      avatar_url: _a,
      ...rest
    } = toPayload(doc, 'webhook') as Record<string, unknown>;
    expect(sent(result).messages).toEqual([rest]);
  }, 60_000);

  it('a command set: every name, description, choice and unknown field arrives unchanged', async () => {
    const doc = hostileCommands(false, '123456789012345678');
    const { result } = await run(doc, 'commands');
    expectClean(result);
    const put = result.requests.filter((r) => r.during === 'registerCommands');
    // installCommands always overwrites the global set too: empty when every command is a guild's.
    expect(put.map((r) => [r.route, r.body === undefined])).toEqual([
      ['/applications/333333333333333333/commands', false],
      ['/applications/333333333333333333/guilds/123456789012345678/commands', false],
    ]);
    expect(put[0]!.body).toEqual([]);
    expectStringsArrive(put[1]!.body, toPayload(doc, 'commands'));
  }, 60_000);

  it('files are read from inside the folder the code runs in, under the names given', async () => {
    const { code, result } = await run(hostileFileNames(), 'message');
    expectClean(result);
    const paths = [...code.matchAll(/readFile\('([^']*)'\)/g)].map((m) => m[1]!);
    expect(paths).toHaveLength(FILE_NAMES.length);
    for (const p of paths) expect(p).toMatch(/^\.\/[^/\\]+$/);
    const [body] = sent(result).messages as { attachments: { filename: string }[] }[];
    expect(body!.attachments.map((a) => a.filename)).toEqual(FILE_NAMES);
    expect(result.requests[0]!.files).toEqual(FILE_NAMES);
  }, 60_000);

  it('a webhook message and interaction responses type-check against dressed', () => {
    for (const envelope of ['webhook', 'response-4', 'response-7'] as const) {
      const code = printDressed(hostileEmbedsAndPoll(), { envelope });
      expect(typecheckProgram('dressed', dressedFiles(code)), envelope).toEqual([]);
    }
  }, 60_000);
});
