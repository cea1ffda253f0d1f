import { describe, expect, it } from 'vitest';
import { option, slash } from '../testing/command-fixtures';
import {
  autocomplete,
  commandsDoc,
  interactionSource,
  nodeNamed,
  received,
} from '../testing/command-use';
import { docsExample } from '../testing/examples';
import { refused, USER } from '../testing/interactions';
import { typeErrors } from '../testing/type-check';
import { buildAutocompleteInteraction } from './command';

const SET = [
  slash({
    name: 'airhorn',
    description: 'Plays a sound',
    options: [option('string-option', { name: 'variant', required: true, autocomplete: true })],
  }),
  slash({
    name: 'shop',
    description: 'The shop',
    options: [
      option('subcommand', {
        name: 'buy',
        description: 'Buy something',
        options: [
          option('string-option', { name: 'item', required: true, autocomplete: true }),
          option('integer-option', { name: 'amount', required: true, autocomplete: true }),
          option('number-option', { name: 'tip', min_value: 0 }),
          option('boolean-option', { name: 'gift' }),
          option('user-option', { name: 'for' }),
          option('attachment-option', { name: 'note' }),
          option('string-option', { name: 'size', choices: [{ name: 'S', value: 's' }] }),
        ],
      }),
    ],
  }),
];
const doc = commandsDoc(SET);

describe('buildAutocompleteInteraction', () => {
  it('has the shape of Discord’s autocomplete example', () => {
    const example = docsExample('27') as { type: number; data: Record<string, unknown> };
    const used = received(
      autocomplete(
        doc,
        { path: ['airhorn'], inputs: { variant: 'data a user is typ' } },
        'variant',
      ),
    );
    expect(used.type).toBe(example.type);
    expect(Object.keys(used.data).sort()).toEqual(Object.keys(example.data).sort());
    expect(used.data).toMatchObject({ name: 'airhorn', type: 1, options: example.data.options });
  });

  it('sends the focused text as typed, a string even for an Integer option, and an empty one', () => {
    const path = ['shop', 'buy'];
    const typing = received(autocomplete(doc, { path, inputs: { amount: '1e' } }, 'amount'));
    expect(typing.data.options).toEqual([
      { name: 'buy', type: 1, options: [{ name: 'amount', type: 4, value: '1e', focused: true }] },
    ]);
    const empty = received(autocomplete(doc, { path }, 'item'));
    expect(empty.data.options).toEqual([
      { name: 'buy', type: 1, options: [{ name: 'item', type: 3, value: '', focused: true }] },
    ]);
  });

  it('sends the other filled options as they stand, without focused, and no resolved', () => {
    const inputs = {
      item: 'tea',
      amount: '2',
      tip: 'abc',
      gift: 'true',
      for: USER.ben,
      note: 'a.png',
    };
    const used = received(autocomplete(doc, { path: ['shop', 'buy'], inputs }, 'item'));
    expect(used.type).toBe(4);
    expect(used.data.options).toEqual([
      {
        name: 'buy',
        type: 1,
        options: [
          { name: 'item', type: 3, value: 'tea', focused: true },
          { name: 'amount', type: 4, value: '2' },
          { name: 'tip', type: 10, value: 'abc' },
          { name: 'gift', type: 5, value: true },
          { name: 'for', type: 6, value: USER.ben },
        ],
      },
    ]);
    expect(used.data).not.toHaveProperty('resolved');
  });

  it('refuses an option without autocomplete, and an option the use does not ask for', () => {
    expect(refused(autocomplete(doc, { path: ['shop', 'buy'] }, 'size'))).toEqual([
      '"size" has no autocomplete, so typing into it sends the app nothing.',
    ]);
    const use = { commandKey: nodeNamed(doc, 'airhorn').key, inputs: {} };
    const other = nodeNamed(doc, 'shop', 'buy', 'item').key;
    expect(refused(buildAutocompleteInteraction(doc, use, other))).toEqual([
      `There is no option with key ${other} in this use of /airhorn.`,
    ]);
  });

  it('refuses a command with subcommands typed into without one', () => {
    const use = { commandKey: nodeNamed(doc, 'shop').key, inputs: {} };
    const item = nodeNamed(doc, 'shop', 'buy', 'item').key;
    expect(refused(buildAutocompleteInteraction(doc, use, item))).toEqual([
      'The command /shop has subcommands and cannot be used on its own; choose one of them.',
    ]);
  });

  it('builds objects discord-api-types accepts', { timeout: 60_000 }, () => {
    const payloads = [
      received(autocomplete(doc, { path: ['airhorn'], inputs: { variant: 'x' } }, 'variant')),
      received(
        autocomplete(
          doc,
          { path: ['shop', 'buy'], inputs: { item: 'tea', amount: '2' } },
          'amount',
        ),
      ),
    ];
    expect(typeErrors(interactionSource(payloads))).toEqual([]);
  });
});
