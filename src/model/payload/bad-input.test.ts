import { describe, expect, it } from 'vitest';
import { importJsonText, importPayload } from './import';
import { toPayload } from './to-payload';

const codes = (r: { problems: { code: string; path: string }[] }) =>
  r.problems.map((p) => `${p.path} ${p.code}`);

describe('bad input', () => {
  it('malformed JSON gets a verdict with where it breaks', () => {
    const r = importJsonText('{"flags": 32768, "components": [}');
    expect(r).toMatchObject({ valid: false, doc: null });
    expect(r.problems[0]).toMatchObject({ code: 'invalid-json', path: '$' });
    expect(r.problems[0]!.message).toContain('line 1, column 33');
  });

  it('wrong types are reported at their path', () => {
    const r = importPayload({
      flags: '32768',
      components: [{ type: 2, style: '1', label: 5, custom_id: ['x'] }],
    });
    expect(codes(r)).toEqual(
      expect.arrayContaining([
        '$.flags invalid-type',
        '$.components[0].style invalid-type',
        '$.components[0].label invalid-type',
        '$.components[0].custom_id invalid-type',
      ]),
    );
  });

  it('components that are not a list are reported, not crashed on', () => {
    expect(codes(importPayload({ flags: 32768, components: 'nope' }))).toContain(
      '$.components invalid-children',
    );
    expect(
      codes(importPayload({ flags: 32768, components: [{ type: 17, components: { type: 10 } }] })),
    ).toContain('$.components[0].components invalid-children');
  });

  it('a 10 MB string gets a verdict', () => {
    const big = 'x'.repeat(10 * 1024 * 1024);
    const r = importPayload({ flags: 32768, components: [{ type: 10, content: big }] });
    expect(codes(r)).toContain('$.components[0].content too-long');
    expect(r.problems.find((p) => p.code === 'too-long')!.message).toContain('10485760 characters');
    expect(
      importJsonText(JSON.stringify({ flags: 32768, components: [{ type: 10, content: big }] }))
        .valid,
    ).toBe(false);
  });

  it('10,000 levels of nesting get a verdict', () => {
    let component: Record<string, unknown> = { type: 10, content: 'deep' };
    for (let i = 0; i < 10_000; i += 1) component = { type: 17, components: [component] };
    const payload = { flags: 32768, components: [component] };
    const r = importPayload(payload);
    expect(r.valid).toBe(false);
    expect(codes(r)).toContain('$.components[0].components[0] placement');
    expect(
      r.problems.some(
        (p) => p.code === 'invalid-children' && p.message.includes('nested too deeply'),
      ),
    ).toBe(true);
    // Below the depth limit the input is kept as it was, so export gives back the very same objects.
    const down = (value: unknown, levels: number): unknown =>
      levels === 0 ? value : down((value as { components: unknown[] }).components[0], levels - 1);
    expect(down(toPayload(r.doc!), 12)).toBe(down(payload, 12));
    const text = '['.repeat(10_000) + ']'.repeat(10_000);
    expect(importJsonText(text).problems[0]).toMatchObject({ code: 'payload-not-object' });
    expect(importJsonText('{"a":'.repeat(10_000)).problems[0]).toMatchObject({
      code: 'invalid-json',
    });
  });

  it('__proto__ keys are kept as data, warned about, and pollute nothing', () => {
    const text =
      '{"flags":32768,"__proto__":{"polluted":1},"components":[{"type":10,"content":"a","__proto__":{"polluted":2},"constructor":1}]}';
    const r = importJsonText(text);
    expect(codes(r)).toEqual(
      expect.arrayContaining([
        '$.__proto__ unknown-field',
        '$.components[0].__proto__ unknown-field',
        '$.components[0].constructor unknown-field',
      ]),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.stringify(toPayload(r.doc!))).toBe(text);
  });

  it.each([
    [2 ** 31, 'out-of-range'],
    [-1, 'out-of-range'],
    [1.5, 'invalid-type'],
    ['9007199254740993', 'out-of-range'],
    ['1e400', 'invalid-type'],
  ])('id %s is refused as %s', (id, code) => {
    const r = importJsonText(`{"flags":32768,"components":[{"type":10,"content":"a","id":${id}}]}`);
    expect(codes(r)).toContain(`$.components[0].id ${code}`);
  });

  it('numbers outside int32 in counts and colours are refused', () => {
    const r = importPayload({
      flags: 32768,
      components: [
        { type: 17, accent_color: 2 ** 40, components: [{ type: 14, spacing: 2 ** 33 }] },
      ],
    });
    expect(codes(r)).toEqual(
      expect.arrayContaining([
        '$.components[0].accent_color out-of-range',
        '$.components[0].components[0].spacing invalid-value',
      ]),
    );
  });
});
