// Proves the Discord.Net check on the hand-written reference bot (example/Example.cs): it compiles
// against the stand-in without warnings, builds exactly the sample payloads (as far as Discord.Net
// can express them), routes every custom_id and reads every modal field; and that the check fails
// on a misspelt method, a wrong argument type and a wrong value.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_DESIGNS } from '../../testing/designs';
import {
  asDiscordNetExpressesIt,
  CheckError,
  normaliseForDiscord,
  runDiscordNetCheck,
} from './check';
import type { CheckRecord, CheckResult } from './check';

const EXAMPLE = readFileSync(new URL('./example/Example.cs', import.meta.url), 'utf8');

function bodies(result: CheckResult, kind: 'message' | 'modal' | 'commands'): unknown[] {
  return result.records
    .filter((r): r is Extract<CheckRecord, { kind: typeof kind }> => r.kind === kind)
    .map((r) => normaliseForDiscord(r.body));
}

function expected(name: string): unknown {
  const sample = SAMPLE_DESIGNS.find((s) => s.name === name);
  if (!sample) throw new Error(`no sample ${name}`);
  return normaliseForDiscord(asDiscordNetExpressesIt(sample.payload, sample.envelope));
}

/** Every custom_id a sample carries. */
function customIds(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => customIds(n, out));
  else if (node && typeof node === 'object') {
    const obj = node as Record<string, unknown>;
    if (typeof obj.custom_id === 'string') out.push(obj.custom_id);
    Object.values(obj).forEach((v) => customIds(v, out));
  }
  return out;
}

function expectCheckError(program: string, pattern: RegExp): void {
  let error: unknown;
  try {
    runDiscordNetCheck({ 'Example.cs': program });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(CheckError);
  expect((error as Error).message).toMatch(pattern);
}

describe('the Discord.Net check', () => {
  const result = runDiscordNetCheck({ 'Example.cs': EXAMPLE });

  it('compiles the reference bot without warnings', () => {
    expect(result.warnings).toEqual([]);
  });

  it('builds every sample payload exactly, as far as Discord.Net can express it', () => {
    for (const sample of SAMPLE_DESIGNS) {
      const kind = sample.envelope as 'message' | 'modal' | 'commands';
      expect(bodies(result, kind), sample.name).toContainEqual(expected(sample.name));
    }
    expect(bodies(result, 'message')).toHaveLength(2);
    expect(bodies(result, 'modal')).toHaveLength(2);
    expect(bodies(result, 'commands')).toHaveLength(1);
  });

  it('routes every interactive custom_id and every modal submit', () => {
    const routed = result.records.flatMap((r) => (r.kind === 'route' ? [r.custom_id] : []));
    for (const sample of SAMPLE_DESIGNS) {
      if (sample.envelope === 'message')
        for (const id of customIds(sample.payload)) expect(routed, sample.name).toContain(id);
      if (sample.envelope === 'modal')
        expect(routed, sample.name).toContain((sample.payload as { custom_id: string }).custom_id);
    }
  });

  it('reads every modal field with its type', () => {
    const reads = result.records.flatMap((r) =>
      r.kind === 'read' ? [`${r.modal}/${r.custom_id}/${r.as}`] : [],
    );
    expect(reads).toEqual(
      expect.arrayContaining([
        'feedback/subject/string',
        'feedback/details/string',
        'feedback/area/strings',
        'feedback/shot/strings',
        'survey/plan/string',
        'survey/topics/strings',
        'survey/subscribe/string',
        'survey/team/strings',
        'survey/contact/strings',
      ]),
    );
  });

  it('fails to compile a misspelt method, naming the file and line', () => {
    expectCheckError(
      EXAMPLE.replace('.WithAccentColor(', '.WithAccentColour('),
      /Example\.cs line \d+.*CS1061/,
    );
  });

  it('fails to compile an argument of the wrong type', () => {
    expectCheckError(
      EXAMPLE.replace('.WithAccentColor(new Color(5793266))', '.WithAccentColor("5793266")'),
      /Example\.cs line \d+.*CS(1503|1502)/,
    );
  });

  it('fails the comparison when the program builds a different value', () => {
    const wrong = runDiscordNetCheck({
      'Example.cs': EXAMPLE.replace('SeparatorSpacingSize.Large', 'SeparatorSpacingSize.Small'),
    });
    expect(bodies(wrong, 'message')).not.toContainEqual(expected('message-v2'));
  });

  it('refuses file names that are not plain Name.cs', () => {
    expect(() => runDiscordNetCheck({ '../Escape.cs': EXAMPLE })).toThrow(/Name\.cs/);
  });
});
