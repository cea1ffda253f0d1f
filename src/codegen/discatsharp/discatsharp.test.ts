// The DisCatSharp printer against the DisCatSharp check: every sample design printed, each in a
// namespace of its own next to a small driver class (which writes the files the messages upload
// into the run's folder), compiled with mcs and run with mono against the stand-in, sends exactly
// the sample payloads and routes every custom_id; the hostile designs compile, run and arrive
// unchanged; files are read from the run's folder only.
import { describe, expect, it } from 'vitest';
import { importPayload, planDesign, toPayload } from '../../model';
import type { CommandsDoc, Doc, Envelope, Plan } from '../../model';
import { stringIn } from '../common/literals';
import { SAMPLE_DESIGNS, sampleDoc } from '../testing/designs';
import {
  HOSTILE,
  hostileCommands,
  hostileEmbedsAndPoll,
  hostileFileNames,
  hostileLegacy,
  hostileMessage,
  hostileModal,
  stringLeaves,
} from '../testing/hostile';
import { LACKS, printDiscatsharp } from './discatsharp';
import { normaliseForDiscord, runDisCatSharpCheck } from './testing/check';
import type { CheckRecord } from './testing/check';

interface Printed {
  doc: Doc;
  plan: Plan;
  code: string;
}

const print = (doc: Doc, envelope: Envelope = doc.envelope, name?: string): Printed => ({
  doc,
  plan: planDesign(doc, LACKS),
  code: printDiscatsharp(doc, { envelope, ...(name === undefined ? {} : { name }) }),
});

const cs = (s: string) => stringIn(s, 'csharp');

/**
 * One program: each design in a namespace of its own (after its usings), and a class the driver
 * runs first (by name) that writes the files the messages upload into the run's folder.
 */
function program(designs: readonly Printed[]): Record<string, string> {
  const files: Record<string, string> = {};
  designs.forEach((d, i) => {
    const lines = d.code.split('\n');
    const at = lines.findIndex((l) => l.startsWith('public static class'));
    files[`Design${i}.cs`] = [
      ...lines.slice(0, at),
      `namespace Design${i}`,
      '{',
      ...lines.slice(at),
      '}',
    ].join('\n');
  });
  const paths = new Set(
    designs.flatMap((d) =>
      d.plan.surface === 'message' ? d.plan.files.map((f) => f.localPath) : [],
    ),
  );
  files['A0Files.cs'] = [
    'using System.IO;',
    'using System.Threading.Tasks;',
    'using DisCatSharp.Entities;',
    'public static class A0Files',
    '{',
    '    public static Task SendAsync(DiscordChannel channel)',
    '    {',
    ...[...paths].map((p) => `        File.WriteAllBytes(${cs(p)}, new byte[] { 1 });`),
    '        return Task.FromResult(0);',
    '    }',
    '}',
  ].join('\n');
  return files;
}

const bodies = (records: CheckRecord[], kind: 'message' | 'modal' | 'commands'): unknown[] =>
  records.flatMap((r) => (r.kind === kind ? [normaliseForDiscord(r.body)] : []));
const routes = (records: CheckRecord[]) =>
  records.flatMap((r) => (r.kind === 'route' ? [r.custom_id] : []));

/** The custom_ids a user can trigger in what the plan builds: components and the modal. */
function interactiveIds(p: Plan): string[] {
  if (p.surface === 'message') return [...new Set(p.routes.map((r) => r.customId))];
  if (p.surface === 'modal') return p.customId === null ? [] : [p.customId];
  return [];
}

