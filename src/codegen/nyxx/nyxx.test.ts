// The nyxx printer against the nyxx check (testing/check.ts: the Dart grammar and the stand-in of
// nyxx 6.9.0; no Dart compiler exists here, so nothing runs). For every sample design and every
// hostile one: the printed code passes the check, every string of the design is in it as a Dart
// literal that decodes back to it (but what nyxx cannot send), each node is built with the
// builder the stand-in declares for its kind, every custom_id is routed, the header names the
// design, the version and what the plan left out, and files are read from the run's folder only.
import { describe, expect, it } from 'vitest';
import { importPayload, planDesign, toPayload } from '../../model';
import type { Doc, Envelope, NodeKind, Plan } from '../../model';
import { SAMPLE_DESIGNS, sampleDoc } from '../testing/designs';
import {
  hostileCommands,
  hostileEmbedsAndPoll,
  hostileFileNames,
  hostileLegacy,
  hostileMessage,
  hostileModal,
} from '../testing/hostile';
import { LACKS, printNyxx } from './nyxx';
import { ident } from './nyxx-dart';
import { checkNyxxProgram, routesOf, stringLiteralsOf } from './testing/check';
import type { CallSite } from './testing/check';
import { decodeDartString } from './testing/dart-literal';
import { namedIn, pathsOf } from '../testing/unsaid';

interface Printed {
  doc: Doc;
  plan: Plan;
  code: string;
}

const print = (doc: Doc, envelope: Envelope = doc.envelope, name?: string): Printed => ({
  doc,
  plan: planDesign(doc, LACKS),
  code: printNyxx(doc, { envelope, ...(name === undefined ? {} : { name }) }),
});

/** The class each kind is built with (a named constructor of it, or a cascade on it). */
const BUILDER: Partial<Record<NodeKind, string>> = {
  'action-row': 'ActionRowBuilder',
  button: 'ButtonBuilder',
  'string-select': 'SelectMenuBuilder',
  'user-select': 'SelectMenuBuilder',
  'role-select': 'SelectMenuBuilder',
  'mentionable-select': 'SelectMenuBuilder',
  'channel-select': 'SelectMenuBuilder',
  'text-input': 'TextInputBuilder',
  section: 'SectionComponentBuilder',
  'text-display': 'TextDisplayComponentBuilder',
  thumbnail: 'ThumbnailComponentBuilder',
  'media-gallery': 'MediaGalleryComponentBuilder',
  file: 'FileComponentBuilder',
  separator: 'SeparatorComponentBuilder',
  container: 'ContainerComponentBuilder',
  label: 'LabelComponentBuilder',
  'file-upload': 'FileUploadComponentBuilder',
  'radio-group': 'RadioGroupComponentBuilder',
  'checkbox-group': 'CheckboxGroupComponentBuilder',
  checkbox: 'CheckboxComponentBuilder',
  embed: 'EmbedBuilder',
  'embed-field': 'EmbedFieldBuilder',
  poll: 'PollBuilder',
  'poll-answer': 'PollAnswerBuilder',
  'chat-input-command': 'ApplicationCommandBuilder',
  'user-command': 'ApplicationCommandBuilder',
  'message-command': 'ApplicationCommandBuilder',
  'entry-point-command': 'ApplicationCommandBuilder',
  subcommand: 'CommandOptionBuilder',
  'subcommand-group': 'CommandOptionBuilder',
};

function builderOf(kind: NodeKind): string | undefined {
  return BUILDER[kind] ?? (kind.endsWith('-option') ? 'CommandOptionBuilder' : undefined);
}

/** Every node is declared with the stand-in's builder for its kind, on its own line. */
function expectBuilders(p: Printed, calls: readonly CallSite[]): void {
  const lines = p.code.split('\n');
  for (const n of p.plan.declarations) {
    const line = lines.findIndex((l) => l.startsWith(`  final ${ident(n.name)} = `)) + 1;
    expect(line, `${n.path} is declared`).toBeGreaterThan(0);
    const callees = calls.filter((c) => c.line === line).map((c) => c.callee.split('.')[0]);
    expect(callees, `${n.path} (${n.kind})`).toContain(builderOf(n.kind));
  }
}

/** String values of a payload nyxx takes as Dart strings (ids and permission sets are digits). */
function textValues(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) textValues(v, out);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) textValues(v, out);
  return out;
}

/**
 * Every string of the design is a Dart literal of the code, or a header line names its path (or
 * a path above it): nothing is dropped without a word. `otherwise` are strings written as code,
 * not as literals (a default value's type is the DefaultValue constructor).
 */
