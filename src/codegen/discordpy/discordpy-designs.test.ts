// The discord.py printer on the sample designs (../testing/designs), run against the stand-in
// (testing/discord_standin.py, whose UI items write what they are given): a message sends exactly
// the sample's body, components, flags and attachments, a modal exactly the sample, every
// custom_id reaches its handler and the modal's submit handler reads every field; the header names
// what the plan left out. A command set runs and hands over every text (the stand-in has no
// app_commands to build the JSON from).
import { describe, expect, it } from 'vitest';
import { planDesign } from '../../model';
import { SAMPLE_DESIGNS, sampleDoc } from '../testing/designs';
import { canonical } from '../testing/canonical';
import { stringLeaves } from '../testing/hostile';
import { LACKS, printDiscordPy } from './discordpy';
import { PY_PREAMBLE } from '../common/python';
import { HAS_PYTHON, pythonSyntaxErrors } from './testing/python';
import { runPython } from './testing/run-py';

type Json = Record<string, unknown>;

const pyStr = (s: string) => JSON.stringify(s);

/** Hands each id to the printed router, as on_interaction would; the ids routed come back. */
function routeDriver(ids: readonly string[], router: string, type: string, data: string): string {
  return `
ROUTED = {}
class _Response:
    def __init__(self, key): self.key = key
    async def defer(self, **kwargs): ROUTED['routed:' + self.key] = True
for _id in [${ids.map(pyStr).join(', ')}]:
    _i = discord.Interaction(discord.InteractionType.${type}, ${data})
    _i.response = _Response(_id)
    _c = ${router}(_i)
    try:
        _c.send(None)
    except StopIteration:
        pass
`;
}

/** What a submit carries for each component of the sample modal that has a value. */
function submitted(component: Json): Json {
  const type = component.type as number;
  if (type === 18) return { type, component: submitted(component.component as Json) };
  const id = { type, custom_id: component.custom_id };
  if (type === 4 || type === 21) return { ...id, value: 'x' };
  if (type === 23) return { ...id, value: true };
  return { ...id, values: [type === 3 || type === 22 ? 'x' : '1'] };
}

/**
 * discord.py sends a poll answer's custom emoji without a name as `name: ""` (its PartialEmoji
 * asks for a name, and reads None as ''); Discord finds the emoji by its id either way.
 */
function nameless(body: Json): Json {
  const poll = body.poll as { answers?: { poll_media: { emoji?: Json } }[] } | undefined;
  for (const a of poll?.answers ?? [])
    if (a.poll_media.emoji?.name === '') delete a.poll_media.emoji.name;
  return body;
}

const customIds = (v: unknown, into: string[] = []): string[] => {
  if (Array.isArray(v)) v.forEach((x) => customIds(x, into));
  else if (v && typeof v === 'object') {
    const o = v as Json;
    if (typeof o.custom_id === 'string') into.push(o.custom_id);
    Object.values(o).forEach((x) => customIds(x, into));
  }
  return into;
};

describe.skipIf(!HAS_PYTHON)('printDiscordPy on the sample designs', () => {
  for (const sample of SAMPLE_DESIGNS) {
    it(`${sample.name}: sends exactly the sample and routes every custom_id`, () => {
      const doc = sampleDoc(sample);
      const code = printDiscordPy(doc, { envelope: sample.envelope, name: sample.name });
      expect(pythonSyntaxErrors([code])).toEqual(['']);
      const payload = sample.payload as Json;
      if (sample.as === 'commands') {
        const { runs } = runPython([code]);
        expect(runs[0]!.error).toBeUndefined();
        const seen = new Set(runs[0]!.strings);
        const texts = stringLeaves(
          (sample.payload as Json[]).map((c) =>
            Object.fromEntries(
              Object.entries(c).filter(([k]) => k.startsWith('name') || k.startsWith('desc')),
            ),
          ),
        );
        const keys = ['name_localizations', 'description_localizations'];
        expect(texts.filter((s) => !seen.has(s) && !keys.includes(s))).toEqual([]);
        return;
      }
      const ids = customIds(payload.components).filter((id) => id !== payload.custom_id);
      const driver =
        sample.as === 'message'
          ? routeDriver(ids, 'route_component', 'component', "{'custom_id': _id, 'values': []}")
          : routeDriver(
              [String(payload.custom_id)],
              'route_modal',
              'modal_submit',
              `{'custom_id': _id, 'components': ${JSON.stringify(
                (payload.components as Json[]).map(submitted),
              )
                .replaceAll('true', 'True')
                .replaceAll('false', 'False')}}`,
            );
      const { runs } = runPython([`${code}\n${driver}`]);
      const run = runs[0]!;
      expect(run.error).toBeUndefined();
      const sent = run.sent!;
      if (sample.as === 'message') {
        expect(canonical(nameless(sent), 'message')).toEqual(canonical(payload, 'message'));
        expect(sent.components).toEqual(payload.components);
        expect(sent.attachments).toEqual(payload.attachments);
        expect(sent.flags).toEqual(payload.flags);
        const routed = (run.strings ?? []).filter((s) => s.startsWith('routed:'));
        expect(routed.sort()).toEqual(ids.map((id) => `routed:${id}`).sort());
      } else {
        expect(sent).toEqual(payload);
        expect(run.strings).toContain(`routed:${String(payload.custom_id)}`);
      }
    });
  }

  it('names in its header everything the plan left out, and the design and version', () => {
    for (const sample of SAMPLE_DESIGNS) {
      const doc = sampleDoc(sample);
      const code = printDiscordPy(doc, { envelope: sample.envelope, name: sample.name, errors: 2 });
      expect(code.split('\n').slice(0, 2).join('\n')).toBe(PY_PREAMBLE);
      const head = code.split('\nimport discord')[0]!;
      expect(head).toContain(`Design "${sample.name}", from Component Studio.`);
      expect(head).toContain('2 errors');
      for (const left of planDesign(doc, LACKS).leftOut) expect(head).toContain(left.path);
    }
  });
});