describe('printDiscatsharp on the sample designs', () => {
  const printed = SAMPLE_DESIGNS.map((s) => print(sampleDoc(s), s.envelope, s.name));
  const result = runDisCatSharpCheck(program(printed));
  const payload = (name: string) =>
    normaliseForDiscord(SAMPLE_DESIGNS.find((s) => s.name === name)?.payload);

  it('sends both sample messages exactly', () => {
    expect(bodies(result.records, 'message')).toEqual([
      payload('message-v2'),
      payload('message-legacy'),
    ]);
  });

  it('shows both sample modals exactly', () => {
    expect(bodies(result.records, 'modal')).toEqual([payload('modal'), payload('modal-choices')]);
  });

  it('registers the sample command set in one bulk overwrite', () => {
    expect(bodies(result.records, 'commands')).toEqual([payload('commands')]);
  });

  it('routes every custom_id of the messages and modals', () => {
    expect([...routes(result.records)].sort()).toEqual(
      printed.flatMap((p) => interactiveIds(p.plan)).sort(),
    );
  });

  it('reads every modal field with its type', () => {
    const reads = result.records.flatMap((r) =>
      r.kind === 'read' ? [`${r.modal}/${r.custom_id}/${r.as}`] : [],
    );
    for (const p of printed)
      if (p.plan.surface === 'modal')
        for (const v of p.plan.submit)
          expect(
            reads.some((r) =>
              r.startsWith(`${p.plan.surface === 'modal' ? p.plan.customId : ''}/${v.customId}/`),
            ),
          ).toBe(true);
    expect(reads).toContain('survey/subscribe/bool');
    expect(reads).toContain('feedback/shot/attachment-ids');
  });

  it('names the design and the library at the top, and leaves nothing of the samples out', () => {
    for (const p of printed) {
      expect(p.code).toMatch(/^\/\/ Design "[a-z0-9-]+", from Component Studio\.\n/);
      expect(p.code).toContain('// Written for DisCatSharp 10.7.1');
      // A text input's unset max_length and required are said: DisCatSharp fills them in.
      const said = p.code.split('\n').filter((l) => l.startsWith('// - '));
      for (const l of said)
        expect(l).toMatch(/\.(max_length|required): not set: DiscordTextInputComponent sends /);
    }
  });

  it('builds a premium button with DiscordPremiumButtonComponent, and it runs', () => {
    const doc = importPayload(
      { components: [{ type: 1, components: [{ type: 2, style: 6, sku_id: '77' }] }] },
      { as: 'message' },
    ).doc!;
    const code = printDiscatsharp(doc, { envelope: doc.envelope });
    expect(code).toContain('new DiscordPremiumButtonComponent(77UL)');
    expect(code).not.toMatch(/Not expressed in this code/);
    const { records } = runDisCatSharpCheck(program([{ doc, plan: planDesign(doc, LACKS), code }]));
    // SkuId is a ulong with no converter in DisCatSharp's source: it goes as a JSON number.
    expect(bodies(records, 'message')).toEqual([
      normaliseForDiscord({
        components: [{ type: 1, components: [{ type: 2, style: 6, sku_id: 77 }] }],
      }),
    ]);
  });

  it('says what a text input without max_length or required is sent with', () => {
    const doc = importPayload(
      {
        custom_id: 'm',
        title: 'T',
        components: [
          { type: 18, label: 'A', component: { type: 4, custom_id: 'a', style: 2 } },
          {
            type: 18,
            label: 'B',
            component: { type: 4, custom_id: 'b', style: 1, max_length: 9, required: false },
          },
        ],
      },
      { as: 'modal' },
    ).doc!;
    const code = printDiscatsharp(doc, { envelope: doc.envelope });
    expect(code).toContain(
      '// - components[0].component.max_length: not set: DiscordTextInputComponent sends 4000\n',
    );
    expect(code).toContain(
      '// - components[0].component.required: not set: DiscordTextInputComponent sends true\n',
    );
    expect(code).not.toContain('components[1].component.max_length');
    expect(code).not.toContain('components[1].component.required');
  });

  it('registers a guild command set in the guild', () => {
    const doc = { ...sampleDoc(SAMPLE_DESIGNS[4]!), guildId: '123' } as Doc;
    const code = printDiscatsharp(doc, { envelope: 'commands' });
    expect(code).toContain('client.BulkOverwriteGuildApplicationCommandsAsync(123UL, Build())');
  });
});

