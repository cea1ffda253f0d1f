// The hikari printer, run against the hikari 2.6.0 stand-in (testing/check.ts): every sample design
// sends exactly what the check's own test expects of the hand-written example, every custom_id is
// routed and every text input read; the header names what the plan left out; and hostile designs
// run without anything injected running, every string they hold arrives unchanged where hikari can
// send it, and no file outside the run's folder is read.
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
import { LACKS, printHikari } from './hikari';
import type { CheckRun } from './testing/check';
import { actualOf, checkHikariProgram, hikariCanExpress, normalise } from './testing/check';

type Surface = 'message' | 'modal' | 'commands';

/** The small bot the check runs, after testing/example.py: it calls what the printer printed. */
function driver(surface: Surface, code: string): string {
  const started =
    surface === 'message'
      ? '    await design.send_message(bot.rest, 123456789012345678)'
      : surface === 'commands'
        ? '    await design.register_commands(bot.rest)'
        : [
            '    application = await bot.rest.fetch_application()',
            "    await bot.rest.set_application_commands(application, [bot.rest.slash_command_builder('show', 'Show it')])",
          ].join('\n');
  const routes =
    surface === 'message' && code.includes('def route_component(')
      ? 'bot.subscribe(hikari.InteractionCreateEvent, design.route_component)'
      : surface === 'modal' && code.includes('def show_modal(')
        ? [
            '@bot.listen()',
            'async def on_command(event: hikari.InteractionCreateEvent) -> None:',
            '    if isinstance(event.interaction, hikari.CommandInteraction):',
            '        await design.show_modal(event.interaction)',
            '',
            '',
            'bot.subscribe(hikari.InteractionCreateEvent, design.route_modal)',
          ].join('\n')
        : '';
  return `import hikari
from hikari import _standin

_File = hikari.File


class _Recorded(_File):
    """Records every path the design's code reads a file from."""

    def __init__(self, path, *args, **kwargs):
        _standin.record('file', path=str(path))
        super().__init__(path, *args, **kwargs)


hikari.File = _Recorded

import design  # noqa: E402

bot = hikari.GatewayBot(token='token')


@bot.listen()
async def on_started(event: hikari.StartedEvent) -> None:
${started}


${routes}
bot.run()
`;
}

function run(doc: Doc, envelope: Envelope, name?: string): { code: string; run: CheckRun } {
  const code = printHikari(doc, { envelope, ...(name !== undefined ? { name } : {}) });
  const surface: Surface = doc.surface;
  return {
    code,
    run: checkHikariProgram([
      { path: 'bot.py', text: driver(surface, code) },
      { path: 'design.py', text: code },
    ]),
  };
}

const HIKARI: PythonPrinter = {
  library: 'hikari',
  version: '2.6.0',
  run,
  normalise,
  routes: (records) => actualOf(records).routes,
  routesTextInputs: false,
};

/** The custom_ids hikari routes: a text input's is read, not routed. */
const customIds = (v: unknown) => anyCustomIds(v, HIKARI.routesTextInputs);

const textInputs = (v: unknown, into: string[] = []): string[] => {
  if (Array.isArray(v)) v.forEach((x) => textInputs(x, into));
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (o.type === 4 && typeof o.custom_id === 'string') into.push(o.custom_id);
    Object.values(o).forEach((x) => textInputs(x, into));
  }
  return into;
};

