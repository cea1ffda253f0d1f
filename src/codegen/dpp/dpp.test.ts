// The D++ printer, checked against the D++ stand-in: every sample design printed, wrapped in the
// small driver the check needs (a main that sends, shows and registers, as testing/example.cpp
// does) and compiled in one program with g++ -Wall, sends exactly the sample (less what D++
// cannot express, said in the header) and routes every custom_id; the hostile designs compile
// without a warning, run, keep every string unchanged and read files only from the run's folder.
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
  stringLeaves,
} from '../testing/hostile';
import { LACKS, printDpp } from './dpp';
import {
  checkDppProgram,
  interactiveIds,
  normaliseForDiscord,
  withoutWhatDppCannotSend,
} from './testing/check';
import type { DppCheckResult, DppRecord } from './testing/check';

type Kind = 'message' | 'modal' | 'commands';

interface Design {
  doc: Doc;
  name: string;
}

const kindOf = (doc: Doc): Kind => doc.surface;

/** The printed designs in one program: each in a namespace of its own, and a main to drive them. */
function program(designs: readonly Design[]): { source: string; printed: string[] } {
  const printed = designs.map((d) => printDpp(d.doc, { envelope: d.doc.envelope, name: d.name }));
  const parts = [
    '#include <dpp/dpp.h>',
    '#include <fstream>',
    '#include <iterator>',
    '#include <stdexcept>',
    '#include <string>',
    '#include <variant>',
    '#include <vector>',
    '',
  ];
  printed.forEach((p, i) =>
    parts.push(`namespace design_${i} {`, p, `} // namespace design_${i}`, ''),
  );
  const ready: string[] = [];
  const listeners: string[] = [];
  const files: string[] = [];
  designs.forEach((d, i) => {
    const ns = `design_${i}`;
    if (d.doc.surface === 'message') {
      const plan = planDesign(d.doc, LACKS);
      plan.files.forEach((f, j) =>
        files.push(
          `\t{ std::ofstream f(${stringIn(f.localPath, 'cpp')}, std::ios::binary); f << std::string(${i * 10 + j + 1}, 'x'); }`,
        ),
      );
      ready.push(`\t\t${ns}::send_message(bot, dpp::snowflake(1234567890123456789ULL));`);
      if (plan.routes.some((r) => r.kind === 'button'))
        listeners.push(`\tbot.on_button_click(${ns}::route_button_click);`);
      if (plan.routes.some((r) => r.kind !== 'button'))
        listeners.push(`\tbot.on_select_click(${ns}::route_select_click);`);
    } else if (d.doc.surface === 'modal') {
      ready.push(
        `\t\tbot.global_command_create(dpp::slashcommand("show_${i}", "Show", bot.me.id));`,
      );
      listeners.push(
        `\tbot.on_slashcommand([](const dpp::slashcommand_t& event) { if (event.command.get_command_name() == "show_${i}") ${ns}::show_modal(event); });`,
        `\tbot.on_form_submit(${ns}::route_form_submit);`,
      );
    } else ready.push(`\t\t${ns}::register_commands(bot);`);
  });
  parts.push(
    'int main() {',
    ...files,
    '\tdpp::cluster bot("token");',
    '\tbot.on_ready([&bot](const dpp::ready_t&) {',
    ...ready,
    '\t});',
    ...listeners,
    '\tbot.start(dpp::st_wait);',
    '\treturn 0;',
    '}',
    '',
  );
  return { source: parts.join('\n'), printed };
}

/** The records of each kind, in the order the designs of that kind come. */
function recordsOf(result: DppCheckResult, designs: readonly Design[]): Map<Design, DppRecord> {
  const out = new Map<Design, DppRecord>();
  for (const kind of ['message', 'modal', 'commands'] as const) {
    const records = result.records.filter((r) => r.kind === kind);
    designs
      .filter((d) => kindOf(d.doc) === kind)
      .forEach((d, i) => {
        const r = records[i];
        if (r) out.set(d, r);
      });
  }
  return out;
}

