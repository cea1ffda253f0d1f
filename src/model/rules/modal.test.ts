import { describe, expect, it } from 'vitest';
import { importPayload } from '../payload/import';
import {
  button,
  chars,
  check,
  container,
  expectOnly,
  expectProblems,
  expectValid,
  file,
  gallery,
  label,
  mediaItem,
  modal,
  row,
  section,
  separator,
  stringSelect,
  summary,
  text,
  textInput,
  thumbnail,
} from '../testing/fixtures';

const question = () => label('Question', textInput());

describe('Modal body', () => {
  it('accepts a title of 45 characters', () => {
    expectValid({ ...modal(question()), title: chars(45) });
  });

  it('refuses a title of 46 characters', () => {
    expectOnly({ ...modal(question()), title: chars(46) }, 'error too-long $.title', 46, 45);
  });

  it('refuses an empty title', () => {
    expectOnly({ ...modal(question()), title: '' }, 'error empty $.title');
  });

  it('refuses a modal without title', () => {
    expectOnly(
      { custom_id: 'm', components: [question()] },
      'error missing-field $.title',
      'title',
    );
  });

  it('accepts a custom_id of 100 characters and refuses 101', () => {
    expectValid({ ...modal(question()), custom_id: chars(100) });
    expectOnly({ ...modal(question()), custom_id: chars(101) }, 'error too-long $.custom_id', 101);
  });

  it('accepts 1 and 5 top-level components', () => {
    expectValid(modal(question()));
    expectValid(modal(text(), question(), question(), question(), question()));
  });

  it('refuses 0 top-level components', () => {
    expectOnly(modal(), 'error too-few $.components', 0, 5);
  });

  it('refuses 6 top-level components', () => {
    const six = Array.from({ length: 6 }, question);
    expectOnly(modal(...six), 'error too-many $.components', 6, 5);
  });

  it('refuses a modal without components', () => {
    expectOnly(
      { custom_id: 'm', title: 'Modal' },
      'error missing-field $.components',
      'components',
    );
  });

  it('refuses components that are not an array', () => {
    expectOnly({ ...modal(), components: 'no' }, 'error invalid-children $.components');
  });

  it('reports paths under `data` in an interaction response (type 9)', () => {
    const payload = { type: 9, data: { ...modal(label(chars(46), textInput())) } };
    expectOnly(payload, 'error too-long $.data.components[0].label', 46, 45);
  });

  it('warns about unknown body fields and keeps them', () => {
    expectOnly({ ...modal(question()), colour: 'red' }, 'warning unknown-field $.colour', 'colour');
  });
});

describe('Modal top level', () => {
  it('accepts Labels and Text Displays', () => {
    expectValid(modal(text('Please answer'), question()));
  });

  it('refuses a Text Input outside a Label', () => {
    expectOnly(modal(textInput()), 'error placement $.components[0]', 'goes inside a Label');
  });

  it('refuses a select outside a Label', () => {
    expectOnly(modal(stringSelect()), 'error placement $.components[0]', 'goes inside a Label');
  });

  it.each([
    ['Button', button()],
    ['Section', section([text()], thumbnail())],
    ['Thumbnail', thumbnail()],
    ['Media Gallery', gallery(mediaItem())],
    ['File', file()],
    ['Separator', separator()],
    ['Container', container(text())],
  ])('refuses a %s (message only), with one problem', (name, component) => {
    expectOnly(
      modal(component),
      'error placement $.components[0]',
      `${name} is for messages only.`,
    );
  });

  it('refuses a message-only kind in a deprecated Action Row', () => {
    expectProblems(modal(row(button())), [
      'error placement $.components[0].components[0]',
      'warning deprecated $.components[0]',
    ]);
  });
});

describe('Interaction payloads', () => {
  it.each([
    [3, 'MESSAGE_COMPONENT', { custom_id: 'click', component_type: 2 }],
    [5, 'MODAL_SUBMIT', { custom_id: 'modal', components: [] }],
    [2, 'APPLICATION_COMMAND', { name: 'ping', type: 1 }],
  ])('refuses an incoming interaction of type %i at import', (type, name, data) => {
    for (const as of [undefined, 'message', 'modal'] as const) {
      const result = importPayload({ id: '1', application_id: '2', type, data }, as ? { as } : {});
      expect(result.doc).toBeNull();
      expect(result.valid).toBe(false);
      expect(summary(result.problems)).toEqual(['error interaction-not-payload $.type']);
      expect(result.problems[0]?.message).toContain(name);
    }
  });

  it('refuses a response type that carries no message or modal', () => {
    expect(summary(check({ type: 6, data: {} }))).toEqual(['error unsupported-response $.type']);
  });

  it('accepts a modal response (type 9) and a message response (type 4)', () => {
    expect(importPayload({ type: 9, data: modal(question()) }).valid).toBe(true);
    expect(importPayload({ type: 4, data: { content: 'Hi' } }).valid).toBe(true);
  });
});