/** Every number of a payload, as its digits. */
function numberLeaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'number') out.push(String(value));
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) numberLeaves(v, out);
  return out;
}

/**
 * DisCatSharp refuses an upper-case letter in an entry point's name (as Discord does): the hostile
 * set's entry point is named in lower case, its other strings stay hostile.
 */
function lowerEntryPoint(doc: CommandsDoc): CommandsDoc {
  return {
    ...doc,
    nodes: doc.nodes.map((n) =>
      n.kind === 'entry-point-command' && typeof n.props.name === 'string'
        ? { ...n, props: { ...n.props, name: n.props.name.toLowerCase() } }
        : n,
    ),
  };
}

describe('printDiscatsharp on hostile designs', () => {
  const designs = [
    hostileMessage(),
    hostileLegacy(),
    hostileEmbedsAndPoll(),
    hostileModal(),
    lowerEntryPoint(hostileCommands()),
    hostileFileNames(),
    lowerEntryPoint(hostileCommands(false, '123456789012345678')),
  ];
  const printed = designs.map((d, i) => print(d, d.envelope, `x\n*/ hostile ${i}`));
  const result = runDisCatSharpCheck(program(printed));

  it('sends every string it can express unchanged', () => {
    const own = (kind: 'message' | 'modal' | 'commands') => {
      const sent = bodies(result.records, kind);
      return designs.map((d) => (d.surface === kind ? sent.shift() : undefined));
    };
    const [messages, modals, commands] = [own('message'), own('modal'), own('commands')];
    const h = (i: number) => HOSTILE[i % HOSTILE.length]!;
    // What DisCatSharp cannot send (the header or the code says so): a media's proxy_url, a
    // webhook's name and avatar, a command field no constructor has, an entry point's description.
    const cannot: string[][] = [
      ['proxy_url', h(13)],
      [],
      ['username', h(4), 'avatar_url', `https://example.com/?q=${h(5)}`],
      [],
      [h(4), h(5), 'description', h(12)],
      [],
      [h(4), h(5), 'description', h(12)],
    ];
    designs.forEach((d, i) => {
      // DisCatSharp writes a snowflake as a number (`users: [1]`): an id's digits count as sent.
      const sent = messages[i] ?? modals[i] ?? commands[i];
      const got = [...stringLeaves(sent), ...numberLeaves(sent)];
      const left = stringLeaves(normaliseForDiscord(toPayload(d, d.envelope)));
      for (const s of [...cannot[i]!, ...got]) {
        const at = left.indexOf(s);
        if (at >= 0) left.splice(at, 1);
      }
      expect(left, `hostile design ${i}`).toEqual([]);
    });
  });

  it('says what DisCatSharp cannot send', () => {
    expect(printed[0]!.code).toMatch(/^ *\/\/ .*sends only a media's url: `proxy_url` left out$/m);
    expect(printed[2]!.code).toMatch(/^\/\/ .*cannot send `username` with a message: left out/m);
    expect(printed[4]!.code).toMatch(/^\/\/ .*cannot set `description` of an Entry point command/m);
    expect(printed[6]!.code).toContain(
      'client.BulkOverwriteGuildApplicationCommandsAsync(123456789012345678UL, Build())',
    );
    expect(printed[4]!.code).toMatch(/^\/\/ - guild_id: not a guild id .*registered globally$/m);
  });

  it('reads files only from inside the folder it runs in', () => {
    for (const p of printed) {
      const reads = [...p.code.matchAll(/File\.OpenRead\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => m[1]);
      const allowed = p.plan.surface === 'message' ? p.plan.files.map((f) => cs(f.localPath)) : [];
      expect(reads).toEqual(allowed);
      for (const f of p.plan.surface === 'message' ? p.plan.files : [])
        expect(f.localPath).toMatch(/^\.\/[^/\\]+$/);
    }
  });

  it('keeps hostile design names inside the header comment', () => {
    for (const p of printed) expect(p.code.split('\n')[0]).toMatch(/^\/\/ Design "/);
  });
});
