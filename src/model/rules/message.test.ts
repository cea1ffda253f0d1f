import { describe, it } from 'vitest';
import {
  button,
  buttons,
  chars,
  checkbox,
  checkboxGroup,
  container,
  expectOnly,
  expectValid,
  file,
  fileUpload,
  gallery,
  label,
  legacy,
  mediaItem,
  message,
  radioGroup,
  row,
  section,
  separator,
  stringSelect,
  text,
  textInput,
  texts,
  thumbnail,
  withAttachments,
} from '../testing/fixtures';

const V2 = 1 << 15;
const embeds = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Embed ${i}` }));
const sections = (n: number) => Array.from({ length: n }, () => section([text()], thumbnail()));
const fullRows = (n: number) => Array.from({ length: n }, () => row(...buttons(5)));

describe('Components V2 message body', () => {
  it.each([
    ['content', 'Hello'],
    ['sticker_ids', ['123']],
  ])('refuses %s', (field, value) => {
    expectOnly({ ...message(text()), [field]: value }, `error v2-forbidden-field $.${field}`, V2);
  });

  it.each([
    ['embeds', embeds(1), '$.embeds[0]', 'Container'],
    [
      'poll',
      { question: { text: 'Yes?' }, answers: [{ poll_media: { text: 'Yes' } }] },
      '$.poll',
      'poll',
    ],
  ])('refuses %s, which are nodes of a legacy message', (field, value, path, word) => {
    expectOnly({ ...message(text()), [field]: value }, `error placement ${path}`, 'legacy', word);
  });

  it('accepts cleared content and embeds', () => {
    expectValid({ ...message(text()), content: '', embeds: [] });
    expectValid({ ...message(text()), content: null, embeds: null });
  });

  it('refuses a V2 message with no components', () => {
    expectOnly(message(), 'error empty-message $.components');
    expectOnly({ flags: V2 }, 'error empty-message $.components');
  });
});

describe('Components V2 component count', () => {
  it('accepts 40 and refuses 41 top-level components', () => {
    expectValid(message(...texts(40)));
    expectOnly(message(...texts(41)), 'error too-many-components $.components', 41, 40);
  });

  it('counts the children of a Container', () => {
    expectValid(message(container(...texts(39))));
    expectOnly(message(container(...texts(40))), 'error too-many-components $.components', 41);
  });

  it('counts Sections, their texts and accessories inside a Container', () => {
    expectValid(message(container(...sections(13))));
    expectOnly(
      message(container(...sections(13)), text()),
      'error too-many-components $.components',
      41,
    );
  });

  it('counts Buttons in Action Rows inside a Container', () => {
    expectValid(message(container(...fullRows(6)), ...texts(3)));
    expectOnly(
      message(container(...fullRows(6)), ...texts(4)),
      'error too-many-components $.components',
      41,
    );
  });
});

describe('Legacy message', () => {
  it('accepts content with 5 Action Rows', () => {
    expectValid({ content: 'Pick one', ...legacy(...fullRows(5)) });
  });

  it('refuses 6 Action Rows', () => {
    expectOnly(legacy(...fullRows(6)), 'error too-many-action-rows $.components', 6, 5);
  });

  it.each([
    ['Text Display', text()],
    ['Section', section([text()], thumbnail())],
    ['Container', container(text())],
    ['Media Gallery', gallery(mediaItem())],
    ['File', file()],
    ['Separator', separator()],
    ['Thumbnail', thumbnail()],
  ])('refuses a %s (V2 only), with one problem', (name, component) => {
    const body = withAttachments(legacy(row(button()), component), 'report.pdf');
    expectOnly(body, 'error placement $.components[1]', name, 'Components V2');
  });

  it('accepts content of 2000 characters and refuses 2001', () => {
    expectValid({ content: chars(2000) });
    expectOnly({ content: chars(2001) }, 'error too-long $.content', 2001, 2000);
  });

  it('accepts 10 embeds and refuses 11', () => {
    expectValid({ embeds: embeds(10) });
    expectOnly({ embeds: embeds(11) }, 'error too-many-embeds $.embeds', 11, 10);
  });

  it.each([{}, { components: [] }, { content: '', embeds: [] }])(
    'refuses an empty message %j',
    (body) => {
      expectOnly(body, 'error empty-message $');
    },
  );
});

describe('Message kinds', () => {
  it.each([
    ['Label', label('Name', textInput())],
    ['Text Input', textInput()],
    ['File Upload', fileUpload()],
    ['Radio Group', radioGroup()],
    ['Checkbox Group', checkboxGroup()],
    ['Checkbox', checkbox()],
  ])('refuses a %s (modal only), with one problem', (name, component) => {
    expectOnly(
      message(component),
      'error placement $.components[0]',
      `${name} is for modals only.`,
    );
    expectOnly(
      message(container(component)),
      'error placement $.components[0].components[0]',
      `${name} is for modals only.`,
    );
  });

  it('refuses a Button or a select at the top level', () => {
    expectOnly(message(button()), 'error placement $.components[0]', 'in an Action Row');
    expectOnly(message(stringSelect()), 'error placement $.components[0]', 'Action Row');
  });

  it.each([15, 16, 20, 99])('refuses unknown component type %i', (type) => {
    expectOnly(message({ type }), 'error unknown-component-type $.components[0].type', type);
    expectOnly(
      legacy(row({ type, custom_id: 'x' })),
      'error unknown-component-type $.components[0].components[0].type',
      type,
    );
  });

  it('refuses a components entry that is not a component object', () => {
    expectOnly(message(text(), 42), 'error invalid-component $.components[1]', 42);
    expectOnly(message({ content: 'no type' }), 'error invalid-component $.components[0]');
  });
});

describe('Message flags', () => {
  it('accepts the sendable flags', () => {
    expectValid({ ...message(text()), flags: V2 | 4 | 4096 });
    expectValid({ content: 'Hi', flags: 4 | 4096 });
  });

  it.each([2, 64, 1 << 16])('refuses flag %i on a message', (flag) => {
    expectOnly({ content: 'Hi', flags: flag }, 'error invalid-flags $.flags', flag);
  });

  it('accepts EPHEMERAL on an interaction response', () => {
    expectValid({ type: 4, data: { content: 'Hi', flags: 64 } });
  });

  it('refuses flags that are not a whole number', () => {
    expectOnly({ content: 'Hi', flags: 1.5 }, 'error invalid-type $.flags');
  });
});
