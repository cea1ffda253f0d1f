import type { APICommandAutocompleteInteractionResponseCallbackData } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { option, slash } from '../testing/command-fixtures';
import { commandsDoc, nodeNamed } from '../testing/command-use';
import { typeErrors } from '../testing/type-check';
import { checkAutocompleteAnswer, starterAutocompleteAnswer } from './autocomplete-answer';

const doc = commandsDoc([
  slash({
    name: 'find',
    description: 'Finds things',
    options: [
      option('string-option', { name: 'text', autocomplete: true, min_length: 2 }),
      option('integer-option', { name: 'count', autocomplete: true, min_value: 1, max_value: 10 }),
      option('number-option', { name: 'ratio', autocomplete: true }),
      option('boolean-option', { name: 'flag' }),
    ],
  }),
]);
const text = nodeNamed(doc, 'find', 'text');
const count = nodeNamed(doc, 'find', 'count');
const ratio = nodeNamed(doc, 'find', 'ratio');

const answer = (choices: unknown, type: unknown = 8) => JSON.stringify({ type, data: { choices } });
const errors = (result: ReturnType<typeof checkAutocompleteAnswer>) =>
  result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`);

describe('checkAutocompleteAnswer', () => {
  it('accepts choices typed to the option and gives them back', () => {
    const choices = [
      { name: 'Tea', value: 'tea', name_localizations: { de: 'Tee' } },
      { name: 'Coffee', value: 'coffee' },
    ];
    expect(checkAutocompleteAnswer(text, answer(choices))).toEqual({
      ok: true,
      choices,
      warnings: [],
    });
    expect(checkAutocompleteAnswer(count, answer([{ name: 'Five', value: 5 }])).ok).toBe(true);
    expect(checkAutocompleteAnswer(ratio, answer([{ name: 'Half', value: 0.5 }])).ok).toBe(true);
    expect(checkAutocompleteAnswer(text, answer([])).ok).toBe(true);
  });

  it('says where the JSON breaks', () => {
    expect(errors(checkAutocompleteAnswer(text, '{"type": 8,\n  "data": }'))).toEqual([
      ': Not valid JSON at line 2, column 11: unexpected "}".',
    ]);
  });

  it('wants type 8 and data.choices', () => {
    expect(errors(checkAutocompleteAnswer(text, answer([], 4)))).toEqual([
      'type: `type` of the answer must be 8 (APPLICATION_COMMAND_AUTOCOMPLETE_RESULT); it is 4.',
    ]);
    expect(errors(checkAutocompleteAnswer(text, '{"type": 8, "data": {}}'))).toEqual([
      'data.choices: The answer needs `data.choices`.',
    ]);
    expect(errors(checkAutocompleteAnswer(text, '[]'))).toHaveLength(1);
  });

  it('allows at most 25 choices', () => {
    const many = Array.from({ length: 26 }, (_, i) => ({ name: `n${i}`, value: `v${i}` }));
    expect(errors(checkAutocompleteAnswer(text, answer(many)))).toEqual([
      'data.choices: `data.choices` of the answer has 26 entries; the maximum is 25.',
    ]);
  });

  it('checks each choice’s name, value type and length, and its localizations, with its path', () => {
    const choices = [
      { name: 'ok', value: 'ok' },
      { name: '', value: 'x'.repeat(101) },
      { name: 'n', value: 5 },
      { name: 'l', value: 'l', name_localizations: { en: 'L', de: 'y'.repeat(101) } },
    ];
    expect(errors(checkAutocompleteAnswer(text, answer(choices)))).toEqual([
      'data.choices[1].name: `data.choices[1].name` of the answer is empty; it needs at least 1 character.',
      'data.choices[1].value: `data.choices[1].value` of the answer is 101 characters long; the maximum is 100.',
      'data.choices[2].value: `data.choices[2].value` of the answer must be a string; it is 5.',
      'data.choices[3].name_localizations.en: `data.choices[3].name_localizations.en` of the answer uses the key "en", which is not a Discord locale; use en-US or en-GB.',
      'data.choices[3].name_localizations.de: `data.choices[3].name_localizations.de` of the answer is 101 characters long; the maximum is 100.',
    ]);
  });

  it('wants whole numbers within ±(2^53 − 1) for an Integer option, numbers for a Number option', () => {
    const result = checkAutocompleteAnswer(
      count,
      answer([
        { name: 'a', value: 1.5 },
        { name: 'b', value: 2 ** 53 },
        { name: 'c', value: '3' },
      ]),
    );
    expect(errors(result)).toEqual([
      'data.choices[0].value: `data.choices[0].value` of the answer must be a whole number; it is 1.5.',
      'data.choices[1].value: `data.choices[1].value` of the answer is 9007199254740992; the maximum is 9007199254740991.',
      'data.choices[2].value: `data.choices[2].value` of the answer must be a number; it is "3".',
    ]);
    expect(
      errors(checkAutocompleteAnswer(ratio, answer([{ name: 'x', value: 'x' }]))),
    ).toHaveLength(1);
  });

  it('warns of values the option’s bounds refuse, and of fields a choice does not have', () => {
    const result = checkAutocompleteAnswer(
      count,
      answer([
        { name: 'Zero', value: 0 },
        { name: 'Ten', value: 10, emoji: '🔟' },
      ]),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.warnings).toEqual([
      {
        path: 'data.choices[1].emoji',
        message:
          '`emoji` is not a field of `data.choices[1]` of the answer; Discord will ignore or reject it.',
      },
      {
        path: 'data.choices[0].value',
        message:
          "The value is 0, below the option's min_value 1; Discord's client refuses the command when a person picks it.",
      },
    ]);
    const short = checkAutocompleteAnswer(text, answer([{ name: 'a', value: 'a' }]));
    expect(short.ok && short.warnings.map((w) => w.path)).toEqual(['data.choices[0].value']);
  });

  it('refuses an option that cannot autocomplete', () => {
    expect(errors(checkAutocompleteAnswer(nodeNamed(doc, 'find', 'flag'), answer([])))).toEqual([
      ': Only String, Integer and Number options autocomplete; "flag" is a Boolean option.',
    ]);
  });
});

describe('starterAutocompleteAnswer', () => {
  it('makes two choices from the typed text that the check accepts', () => {
    const starter = starterAutocompleteAnswer(text, 'tea');
    expect(JSON.parse(starter)).toEqual({
      type: 8,
      data: {
        choices: [
          { name: 'tea', value: 'tea' },
          { name: 'tea (more)', value: 'tea-more' },
        ],
      },
    });
    expect(checkAutocompleteAnswer(text, starter)).toMatchObject({ ok: true, warnings: [] });
  });

  it('keeps numbers within the option’s bounds and falls back when the text is not a number', () => {
    const choices = (json: string) =>
      (JSON.parse(json) as { data: { choices: { value: unknown }[] } }).data.choices.map(
        (c) => c.value,
      );
    expect(choices(starterAutocompleteAnswer(count, '4'))).toEqual([4, 5]);
    expect(choices(starterAutocompleteAnswer(count, '10'))).toEqual([10]);
    expect(choices(starterAutocompleteAnswer(count, 'abc'))).toEqual([1, 2]);
    expect(choices(starterAutocompleteAnswer(ratio, '0.25'))).toEqual([0.25, 0.75]);
    expect(choices(starterAutocompleteAnswer(text, ''))).toEqual(['example', 'example-more']);
  });

  it('writes answers discord-api-types accepts', { timeout: 60_000 }, () => {
    const starters = [starterAutocompleteAnswer(text, 'x'), starterAutocompleteAnswer(count, '3')];
    const source = [
      "import type { APIInteractionResponse } from 'discord-api-types/v10';",
      ...starters.map((s, i) => `export const a${i}: APIInteractionResponse = ${s};`),
    ].join('\n');
    expect(typeErrors(source)).toEqual([]);
    const data: APICommandAutocompleteInteractionResponseCallbackData = JSON.parse(
      starters[0]!,
    ).data;
    expect(data.choices).toHaveLength(2);
  });
});
