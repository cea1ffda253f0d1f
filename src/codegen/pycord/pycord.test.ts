// The py-cord printer, run against the py-cord 2.8.1 stand-in (testing/check.ts): every sample
// design sends exactly what the check's own test expects of the hand-written example, every
// custom_id is routed and every modal field read with its type; the header names what the plan
// left out; and hostile designs run without anything injected running, every string they hold
// arrives unchanged where py-cord can send it, and no file outside the run's folder is read.
import { describe, expect, it } from 'vitest';
import { planDesign, toPayload } from '../../model';
import type { Doc, Envelope } from '../../model';
import { SAMPLE_DESIGNS, sampleDoc } from '../testing/designs';
import { hostileCommands, hostileEmbedsAndPoll, hostileModal } from '../testing/hostile';
import type { PythonPrinter } from '../testing/python-printer-kit';
import {
  bodies,
  customIds as anyCustomIds,
  expectClean,
  expectHeader,
  expectStringsArrive,
  hostileChecks,
  injected,
  knownCommands,
} from '../testing/python-printer-kit';
import { LACKS, printPycord } from './pycord';
import type { CheckRun } from './testing/check';
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

const PYCORD: PythonPrinter = {
  library: 'py-cord',
  version: '2.8.1',
  run,
  normalise,
  routes: (records) => actualOf(records).routes,
  routesTextInputs: true,
};

/** The custom_ids py-cord routes (every one: a modal's fields are read through its items). */
const customIds = (v: unknown) => anyCustomIds(v, PYCORD.routesTextInputs);

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
      expectHeader(PYCORD, code, head, sample.name, planDesign(doc, LACKS).leftOut);
    }
  });
});

describe('printPycord on hostile designs', () => {
  hostileChecks(PYCORD);

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
    expectStringsArrive(PYCORD, 'message', sent, rest);
    expect(code).toContain('import discord');
  });

  it('a modal: title, ids, label and values arrive unchanged; its fields are read', () => {
    const doc = hostileModal();
    const { run: r } = run(doc, 'modal');
    expectClean(r);
    const [sent] = bodies(r.records, 'modal');
    const payload = toPayload(doc, 'modal') as { custom_id: string };
    expectStringsArrive(PYCORD, 'modal', sent, payload);
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
    expectStringsArrive(PYCORD, 'commands', sent, knownCommands(payload));
    expect(code).toMatch(/has no entry point command: left out/i);
    // A guild id that is no snowflake (an error the design's Problems show) stops at int().
    const hostileGuild = run(hostileCommands(), 'commands');
    expect(hostileGuild.run.error).toMatch(/ValueError: invalid literal for int/);
    expect(injected(hostileGuild.run)).toBe(false);
  });
});