function sent(record: DppRecord, kind: Kind): unknown {
  const files = Array.isArray(record.files) ? (record.files as { name: string }[]) : [];
  return normaliseForDiscord(kind, record.body, files);
}

const SAMPLES: Design[] = SAMPLE_DESIGNS.map((s) => ({ doc: sampleDoc(s), name: s.name }));

describe('printDpp on the sample designs', () => {
  let result: DppCheckResult;
  let records: Map<Design, DppRecord>;
  let printed: string[];
  beforeAll(async () => {
    const p = program(SAMPLES);
    printed = p.printed;
    result = await checkDppProgram({ 'bot.cpp': p.source });
    records = recordsOf(result, SAMPLES);
  }, 120_000);

  it('compiles with -Wall and no warning, and reports no misuse', () => {
    expect(result.warnings).toEqual([]);
    expect(result.records.filter((r) => r.kind === 'error')).toEqual([]);
  });

  it.each(SAMPLE_DESIGNS.map((s, i) => [s.name, i] as const))(
    'sends %s as the sample says',
    (_, i) => {
      const sample = SAMPLE_DESIGNS[i]!;
      const design = SAMPLES[i]!;
      const kind = kindOf(design.doc);
      const record = records.get(design);
      expect(record, 'a record').toBeDefined();
      expect(sent(record!, kind)).toEqual(
        normaliseForDiscord(kind, withoutWhatDppCannotSend(sample.payload)),
      );
    },
  );

  it('answers every button, select and modal submit by its custom_id', () => {
    const routes = result.records
      .filter((r) => r.kind === 'route')
      .map((r) => `${String(r.event)} ${String(r.custom_id ?? r.command)}`);
    const wanted = SAMPLE_DESIGNS.flatMap((s) =>
      s.as === 'message' || s.as === 'modal' ? interactiveIds(s.as, s.payload) : [],
    );
    expect(wanted.length).toBe(11);
    for (const id of wanted) expect(routes, id.custom_id).toContain(`${id.event} ${id.custom_id}`);
    const unanswered = result.records.filter(
      (r) =>
        r.kind === 'unanswered' &&
        r.event !== 'slashcommand' &&
        !String(r.event).includes('context_menu'),
    );
    expect(unanswered).toEqual([]);
  });

  it('reads each modal value as the string D++ gives it', () => {
    const contents = result.records
      .filter((r) => r.kind === 'interaction_response')
      .map((r) => (r.body as { content?: string }).content);
    expect(contents).toContain("subject=sample subject details=It's about… area=editor");
    expect(contents).toContain('team=123456789012345678 contact=123456789012345678');
  });

  it('names in its header what D++ cannot express', () => {
    const [v2, legacy, modal, choices, commands] = printed as [
      string,
      string,
      string,
      string,
      string,
    ];
    expect(v2).toMatch(
      /^\/\/ Design "message-v2", from Component Studio\.\n\/\/ Written for D\+\+ 10\.1\.5\./,
    );
    expect(v2).toContain("sends a File's attachment under `media`");
    expect(legacy).toContain('no attachment description (chart.png: A chart)');
    expect(modal).toContain('D++ has no File Upload');
    expect(modal).not.toContain('only its first value');
    expect(modal).toContain('`description` of a Label');
    expect(choices).toMatch(/D\+\+ has no Radio Group[\s\S]*no Checkbox Group[\s\S]*no Checkbox/);
    expect(choices).toContain('cannot set `required` of a Mentionable Select');
    expect(commands).toContain('cannot send null default_member_permissions');
  });
});

const HOSTILES: Design[] = [
  { doc: hostileMessage(), name: HOSTILE_NAMES[0]! },
  { doc: hostileLegacy(), name: HOSTILE_NAMES[4]! },
  // A webhook message: sent here with message_create (the stand-in has no execute_webhook).
  { doc: { ...hostileEmbedsAndPoll(), envelope: 'message' } as Doc, name: HOSTILE_NAMES[5]! },
  { doc: hostileModal(), name: HOSTILE_NAMES[6]! },
  { doc: hostileCommands(false, '123456789012345678'), name: HOSTILE_NAMES[7]! },
  { doc: hostileFileNames(), name: HOSTILE_NAMES[3]! },
];

