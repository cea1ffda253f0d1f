// The library's import, export and conversion: the model's own, round-tripping.
import { describe, expect, it } from 'vitest';
import { convertPayload, ENVELOPES, exportPayload, importPayload } from './index';
import { legacyMessage, slashCommand, v2Message } from './testing';

describe('importPayload', () => {
  it('gives the design and the shape it came in, with the validation answer', () => {
    const imported = importPayload({ type: 4, data: v2Message() });
    expect(imported).toMatchObject({ valid: true, kind: 'message', envelope: 'response-4' });
    expect(imported.design?.surface).toBe('message');
  });

  it('keeps a design with errors, so that it can be exported as it was', () => {
    const bad = slashCommand('trail', 99);
    const imported = importPayload(bad);
    expect(imported.valid).toBe(false);
    expect(imported.design).not.toBeNull();
    expect(exportPayload(imported.design!)).toEqual(bad);
  });

  it('gives no design for what is not one, and a problem for an unknown kind', () => {
    expect(importPayload('hello').design).toBeNull();
    const refused = importPayload(v2Message(), { as: 'widget' as never });
    expect(refused).toMatchObject({ valid: false, design: null, envelope: null });
    expect(refused.problems[0]?.code).toBe('unknown-kind');
  });
});

describe('exportPayload', () => {
  it('round-trips what it imported', () => {
    for (const payload of [v2Message(), legacyMessage(), slashCommand(), [slashCommand()]]) {
      const { design } = importPayload(payload);
      expect(exportPayload(design!)).toEqual(payload);
    }
  });

  it('exports as another envelope of the same kind', () => {
    const { design } = importPayload(v2Message());
    expect(exportPayload(design!, { as: 'response-4' })).toEqual({ type: 4, data: v2Message() });
    expect(ENVELOPES).toContain('modal-9');
  });

  it('says why when the envelope does not fit the design', () => {
    const { design } = importPayload(v2Message());
    expect(() => exportPayload(design!, { as: 'commands' })).toThrow(
      'A message cannot be exported as commands.',
    );
    expect(() => exportPayload(design!, { as: 'letter' as never })).toThrow(/"as" must be one of/);
  });
});

describe('convertPayload', () => {
  it('turns legacy embeds into a valid Components V2 message', () => {
    const converted = convertPayload(legacyMessage(), { to: 'v2' });
    expect(converted.valid).toBe(true);
    const payload = converted.payload as { flags: number; components: { type: number }[] };
    expect(payload.flags & (1 << 15)).not.toBe(0);
    expect(payload.components.map((c) => c.type)).toEqual([10, 17]);
    expect(JSON.stringify(payload)).toContain('North ridge');
    expect(payload).not.toHaveProperty('embeds');
  });

  it('names what a conversion leaves behind', () => {
    const withPoll = {
      ...legacyMessage(),
      poll: { question: { text: 'Open?' }, answers: [{ poll_media: { text: 'Yes' } }] },
    };
    const converted = convertPayload(withPoll, { to: 'v2' });
    expect(converted.lost.join(' ')).toMatch(/poll/);
  });

  it('refuses what it cannot convert with problems, never a throw', () => {
    expect(convertPayload([slashCommand()], { to: 'v2' })).toMatchObject({
      payload: null,
      valid: false,
    });
    expect(convertPayload(42, { to: 'v2' }).problems.length).toBeGreaterThan(0);
    expect(convertPayload(v2Message(), { to: 'fax' as never }).problems[0]?.code).toBe(
      'unknown-kind',
    );
  });
});
