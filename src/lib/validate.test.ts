// The library's validation: the model's importer behind a small, stable answer.
import { describe, expect, it } from 'vitest';
import { importPayload as importModel } from '../model';
import { PAYLOAD_KINDS, validateJson, validatePayload } from './index';
import { permissionsBody, slashCommand, v2Message } from './testing';

describe('validatePayload', () => {
  it('says a valid message is valid, and what it was read as', () => {
    expect(validatePayload(v2Message())).toEqual({ valid: true, kind: 'message', problems: [] });
  });

  it('gives each problem its path, severity, code and sentence, as the model finds them', () => {
    const bad = slashCommand('trail', 99);
    const result = validatePayload(bad);
    expect(result.valid).toBe(false);
    expect(result.kind).toBe('command');
    const model = importModel(bad).problems;
    expect(result.problems).toEqual(
      model.map(({ path, severity, code, message }) => ({ path, severity, code, message })),
    );
    expect(result.problems.some((p) => p.path === '$.options[0].type')).toBe(true);
    for (const p of result.problems)
      expect(Object.keys(p).sort()).toEqual(['code', 'message', 'path', 'severity']);
  });

  it('reads the payload as the kind given by `as`', () => {
    expect(validatePayload(permissionsBody(), { as: 'permissions' })).toMatchObject({
      valid: true,
      kind: 'permissions',
    });
    const asModal = validatePayload(v2Message(), { as: 'modal' });
    expect(asModal.kind).toBe('modal');
    expect(asModal.valid).toBe(false);
  });

  it('accepts every kind the CLI accepts, and refuses any other with a problem, not a throw', () => {
    expect(PAYLOAD_KINDS).toEqual(['message', 'modal', 'command', 'commands', 'permissions']);
    const result = validatePayload(v2Message(), { as: 'embed' as never });
    expect(result.valid).toBe(false);
    expect(result.problems[0]).toMatchObject({ path: '$', code: 'unknown-kind' });
    expect(result.problems[0]?.message).toContain('"embed"');
  });

  it('never throws on what is not a payload', () => {
    for (const junk of [null, undefined, 42, 'text', [1, 2], { type: 3 }]) {
      const result = validatePayload(junk);
      expect(result.valid).toBe(false);
      expect(result.problems.length).toBeGreaterThan(0);
    }
  });
});

describe('validateJson', () => {
  it('validates a file’s text, byte order mark and all', () => {
    const text = `\uFEFF${JSON.stringify(v2Message(), null, 2)}\n`;
    expect(validateJson(text)).toEqual(validatePayload(v2Message()));
  });

  it('says where text that is not JSON breaks', () => {
    const result = validateJson('{\n  "flags": 32768,\n  "components": [\n}');
    expect(result).toMatchObject({ valid: false, kind: null });
    expect(result.problems[0]?.code).toBe('invalid-json');
    expect(result.problems[0]?.message).toMatch(/line 4, column 1/);
  });
});
