// The discordgo printer, proven with the check (testing/check.ts): every sample design printed,
// joined with the others into one program with a small driver (a main that sends, shows and
// registers them and prints their routes), built and vetted against the stand-in, sends exactly
// the sample's JSON (as the check's own test expects of the hand-written example) and routes
// every custom_id; the hostile designs compile, run, and every string arrives unchanged.
import { beforeAll, describe, expect, it } from 'vitest';
import { filesOf, toPayload } from '../../model';
import type { Doc } from '../../model';
import { SAMPLE_DESIGNS, sampleDoc } from '../testing/designs';
import {
  hostileCommands,
  hostileEmbedsAndPoll,
  hostileFileNames,
  hostileLegacy,
  hostileMessage,
  hostileModal,
  HOSTILE_NAMES,
  stringLeaves,
} from '../testing/hostile';
import { renderDiscordgo } from './discordgo';
import type { Printed } from './discordgo';
import { checkGoProgram, discordEquivalent, payloadOf } from './testing/check';
import type { GoCheckResult, GoRecord } from './testing/check';

type Kind = 'message' | 'modal' | 'commands';

interface Design {
  label: string;
  doc: Doc;
  printed: Printed;
}

const kindOf = (doc: Doc): Kind => doc.surface;

/** The printed files joined into one `package main` with a driver that runs each of them. */
function program(designs: readonly Design[]): string {
  const imports = new Set(['encoding/json', 'fmt', 'log', 'os', 'sort']);
  const bodies: string[] = [];
  const steps: string[] = [];
  const handlers: string[] = [];
  const files = new Set<string>();
  for (const { label, doc, printed } of designs) {
    const source = printed.source;
    const block = /^import \(\n([\s\S]*?)\n\)\n/m.exec(source);
    if (!block) throw new Error(`${label}: no import block`);
    for (const line of block[1]!.split('\n')) if (line.trim()) imports.add(JSON.parse(line.trim()));
    bodies.push(source.replace(block[0], '').replace(/^package bot$/m, ''));
    const call = (re: RegExp) => re.exec(source)?.[1];
    const ctx = JSON.stringify(label);
    if (doc.surface === 'message') {
      for (const f of filesOf(doc)) files.add(f.localPath);
      steps.push(
        `if _, err := ${call(/^func (Send\w+)\(/m)}(s, "channel"); err != nil {\n\t\tlog.Fatalf("%s: %v", ${ctx}, err)\n\t}`,
      );
    } else if (doc.surface === 'modal') {
      steps.push(
        `if err := ${call(/^func (Show\w+)\(/m)}(s, &discordgo.Interaction{ID: "0", Token: "t"}); err != nil {\n\t\tlog.Fatalf("%s: %v", ${ctx}, err)\n\t}`,
      );
    } else {
      steps.push(
        `if _, err := ${call(/^func (Register\w+)\(/m)}(s, "app"); err != nil {\n\t\tlog.Fatalf("%s: %v", ${ctx}, err)\n\t}`,
      );
    }
    const handle = call(/^func (Handle\w+)\(/m);
    const map = call(/^var (\w+Handlers) =/m);
    if (handle && map) {
      steps.push(`s.AddHandler(${handle})`);
      handlers.push(map);
    }
  }
  const std = [...imports].filter((p) => !p.includes('.')).sort();
  return `package main

import (
${std.map((p) => `\t"${p}"`).join('\n')}

\t"github.com/bwmarrin/discordgo"
)
${bodies.join('\n')}

func main() {
\ts, err := discordgo.New("Bot token")
\tif err != nil {
\t\tlog.Fatal(err)
\t}
\tfor _, p := range []string{${[...files].map((p) => JSON.stringify(p)).join(', ')}} {
\t\tif err := os.WriteFile(p, []byte("file content"), 0o600); err != nil {
\t\t\tlog.Fatal(err)
\t\t}
\t}
\t${steps.join('\n\t')}
\tvar ids []string
\tfor _, m := range []map[string]func(*discordgo.Session, *discordgo.InteractionCreate){${handlers.join(', ')}} {
\t\tfor id := range m {
\t\t\tids = append(ids, id)
\t\t}
\t}
\tsort.Strings(ids)
\tfor _, id := range ids {
\t\tline, _ := json.Marshal(map[string]string{"kind": "route", "custom_id": id})
\t\tfmt.Println(string(line))
\t}
\tif err := s.Open(); err != nil {
\t\tlog.Fatal(err)
\t}
}
`;
}

const of = (result: GoCheckResult, kind: string) => result.records.filter((r) => r.kind === kind);

/** The records each design produced, in the driver's order. */
function recordsByDesign(designs: readonly Design[], result: GoCheckResult): GoRecord[] {
  const queues: Record<Kind, GoRecord[]> = {
    message: of(result, 'message'),
    modal: of(result, 'modal'),
    commands: of(result, 'commands'),
  };
  const out = designs.map((d) => queues[kindOf(d.doc)].shift());
  expect(Object.values(queues).flat()).toEqual([]);
  return out.map((r, i) => {
    if (!r) throw new Error(`no record for ${designs[i]!.label}`);
    return r;
  });
}

/** The payload without what the header says is left out, by its paths. */
function withoutLeftOut(payload: unknown, printed: Printed): unknown {
  const copy = structuredClone(payload);
  for (const { path } of printed.leftOut) {
    const keys = [...path.matchAll(/\[(\d+)\]|([^.[\]]+)/g)].map((m) =>
      m[1] !== undefined ? Number(m[1]) : m[2]!,
    );
    let at: unknown = copy;
    for (const key of keys.slice(0, -1))
      at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
    const last = keys[keys.length - 1];
    if (at && typeof at === 'object' && last !== undefined)
      delete (at as Record<string, unknown>)[last];
  }
  return copy;
}

/** The routed custom_ids of a design: its interactive components', or the modal's own. */
function routedIds(payload: unknown, kind: Kind): string[] {
  if (kind === 'modal') return [(payload as { custom_id: string }).custom_id];
  const ids: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.custom_id === 'string' && typeof o.type === 'number') ids.push(o.custom_id);
      Object.values(o).forEach(walk);
    }
  };
  if (kind === 'message') walk(payload);
  return ids;
}

