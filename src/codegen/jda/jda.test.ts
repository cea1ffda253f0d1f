// The JDA printer against the JDA check: every sample design printed, wrapped in a small driver
// (one class per design, driven as testing/example/Example.java drives its methods), compiled and
// run against the stand-in sends exactly the sample payloads and routes every custom_id; the
// hostile designs compile, run and arrive unchanged; files are read from the run's folder only.
import { describe, expect, it } from 'vitest';
import { planDesign, toPayload } from '../../model';
import type { Doc, Envelope, Plan } from '../../model';
import { stringIn } from '../common/literals';
import { GUILD_ID } from '../testing/command-samples';
import { SAMPLE_DESIGNS, sampleDoc } from '../testing/designs';
import {
  hostileCommands,
  hostileEmbedsAndPoll,
  hostileFileNames,
  hostileLegacy,
  hostileMessage,
  hostileModal,
} from '../testing/hostile';
import { unsaid } from '../testing/unsaid';
import { LACKS, className, printJda } from './jda';
import { normaliseForDiscord, runJdaProgram, type JdaRecord } from './testing/check';

interface Printed {
  doc: Doc;
  plan: Plan;
  code: string;
  cls: string;
}

const print = (doc: Doc, envelope: Envelope = doc.envelope, name?: string): Printed => ({
  doc,
  plan: planDesign(doc, LACKS),
  code: printJda(doc, { envelope, ...(name === undefined ? {} : { name }) }),
  cls: className(name),
});

const java = (s: string) => stringIn(s, 'java');
const TIMEOUT = 90_000;

/** One program: each design its class, and a main that sends, registers and shows them. */
function program(designs: readonly Printed[]): Record<string, string> {
  const main: string[] = [];
  const registers: string[] = [];
  const listeners: string[] = [];
  const modals: string[] = [];
  const files = new Set<string>();
  designs.forEach((d, i) => {
    if (d.plan.surface === 'message') {
      d.plan.files.forEach((f) => files.add(f.localPath));
      main.push(`${d.cls}.sendMessage(jda, 1L);`);
      listeners.push(`new ${d.cls}()`);
    } else if (d.plan.surface === 'modal') {
      modals.push(`case "driver-${i}" -> ${d.cls}.showModal(event);`);
      listeners.push(`new ${d.cls}()`);
    } else registers.push(`${d.cls}.registerCommands(jda);`);
  });
  main.unshift(...registers);
  const names = designs.flatMap((d, i) => (d.plan.surface === 'modal' ? [`driver-${i}`] : []));
  if (names.length > 0)
    main.push(
      `jda.updateCommands().addCommands(${names.map((n) => `Commands.slash("${n}", "Driver")`).join(', ')}).queue();`,
    );
  const example = [
    'import net.dv8tion.jda.api.JDA;',
    'import net.dv8tion.jda.api.JDABuilder;',
    'import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;',
    'import net.dv8tion.jda.api.hooks.ListenerAdapter;',
    'import net.dv8tion.jda.api.interactions.commands.build.Commands;',
    '',
    'public class Example extends ListenerAdapter {',
    '    public static void main(String[] args) throws Exception {',
    ...[...files].map(
      (f) =>
        `        java.nio.file.Files.write(java.nio.file.Path.of(${java(f)}), new byte[] {1, 2, 3});`,
    ),
    `        JDA jda = JDABuilder.createLight("token").addEventListeners(${['new Example()', ...listeners].join(', ')}).build().awaitReady();`,
    ...main.map((l) => `        ${l}`),
    '    }',
    '',
    '    @Override',
    '    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {',
    '        switch (event.getFullCommandName()) {',
    ...modals.map((l) => `            ${l}`),
    '            default -> {}',
    '        }',
    '    }',
    '}',
  ].join('\n');
  return Object.fromEntries([
    ['Example.java', example],
    ...designs.map((d) => [`${d.cls}.java`, d.code]),
  ]);
}

/** The command set the driver registers to show the modals. */
const isDriver = (r: JdaRecord): boolean =>
  r.kind === 'commands' &&
  (r.body as { name: string }[]).every((c) => c.name.startsWith('driver-'));
const bodies = (records: JdaRecord[], kind: 'message' | 'modal' | 'commands'): unknown[] =>
  records.flatMap((r) =>
    r.kind !== kind || isDriver(r) ? [] : [normaliseForDiscord(r.body, [kind])],
  );
const routes = (records: JdaRecord[]) =>
  records.flatMap((r) => (r.kind === 'route' && r.custom_id ? [r.custom_id] : []));

function interactiveIds(p: Plan): string[] {
  if (p.surface === 'message') return [...new Set(p.routes.map((r) => r.customId))];
  if (p.surface === 'modal') return p.customId === null ? [] : [p.customId];
  return [];
}

