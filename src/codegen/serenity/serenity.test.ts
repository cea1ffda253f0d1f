// The serenity printer against the serenity check: every sample design printed, wrapped in a small
// driver (one module per design, as testing/example.rs drives its functions) and compiled and run
// against the stand-in sends exactly the sample payloads and routes every custom_id; the hostile
// designs compile, run and arrive unchanged; files are read from the run's folder only.
import { describe, expect, it } from 'vitest';
import { planDesign } from '../../model';
import type { Doc, Envelope, Plan } from '../../model';
import { SAMPLE_DESIGNS, sampleDoc } from '../testing/designs';
import {
  hostileCommands,
  hostileEmbedsAndPoll,
  hostileFileNames,
  hostileLegacy,
  hostileMessage,
  hostileModal,
  HOSTILE,
  stringLeaves,
} from '../testing/hostile';
import { toPayload } from '../../model';
import { stringIn } from '../common/literals';
import { LACKS, printSerenity } from './serenity';
import { checkSerenity, normaliseForDiscord, type SerenityRecord } from './testing/check';

interface Printed {
  doc: Doc;
  plan: Plan;
  code: string;
}

const print = (doc: Doc, envelope: Envelope = doc.envelope, name?: string): Printed => ({
  doc,
  plan: planDesign(doc, LACKS),
  code: printSerenity(doc, { envelope, ...(name === undefined ? {} : { name }) }),
});

const rs = (s: string) => stringIn(s, 'rust');

/** One program: each design a module, and a bot that sends, registers, shows and routes them. */
function driver(designs: readonly Printed[]): string {
  const ready: string[] = [];
  const modals: string[] = [];
  const components: string[] = [];
  const submits: string[] = [];
  const files = new Set<string>();
  designs.forEach((d, i) => {
    const m = `design_${i}`;
    if (d.plan.surface === 'message') {
      d.plan.files.forEach((f) => files.add(f.localPath));
      ready.push(`${m}::send_message(&ctx, ChannelId::new(1)).await.expect("send ${i}");`);
      if (d.plan.routes.length > 0)
        components.push(
          `if ${m}::handle_component(&ctx, &c).await.expect("route ${i}") { return; }`,
        );
    } else if (d.plan.surface === 'modal') {
      modals.push(`"driver:${i}" => ${m}::show_modal(&ctx, &command).await.expect("modal ${i}"),`);
      submits.push(
        `if ${m}::handle_modal_submit(&ctx, &s).await.expect("submit ${i}") { return; }`,
      );
    } else ready.push(`${m}::register_commands(&ctx).await.expect("register ${i}");`);
  });
  const names = designs.flatMap((d, i) => (d.plan.surface === 'modal' ? [`driver:${i}`] : []));
  if (names.length > 0)
    ready.push(
      `Command::set_global_commands(&ctx.http, &[${names.map((n) => `CreateCommand::new("${n}")`).join(', ')}]).await.expect("driver");`,
    );
  return [
    ...designs.map((d, i) => `#[allow(dead_code)]\nmod design_${i} {\n${d.code}\n}\n`),
    'use serenity::all::*;',
    'struct Handler;',
    '#[async_trait]',
    'impl EventHandler for Handler {',
    '    async fn ready(&self, ctx: Context, _ready: Ready) {',
    ...ready.map((l) => `        ${l}`),
    '    }',
    '    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {',
    '        match interaction {',
    '            Interaction::Command(command) => match command.data.name.as_str() {',
    ...modals.map((l) => `                ${l}`),
    '                _ => {},',
    '            },',
    '            Interaction::Component(c) => {',
    ...components.map((l) => `                ${l}`),
    '                let _ = c;',
    '            },',
    '            Interaction::Modal(s) => {',
    ...submits.map((l) => `                ${l}`),
    '                let _ = s;',
    '            },',
    '            _ => {},',
    '        }',
    '    }',
    '}',
    'fn main() {',
    ...[...files].map((f) => `    std::fs::write(${rs(f)}, b"file").expect("file");`),
    '    let runtime = tokio::runtime::Runtime::new().expect("tokio runtime");',
    '    runtime.block_on(async {',
    '        let mut client = Client::builder("token", GatewayIntents::non_privileged())',
    '            .event_handler(Handler).await.expect("client");',
    '        client.start().await.expect("client run");',
    '    });',
    '}',
  ].join('\n');
}

const bodies = (records: SerenityRecord[], kind: 'message' | 'modal' | 'commands'): unknown[] =>
  records.flatMap((r) =>
    r.kind !== kind ||
    (kind === 'commands' &&
      (r.body as { name: string }[]).every((c) => c.name.startsWith('driver:')))
      ? []
      : [normaliseForDiscord(r.body)],
  );
const routes = (records: SerenityRecord[]) =>
  records.flatMap((r) => (r.kind === 'route' ? [r.custom_id] : []));

