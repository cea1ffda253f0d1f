// The bench fixtures are what they claim to be; no timing here (speed goals live in the bench).
import { describe, expect, it } from 'vitest';
import { importPayload } from '../src/model';
import { buildersRejects } from './discordjs';
import { countComponents, fullModal, hugeTextMessage, invalidCases, message40 } from './fixtures';

describe('bench fixtures', () => {
  it('message40 is a valid V2 message of exactly 40 components at every depth', () => {
    const payload = message40();
    expect(countComponents(payload.components as unknown[])).toBe(40);
    const result = importPayload(payload);
    expect(result.kind).toBe('message');
    expect(result.problems).toEqual([]);
    expect(buildersRejects(payload)).toEqual({ rejected: false });
  });

  it('fullModal is a valid modal of 5 Labels around 5 different kinds', () => {
    const payload = fullModal();
    const labels = (payload.data as { components: { type: number; component: { type: number } }[] })
      .components;
    expect(labels.map((l) => l.type)).toEqual([18, 18, 18, 18, 18]);
    expect(new Set(labels.map((l) => l.component.type)).size).toBe(5);
    const result = importPayload(payload);
    expect(result.kind).toBe('modal');
    expect(result.problems).toEqual([]);
    expect(buildersRejects(payload)).toEqual({ rejected: false });
  });

  it('hugeTextMessage is as big as asked and refused for its Text Display', () => {
    const payload = hugeTextMessage(100_000);
    expect(JSON.stringify(payload).length).toBeGreaterThanOrEqual(100_000);
    const result = importPayload(payload);
    expect(result.valid).toBe(false);
    expect(result.problems.filter((p) => p.severity === 'error').map((p) => p.path)).toEqual([
      '$.components[0].components[0].content',
    ]);
  });

  it.each(invalidCases().map((c) => [c.name, c] as const))(
    'invalid case "%s" breaks exactly one rule, where it says',
    (_name, c) => {
      const result = importPayload(c.payload);
      expect(result.valid).toBe(false);
      expect(result.problems.filter((p) => p.severity === 'error').map((p) => p.path)).toEqual([
        c.errorAt,
      ]);
    },
  );
});
