import { describe, expect, it } from 'vitest';
import type { Problem } from '../../src/model';
import { importPayload } from '../../src/model';
import { discordErrorCode, errorTree, invalidFormBody, parseProblemPath } from './error-tree';

const error = (path: string, code = 'too-long', message = 'Too long.'): Problem => ({
  path,
  severity: 'error',
  code,
  message,
});

describe('parseProblemPath', () => {
  it('splits dotted names and array indexes into string keys', () => {
    expect(parseProblemPath('$.components[0].components[12].label')).toEqual([
      'components',
      '0',
      'components',
      '12',
      'label',
    ]);
  });

  it('reads quoted keys, escapes included', () => {
    expect(parseProblemPath('$["a b"]["say \\"hi\\"]"][3]')).toEqual(['a b', 'say "hi"]', '3']);
  });

  it('gives the root for `$` and null for what is not a JSONPath', () => {
    expect(parseProblemPath('$')).toEqual([]);
    expect(parseProblemPath('components[0]')).toBeNull();
    expect(parseProblemPath('$.a[')).toBeNull();
    expect(parseProblemPath('$["open')).toBeNull();
  });
});

describe('errorTree', () => {
  it('puts a problem under _errors at its path, the way Discord nests them', () => {
    const tree = errorTree([error('$.components[0].components[1].label', 'too-long', 'Long.')]);
    expect(JSON.parse(JSON.stringify(tree))).toEqual({
      components: {
        '0': {
          components: {
            '1': { label: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Long.' }] } },
          },
        },
      },
    });
  });

  it('merges problems that share a branch and keeps several on one field', () => {
    const tree = errorTree([
      error('$.content', 'too-long', 'A'),
      error('$.components[0].custom_id', 'missing-field', 'B'),
      error('$.components[0].custom_id', 'duplicate-custom-id', 'C'),
      error('$.components[0]', 'invalid-children', 'D'),
    ]);
    expect(JSON.parse(JSON.stringify(tree))).toEqual({
      content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'A' }] },
      components: {
        '0': {
          _errors: [{ code: 'INVALID_CHILDREN', message: 'D' }],
          custom_id: {
            _errors: [
              { code: 'BASE_TYPE_REQUIRED', message: 'B' },
              { code: 'DUPLICATE_CUSTOM_ID', message: 'C' },
            ],
          },
        },
      },
    });
  });

  it('puts request-level problems and unreadable paths under the root _errors', () => {
    const tree = errorTree([error('$', 'empty-message', 'Empty.'), error('??', 'x', 'Odd.')]);
    expect(JSON.parse(JSON.stringify(tree))).toEqual({
      _errors: [
        { code: 'EMPTY_MESSAGE', message: 'Empty.' },
        { code: 'X', message: 'Odd.' },
      ],
    });
  });

  it('leaves warnings out', () => {
    const tree = errorTree([{ ...error('$.content'), severity: 'warning' }]);
    expect(JSON.stringify(tree)).toBe('{}');
  });

  it('keeps a field named __proto__ as data', () => {
    const tree = errorTree([error('$.__proto__.x', 'too-long', 'P')]);
    expect(JSON.parse(JSON.stringify(tree))).toEqual({
      ['__proto__']: { x: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'P' }] } },
    });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("builds the tree for the model's own answer on a too-long button label", () => {
    const label = 'x'.repeat(81);
    const { problems } = importPayload(
      { components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'a', label }] }] },
      { as: 'message' },
    );
    const body = invalidFormBody(problems);
    expect(body.code).toBe(50035);
    expect(body.message).toBe('Invalid Form Body');
    const leaf = JSON.parse(JSON.stringify(body.errors)).components['0'].components['0'].label;
    expect(leaf._errors).toEqual([{ code: 'BASE_TYPE_MAX_LENGTH', message: problems[0]?.message }]);
  });
});

describe('discordErrorCode', () => {
  it("uses Discord's codes where they exist and spells the rest Discord's way", () => {
    expect(discordErrorCode('too-long')).toBe('BASE_TYPE_MAX_LENGTH');
    expect(discordErrorCode('missing-field')).toBe('BASE_TYPE_REQUIRED');
    expect(discordErrorCode('select-not-alone')).toBe('SELECT_NOT_ALONE');
  });
});
