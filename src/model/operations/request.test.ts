import { describe, expect, it } from 'vitest';
import { FormChecks, charCount } from './request';

const ID = '130000000000000010';

describe('FormChecks', () => {
  it('takes ids of 17 to 20 digits, trimmed, and says what is wrong with others', () => {
    const c = new FormChecks();
    expect(c.id('a', ` ${ID} `, 'channel id')).toBe(ID);
    expect(c.id('b', '1'.repeat(17), 'channel id')).toBe('1'.repeat(17));
    expect(c.id('c', '1'.repeat(20), 'channel id')).toBe('1'.repeat(20));
    expect(c.id('d', '1'.repeat(16), 'channel id')).toBeUndefined();
    expect(c.id('e', '1'.repeat(21), 'channel id')).toBeUndefined();
    expect(c.id('f', '', 'channel id')).toBeUndefined();
    expect(c.id('g', '', 'channel id', true)).toBeUndefined();
    expect(c.problems).toEqual([
      {
        field: 'd',
        message: `The channel id is a number of 17 to 20 digits; "${'1'.repeat(16)}" is not.`,
      },
      {
        field: 'e',
        message: `The channel id is a number of 17 to 20 digits; "${'1'.repeat(21)}" is not.`,
      },
      { field: 'f', message: 'Enter the channel id.' },
    ]);
  });

  it('reads a pasted list of ids, refusing bad ones, repeats and counts out of range', () => {
    const c = new FormChecks();
    const many = Array.from(
      { length: 25 },
      (_, i) => `1300000000000000${String(i).padStart(3, '0')}`,
    );
    expect(c.ids('a', many.join('\n'), 'user id', { min: 1, max: 25 })).toEqual(many);
    expect(c.problems).toEqual([]);
    expect(
      c.ids('b', [...many, '1300000000000000999'].join(', '), 'user id', { min: 1, max: 25 }),
    ).toHaveLength(26);
    expect(c.ids('c', `${ID};${ID}`, 'user id', { min: 1, max: 25 })).toEqual([ID]);
    expect(c.ids('d', 'me, 12', 'user id', { min: 0, max: 25 })).toEqual([]);
    expect(c.ids('e', '', 'user id', { min: 1, max: 25 })).toEqual([]);
    expect(c.problems).toEqual([
      { field: 'b', message: 'List 1 to 25 user ids; this lists 26.' },
      { field: 'c', message: `${ID} is listed twice; list each user id once.` },
      { field: 'd', message: 'Each user id is a number of 17 to 20 digits; "me", "12" are not.' },
      { field: 'e', message: 'List 1 to 25 user ids; this lists 0.' },
    ]);
  });

  it('counts text in characters as Discord does, at and over the bound', () => {
    const c = new FormChecks();
    expect(charCount('🎧'.repeat(3))).toBe(3);
    c.text('a', '🎧'.repeat(500), 'status', { max: 500 });
    c.text('b', 'x'.repeat(501), 'status', { max: 500 });
    c.text('c', '', 'message', { max: 10, min: 1 });
    expect(c.problems).toEqual([
      { field: 'b', message: 'The status takes at most 500 characters; it has 501.' },
      { field: 'c', message: 'Enter the message.' },
    ]);
  });

  it('takes whole numbers within bounds only', () => {
    const c = new FormChecks();
    expect(c.integer('a', '5', 'timeout', { min: 5, max: 604800 })).toBe(5);
    expect(c.integer('b', '604800', 'timeout', { min: 5, max: 604800 })).toBe(604800);
    expect(c.integer('c', '4', 'timeout', { min: 5, max: 604800 })).toBeUndefined();
    expect(c.integer('d', '604801', 'timeout', { min: 5, max: 604800 })).toBeUndefined();
    expect(c.integer('e', '1.5', 'timeout', { min: 5, max: 604800 })).toBeUndefined();
    expect(c.integer('f', '', 'timeout', { min: 5, max: 604800 }, true)).toBeUndefined();
    expect(c.problems.map((p) => p.field)).toEqual(['c', 'd', 'e']);
    expect(c.problems[0]?.message).toBe(
      'The timeout is a whole number from 5 to 604800; "4" is not.',
    );
  });

  it('builds the request only when nothing failed', () => {
    const ok = new FormChecks();
    expect(ok.result(() => ({ method: 'GET', path: '/x', auth: 'bot' }))).toEqual({
      ok: true,
      request: { method: 'GET', path: '/x', auth: 'bot' },
    });
    const bad = new FormChecks();
    bad.fail('a', 'No.');
    expect(bad.result(() => ({ method: 'GET', path: '/x', auth: 'bot' }))).toEqual({
      ok: false,
      problems: [{ field: 'a', message: 'No.' }],
    });
  });
});
