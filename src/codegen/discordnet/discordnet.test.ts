// The Discord.Net printer, checked against the Discord.Net stand-in: every sample design printed,
// each in a namespace of its own, compiled in one program with mcs and run with mono (the stand-in's
// driver sends, shows, registers and dispatches, as testing/example/Example.cs is run), sends
// exactly the sample (less what Discord.Net cannot express, said in the header) and routes every
// custom_id; the hostile designs compile without a warning, run, keep every string unchanged and
// read files only from the run's folder.
import { beforeAll, describe, expect, it } from 'vitest';
import { planDesign, toPayload } from '../../model';
import type { Doc } from '../../model';
import { commentText, stringIn } from '../common/literals';
import { SAMPLE_DESIGNS, sampleDoc } from '../testing/designs';
import {
  HOSTILE_NAMES,
  hostileCommands,
  hostileEmbedsAndPoll,
  hostileFileNames,
  hostileLegacy,
  hostileMessage,
  hostileModal,
} from '../testing/hostile';
import { unsaid } from '../testing/unsaid';
import { LACKS, printDiscordNet } from './discordnet';
import { asDiscordNetExpressesIt, normaliseForDiscord, runDiscordNetCheck } from './testing/check';
import type { CheckRecord, CheckResult } from './testing/check';

type Sent = Extract<CheckRecord, { body: unknown }>;

interface Design {
  doc: Doc;
  name: string;
}

/** The printed designs in one program, each in a namespace, and the files their messages read. */
function program(designs: readonly Design[]) {
  const printed = designs.map((d) =>
    printDiscordNet(d.doc, { envelope: d.doc.envelope, name: d.name }),
  );
  const source = printed.map((p, i) => `namespace Design${i}\n{\n${p}}\n`).join('\n');
  const data: Record<string, string> = {};
  designs.forEach((d, i) => {
    if (d.doc.surface !== 'message') return;
    planDesign(d.doc, LACKS).files.forEach((f, j) => {
      data[f.localPath.slice(2)] = 'x'.repeat(i * 10 + j + 1);
    });
  });
  return { printed, files: { 'Designs.cs': source }, data };
}

/** The records of each kind, in the order the designs of that kind come. */
function recordsOf(result: CheckResult, designs: readonly Design[]): Map<Design, Sent> {
  const out = new Map<Design, Sent>();
  for (const kind of ['message', 'modal', 'commands'] as const) {
    const records = result.records.filter((r): r is Sent => r.kind === kind);
    designs
      .filter((d) => d.doc.surface === kind)
      .forEach((d, i) => {
        const r = records[i];
        if (r) out.set(d, r);
      });
  }
  return out;
}

const SAMPLES: Design[] = SAMPLE_DESIGNS.map((s) => ({ doc: sampleDoc(s), name: s.name }));

/** Every custom_id a sample carries. */
function customIds(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => customIds(n, out));
  else if (node && typeof node === 'object') {
    const obj = node as Record<string, unknown>;
    if (typeof obj.custom_id === 'string') out.push(obj.custom_id);
    Object.values(obj).forEach((v) => customIds(v, out));
  }
  return out;
}

