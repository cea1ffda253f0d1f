// The discord.js printer on the sample designs and the hostile ones, in JavaScript and in
// TypeScript: the code type-checks under `strict` against discord.js's real types and, run with
// the real discord.js (TypeScript after ts.transpileModule), builds exactly the sample payloads;
// every custom_id is routed and every modal field read; hostile strings arrive unchanged.
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { toPayload } from '../../model';
import type { Doc, Envelope } from '../../model';
import type { CodegenOptions } from '../common/shared';
import { canonical } from '../testing/canonical';
import { SAMPLE_DESIGNS, sampleDoc } from '../testing/designs';
import type { DesignEnvelope } from '../testing/samples';
import {
  HOSTILE,
  HOSTILE_NAMES,
  hostileCommands,
  hostileEmbedsAndPoll,
  hostileLegacy,
  hostileMessage,
  hostileModal,
  stringLeaves,
} from '../testing/hostile';
import { printDiscordJs, printDiscordJsTs } from './discordjs';
import { importGenerated, importGeneratedTs, recorder, sentBody } from './testing/run-js';
import { normaliseCommands } from './testing/commands-json';
import { typecheckFailures, typecheckJs } from './testing/typecheck';

type Print = (doc: Doc, options: CodegenOptions) => string;

const LANGS: readonly {
  lang: 'js' | 'ts';
  print: Print;
  kind: ts.ScriptKind.JS | ts.ScriptKind.TS;
  load: typeof importGenerated;
}[] = [
  { lang: 'js', print: printDiscordJs, kind: ts.ScriptKind.JS, load: importGenerated },
  { lang: 'ts', print: printDiscordJsTs, kind: ts.ScriptKind.TS, load: importGeneratedTs },
];

interface Case {
  name: string;
  doc: Doc;
  envelope: Envelope;
}

const SAMPLES: Case[] = SAMPLE_DESIGNS.map((s) => ({
  name: s.name,
  doc: sampleDoc(s),
  envelope: s.envelope,
}));

const HOSTILE_DESIGNS: readonly [string, () => Doc, Envelope][] = [
  ['message', hostileMessage, 'message'],
  ['legacy', hostileLegacy, 'response-4'],
  ['embeds-and-poll', hostileEmbedsAndPoll, 'webhook'],
  ['modal', hostileModal, 'modal-9'],
  ['commands', () => hostileCommands(), 'commands'],
];

const HOSTILES: Case[] = HOSTILE_DESIGNS.flatMap(([design, build, envelope]) =>
  HOSTILE_NAMES.map((_, i) => ({ name: `hostile-${design}-${i}`, doc: build(), envelope })),
);

type Json = Record<string, unknown>;
const toJson = (builder: unknown) =>
  JSON.parse(JSON.stringify((builder as { toJSON(): unknown }).toJSON())) as unknown;

/** What the printed module hands Discord for the case, through the real discord.js. */
async function sent(module: Json, c: Case): Promise<unknown> {
  if (c.doc.surface === 'commands') {
    const built = c.envelope === 'command' ? module.command : module.commands;
    return normaliseCommands(built, toPayload(c.doc, c.envelope));
  }
  if (c.doc.surface === 'modal') return toJson((module.buildModal as () => unknown)());
  const send = (module.sendDesign ?? module.replyWithDesign ?? module.updateWithDesign) as (
    target: unknown,
  ) => Promise<Json>;
  const options = await send(recorder());
  const body = sentBody(options, c.envelope === 'webhook');
  // The body's own fields as Discord reads them (canonical: its defaults one way), the
  // components as the builders make them, and each file by the name Discord is given.
  const files = (options.files as { name: string; description?: string }[] | undefined) ?? [];
  return {
    ...canonical(body, c.envelope as DesignEnvelope),
    ...(options.components ? { components: (options.components as unknown[]).map(toJson) } : {}),
    ...(files.length > 0
      ? {
          attachments: files.map((f, id) => ({
            id,
            filename: f.name,
            ...(f.description ? { description: f.description } : {}),
          })),
        }
      : {}),
  };
}

