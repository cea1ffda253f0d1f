import { describe, it } from 'vitest';
import {
  channelSelect,
  chars,
  defaultValues,
  expectOnly,
  expectProblems,
  expectValid,
  mentionableSelect,
  message,
  modalWith,
  options,
  roleSelect,
  row,
  stringSelect,
  userSelect,
} from '../testing/fixtures';

const inMessage = (select: unknown) => message(row(select));
const S = '$.components[0].components[0]';
const M = '$.components[0].component';
const withDefaults = (n: number) => options(5).map((o, i) => (i < n ? { ...o, default: true } : o));

describe('String Select', () => {
  it('accepts 25 options', () => {
    expectValid(inMessage(stringSelect({ options: options(25) })));
  });

  it('refuses 26 options', () => {
    expectOnly(
      inMessage(stringSelect({ options: options(26) })),
      `error too-many ${S}.options`,
      26,
      25,
    );
  });

  it('refuses 0 options', () => {
    expectOnly(inMessage(stringSelect({ options: [] })), `error too-few ${S}.options`, 0, 1);
  });

  it('refuses a select without options', () => {
    expectOnly(inMessage(stringSelect({ options: undefined })), `error missing-field ${S}.options`);
  });

  it('accepts a placeholder of 150 characters', () => {
    expectValid(inMessage(stringSelect({ placeholder: chars(150) })));
  });

  it('refuses a placeholder of 151 characters', () => {
    expectOnly(
      inMessage(stringSelect({ placeholder: chars(151) })),
      `error too-long ${S}.placeholder`,
      151,
      150,
    );
  });

  it.each(['label', 'value', 'description'])('accepts an option %s of 100 characters', (field) => {
    const opts = options(2).map((o, i) => ({ ...o, [field]: chars(100, String(i)) }));
    expectValid(inMessage(stringSelect({ options: opts })));
  });

  it.each(['label', 'value', 'description'])('refuses an option %s of 101 characters', (field) => {
    const opts = options(2).map((o, i) => (i === 1 ? { ...o, [field]: chars(101) } : o));
    expectOnly(
      inMessage(stringSelect({ options: opts })),
      `error too-long ${S}.options[1].${field}`,
      101,
      100,
    );
  });

  it('refuses an empty option label', () => {
    const opts = [{ label: '', value: 'a' }];
    expectOnly(inMessage(stringSelect({ options: opts })), `error empty ${S}.options[0].label`);
  });

  it('refuses two options with the same value', () => {
    const opts = [
      { label: 'A', value: 'same' },
      { label: 'B', value: 'same' },
    ];
    expectOnly(
      inMessage(stringSelect({ options: opts })),
      `error duplicate-option-value ${S}.options[1].value`,
      'same',
    );
  });
});

describe('Select min_values and max_values', () => {
  it('accepts min_values 0 and max_values 25 in a message', () => {
    expectValid(inMessage(stringSelect({ options: options(25), min_values: 0, max_values: 25 })));
  });

  it('accepts min_values 25 with 25 options', () => {
    expectValid(inMessage(stringSelect({ options: options(25), min_values: 25, max_values: 25 })));
  });

  it.each([
    ['min_values', -1],
    ['max_values', 0],
    ['max_values', 26],
  ])('refuses %s %i', (field, value) => {
    expectOnly(
      inMessage(userSelect({ [field]: value })),
      `error out-of-range ${S}.${field}`,
      String(value),
    );
  });

  it('refuses min_values 26, which is also above max_values', () => {
    expectProblems(inMessage(userSelect({ min_values: 26, max_values: 25 })), [
      `error out-of-range ${S}.min_values`,
      `error min-greater-than-max ${S}.min_values`,
    ]);
  });

  it('refuses min_values greater than max_values', () => {
    expectOnly(
      inMessage(stringSelect({ min_values: 3, max_values: 2 })),
      `error min-greater-than-max ${S}.min_values`,
      3,
      2,
    );
  });

  it('refuses min_values above the default max_values of 1', () => {
    expectOnly(
      inMessage(userSelect({ min_values: 2 })),
      `error min-greater-than-max ${S}.min_values`,
      2,
      1,
    );
  });

  it('refuses max_values above the number of options', () => {
    expectOnly(
      inMessage(stringSelect({ options: options(3), max_values: 4 })),
      `error max-values-over-options ${S}.max_values`,
      4,
      3,
    );
  });

  it('accepts as many default options as max_values', () => {
    expectValid(inMessage(stringSelect({ options: withDefaults(2), max_values: 2 })));
  });

  it('refuses more default options than max_values', () => {
    expectOnly(
      inMessage(stringSelect({ options: withDefaults(2) })),
      `error defaults-out-of-range ${S}.options`,
      2,
      1,
    );
  });

  it('refuses fewer default options than min_values', () => {
    expectOnly(
      inMessage(stringSelect({ options: withDefaults(1), min_values: 2, max_values: 3 })),
      `error defaults-out-of-range ${S}.options`,
      1,
      '2 to 3',
    );
  });
});

