import { describe, expect, it } from 'vitest';
import { fieldRows, inlineLimit } from './embed-fields';

const f = (inline: boolean, name = inline ? 'i' : 'n') => ({ name, value: 'v', inline });
/** Each row as a string of i (inline) and n (not inline): "iii|n|ii". */
const shape = (fields: unknown, thumb = false) =>
  fieldRows(fields, thumb)
    .map((row) => row.map((cell) => (cell.field.inline === true ? 'i' : 'n')).join(''))
    .join('|');
const inline = (n: number) => Array.from({ length: n }, () => f(true));

describe('fieldRows', () => {
  it('puts 1 to 6 inline fields three to a row without a thumbnail', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => shape(inline(n)))).toEqual([
      'i',
      'ii',
      'iii',
      'iii|i',
      'iii|ii',
      'iii|iii',
    ]);
  });

  it('puts 1 to 6 inline fields two to a row beside a thumbnail', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => shape(inline(n), true))).toEqual([
      'i',
      'ii',
      'ii|i',
      'ii|ii',
      'ii|ii|i',
      'ii|ii|ii',
    ]);
  });

  it('gives a field that is not inline a row of its own, and starts a new row after it', () => {
    const fields = [f(false), f(true), f(true), f(false), f(true), f(true), f(true), f(true)];
    expect(shape(fields)).toBe('n|ii|n|iii|i');
    expect(shape(fields, true)).toBe('n|ii|n|ii|ii');
    expect(shape([f(true), f(false), f(true)])).toBe('i|n|i');
    expect(shape([f(false), f(false)])).toBe('n|n');
  });

  it('treats anything but inline: true as a full-width field', () => {
    const odd = [
      { name: 'a', value: 'v', inline: 'true' },
      { name: 'b', value: 'v', inline: 1 },
    ];
    expect(shape([...odd, f(true)])).toBe('n|n|i');
  });

  it('spans the 12 grid columns as Discord does: one, halves or thirds', () => {
    const columns = (n: number, thumb = false) =>
      fieldRows(inline(n), thumb).map((row) => row.map((cell) => cell.column));
    expect(columns(1)).toEqual([['1 / 13']]);
    expect(columns(2)).toEqual([['1 / 7', '7 / 13']]);
    expect(columns(3)).toEqual([['1 / 5', '5 / 9', '9 / 13']]);
    expect(columns(3, true)).toEqual([['1 / 7', '7 / 13'], ['1 / 13']]);
    expect(fieldRows([f(false)], false)[0]![0]!.column).toBe('1 / 13');
  });

  it('keeps each field its index in the payload and skips entries that are not objects', () => {
    const rows = fieldRows([f(true, 'a'), null, 'x', f(true, 'b'), [1], f(false, 'c')], false);
    expect(rows.map((row) => row.map((cell) => [cell.field.name, cell.index]))).toEqual([
      [
        ['a', 0],
        ['b', 3],
      ],
      [['c', 5]],
    ]);
  });

  it('draws nothing for fields that are missing or not a list', () => {
    for (const fields of [undefined, null, {}, 'fields', 3])
      expect(fieldRows(fields, false)).toEqual([]);
  });

  it('allows 3 inline fields a row, or 2 with a thumbnail', () => {
    expect(inlineLimit(false)).toBe(3);
    expect(inlineLimit(true)).toBe(2);
  });
});