async function expectStringsArrive(p: Printed, otherwise: readonly string[] = []): Promise<void> {
  const literals = new Set(await stringLiteralsOf({ 'design.dart': p.code }));
  const payload =
    p.doc.surface === 'commands' ? toPayload(p.doc, 'commands') : toPayload(p.doc, p.doc.envelope);
  const unsaid = textValues(payload).filter(
    (s) =>
      !literals.has(s) &&
      !/^\d+$/.test(s) &&
      !otherwise.includes(s) &&
      !pathsOf(payload, s).some((path) => namedIn(p.code, path)),
  );
  expect(unsaid).toEqual([]);
}

function interactiveIds(p: Plan): string[] {
  if (p.surface === 'message') return [...new Set(p.routes.map((r) => r.customId))];
  if (p.surface === 'modal') return p.customId === null ? [] : [p.customId];
  return [];
}

describe('printNyxx on the sample designs', () => {
  const printed = SAMPLE_DESIGNS.map((s) => print(sampleDoc(s), s.envelope, s.name));

  it.each(printed.map((p, i) => [SAMPLE_DESIGNS[i]!.name, p] as const))(
    '%s passes the check, each node with its builder, every string a literal',
    async (_name, p) => {
      const { calls } = await checkNyxxProgram({ 'design.dart': p.code });
      expectBuilders(p, calls);
      await expectStringsArrive(p);
    },
  );

  it('routes every custom_id of the messages and modals', async () => {
    for (const p of printed) {
      const routes = (await routesOf({ 'design.dart': p.code })).map((r) => r.id);
      expect(routes.sort()).toEqual(interactiveIds(p.plan).sort());
    }
  });

  it('reads every modal field with its type', () => {
    const modal = printed[2]!.code;
    expect(modal).toContain("final String? subjectValue = submittedText(components, 'subject');");
    expect(modal).toContain(
      "final List<Snowflake> shotValue = submittedFiles(components, 'shot');",
    );
    const choices = printed[3]!.code;
    expect(choices).toContain(
      "final bool subscribeValue = submittedCheckbox(components, 'subscribe');",
    );
    expect(choices).toContain("final String? planValue = submittedRadio(components, 'plan');");
  });

  it('names the design and nyxx at the top; the samples leave nothing out', () => {
    for (const p of printed) {
      expect(p.code).toMatch(/^\/\/ Design "[a-z0-9-]+", from Component Studio\.\n/);
      expect(p.code).toContain('// Written for nyxx 6.9.0 (Dart).');
      expect(p.code).not.toContain('Not expressed in this code');
    }
  });

  it('registers a guild command set in the guild', async () => {
    const doc = { ...sampleDoc(SAMPLE_DESIGNS[4]!), guildId: '123' } as Doc;
    const code = printNyxx(doc, { envelope: 'commands' });
    expect(code).toContain(
      "client.guilds[Snowflake.parse('123')].commands.bulkOverride(buildCommands());",
    );
    await checkNyxxProgram({ 'design.dart': code });
  });
});

describe('printNyxx on fields the samples do not use', () => {
  const payloads: [unknown, 'message' | 'modal' | 'commands'][] = [
    [
      {
        content: 'hi',
        nonce: 'n1',
        enforce_nonce: true,
        sticker_ids: ['9'],
        message_reference: { type: 0, message_id: '123', fail_if_not_exists: false },
        components: [
          {
            type: 1,
            components: [
              { type: 2, style: 6, sku_id: '77' },
              { type: 2, style: 3, custom_id: 'ok', label: 'OK', id: 4 },
            ],
          },
          {
            type: 1,
            components: [
              {
                type: 8,
                custom_id: 'chan',
                channel_types: [0, 15],
                disabled: true,
                default_values: [{ id: '5', type: 'channel' }],
              },
            ],
          },
          {
            type: 1,
            components: [
              {
                type: 7,
                custom_id: 'who',
                default_values: [
                  { id: '6', type: 'user' },
                  { id: '7', type: 'role' },
                ],
              },
            ],
          },
        ],
      },
      'message',
    ],
    [
      {
        flags: 32768,
        components: [
          {
            type: 17,
            spoiler: true,
            components: [
              { type: 14, spacing: 1, divider: false },
              { type: 13, file: { url: 'attachment://a.txt' }, spoiler: true },
            ],
          },
        ],
      },
      'message',
    ],
    [
      {
        custom_id: 'm',
        title: 'T',
        components: [
          {
            type: 18,
            label: 'Pick',
            component: { type: 8, custom_id: 'c', channel_types: [0], required: false },
          },
        ],
      },
      'modal',
    ],
    [
      [
        {
          type: 4,
          name: 'launch',
          description: 'Go',
          handler: 2,
          name_localizations: { 'en-US': 'launch', 'es-419': 'lanzar' },
        },
        {
          type: 1,
          name: 'num',
          description: 'd',
          dm_permission: false,
          options: [
            {
              type: 10,
              name: 'n',
              description: 'd',
              choices: [
                { name: 'a', value: 1 },
                { name: 'b', value: 1.5 },
              ],
            },
            { type: 4, name: 'i', description: 'd', min_value: -3, autocomplete: true },
          ],
        },
      ],
      'commands',
    ],
  ];

  it.each(payloads.map((p, i) => [i, p] as const))(
    'extra design %i passes the check, each node with its builder',
    async (_i, [payload, as]) => {
      const result = importPayload(payload, { as });
      expect(result.doc).toBeTruthy();
      const p = print(result.doc!);
      const { calls } = await checkNyxxProgram({ 'design.dart': p.code });
      expectBuilders(p, calls);
      // A default value's type is the DefaultValue constructor (DefaultValue.user), not a string.
      await expectStringsArrive(p, ['user', 'role', 'channel']);
    },
  );
});

