// Proves the DisCatSharp check on the hand-written reference bot (example/Example.cs): it compiles
// against the stand-in, builds exactly the sample payloads, routes every custom_id and reads every
// modal field; and that the check fails on a misspelt method, a wrong argument type and a wrong value.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_DESIGNS } from '../../testing/designs';
import { CheckError, normaliseForDiscord, runDisCatSharpCheck } from './check';
import type { CheckRecord, CheckResult } from './check';

const EXAMPLE = readFileSync(new URL('./example/Example.cs', import.meta.url), 'utf8');

function bodies(result: CheckResult, kind: 'message' | 'modal' | 'commands'): unknown[] {
  return result.records
    .filter((r): r is Extract<CheckRecord, { kind: typeof kind }> => r.kind === kind)
    .map((r) => normaliseForDiscord(r.body));
}

/** Every custom_id a sample message or modal carries, with whether it is a modal field. */
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
    runDisCatSharpCheck({ 'Example.cs': program });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(CheckError);
  expect((error as Error).message).toMatch(pattern);
}

describe('the DisCatSharp check', () => {
  const result = runDisCatSharpCheck({ 'Example.cs': EXAMPLE });

  it('compiles the reference bot and builds every sample payload exactly', () => {
    for (const sample of SAMPLE_DESIGNS) {
      const kind = sample.envelope as 'message' | 'modal' | 'commands';
      expect(bodies(result, kind), sample.name).toContainEqual(normaliseForDiscord(sample.payload));
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
      r.kind === 'read' ? [`${r.modal}/${r.custom_id}`] : [],
    );
    for (const sample of SAMPLE_DESIGNS) {
      if (sample.envelope !== 'modal') continue;
      const modal = sample.payload as { custom_id: string; components: unknown[] };
      for (const id of customIds(modal.components))
        expect(reads).toContain(`${modal.custom_id}/${id}`);
    }
    expect(result.records).toContainEqual({
      kind: 'read',
      modal: 'survey',
      custom_id: 'subscribe',
      as: 'bool',
    });
  });

  it('fails to compile a misspelt method, naming the file and line', () => {
    expectCheckError(
      EXAMPLE.replace('.WithV2Components()', '.WithComponentsV2()'),
      /Example\.cs line \d+.*CS1061/,
    );
  });

  it('fails to compile an argument of the wrong type', () => {
    expectCheckError(
      EXAMPLE.replace('accentColor: new DiscordColor(5793266)', 'accentColor: 5793266'),
      /Example\.cs line \d+.*CS1503|Example\.cs line \d+.*CS1502/,
    );
  });

  it('fails the comparison when the program builds a different value', () => {
    const wrong = runDisCatSharpCheck({
      'Example.cs': EXAMPLE.replace('SeparatorSpacingSize.Large', 'SeparatorSpacingSize.Small'),
    });
    const sample = SAMPLE_DESIGNS.find((s) => s.name === 'message-v2');
    expect(bodies(wrong, 'message')).not.toContainEqual(normaliseForDiscord(sample?.payload));
  });

  it('refuses file names that are not plain Name.cs', () => {
    expect(() => runDisCatSharpCheck({ '../Escape.cs': EXAMPLE })).toThrow(/Name\.cs/);
  });
});