describe('User, Role, Mentionable and Channel Select defaults', () => {
  it.each([
    ['User', userSelect, 'user'],
    ['Role', roleSelect, 'role'],
    ['Mentionable', mentionableSelect, 'user'],
    ['Mentionable', mentionableSelect, 'role'],
    ['Channel', channelSelect, 'channel'],
  ] as const)('accepts a %s Select defaulting to a %s', (_, make, type) => {
    expectValid(inMessage(make({ default_values: defaultValues(type, 1) })));
  });

  it.each([
    ['User', userSelect, 'role'],
    ['Role', roleSelect, 'channel'],
    ['Mentionable', mentionableSelect, 'channel'],
    ['Channel', channelSelect, 'user'],
  ] as const)('refuses a %s Select defaulting to a %s', (_, make, type) => {
    expectOnly(
      inMessage(make({ default_values: defaultValues(type, 1) })),
      `error invalid-default-type ${S}.default_values[0].type`,
      type,
    );
  });

  it('refuses an unknown default value type', () => {
    expectOnly(
      inMessage(userSelect({ default_values: [{ id: '1', type: 'member' }] })),
      `error invalid-value ${S}.default_values[0].type`,
      'member',
    );
  });

  it('accepts 25 default values with max_values 25', () => {
    expectValid(
      inMessage(roleSelect({ default_values: defaultValues('role', 25), max_values: 25 })),
    );
  });

  it('refuses 26 default values', () => {
    expectProblems(
      inMessage(roleSelect({ default_values: defaultValues('role', 26), max_values: 25 })),
      [`error too-many ${S}.default_values`, `error defaults-out-of-range ${S}.default_values`],
    );
  });

  it('refuses more default values than max_values', () => {
    expectOnly(
      inMessage(userSelect({ default_values: defaultValues('user', 2) })),
      `error defaults-out-of-range ${S}.default_values`,
      2,
      1,
    );
  });

  it('accepts channel_types and refuses an unknown channel type', () => {
    expectValid(inMessage(channelSelect({ channel_types: [0, 5, 15] })));
    expectOnly(
      inMessage(channelSelect({ channel_types: [0, 6] })),
      `error invalid-value ${S}.channel_types[1]`,
      6,
    );
  });
});

describe('Select required and disabled', () => {
  it('warns that `required` is ignored in a message', () => {
    expectOnly(inMessage(stringSelect({ required: true })), `warning ignored-field ${S}.required`);
  });

  it('accepts `disabled` in a message', () => {
    expectValid(inMessage(stringSelect({ disabled: true })));
  });

  it('accepts `required` in a modal', () => {
    expectValid(modalWith(stringSelect({ required: false })));
  });

  it('refuses `disabled: true` in a modal', () => {
    expectOnly(modalWith(roleSelect({ disabled: true })), `error disabled-in-modal ${M}.disabled`);
  });

  it('accepts `disabled: false` in a modal, as JDA and discordgo send it', () => {
    expectValid(modalWith(roleSelect({ disabled: false })));
  });

  it.each([undefined, true])('refuses min_values 0 in a modal when required is %s', (required) => {
    expectOnly(
      modalWith(stringSelect({ min_values: 0, required })),
      `error min-values-required ${M}.min_values`,
      1,
    );
  });

  it('accepts min_values 0 in a modal with required false', () => {
    expectValid(modalWith(stringSelect({ min_values: 0, required: false })));
  });

  it('accepts min_values 0 in a message', () => {
    expectValid(inMessage(channelSelect({ min_values: 0 })));
  });
});
