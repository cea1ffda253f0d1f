// The py-cord printer, run against the py-cord 2.8.1 stand-in (testing/check.ts): every sample
// design sends exactly what the check's own test expects of the hand-written example, every
// custom_id is routed and every modal field read with its type; the header names what the plan
// left out; and hostile designs run without anything injected running, every string they hold
// arrives unchanged where py-cord can send it, and no file outside the run's folder is read.
import { isAbsolute, normalize } from 'node:path';
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
  stringLeaves,
} from '../testing/hostile';
import { LACKS, printPycord } from './pycord';
import type { CheckRun, PyRecord } from './testing/check';
import { actualOf, checkPycordProgram, expectedForPycord, normalise } from './testing/check';

type Surface = 'message' | 'modal' | 'commands';

/** The small bot the check runs, after testing/example.py: it calls what the printer printed. */
function driver(surface: Surface, code: string): string {
  const setup =
    surface === 'commands'
      ? 'design.add_commands(bot)'
      : surface === 'modal'
        ? [
            "@bot.slash_command(name='show', description='Show it')",
            'async def show(ctx: discord.ApplicationContext):',
            '    await design.show_modal(ctx.interaction)',
          ].join('\n')
        : [
            '@bot.event',
            'async def on_ready():',
            ...(code.includes('def add_views(') ? ['    design.add_views(bot)'] : []),
            '    await design.send_message(bot.get_partial_messageable(123456789012345678))',
          ].join('\n');
  return `import io

import discord
from discord import _standin

_File = discord.File


class _Recorded(_File):
    """Records every path the design's code reads a file from, and reads none."""

    def __init__(self, fp, *args, **kwargs):
        _standin.record('file', path=str(fp))
        super().__init__(io.BytesIO(b'file bytes'), *args, **kwargs)


discord.File = _Recorded

import design  # noqa: E402

bot = discord.Bot(intents=discord.Intents.default())


${setup}


bot.run('TOKEN')
`;
}

function run(doc: Doc, envelope: Envelope, name?: string): { code: string; run: CheckRun } {
  const code = printPycord(doc, { envelope, ...(name !== undefined ? { name } : {}) });
  return {
    code,
    run: checkPycordProgram([
      { path: 'bot.py', text: driver(doc.surface, code) },
      { path: 'design.py', text: code },
    ]),
  };
}

const bodies = (records: readonly PyRecord[], kind: string) =>
  records.filter((r) => r.kind === kind).map((r) => r.body);

const customIds = (v: unknown, into: string[] = []): string[] => {
  if (Array.isArray(v)) v.forEach((x) => customIds(x, into));
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.custom_id === 'string') into.push(o.custom_id);
    Object.values(o).forEach((x) => customIds(x, into));
  }
  return into;
};

/** What an injected print would leave: a line of its own (an error may quote the text). */
const injected = (r: CheckRun) => r.output.split('\n').some((l) => l.trim() === 'PWNED');

function expectClean(r: CheckRun): void {
  expect(r.error).toBeUndefined();
  expect(injected(r)).toBe(false);
}

/** Every string of `expected` (keys too) is among the strings sent, but those in `except`. */
function expectStringsArrive(
  as: Surface,
  sent: unknown,
  expected: unknown,
  except: readonly string[] = [],
) {
  const got = new Set(stringLeaves(normalise(as, sent)));
  const missing = stringLeaves(normalise(as, expected)).filter(
    (s) => !got.has(s) && !except.includes(s),
  );
  expect(missing).toEqual([]);
}

describe('printPycord on the sample designs', () => {
  const expected = expectedForPycord();
  const index = { message: 0, modal: 0 };
  for (const sample of SAMPLE_DESIGNS) {
    const at = sample.as === 'message' || sample.as === 'modal' ? index[sample.as]++ : 0;
    it(`${sample.name}: sends what the check expects, routes and reads everything`, () => {
      const { run: r } = run(sampleDoc(sample), sample.envelope, sample.name);
      expectClean(r);
      const actual = actualOf(r.records);
      if (sample.as === 'message') {
        expect(actual.messages).toEqual([expected.messages[at]]);
        expect([...actual.routes].sort()).toEqual(customIds(sample.payload).sort());
      } else if (sample.as === 'modal') {
        expect(actual.modals).toEqual([expected.modals[at]]);
        const id = String((sample.payload as { custom_id: string }).custom_id);
        expect(actual.routes.filter((x) => x === id)).toEqual([id]);
        expect(actual.reads[id]).toEqual(expected.reads[id]);
      } else expect(actual.commands).toEqual(expected.commands);
    });
  }

  it('names in its header everything the plan left out, and the design and version', () => {
    for (const sample of SAMPLE_DESIGNS) {
      const doc = sampleDoc(sample);
      const code = printPycord(doc, { envelope: sample.envelope, name: sample.name, errors: 2 });
      const head = code.split('\nimport ')[0]!;
      expect(code.split('\n').slice(0, 2)).toEqual([
        '# -*- coding: utf-8 -*-',
        '# py-cord code from Component Studio.',
      ]);
      expect(head).toContain(`Design "${sample.name}", from Component Studio.`);
      expect(head).toContain('py-cord 2.8.1');
      expect(head).toContain('2 errors');
      for (const left of planDesign(doc, LACKS).leftOut) expect(head).toContain(left.path);
    }
  });
});