/** The custom_ids a user can trigger in what the plan builds: components and the modal. */
function interactiveIds(p: Plan): string[] {
  if (p.surface === 'message') return [...new Set(p.routes.map((r) => r.customId))];
  if (p.surface === 'modal') return p.customId === null ? [] : [p.customId];
  return [];
}

describe('printSerenity on the sample designs', () => {
  const printed = SAMPLE_DESIGNS.map((s) => print(sampleDoc(s), s.envelope, s.name));
  const result = checkSerenity(driver(printed));
  const payload = (name: string) =>
    normaliseForDiscord(SAMPLE_DESIGNS.find((s) => s.name === name)?.payload);

  it('compiles and runs without errors or warnings', () => {
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

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

  it('names the design and the library at the top, and what serenity leaves out', () => {
    for (const p of printed) {
      expect(p.code).toMatch(/^\/\/ Design "[a-z0-9-]+", from Component Studio\.\n/);
      expect(p.code).toContain('// Written for serenity, branch `next`');
    }
    // The README's one thing serenity cannot express in the samples: a null permission set.
    expect(printed.map((p) => /^\/\/ Not expressed in this code:$/m.test(p.code))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(printed[4]!.code).toMatch(
      /^\/\/ - \[2\]\.default_member_permissions: null: serenity leaves .* out/m,
    );
  });

  it('registers a guild command set in the guild', () => {
    const guild = print(sampleDoc(SAMPLE_DESIGNS[4]!));
    const code = printSerenity({ ...guild.doc, guildId: '123' } as Doc, { envelope: 'commands' });
    expect(code).toContain('GuildId::new(123).set_commands(&ctx.http, &build_commands()).await');
  });
});

describe('printSerenity on hostile designs', () => {
  const designs = [
    hostileMessage(),
    hostileLegacy(),
    hostileEmbedsAndPoll(),
    hostileModal(),
    hostileCommands(),
    hostileFileNames(),
    hostileCommands(false, '123456789012345678'),
  ];
  const printed = designs.map((d, i) => print(d, d.envelope, `x\n*/ hostile ${i}`));
  const result = checkSerenity(driver(printed));

  it('compiles and runs', () => {
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('sends every string it can express unchanged', () => {
    // Each design's own records, in the order the driver sent, registered and showed them.
    const own = (kind: 'message' | 'modal' | 'commands') => {
      const sent = bodies(result.records, kind);
      return designs.map((d) =>
        (kind === 'commands' ? d.surface === 'commands' : d.surface === kind)
          ? sent.shift()
          : undefined,
      );
    };
    const [messages, modals, commands] = [own('message'), own('modal'), own('commands')];
    const h = (i: number) => HOSTILE[i % HOSTILE.length]!;
    // What serenity cannot send (the header says so): a media item's proxy_url, a webhook's
    // name and avatar, an entry point's handler and a command field no builder has.
    const cannot: string[][] = [
      ['proxy_url', h(13)],
      [],
      ['username', h(4), 'avatar_url', `https://example.com/?q=${h(5)}`],
      [],
      ['handler', h(4), h(5)],
      [],
      ['handler', h(4), h(5)],
    ];
    designs.forEach((d, i) => {
      const got = stringLeaves(messages[i] ?? modals[i] ?? commands[i]);
      const payload =
        d.surface === 'commands' ? toPayload(d, 'commands') : toPayload(d, d.envelope);
      const left = stringLeaves(normaliseForDiscord(payload));
      for (const s of [...cannot[i]!, ...got]) {
        const at = left.indexOf(s);
        if (at >= 0) left.splice(at, 1);
      }
      expect(left, `hostile design ${i}`).toEqual([]);
    });
  });

  it('says in the header what serenity cannot send', () => {
    expect(printed[0]!.code).toMatch(/^\/\/ .*cannot set `proxy_url` of a media item: left out$/m);
    expect(printed[2]!.code).toMatch(/^\/\/ .*cannot send `username` with a message: left out/m);
    expect(printed[2]!.code).toMatch(/^\/\/ .*cannot send `avatar_url` with a message: left out/m);
    expect(printed[4]!.code).toMatch(/^\/\/ .*cannot set `handler` of an Entry point command/m);
    expect(printed[4]!.code).toMatch(/^\/\/ - guild_id: not a guild id .*registered globally$/m);
  });

  it('reads files only from inside the folder it runs in', () => {
    for (const p of printed) {
      const reads = [...p.code.matchAll(/std::fs::read\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => m[1]);
      const allowed = p.plan.surface === 'message' ? p.plan.files.map((f) => rs(f.localPath)) : [];
      expect(reads).toEqual(allowed);
      for (const f of p.plan.surface === 'message' ? p.plan.files : [])
        expect(f.localPath).toMatch(/^\.\/[^/\\]+$/);
    }
    expect(printed[5]!.code).not.toContain('std::fs::read("../');
  });

  it('keeps hostile design names inside the header comment', () => {
    for (const p of printed) expect(p.code.split('\n')[0]).toMatch(/^\/\/ Design "/);
  });
});