/** Without a media's proxy_url: D++ sends a media's url only (the header says so). */
function withoutProxyUrls(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutProxyUrls);
  if (!v || typeof v !== 'object') return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([k]) => k !== 'proxy_url')
      .map(([k, x]) => [k, withoutProxyUrls(x)]),
  );
}

/** Every string of a design D++ can send: less its limits and the fields the header leaves out. */
function expressible(doc: Doc): string[] {
  const payload = withoutProxyUrls(toPayload(doc));
  if (doc.surface === 'message') {
    const body = payload as Record<string, unknown>;
    for (const key of LACKS.fields?.message ?? []) delete body[key];
    // Files go as multipart parts, by name (the record's files): not as attachments entries.
    const names = planDesign(doc, LACKS).files.map((f) => f.filename);
    delete body.attachments;
    return [...stringLeaves(withoutWhatDppCannotSend(body)), ...names];
  }
  if (doc.surface === 'commands') {
    const commands = (payload as Record<string, unknown>[])
      .filter((c) => c.type !== 4)
      .map((c) => Object.fromEntries(Object.entries(c).filter(([k]) => /^[a-z_]+$/.test(k))));
    return stringLeaves(commands);
  }
  return stringLeaves(withoutWhatDppCannotSend(payload));
}

describe('printDpp on hostile designs', () => {
  let result: DppCheckResult;
  let records: Map<Design, DppRecord>;
  let printed: string[];
  beforeAll(async () => {
    const p = program(HOSTILES);
    printed = p.printed;
    result = await checkDppProgram({ 'bot.cpp': p.source });
    records = recordsOf(result, HOSTILES);
  }, 120_000);

  it('compiles with -Wall and no warning, and runs', () => {
    expect(result.warnings).toEqual([]);
    expect(result.records.filter((r) => r.kind === 'error')).toEqual([]);
    expect(result.otherOutput).toEqual([]);
  });

  it.each(HOSTILES.map((d, i) => [i, d.doc.surface] as const))(
    'keeps every string of design %i (%s) unchanged',
    (i) => {
      const design = HOSTILES[i]!;
      const record = records.get(design);
      expect(record, 'a record').toBeDefined();
      const seen = new Set(stringLeaves(record!.body));
      if (design.doc.surface === 'commands') {
        // D++ takes the guild as a snowflake; the rest arrives as designed.
        expect(record!.guild_id).toBe('123456789012345678');
      }
      const files = (record!.files as { name: string }[] | undefined) ?? [];
      files.forEach((f) => seen.add(f.name));
      expect(expressible(design.doc).filter((s) => !seen.has(s))).toEqual([]);
    },
  );

  it('says in its header everything the plan left out, each on comment lines', () => {
    HOSTILES.forEach((d, i) => {
      const header = printed[i]!.split('#include')[0]!;
      for (const l of planDesign(d.doc, LACKS).leftOut)
        expect(header).toContain(commentText(l.what));
      for (const line of header.trimEnd().split('\n')) expect(line).toMatch(/^\/\/( |$)/);
    });
    expect(printed[0]).toContain("D++ sends only a media's url: `proxy_url` left out");
  });

  it('reads files only from the folder it runs in', () => {
    HOSTILES.forEach((d, i) => {
      if (d.doc.surface !== 'message') return;
      const plan = planDesign(d.doc, LACKS);
      const reads = [...printed[i]!.matchAll(/read_file\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => m[1]);
      expect(reads).toEqual(plan.files.map((f) => stringIn(f.localPath, 'cpp')));
      for (const f of plan.files) expect(f.localPath).toMatch(/^\.\/[^/\\]+$/);
      const record = records.get(d)!;
      const sizes = (record.files as { name: string; size: number }[]).map((f) => [f.name, f.size]);
      expect(sizes).toEqual(plan.files.map((f, j) => [f.filename, i * 10 + j + 1]));
    });
  });
});