/** The payload of a case as sent() gives it. */
function expected(c: Case): unknown {
  const payload = toPayload(c.doc, c.envelope) as Json;
  if (c.doc.surface !== 'message') return payload;
  const { components, attachments } = payload;
  return {
    ...canonical(payload, c.envelope as DesignEnvelope),
    ...(components ? { components } : {}),
    ...(attachments ? { attachments } : {}),
  };
}

/** The custom_ids of a payload's interactive components (not a modal's fields). */
function customIds(v: unknown, into: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x) => customIds(x, into));
  else if (v && typeof v === 'object') {
    const o = v as Json;
    if (typeof o.custom_id === 'string') into.push(o.custom_id);
    Object.values(o).forEach((x) => customIds(x, into));
  }
  return into;
}

describe.each(LANGS)('printDiscordJs in $lang', ({ lang, print, kind, load }) => {
  const code = (c: Case) => print(c.doc, { envelope: c.envelope, name: c.name });

  it('type-checks under strict against discord.js, samples and hostile designs', () => {
    const all = [...SAMPLES, ...HOSTILES];
    const result = typecheckJs(
      all.map((c) => ({ name: `${lang}-${c.name}`, code: code(c) })),
      kind,
    );
    const failures = typecheckFailures(result);
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(result.size).toBe(all.length);
    if (lang === 'ts') for (const c of all) expect(code(c)).not.toMatch(/\bany\b(?![^']*')/);
  }, 180_000);

  it('builds exactly every sample payload with the real discord.js', async () => {
    for (const c of SAMPLES) {
      const module = await load(`${lang}-design-${c.name}`, code(c));
      expect(await sent(module, c), c.name).toEqual(expected(c));
    }
  }, 60_000);

  it('routes every custom_id and reads every modal field', async () => {
    for (const c of SAMPLES) {
      const printed = code(c);
      const payload = toPayload(c.doc, c.envelope);
      const module = await load(`${lang}-route-${c.name}`, printed);
      if (c.doc.surface === 'message') {
        for (const id of customIds(payload)) {
          const seen: string[] = [];
          const interaction = routable(id, seen);
          await (module.routeComponent as (i: unknown) => Promise<void>)(interaction);
          expect(seen, `${c.name}: ${id}`).toEqual(['deferUpdate']);
        }
      } else if (c.doc.surface === 'modal') {
        const ids = customIds((payload as Json).components);
        const read: string[] = [];
        await (module.routeModal as (i: unknown) => Promise<void>)(submitted(payload, read));
        expect(read.sort(), c.name).toEqual(ids.sort());
      }
    }
  });

  it('runs the hostile designs with every string unchanged and nothing injected', async () => {
    for (const c of HOSTILES) {
      const module = await load(`${lang}-${c.name}`, code(c));
      const got = new Set(stringLeaves(await sent(module, c)));
      const expected = stringLeaves(toPayload(c.doc, c.envelope)).filter((s) =>
        HOSTILE.some((h) => s.includes(h.slice(0, 12))),
      );
      expect(expected.length, c.name).toBeGreaterThan(0);
      expect(
        expected.filter((s) => !got.has(s)),
        c.name,
      ).toEqual([]);
      expect((globalThis as { PWNED?: unknown }).PWNED, c.name).toBeUndefined();
    }
  }, 120_000);
});

/** A component interaction for `customId` that records what its handler calls. */
function routable(customId: string, seen: string[]): unknown {
  const yes = () => true;
  return {
    customId,
    isButton: yes,
    isStringSelectMenu: yes,
    isUserSelectMenu: yes,
    isRoleSelectMenu: yes,
    isMentionableSelectMenu: yes,
    isChannelSelectMenu: yes,
    values: [],
    deferUpdate: async () => void seen.push('deferUpdate'),
  };
}

/** A modal submit of `payload` whose getters record each custom_id read. */
function submitted(payload: unknown, read: string[]): unknown {
  const get = (id: string) => {
    read.push(id);
    return null;
  };
  const fields = new Proxy({}, { get: () => get });
  return {
    customId: (payload as Json).custom_id,
    isModalSubmit: () => true,
    fields,
    deferReply: async () => undefined,
  };
}