describe('printDiscordgo on the sample designs', () => {
  const designs: Design[] = SAMPLE_DESIGNS.map((sample) => {
    const doc = sampleDoc(sample);
    return {
      label: sample.name,
      doc,
      printed: renderDiscordgo(doc, { envelope: sample.envelope, name: sample.name }),
    };
  });
  let result: GoCheckResult;
  let records: GoRecord[];
  beforeAll(() => {
    result = checkGoProgram(program(designs));
    records = recordsByDesign(designs, result);
  }, 90_000);

  it('builds, and go vet is clean', () => {
    expect(result.vet).toBe('');
  });

  it.each(SAMPLE_DESIGNS.map((s, i) => [s.name, i] as const))(
    '%s: sends exactly the sample, but for what the header says is left out',
    (name, i) => {
      const { doc } = designs[i]!;
      const kind = kindOf(doc);
      const expected = structuredClone(SAMPLE_DESIGNS[i]!.payload);
      // discordgo's MessageSend has no attachments field: the description cannot be sent.
      if (name === 'message-legacy')
        delete (expected as { attachments: { description?: string }[] }).attachments[0]!
          .description;
      expect(discordEquivalent(kind, payloadOf(records[i]!))).toEqual(
        discordEquivalent(kind, expected),
      );
    },
  );

  it('names what it leaves out in the header, and nothing else', () => {
    const leftOut = Object.fromEntries(
      designs.map((d) => [d.label, d.printed.leftOut.map((l) => l.path)]),
    );
    expect(leftOut).toEqual({
      'message-v2': [],
      'message-legacy': ['attachments[0].description'],
      modal: [],
      'modal-choices': [],
      commands: ['[2].default_member_permissions'],
    });
    const legacy = designs[1]!.printed.source;
    expect(legacy.split('\npackage bot')[0]).toMatch(
      /\/\/ - attachments\[0\]\.description: discordgo cannot send an attachment's `description`/,
    );
    for (const d of designs)
      expect(d.printed.source).toMatch(/^\/\/ .*discordgo \(github\.com\/bwmarrin\/discordgo/);
  });

  it('routes every custom_id, and every replayed interaction but the survey is answered', () => {
    const ids = designs
      .flatMap((d, i) => routedIds(SAMPLE_DESIGNS[i]!.payload, kindOf(d.doc)))
      .sort();
    expect(of(result, 'route').map((r) => r.custom_id)).toEqual(ids);
    const failed = of(result, 'replay').filter((r) => r.error);
    // discordgo cannot decode a modal submit holding types 21-23 (the header says so).
    expect(failed).toEqual([
      expect.objectContaining({
        custom_id: 'survey',
        error: expect.stringContaining('unknown component type: 21'),
      }),
    ]);
    expect(
      of(result, 'response')
        .map((r) => r.to)
        .sort(),
    ).toEqual(ids.filter((id) => id !== 'survey'));
    expect(designs[3]!.printed.source).toContain('this handler never runs for this modal');
  });
});

describe('printDiscordgo on hostile designs', () => {
  // Names that give different identifiers, and one design without a name.
  const make = (label: string, doc: Doc, name?: string): Design => ({
    label,
    doc,
    printed: renderDiscordgo(doc, { envelope: doc.envelope, ...(name ? { name } : {}) }),
  });
  const designs: Design[] = [
    make('message', hostileMessage(), HOSTILE_NAMES[0]!),
    make('legacy', hostileLegacy(), HOSTILE_NAMES[1]!),
    make('embeds and poll', hostileEmbedsAndPoll(), HOSTILE_NAMES[4]!),
    make('modal', hostileModal(), HOSTILE_NAMES[3]!),
    make('commands', hostileCommands(), HOSTILE_NAMES[6]!),
    make('any names', hostileCommands(true)),
    make('file names', hostileFileNames(), HOSTILE_NAMES[2]!),
  ];
  let result: GoCheckResult;
  let records: GoRecord[];
  beforeAll(() => {
    result = checkGoProgram(program(designs), { vet: false });
    records = recordsByDesign(designs, result);
  }, 90_000);

  it.each(designs.map((d, i) => [d.label, i] as const))(
    '%s: every string arrives unchanged, but for what the header says is left out',
    (_label, i) => {
      const { doc, printed } = designs[i]!;
      const kind = kindOf(doc);
      const payload = toPayload(doc, doc.envelope === 'command' ? 'commands' : doc.envelope);
      const sent = discordEquivalent(kind, payloadOf(records[i]!));
      const expected = discordEquivalent(kind, withoutLeftOut(payload, printed));
      expect(stringLeaves(sent).sort()).toEqual(stringLeaves(expected).sort());
    },
  );

  it('registers the hostile commands in the hostile guild, unchanged', () => {
    expect(records[4]!.guild_id).toBe(hostileCommands().guildId);
  });

  it('reads every file from inside the folder it runs in, under the name Discord is given', () => {
    const files = records[6]!.files as { name: string }[];
    expect(files.map((f) => f.name)).toEqual(filesOf(designs[6]!.doc).map((f) => f.filename));
    const paths = [...designs[6]!.printed.source.matchAll(/\{"[^"]*", ("[^"]*")\},/g)].map(
      (m) => JSON.parse(m[1]!) as string,
    );
    expect(paths).toHaveLength(files.length);
    for (const p of paths) expect(p).toMatch(/^\.\/(?!\.\.$)[^/\\]+$/);
  });

  it('keeps every design name inside the header comment', () => {
    const named = HOSTILE_NAMES.map((name) => make(name, hostileModal(), name));
    for (const d of [...designs, ...named]) {
      const head = d.printed.source.split('\npackage bot\n')[0]!;
      for (const line of head.split('\n')) expect(line).toMatch(/^\/\/( |$)/);
    }
  });
});