describe('printNyxx on hostile designs', () => {
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

  it.each(printed.map((p, i) => [i, p] as const))(
    'hostile design %i passes the check and every string arrives as a literal or is said',
    async (_i, p) => {
      const { calls } = await checkNyxxProgram({ 'design.dart': p.code });
      expectBuilders(p, calls);
      await expectStringsArrive(p);
    },
  );

  it('says in the header what nyxx cannot send', () => {
    expect(printed[2]!.code).toMatch(
      /^\/\/ - username: nyxx cannot send `username` with a message: left out/m,
    );
    expect(printed[4]!.code).toMatch(
      /^\/\/ .*nyxx cannot set `handler` of an Entry point command/m,
    );
  });

  it('reads files only from inside the folder it runs in', () => {
    for (const p of printed) {
      const reads = [...p.code.matchAll(/File\(('(?:[^'\\]|\\.)*')\)/g)].map((m) =>
        decodeDartString(m[1]!),
      );
      const allowed = p.plan.surface === 'message' ? p.plan.files.map((f) => f.localPath) : [];
      expect(reads).toEqual(allowed);
      for (const f of reads) expect(f).toMatch(/^\.\/[^/\\]+$/);
    }
  });

  it('keeps hostile design names inside the header comment', () => {
    for (const p of printed) {
      expect(p.code.split('\n')[0]).toMatch(/^\/\/ Design "/);
      expect(p.code.split('\n')[1]).toMatch(/^\/\/ /);
    }
  });
});

describe('printNyxx says what no nyxx builder takes', () => {
  const said = (payload: unknown, as: 'message' | 'commands') => {
    const doc = importPayload(payload, { as }).doc!;
    return printNyxx(doc, { envelope: as === 'commands' ? 'commands' : 'message' });
  };

  it('a Unicode emoji on a select option (nyxx sends "id": "0")', async () => {
    const code = said(
      {
        components: [
          {
            type: 1,
            components: [
              {
                type: 3,
                custom_id: 's',
                options: [
                  { label: 'A', value: 'a', emoji: { name: '👍' } },
                  { label: 'B', value: 'b', emoji: { id: '5', name: 'b' } },
                ],
              },
            ],
          },
        ],
      },
      'message',
    );
    expect(code).toContain(
      '// - components[0].components[0].options[0].emoji: nyxx\'s SelectMenuOptionBuilder sends a Unicode emoji with "id": "0", not as this emoji\n',
    );
    expect(code).not.toContain('options[1].emoji');
    await checkNyxxProgram({ 'design.dart': code });
  });

  it("a media item's keys other than url", async () => {
    const code = said(
      {
        flags: 32768,
        components: [
          {
            type: 12,
            items: [{ media: { url: 'https://a.test/x.png', proxy_url: 'https://p.test/x' } }],
          },
        ],
      },
      'message',
    );
    expect(code).toContain(
      '// - components[0].items[0].media.proxy_url: nyxx\'s UnfurledMediaItemBuilder has no `proxy_url`: left out ("https://p.test/x")\n',
    );
    await checkNyxxProgram({ 'design.dart': code });
  });

  it('a component field no builder has', async () => {
    const code = said(
      { components: [{ type: 1, components: [{ type: 3, custom_id: 's', zork: 'made-up' }] }] },
      'message',
    );
    expect(code).toContain(
      '// - components[0].components[0].zork: nyxx\'s SelectMenuBuilder has no `zork`: left out ("made-up")\n',
    );
    await checkNyxxProgram({ 'design.dart': code });
  });

  it('a command field no builder has', async () => {
    const code = said(
      [
        {
          type: 1,
          name: 'go',
          description: 'Go',
          zork: 'made-up',
          options: [{ type: 3, name: 'o', description: 'd', zap: 1 }],
        },
      ],
      'commands',
    );
    expect(code).toContain(
      '// - [0].zork: nyxx\'s ApplicationCommandBuilder has no `zork`: left out ("made-up")\n',
    );
    expect(code).toContain(
      "// - [0].options[0].zap: nyxx's CommandOptionBuilder has no `zap`: left out (1)\n",
    );
    await checkNyxxProgram({ 'design.dart': code });
  });
});