describe('printJda on the sample designs', () => {
  const printed = SAMPLE_DESIGNS.map((s) => print(sampleDoc(s), s.envelope, s.name));
  let records: JdaRecord[] = [];
  const payload = (name: string, kind: string) =>
    normaliseForDiscord(SAMPLE_DESIGNS.find((s) => s.name === name)?.payload, [kind]);

  it(
    'compiles and runs',
    () => {
      records = runJdaProgram(program(printed), { timeoutMs: TIMEOUT }).records;
    },
    TIMEOUT,
  );

  it('sends both sample messages exactly', () => {
    expect(bodies(records, 'message')).toEqual([
      payload('message-v2', 'message'),
      payload('message-legacy', 'message'),
    ]);
  });

  it('shows both sample modals exactly', () => {
    expect(bodies(records, 'modal')).toEqual([
      payload('modal', 'modal'),
      payload('modal-choices', 'modal'),
    ]);
  });

  it('registers the sample command set in one bulk overwrite', () => {
    expect(bodies(records, 'commands')).toEqual([payload('commands', 'commands')]);
  });

  it('routes every custom_id of the messages and modals', () => {
    expect([...new Set(routes(records))].sort()).toEqual(
      printed.flatMap((p) => interactiveIds(p.plan)).sort(),
    );
  });

  it('reads every modal field with a getter of its type', () => {
    const getters: Record<string, string[]> = {
      text: ['getAsString', 'getAsOptionalString'],
      choice: ['getAsString', 'getAsOptionalString'],
      strings: ['getAsStringList'],
      users: ['getAsMentions'],
      roles: ['getAsMentions'],
      mentionables: ['getAsMentions'],
      channels: ['getAsMentions'],
      attachments: ['getAsAttachmentList'],
      boolean: ['getAsBoolean'],
    };
    const reads = records.filter(
      (r): r is Extract<JdaRecord, { kind: 'read' }> => r.kind === 'read',
    );
    const values = printed.flatMap((p) =>
      p.plan.surface === 'modal' ? p.plan.submit.map((v) => ({ modal: p.plan, v })) : [],
    );
    expect(values).toHaveLength(9);
    for (const { modal, v } of values) {
      const read = reads.find(
        (r) => r.modal === (modal as { customId: string }).customId && r.custom_id === v.customId,
      );
      expect(getters[v.type], `${v.customId}`).toContain(read?.getter);
    }
  });

  it('names the design and the library at the top, and what JDA sends otherwise', () => {
    const said: Record<string, string[]> = {
      'message-legacy': [
        `// - poll.answers[1].poll_media.emoji.name: JDA needs a custom emoji's name: written as "emoji" (Discord finds it by its id)`,
      ],
      commands: [
        "// - [2].integration_types: not set in the design, where Discord would use the app's install settings: JDA sends [GUILD_INSTALL]",
      ],
    };
    printed.forEach((p, i) => {
      const name = SAMPLE_DESIGNS[i]!.name;
      expect(p.code).toMatch(/^\/\/ Design "[a-z0-9-]+", from Component Studio\.\n/);
      expect(p.code).toContain('// Written for JDA 6.4.2 (net.dv8tion:JDA:6.4.2), Java 17.');
      expect(
        p.code.split('\n').filter((l) => l.startsWith('// - ')),
        name,
      ).toEqual(said[name] ?? []);
    });
  });

  it('registers a guild command set in the guild', () => {
    const doc = { ...sampleDoc(SAMPLE_DESIGNS[4]!), guildId: '123' } as Doc;
    expect(printJda(doc, { envelope: 'commands' })).toContain(
      'jda.getGuildById(123L).updateCommands().addCommands(buildCommands()).queue();',
    );
  });
});

describe('printJda on hostile designs', () => {
  const designs = [
    hostileMessage(),
    hostileLegacy(),
    hostileEmbedsAndPoll(),
    hostileModal(),
    hostileCommands(),
    hostileFileNames(),
    hostileCommands(false, GUILD_ID),
  ];
  const printed = designs.map((d, i) => print(d, d.envelope, `x\n*/ hostile ${i}`));
  let records: JdaRecord[] = [];

  it(
    'compiles and runs',
    () => {
      records = runJdaProgram(program(printed), { timeoutMs: TIMEOUT }).records;
    },
    TIMEOUT,
  );

  it('sends every string unchanged, or its header names where it is', () => {
    const own = (kind: 'message' | 'modal' | 'commands') => {
      const sent = bodies(records, kind);
      return designs.map((d) => (d.surface === kind ? sent.shift() : undefined));
    };
    const [messages, modals, commands] = [own('message'), own('modal'), own('commands')];
    designs.forEach((d, i) => {
      const kind = d.surface === 'commands' ? 'commands' : d.surface;
      const payload =
        d.surface === 'commands' ? toPayload(d, 'commands') : toPayload(d, d.envelope);
      const got = messages[i] ?? modals[i] ?? commands[i];
      expect(got, `hostile design ${i}`).toBeDefined();
      expect(
        unsaid(normaliseForDiscord(payload, [kind]), got, printed[i]!.code),
        `hostile design ${i}`,
      ).toEqual([]);
    });
  });

  it('registers the guild command set in its guild, and says a guild id JDA cannot look up', () => {
    const sets = records.filter((r) => r.kind === 'commands' && !isDriver(r));
    expect(sets.map((r) => (r as { guild?: string }).guild)).toEqual([undefined, GUILD_ID]);
    expect(printed[4]!.code).toMatch(/^\/\/ - guild_id: not a guild id JDA can look up/m);
    expect(printed[6]!.code).toContain(`jda.getGuildById(${GUILD_ID}L).updateCommands()`);
  });

  it('reads files only from inside the folder it runs in', () => {
    for (const p of printed) {
      const reads = [...p.code.matchAll(/Path\.of\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => m[1]);
      const allowed =
        p.plan.surface === 'message' ? p.plan.files.map((f) => java(f.localPath)) : [];
      expect(reads).toEqual(allowed);
      for (const f of p.plan.surface === 'message' ? p.plan.files : [])
        expect(f.localPath).toMatch(/^\.\/[^/\\]+$/);
    }
    expect(printed[5]!.code).not.toContain('Path.of("../');
  });

  it('says in the header what the plan left out', () => {
    expect(printed[2]!.code).toMatch(
      /^\/\/ - username: JDA cannot send `username` with a message/m,
    );
    expect(printed[4]!.code).toMatch(/^\/\/ - \[3\]: JDA has no Entry point command: left out/m);
  });

  it('keeps hostile design names inside the header comment', () => {
    for (const p of printed) expect(p.code.split('\n')[0]).toMatch(/^\/\/ Design "/);
  });
});