describe('printDiscordNet on the sample designs', () => {
  let result: CheckResult;
  let records: Map<Design, Sent>;
  let printed: string[];
  beforeAll(() => {
    const p = program(SAMPLES);
    printed = p.printed;
    result = runDiscordNetCheck(p.files, p.data);
    records = recordsOf(result, SAMPLES);
  }, 90_000);

  it('compiles without a warning that matters', () => {
    // CS0219 (a local assigned and not used) is what a handler skeleton's reads are for.
    expect(result.warnings.filter((w) => !w.includes('CS0219'))).toEqual([]);
  });

  it.each(SAMPLE_DESIGNS.map((s, i) => [s.name, i] as const))(
    'sends %s as the sample says',
    (_, i) => {
      const sample = SAMPLE_DESIGNS[i]!;
      const record = records.get(SAMPLES[i]!);
      expect(record, 'a record').toBeDefined();
      expect(normaliseForDiscord(record!.body)).toEqual(
        normaliseForDiscord(asDiscordNetExpressesIt(sample.payload, sample.envelope)),
      );
    },
  );

  it('answers every button, select and modal submit by its custom_id', () => {
    const routed = result.records.flatMap((r) => (r.kind === 'route' ? [r.custom_id] : []));
    for (const sample of SAMPLE_DESIGNS) {
      if (sample.envelope === 'message')
        for (const id of customIds(sample.payload)) expect(routed, sample.name).toContain(id);
      if (sample.envelope === 'modal')
        expect(routed, sample.name).toContain((sample.payload as { custom_id: string }).custom_id);
    }
  });

  it('reads every modal value with its type', () => {
    const reads = result.records.flatMap((r) =>
      r.kind === 'read' ? [`${r.modal}/${r.custom_id}/${r.as}`] : [],
    );
    for (const d of SAMPLES) {
      const plan = planDesign(d.doc, LACKS);
      if (plan.surface !== 'modal') continue;
      for (const v of plan.submit) {
        const as = ['text', 'choice', 'boolean'].includes(v.type) ? 'string' : 'strings';
        expect(reads).toContain(`${plan.customId}/${v.customId}/${as}`);
      }
    }
  });

  it('names in its header what Discord.Net cannot express', () => {
    const [v2, , modal, choices, commands] = printed as [string, string, string, string, string];
    expect(v2).toMatch(
      /^\/\/ Design "message-v2", from Component Studio\.\n\/\/ Written for Discord\.Net 3\.19/,
    );
    expect(v2).not.toContain('Not expressed in this code');
    expect(modal).toContain('Discord.Net cannot put a Text Display in a modal: left out');
    expect(choices).toContain('Discord.Net cannot set `required` of a Mentionable Select');
    expect(commands).not.toContain('Not expressed in this code');
  });
});

const HOSTILES: Design[] = [
  { doc: hostileMessage(), name: HOSTILE_NAMES[0]! },
  { doc: hostileLegacy(), name: HOSTILE_NAMES[4]! },
  // A webhook message, sent to a channel here: its username and avatar_url are left out (LACKS).
  { doc: { ...hostileEmbedsAndPoll(), envelope: 'message' } as Doc, name: HOSTILE_NAMES[5]! },
  { doc: hostileModal(), name: HOSTILE_NAMES[6]! },
  { doc: hostileCommands(false, '123456789012345678'), name: HOSTILE_NAMES[7]! },
  { doc: hostileFileNames(), name: HOSTILE_NAMES[3]! },
];

describe('printDiscordNet on hostile designs', () => {
  let result: CheckResult;
  let records: Map<Design, Sent>;
  let printed: string[];
  beforeAll(() => {
    const p = program(HOSTILES);
    printed = p.printed;
    result = runDiscordNetCheck(p.files, p.data);
    records = recordsOf(result, HOSTILES);
  }, 90_000);

  it('compiles without a warning that matters and runs', () => {
    expect(result.warnings.filter((w) => !w.includes('CS0219'))).toEqual([]);
    expect(records.size).toBe(HOSTILES.length);
  });

  it.each(HOSTILES.map((d, i) => [i, d.doc.surface] as const))(
    'sends every string of design %i (%s) unchanged, or its header names where it is',
    (i) => {
      const design = HOSTILES[i]!;
      const record = records.get(design)!;
      if (design.doc.surface === 'commands') expect(record.guild_id).toBe('123456789012345678');
      // Timestamps compared as the instants they name (Discord.Net writes +00:00 for Z).
      expect(
        unsaid(
          normaliseForDiscord(toPayload(design.doc)),
          normaliseForDiscord(record.body),
          printed[i]!,
        ),
      ).toEqual([]);
    },
  );

  it('says in its header everything the plan left out, each on comment lines', () => {
    HOSTILES.forEach((d, i) => {
      const header = printed[i]!.split('\nusing ')[0]!;
      for (const l of planDesign(d.doc, LACKS).leftOut)
        expect(header).toContain(commentText(l.what));
      for (const line of header.trimEnd().split('\n')) expect(line).toMatch(/^\/\/( |$)/);
    });
  });

  it('reads files only from the folder it runs in', () => {
    HOSTILES.forEach((d, i) => {
      if (d.doc.surface !== 'message') return;
      const plan = planDesign(d.doc, LACKS);
      const reads = [...printed[i]!.matchAll(/File\.OpenRead\(("(?:[^"\\]|\\.)*")\)/g)].map(
        (m) => m[1],
      );
      expect(reads).toEqual(plan.files.map((f) => stringIn(f.localPath, 'csharp')));
      for (const f of plan.files) expect(f.localPath).toMatch(/^\.\/[^/\\]+$/);
      const sizes = (records.get(d)!.files ?? []).map((f) => [f.name, f.size]);
      expect(sizes).toEqual(plan.files.map((f, j) => [f.filename, i * 10 + j + 1]));
    });
  });
});
