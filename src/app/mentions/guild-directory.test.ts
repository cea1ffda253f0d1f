import { describe, expect, it } from 'vitest';
import { channelsOf, cleanName, rolesOf, usersOf } from './guild-directory';

const ID = '223344556677889901';

describe('cleanName', () => {
  it('keeps a name of 100 characters and cuts one of 101 to 99 and an ellipsis', () => {
    expect(cleanName('a'.repeat(99))).toBe('a'.repeat(99));
    expect(cleanName('a'.repeat(100))).toBe('a'.repeat(100));
    expect(cleanName('a'.repeat(101))).toBe(`${'a'.repeat(99)}…`);
  });

  it('removes controls, direction overrides and zero-width characters, and joins lines', () => {
    expect(cleanName('evil\u202Egnp.exe')).toBe('evilgnp.exe');
    expect(cleanName('two\nlines\u0000\u200b here')).toBe('two lines here');
    expect(cleanName('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('gives null for nothing to show', () => {
    for (const v of ['', '  ', '\u200b', null, 3, {}]) expect(cleanName(v)).toBeNull();
  });
});

describe('reading the answers', () => {
  it('drops entries without a snowflake id or a name, and junk bodies', () => {
    const roles = [
      { id: ID, name: 'Ok', color: 5 },
      { id: '12', name: 'Short id' },
      { id: 1, name: 'Number id' },
      { id: '223344556677889902', name: '' },
      'junk',
    ];
    expect(rolesOf(roles, '1')).toEqual([{ id: ID, name: 'Ok', color: 5 }]);
    expect(rolesOf({ message: 'not a list' }, '1')).toEqual([]);
    expect(channelsOf(null)).toEqual([]);
    expect(usersOf([{ user: { id: ID } }, { nick: 'no user' }])).toEqual([]);
  });

  it('keeps colours in the 24-bit range only, and leaves threads and categories out', () => {
    expect(rolesOf([{ id: ID, name: 'R', color: 0x1000000 }], '1')[0]?.color).toBe(0);
    expect(rolesOf([{ id: ID, name: 'R', color: -1 }], '1')[0]?.color).toBe(0);
    const channels = [
      { id: ID, name: 'cat', type: 4 },
      { id: '223344556677889902', name: 'thread', type: 11 },
      { id: '223344556677889903', name: 'forum', type: 15 },
    ];
    expect(channelsOf(channels)).toEqual([{ id: '223344556677889903', name: 'forum', type: 15 }]);
  });
});
