import { describe, expect, it } from 'vitest';
import { formatRatio, median, percentile, ratio, verdict } from './stats';

describe('percentile', () => {
  it('interpolates between the nearest ranks of the sorted values', () => {
    const values = [40, 10, 30, 20];
    expect(percentile(values, 0)).toBe(10);
    expect(percentile(values, 100)).toBe(40);
    expect(percentile(values, 50)).toBe(25);
    // rank 0.95 * 3 = 2.85: 30 + 0.85 * (40 - 30)
    expect(percentile(values, 95)).toBeCloseTo(38.5, 10);
  });

  it('gives the one value of a single sample at any percentile', () => {
    expect(percentile([7], 5)).toBe(7);
    expect(percentile([7], 95)).toBe(7);
  });

  it('gives NaN for no values and clamps p to 0-100', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(percentile([1, 2, 3], 250)).toBe(3);
    expect(percentile([1, 2, 3], -5)).toBe(1);
  });

  it('leaves its input unsorted', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('ratio', () => {
  it('divides by the floor, and is Infinity over a floor of zero', () => {
    expect(ratio(31.4, 11.5)).toBeCloseTo(2.73, 2);
    expect(ratio(1, 0)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('formatRatio', () => {
  it('writes one decimal and an x, or a dash when there is no ratio', () => {
    expect(formatRatio(2.73)).toBe('2.7x');
    expect(formatRatio(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('verdict', () => {
  it('passes a value at or under the goal and fails one above', () => {
    expect(verdict(2, 2)).toBe('PASS');
    expect(verdict(1.9, 2)).toBe('PASS');
    expect(verdict(2.01, 2)).toBe('FAIL');
  });
});
