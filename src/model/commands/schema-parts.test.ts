import { describe, expect, it } from 'vitest';
import { fieldIssues } from '../rules/field-issues';
import { summary } from '../testing/command-fixtures';
import { commandPermissionsBody, unknownLocaleFragment } from './schema-parts';

const entry = (fields: Record<string, unknown> = {}) => ({
  id: '1290000000000000001',
  type: 1,
  permission: true,
  ...fields,
});
const body = (n: number) => ({
  permissions: Array.from({ length: n }, (_, i) =>
    entry({ id: String(1290000000000000000n + BigInt(i)) }),
  ),
});
const issues = (value: unknown) => {
  const r = commandPermissionsBody.safeParse(value);
  return r.success ? [] : fieldIssues(r.error, value, 'this permissions body');
};

describe('commandPermissionsBody', () => {
  it('accepts 0 and 100 entries and refuses 101', () => {
    expect(issues(body(0))).toEqual([]);
    expect(issues(body(100))).toEqual([]);
    expect(issues(body(101)).map((i) => i.message)).toEqual([
      '`permissions` of this permissions body has 101 entries; the maximum is 100.',
    ]);
  });

  it('accepts a role, a user and a channel entry, allowing or not', () => {
    expect(
      issues({ permissions: [entry(), entry({ type: 2, permission: false }), entry({ type: 3 })] }),
    ).toEqual([]);
  });

  it('refuses type 0 and 4, an id that is not a snowflake and a permission that is not a boolean', () => {
    // A whole number is a snowflake too (JDA writes ids so); 1.5 is not.
    expect(
      summary(
        issues({
          permissions: [
            entry({ type: 0 }),
            entry({ type: 4 }),
            entry({ id: 1.5 }),
            entry({ id: 'x' }),
            entry({ permission: 1 }),
          ],
        }),
      ),
    ).toEqual([
      'invalid-value $.permissions[0].type',
      'invalid-value $.permissions[1].type',
      'invalid-value $.permissions[2].id',
      'invalid-format $.permissions[3].id',
      'invalid-type $.permissions[4].permission',
    ]);
  });

  it('needs every field of an entry and warns of a misspelt one', () => {
    expect(summary(issues({ permissions: [{ id: '1', type: 1, permision: true }] }))).toEqual([
      'missing-field $.permissions[0].permission',
      'unknown-field $.permissions[0].permision',
    ]);
    expect(summary(issues({}))).toEqual(['missing-field $.permissions']);
  });

  it('words a wrong type of entry plainly', () => {
    expect(issues({ permissions: [entry({ type: 4 })] })[0]?.message).toBe(
      '`permissions[0].type` of this permissions body must be 1 (ROLE), 2 (USER) or 3 (CHANNEL); it is 4.',
    );
  });
});

describe('unknownLocaleFragment', () => {
  it('suggests the locale a near miss meant', () => {
    expect(unknownLocaleFragment('es')).toBe(
      'uses the key "es", which is not a Discord locale; use es-ES or es-419',
    );
    expect(unknownLocaleFragment('EN-GB')).toMatch(/use en-GB$/);
  });
});
