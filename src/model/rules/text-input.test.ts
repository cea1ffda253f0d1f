import { describe, it } from 'vitest';
import {
  button,
  channelSelect,
  checkbox,
  checkboxGroup,
  chars,
  expectOnly,
  expectProblems,
  expectValid,
  fileUpload,
  label,
  mentionableSelect,
  modal,
  modalWith,
  radioGroup,
  roleSelect,
  row,
  stringSelect,
  text,
  textInput,
  userSelect,
} from '../testing/fixtures';

const M = '$.components[0].component';

describe('Text Input', () => {
  it('accepts a Short and a Paragraph input', () => {
    expectValid(modalWith(textInput({ style: 1 })));
    expectValid(modalWith(textInput({ style: 2 })));
  });

  it('refuses a style other than 1 or 2', () => {
    expectOnly(modalWith(textInput({ style: 3 })), `error invalid-value ${M}.style`, 3);
  });

  it('refuses an input without style', () => {
    expectOnly(modalWith(textInput({ style: undefined })), `error missing-field ${M}.style`);
  });

  it('refuses an input without custom_id', () => {
    expectOnly(
      modalWith(textInput({ custom_id: undefined })),
      `error missing-field ${M}.custom_id`,
    );
  });

  it('accepts min_length 0 and max_length 4000', () => {
    expectValid(modalWith(textInput({ min_length: 0, max_length: 4000 })));
  });

  it('accepts min_length 4000 with max_length 4000', () => {
    expectValid(modalWith(textInput({ min_length: 4000, max_length: 4000 })));
  });

  it.each([-1, 4001])('refuses min_length %i', (n) => {
    expectOnly(modalWith(textInput({ min_length: n })), `error out-of-range ${M}.min_length`, n);
  });

  it('refuses max_length 0', () => {
    expectOnly(modalWith(textInput({ max_length: 0 })), `error out-of-range ${M}.max_length`, 0, 1);
  });

  it('refuses max_length 4001', () => {
    expectOnly(
      modalWith(textInput({ max_length: 4001 })),
      `error out-of-range ${M}.max_length`,
      4001,
      4000,
    );
  });

  it('refuses min_length greater than max_length', () => {
    expectOnly(
      modalWith(textInput({ min_length: 11, max_length: 10 })),
      `error min-greater-than-max ${M}.min_length`,
      11,
      10,
    );
  });

  it('accepts a value of 4000 characters', () => {
    expectValid(modalWith(textInput({ style: 2, value: chars(4000) })));
  });

  it('refuses a value of 4001 characters', () => {
    expectOnly(
      modalWith(textInput({ value: chars(4001) })),
      `error too-long ${M}.value`,
      4001,
      4000,
    );
  });

  it('refuses a value longer than max_length', () => {
    expectOnly(
      modalWith(textInput({ value: chars(11), max_length: 10 })),
      `error value-too-long ${M}.value`,
      11,
      10,
    );
  });

  it('warns about a value shorter than min_length', () => {
    expectOnly(
      modalWith(textInput({ value: chars(2), min_length: 5 })),
      `warning value-too-short ${M}.value`,
      2,
      5,
    );
  });

  it('accepts a placeholder of 100 characters', () => {
    expectValid(modalWith(textInput({ placeholder: chars(100) })));
  });

  it('refuses a placeholder of 101 characters', () => {
    expectOnly(
      modalWith(textInput({ placeholder: chars(101) })),
      `error too-long ${M}.placeholder`,
      101,
      100,
    );
  });

  it('refuses its own `label` inside a Label', () => {
    expectOnly(modalWith(textInput({ label: 'Name' })), `error label-in-label ${M}.label`);
  });
});

describe('Text Input in a deprecated Action Row', () => {
  const R = '$.components[0]';

  it('accepts it with a label of 45 characters, with a deprecation warning', () => {
    expectProblems(modal(row(textInput({ label: chars(45) }))), [`warning deprecated ${R}`]);
  });

  it('refuses a label of 46 characters', () => {
    expectProblems(modal(row(textInput({ label: chars(46) }))), [
      `error too-long ${R}.components[0].label`,
      `warning deprecated ${R}`,
    ]);
  });

  it('refuses it without a label', () => {
    expectProblems(modal(row(textInput())), [
      `error missing-field ${R}.components[0].label`,
      `warning deprecated ${R}`,
    ]);
  });

  it('refuses two Text Inputs in one row', () => {
    expectProblems(modal(row(textInput({ label: 'A' }), textInput({ label: 'B' }))), [
      `error too-many ${R}.components`,
      `warning deprecated ${R}`,
    ]);
  });
});

describe('Label', () => {
  const L = '$.components[0]';

  it('accepts a label of 45 characters', () => {
    expectValid(modal(label(chars(45), textInput())));
  });

  it('refuses a label of 46 characters', () => {
    expectOnly(modal(label(chars(46), textInput())), `error too-long ${L}.label`, 46, 45);
  });

  it('refuses an empty label', () => {
    expectOnly(modal(label('', textInput())), `error empty ${L}.label`);
  });

  it('accepts a description of 100 characters', () => {
    expectValid(modal(label('Name', textInput(), { description: chars(100) })));
  });

  it('refuses a description of 101 characters', () => {
    expectOnly(
      modal(label('Name', textInput(), { description: chars(101) })),
      `error too-long ${L}.description`,
      101,
      100,
    );
  });

  it('refuses a Label without a component', () => {
    expectOnly(modal(label('Name')), `error missing-component ${L}.component`);
  });

  it.each([
    ['Text Input', textInput],
    ['String Select', stringSelect],
    ['User Select', userSelect],
    ['Role Select', roleSelect],
    ['Mentionable Select', mentionableSelect],
    ['Channel Select', channelSelect],
    ['File Upload', fileUpload],
    ['Radio Group', radioGroup],
    ['Checkbox Group', checkboxGroup],
    ['Checkbox', checkbox],
  ])('accepts a %s', (_, make) => {
    expectValid(modalWith(make()));
  });

  it('refuses a Text Display', () => {
    expectOnly(
      modalWith(text()),
      `error placement ${M}`,
      'A Text Display goes at the top level of a modal.',
    );
  });

  it('refuses a Button (message only)', () => {
    expectOnly(modalWith(button()), `error placement ${M}`, 'A Button is for messages only.');
  });

  it('refuses an Action Row', () => {
    expectOnly(modalWith(row(textInput({ label: 'x' }))), `error placement ${M}`);
  });
});
