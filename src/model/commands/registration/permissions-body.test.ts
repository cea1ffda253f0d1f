import { describe, expect, it } from 'vitest';
import { importPayload } from '../../payload/import';
import { isPermissionsBody, permissionsBodyProblems } from './permissions-body';

const entry = (id: string, type = 1, permission = true) => ({ id, type, permission });
const many = (n: number) => ({
  permissions: Array.from({ length: n }, (_, i) => entry(String(1290000000000000000n + BigInt(i)))),
});

describe('permissionsBodyProblems', () => {
  it('accepts 100 entries and refuses 101, saying how many', () => {
    expect(permissionsBodyProblems(many(99))).toEqual([]);
    expect(permissionsBodyProblems(many(100))).toEqual([]);
    expect(permissionsBodyProblems(many(101))).toEqual([
      {
        path: '$.permissions',
        severity: 'error',
        code: 'too-many',
        message: '`permissions` of this permissions body has 101 entries; the maximum is 100.',
      },
    ]);
  });

  it('accepts the ids a GET returns around the list', () => {
    const returned = { id: '1', application_id: '2', guild_id: '3', ...many(1) };
    expect(permissionsBodyProblems(returned)).toEqual([]);
    expect(isPermissionsBody(returned)).toBe(true);
  });

  it('warns of the same target listed twice, pointing at the second', () => {
    const problems = permissionsBodyProblems({
      permissions: [entry('5'), entry('5', 1, false), entry('5', 2)],
    });
    expect(problems.map((p) => [p.severity, p.code, p.path])).toEqual([
      ['warning', 'duplicate-permission', '$.permissions[1].id'],
    ]);
    expect(problems[0]!.message).toContain('This role (5) is already set at permissions[0]');
  });

  it('says what a body that is not an object or has no list is', () => {
    expect(permissionsBodyProblems([]).map((p) => p.path)).toEqual(['$']);
    expect(permissionsBodyProblems({}).map((p) => [p.code, p.path])).toEqual([
      ['missing-field', '$.permissions'],
    ]);
  });
});

describe('importPayload of a permissions body', () => {
  it('is recognised without --as and has no document', () => {
    const result = importPayload(many(2));
    expect(result).toMatchObject({ kind: 'permissions', doc: null, valid: true, problems: [] });
  });

  it('is checked when asked for, whatever it looks like', () => {
    const result = importPayload({ content: 'hi' }, { as: 'permissions' });
    expect(result.kind).toBe('permissions');
    expect(result.valid).toBe(false);
    expect(result.problems.map((p) => p.path)).toContain('$.permissions');
  });

  it('is not taken for a message when it holds other fields', () => {
    expect(isPermissionsBody({ permissions: [], content: 'x' })).toBe(false);
  });
});

describe('import of values JSON cannot hold', () => {
  it('takes a sparse list of commands without throwing', () => {
    // eslint-disable-next-line no-sparse-arrays
    const result = importPayload([, { name: 'ping', description: 'Pong' }], { as: 'commands' });
    expect(result.valid).toBe(false);
    expect(result.problems[0]!.path).toBe('$[0]');
  });
});
