import { describe, expect, it } from 'vitest';
import { COMMAND_LIMITS } from '../limits';
import { chars } from '../testing/fixtures';
import type { Props } from '../testing/command-fixtures';
import { option, schemaIssues, summary } from '../testing/command-fixtures';
import type { OptionKind } from '../catalog/kinds';

const codes = (kind: OptionKind, fields: Props) =>
  summary(schemaIssues(kind, option(kind, fields)));
const messages = (kind: OptionKind, fields: Props) =>
  schemaIssues(kind, option(kind, fields)).map((i) => i.message);
const ok = (kind: OptionKind, fields: Props) => expect(codes(kind, fields)).toEqual([]);
const choice = (value: unknown, name = 'A choice') => ({ name, value });
const manyChoices = (n: number, value: (i: number) => unknown) =>
  Array.from({ length: n }, (_, i) => choice(value(i), `Choice ${i}`));
const SAFE = Number.MAX_SAFE_INTEGER;
const TWO_53 = 2 ** 53;

describe('String option', () => {
  it('accepts min_length 0 and 6000 and refuses -1 and 6001', () => {
    ok('string-option', { min_length: 0 });
    ok('string-option', { min_length: 6000 });
    expect(codes('string-option', { min_length: -1 })).toEqual(['out-of-range $.min_length']);
    expect(messages('string-option', { min_length: 6001 })).toEqual([
      '`min_length` of this String option is 6001; the maximum is 6000.',
    ]);
  });

  it('accepts max_length 1 and 6000 and refuses 0 and 6001', () => {
    ok('string-option', { max_length: 1 });
    ok('string-option', { max_length: 6000 });
    expect(codes('string-option', { max_length: 0 })).toEqual(['out-of-range $.max_length']);
    expect(codes('string-option', { max_length: 6001 })).toEqual(['out-of-range $.max_length']);
    expect(codes('string-option', { max_length: 2.5 })).toEqual(['invalid-type $.max_length']);
  });

  it('accepts 25 choices and refuses 26', () => {
    ok('string-option', { choices: manyChoices(25, (i) => `v${i}`) });
    expect(messages('string-option', { choices: manyChoices(26, (i) => `v${i}`) })).toEqual([
      '`choices` of this String option has 26 entries; the maximum is 25.',
    ]);
  });

  it('accepts a string choice value of 1 and 100 characters and refuses 0 and 101', () => {
    ok('string-option', { choices: [choice('a'), choice(chars(100), 'B')] });
    expect(codes('string-option', { choices: [choice('')] })).toEqual(['empty $.choices[0].value']);
    expect(messages('string-option', { choices: [choice(chars(101))] })).toEqual([
      '`choices[0].value` of this String option is 101 characters long; the maximum is 100.',
    ]);
  });

  it('refuses a number value in a String option', () => {
    expect(messages('string-option', { choices: [choice(3)] })).toEqual([
      '`choices[0].value` of this String option must be a string; it is 3.',
    ]);
  });

  it('accepts a choice name of 1 and 100 characters and refuses 0 and 101', () => {
    ok('string-option', { choices: [choice('a', 'N'), choice('b', chars(100))] });
    expect(codes('string-option', { choices: [choice('a', '')] })).toEqual([
      'empty $.choices[0].name',
    ]);
    expect(codes('string-option', { choices: [choice('a', chars(101))] })).toEqual([
      'too-long $.choices[0].name',
    ]);
  });

  it('holds localized choice names to the choice name rules, not the option name rules', () => {
    ok('string-option', {
      choices: [{ name: 'Dark', name_localizations: { de: 'Dunkel Rot' }, value: 'd' }],
    });
    expect(
      codes('string-option', {
        choices: [{ name: 'Dark', name_localizations: { de: chars(101), xx: 'X' }, value: 'd' }],
      }),
    ).toEqual([
      'too-long $.choices[0].name_localizations.de',
      'unknown-locale $.choices[0].name_localizations.xx',
    ]);
  });

  it('warns of a misspelt choice field', () => {
    expect(
      schemaIssues(
        'string-option',
        option('string-option', { choices: [{ name: 'A', value: 'a', vaule: 'a' }] }),
      ),
    ).toEqual([
      {
        code: 'unknown-field',
        severity: 'warning',
        path: ['choices', 0, 'vaule'],
        message:
          '`vaule` is not a field of `choices[0]` of this String option; Discord will ignore or reject it.',
      },
    ]);
  });

  it('accepts a choice as a GET returns it, with name_localized', () => {
    ok('string-option', { choices: [{ name: 'Dark', name_localized: 'Dunkel', value: 'd' }] });
  });
});