describe('printHikari on the sample designs', () => {
  for (const sample of SAMPLE_DESIGNS) {
    it(`${sample.name}: sends what hikari can express of it, routes and reads everything`, () => {
      const doc = sampleDoc(sample);
      const { run: r } = run(doc, sample.envelope, sample.name);
      expectClean(r);
      const actual = actualOf(r.records);
      const { value } = hikariCanExpress(sample.as, sample.payload);
      if (sample.as === 'message') {
        expect(actual.messages).toEqual([normalise('message', value)]);
        expect([...actual.routes].sort()).toEqual(customIds(value).sort());
      } else if (sample.as === 'modal') {
        if (value === undefined) {
          expect(actual.modals).toEqual([]);
          return;
        }
        expect(actual.modals).toEqual([normalise('modal', value)]);
        const id = String((value as { custom_id: string }).custom_id);
        expect(actual.routes.filter((x) => x === id)).toEqual([id]);
        expect(actual.reads[id]).toEqual(textInputs(value));
      } else expect(actual.commands).toEqual(normalise('commands', value));
    });
  }

  it('names in its header everything the plan left out, and the design and version', () => {
    for (const sample of SAMPLE_DESIGNS) {
      const doc = sampleDoc(sample);
      const code = printHikari(doc, { envelope: sample.envelope, name: sample.name, errors: 2 });
      const head = code.split('\nfrom __future__')[0]!;
      expectHeader(HIKARI, code, head, sample.name, planDesign(doc, LACKS).leftOut);
    }
    const modal = printHikari(sampleDoc(SAMPLE_DESIGNS[2]!), { envelope: 'modal' });
    expect(modal).toContain('cannot set `description` of a Label: left out');
    expect(modal).toContain('has no File Upload: left out');
    const v2 = printHikari(sampleDoc(SAMPLE_DESIGNS[0]!), { envelope: 'message' });
    expect(v2).toContain("sends only a custom emoji's id");
  });
});

describe('printHikari on hostile designs', () => {
  hostileChecks(HIKARI);

  it('two embeds and a poll arrive unchanged (sent as a message; the webhook call compiles)', () => {
    const doc = hostileEmbedsAndPoll();
    const { code, run: r } = run(doc, 'message');
    expectClean(r);
    const [sent] = bodies(r.records, 'message');
    const payload = toPayload(doc, 'webhook') as Record<string, unknown>;
    expect(code).toContain('create_message has no `username`');
    const { username: _u, avatar_url: _a, ...rest } = payload;
    expectStringsArrive(HIKARI, 'message', sent, rest);
    const webhook = run(doc, 'webhook');
    expect(webhook.code).toContain('await rest.execute_webhook(');
    // The stand-in has no execute_webhook: what fails is that call, not the source.
    expect(webhook.run.error ?? '').not.toMatch(/SyntaxError/);
    expect(injected(webhook.run)).toBe(false);
  });

  it('a modal: title, ids, label and values arrive unchanged; its text input is read', () => {
    const doc = hostileModal();
    const { run: r } = run(doc, 'modal');
    expectClean(r);
    const [sent] = bodies(r.records, 'modal');
    const { value } = hikariCanExpress('modal', toPayload(doc, 'modal'));
    expectStringsArrive(HIKARI, 'modal', sent, value);
    const id = String((value as { custom_id: string }).custom_id);
    expect(actualOf(r.records).reads[id]).toHaveLength(1);
  });

  it('a command set: every name, description and choice arrives unchanged', () => {
    for (const anyNames of [false, true]) {
      const doc = hostileCommands(anyNames, '123456789012345678');
      const { code, run: r } = run(doc, 'commands');
      expectClean(r);
      const [sent] = bodies(r.records, 'commands');
      expect(r.records.find((x) => x.kind === 'commands')?.guild).toBe('123456789012345678');
      const payload = toPayload(doc, 'commands') as Record<string, unknown>[];
      // hikari 2.6.0 has no entry point command, and no field of a name the API does not know:
      // both are named in the header.
      expectStringsArrive(HIKARI, 'commands', sent, knownCommands(payload));
      expect(code).toMatch(/has no entry point command: left out/i);
    }
    // A guild id that is no snowflake (an error the design's Problems show) stops at int().
    const hostileGuild = run(hostileCommands(), 'commands');
    expect(hostileGuild.run.error).toMatch(/ValueError: invalid literal for int/);
    expect(injected(hostileGuild.run)).toBe(false);
  });
});