describe('printPycord on hostile designs', () => {
  it('a Components V2 message: runs, injects nothing, sends every string, routes every id', () => {
    const doc = hostileMessage();
    const { run: r } = run(doc, 'message');
    expectClean(r);
    const [sent] = bodies(r.records, 'message');
    // A thumbnail's proxy_url is Discord's to fill: py-cord sends only the url (named in the header).
    expectStringsArrive('message', sent, toPayload(doc, 'message'), ['proxy_url']);
    expect([...actualOf(r.records).routes].sort()).toEqual(customIds(sent).sort());
  });

  it('hostile design names stay in the header comment', () => {
    for (const name of HOSTILE_NAMES) {
      const { code, run: r } = run(hostileLegacy(), 'message', name);
      expect(code.split('\n').slice(0, 2)).toEqual([
        '# -*- coding: utf-8 -*-',
        '# py-cord code from Component Studio.',
      ]);
      expectClean(r);
    }
  }, 60_000);

  it('a legacy message: content, embed, mentions and a button arrive unchanged', () => {
    const doc = hostileLegacy();
    const { run: r } = run(doc, 'message');
    expectClean(r);
    const [sent] = bodies(r.records, 'message');
    // replied_user: false is Discord's default, which py-cord leaves out.
    expectStringsArrive('message', sent, toPayload(doc, 'message'), ['replied_user']);
    expect(actualOf(r.records).routes).toEqual(customIds(sent));
  });

  it('two embeds and a poll arrive unchanged', () => {
    const doc = hostileEmbedsAndPoll();
    const { code, run: r } = run(doc, 'message');
    expectClean(r);
    const [sent] = bodies(r.records, 'message');
    const {
      username: _u,
      avatar_url: _a,
      ...rest
    } = toPayload(doc, 'webhook') as Record<string, unknown>;
    expectStringsArrive('message', sent, rest);
    expect(code).toContain('import discord');
  });

  it('a modal: title, ids, label and values arrive unchanged; its fields are read', () => {
    const doc = hostileModal();
    const { run: r } = run(doc, 'modal');
    expectClean(r);
    const [sent] = bodies(r.records, 'modal');
    const payload = toPayload(doc, 'modal') as { custom_id: string };
    expectStringsArrive('modal', sent, payload);
    expect(actualOf(r.records).reads[payload.custom_id]).toHaveLength(1);
  });

  it('a command set: every name, description and choice arrives unchanged', () => {
    // Global: the stand-in registers by the global bulk overwrite only.
    const doc = { ...hostileCommands(false), guildId: null };
    const { code, run: r } = run(doc, 'commands');
    expectClean(r);
    const [sent] = bodies(r.records, 'commands');
    const payload = toPayload(doc, 'commands') as Record<string, unknown>[];
    // py-cord 2.8.1 has no entry point command, and no field of a name the API does not know:
    // both are named in the header.
    const known = payload
      .filter((c) => c.type !== 4)
      .map((c) => Object.fromEntries(Object.entries(c).filter(([k]) => k in KNOWN_COMMAND_KEYS)));
    expectStringsArrive('commands', sent, known);
    expect(code).toMatch(/has no entry point command: left out/i);
    // A guild id that is no snowflake (an error the design's Problems show) stops at int().
    const hostileGuild = run(hostileCommands(), 'commands');
    expect(hostileGuild.run.error).toMatch(/ValueError: invalid literal for int/);
    expect(injected(hostileGuild.run)).toBe(false);
  });

  it('files are read from inside the folder the code runs in, under the names given', () => {
    const { run: r } = run(hostileFileNames(), 'message');
    expectClean(r);
    const paths = r.records.filter((x) => x.kind === 'file').map((x) => String(x.path));
    expect(paths).toHaveLength(FILE_NAMES.length);
    for (const p of paths) {
      expect(isAbsolute(p)).toBe(false);
      expect(normalize(p)).not.toContain('/');
      expect(['.', '..']).not.toContain(normalize(p));
    }
    const [sent] = bodies(r.records, 'message') as { attachments: { filename: string }[] }[];
    expect(sent!.attachments.map((a) => a.filename)).toEqual(FILE_NAMES);
  });
});

const KNOWN_COMMAND_KEYS = {
  name: 1,
  type: 1,
  description: 1,
  name_localizations: 1,
  description_localizations: 1,
  default_member_permissions: 1,
  contexts: 1,
  integration_types: 1,
  nsfw: 1,
  options: 1,
};
