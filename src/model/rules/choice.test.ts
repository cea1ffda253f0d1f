import { describe, it } from 'vitest';
import {
  checkbox,
  checkboxGroup,
  chars,
  choices,
  expectOnly,
  expectProblems,
  expectValid,
  fileUpload,
  modalWith,
  radioGroup,
} from '../testing/fixtures';

const M = '$.components[0].component';
const checked = (n: number, of: number) =>
  choices(of).map((c, i) => (i < n ? { ...c, default: true } : c));

describe('Radio Group', () => {
  it('accepts 2 and 10 options', () => {
    expectValid(modalWith(radioGroup({ options: choices(2) })));
    expectValid(modalWith(radioGroup({ options: choices(10) })));
  });

  it('refuses 1 option', () => {
    expectOnly(modalWith(radioGroup({ options: choices(1) })), `error too-few ${M}.options`, 1, 2);
  });

  it('refuses 11 options', () => {
    expectOnly(
      modalWith(radioGroup({ options: choices(11) })),
      `error too-many ${M}.options`,
      11,
      10,
    );
  });

  it('accepts one default option', () => {
    expectValid(modalWith(radioGroup({ options: checked(1, 3) })));
  });

  it('refuses two default options', () => {
    expectOnly(
      modalWith(radioGroup({ options: checked(2, 3) })),
      `error multiple-defaults ${M}.options`,
      2,
    );
  });

  it('accepts an option label of 100 characters and refuses 101', () => {
    const opts = (n: number) => [{ label: chars(n), value: 'a' }, ...choices(1)];
    expectValid(modalWith(radioGroup({ options: opts(100) })));
    expectOnly(
      modalWith(radioGroup({ options: opts(101) })),
      `error too-long ${M}.options[0].label`,
      101,
      100,
    );
  });

  it('accepts required false', () => {
    expectValid(modalWith(radioGroup({ required: false })));
  });
});

describe('Checkbox Group', () => {
  it('accepts 1 and 10 options', () => {
    expectValid(modalWith(checkboxGroup({ options: choices(1) })));
    expectValid(modalWith(checkboxGroup({ options: choices(10) })));
  });

  it('refuses 0 options', () => {
    expectOnly(modalWith(checkboxGroup({ options: [] })), `error too-few ${M}.options`, 0, 1);
  });

  it('refuses 11 options', () => {
    expectOnly(
      modalWith(checkboxGroup({ options: choices(11) })),
      `error too-many ${M}.options`,
      11,
      10,
    );
  });

  it('accepts min_values 10 and max_values 10 with 10 options', () => {
    expectValid(modalWith(checkboxGroup({ options: choices(10), min_values: 10, max_values: 10 })));
  });

  it('accepts min_values 0 when not required', () => {
    expectValid(modalWith(checkboxGroup({ min_values: 0, required: false })));
  });

  it('refuses min_values 0 when required', () => {
    expectOnly(
      modalWith(checkboxGroup({ min_values: 0 })),
      `error min-values-required ${M}.min_values`,
    );
  });

  it('refuses min_values 11', () => {
    expectProblems(modalWith(checkboxGroup({ options: choices(10), min_values: 11 })), [
      `error out-of-range ${M}.min_values`,
      `error min-values-over-options ${M}.min_values`,
    ]);
  });

  it('refuses max_values 0', () => {
    expectOnly(
      modalWith(checkboxGroup({ options: choices(10), max_values: 0 })),
      `error out-of-range ${M}.max_values`,
      0,
      1,
    );
  });

  it('refuses max_values 11', () => {
    expectProblems(modalWith(checkboxGroup({ options: choices(10), max_values: 11 })), [
      `error out-of-range ${M}.max_values`,
      `error max-values-over-options ${M}.max_values`,
    ]);
  });

  it('refuses max_values above the number of options', () => {
    expectOnly(
      modalWith(checkboxGroup({ options: choices(3), max_values: 4 })),
      `error max-values-over-options ${M}.max_values`,
      4,
      3,
    );
  });

  it('refuses min_values above the number of options', () => {
    expectOnly(
      modalWith(checkboxGroup({ options: choices(1), min_values: 2 })),
      `error min-values-over-options ${M}.min_values`,
      2,
      1,
    );
  });

  it('refuses min_values greater than max_values', () => {
    expectOnly(
      modalWith(checkboxGroup({ min_values: 3, max_values: 2 })),
      `error min-greater-than-max ${M}.min_values`,
      3,
      2,
    );
  });

  it('accepts as many checked options as max_values and refuses more', () => {
    expectValid(modalWith(checkboxGroup({ options: checked(2, 3), max_values: 2 })));
    expectOnly(
      modalWith(checkboxGroup({ options: checked(3, 3), max_values: 2 })),
      `error defaults-out-of-range ${M}.options`,
      3,
      2,
    );
  });
});

describe('Checkbox', () => {
  it('accepts a Checkbox, checked or not', () => {
    expectValid(modalWith(checkbox()));
    expectValid(modalWith(checkbox({ default: true })));
  });

  it('refuses a Checkbox without custom_id', () => {
    expectOnly(modalWith(checkbox({ custom_id: undefined })), `error missing-field ${M}.custom_id`);
  });

  it('refuses a default that is not a boolean', () => {
    expectOnly(modalWith(checkbox({ default: 'yes' })), `error invalid-type ${M}.default`);
  });

  it('warns that a Checkbox has no `required`', () => {
    expectOnly(modalWith(checkbox({ required: true })), `warning unknown-field ${M}.required`);
  });
});

describe('File Upload', () => {
  it('accepts min_values 0 (not required) and max_values 10', () => {
    expectValid(modalWith(fileUpload({ min_values: 0, max_values: 10, required: false })));
  });

  it('accepts min_values 10 with max_values 10', () => {
    expectValid(modalWith(fileUpload({ min_values: 10, max_values: 10 })));
  });

  it('refuses min_values 0 when required', () => {
    expectOnly(
      modalWith(fileUpload({ min_values: 0, max_values: 10 })),
      `error min-values-required ${M}.min_values`,
    );
  });

  it('refuses min_values 11', () => {
    expectProblems(modalWith(fileUpload({ min_values: 11, max_values: 10 })), [
      `error out-of-range ${M}.min_values`,
      `error min-greater-than-max ${M}.min_values`,
    ]);
  });

  it.each([0, 11])('refuses max_values %i', (n) => {
    expectOnly(modalWith(fileUpload({ max_values: n })), `error out-of-range ${M}.max_values`, n);
  });

  it('refuses min_values greater than max_values', () => {
    expectOnly(
      modalWith(fileUpload({ min_values: 3, max_values: 2 })),
      `error min-greater-than-max ${M}.min_values`,
      3,
      2,
    );
  });

  it('accepts 10 file types and refuses 11', () => {
    const types = (n: number) => Array.from({ length: n }, (_, i) => `.t${i}`);
    expectValid(modalWith(fileUpload({ file_types: ['image', 'video', 'audio', '.pdf'] })));
    expectValid(modalWith(fileUpload({ file_types: types(10) })));
    expectOnly(
      modalWith(fileUpload({ file_types: types(11) })),
      `error too-many ${M}.file_types`,
      11,
      10,
    );
  });

  it('refuses a file type that is neither a category nor an extension', () => {
    expectOnly(
      modalWith(fileUpload({ file_types: ['pdf'] })),
      `error invalid-format ${M}.file_types[0]`,
    );
  });
});