describe('Integer option', () => {
  it('accepts choice values of -(2^53-1) and 2^53-1 and refuses one past each', () => {
    ok('integer-option', { choices: [choice(-SAFE), choice(SAFE, 'B')] });
    expect(messages('integer-option', { choices: [choice(SAFE + 1)] })).toEqual([
      '`choices[0].value` of this Integer option is 9007199254740992; the maximum is 9007199254740991.',
    ]);
    expect(codes('integer-option', { choices: [choice(-SAFE - 1)] })).toEqual([
      'out-of-range $.choices[0].value',
    ]);
  });

  it('refuses a fractional or a string choice value', () => {
    expect(messages('integer-option', { choices: [choice(1.5)] })).toEqual([
      '`choices[0].value` of this Integer option must be a whole number; it is 1.5.',
    ]);
    expect(codes('integer-option', { choices: [choice('1')] })).toEqual([
      'invalid-type $.choices[0].value',
    ]);
  });

  it('holds min_value and max_value to whole numbers within ±(2^53-1)', () => {
    ok('integer-option', { min_value: -SAFE, max_value: SAFE });
    expect(codes('integer-option', { min_value: -SAFE - 1, max_value: SAFE + 1 })).toEqual([
      'out-of-range $.min_value',
      'out-of-range $.max_value',
    ]);
    expect(codes('integer-option', { min_value: 0.5 })).toEqual(['invalid-type $.min_value']);
  });

  it('accepts autocomplete and required', () => {
    ok('integer-option', { autocomplete: true, required: true });
  });
});

describe('Number option', () => {
  it('accepts choice values of -2^53 and 2^53 and fractions, and refuses beyond', () => {
    ok('number-option', { choices: [choice(-TWO_53), choice(TWO_53, 'B'), choice(0.25, 'C')] });
    // 2^53 + 2 is the next double after 2^53.
    expect(messages('number-option', { choices: [choice(TWO_53 + 2)] })).toEqual([
      '`choices[0].value` of this Number option is 9007199254740994; the maximum is 9007199254740992.',
    ]);
    expect(codes('number-option', { min_value: -TWO_53 - 2 })).toEqual([
      'out-of-range $.min_value',
    ]);
  });

  it('accepts fractional bounds', () => {
    ok('number-option', { min_value: -0.5, max_value: 99.9 });
  });
});

describe('Channel option', () => {
  it('accepts the channel types of docs/discord-rules.md', () => {
    ok('channel-option', { channel_types: [0, 2, 4, 5, 10, 11, 12, 13, 14, 15, 16] });
  });

  it('refuses a number that is not a channel type', () => {
    expect(codes('channel-option', { channel_types: [0, 6] })).toEqual([
      'invalid-value $.channel_types[1]',
    ]);
  });
});

describe('Attachment option', () => {
  it('accepts file_types, as a File Upload does', () => {
    ok('attachment-option', { file_types: ['image', '.pdf'] });
    expect(codes('attachment-option', { file_types: ['pdf'] })).toEqual([
      'invalid-format $.file_types[0]',
    ]);
  });
});

describe('options without type-specific fields', () => {
  it.each(['boolean-option', 'user-option', 'role-option', 'mentionable-option'] as const)(
    'accepts required on a %s',
    (kind) => ok(kind, { required: true }),
  );

  it('checks COMMAND_LIMITS are what the schemas use', () => {
    expect(COMMAND_LIMITS.integer.max).toBe(SAFE);
    expect(COMMAND_LIMITS.number.max).toBe(TWO_53);
  });
});
