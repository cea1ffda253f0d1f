// Every problem the validator reports is fixable in the editor: by the inspector field a click
// focuses, or by a fix the panel offers. The corpus below makes every code the validator has.
import { describe, expect, it } from 'vitest';
import { applyFix, validate } from '../../model';
import type { Doc, Problem } from '../../model';
import {
  button,
  chars,
  checkbox,
  checkboxGroup,
  container,
  defaultValues,
  docOf,
  gallery,
  label,
  legacy,
  linkButton,
  mediaItem,
  message,
  modal,
  modalWith,
  radioGroup,
  row,
  section,
  stringSelect,
  text,
  textInput,
  texts,
  thumbnail,
  userSelect,
} from '../../model/testing/fixtures';
import { fixesOf } from './fixes-of';
import { formTarget } from './problem-fixes';

const choice = (n: number, checked: number[] = []) =>
  Array.from({ length: n }, (_, i) => ({
    label: `C${i}`,
    value: `c${i}`,
    ...(checked.includes(i) ? { default: true } : {}),
  }));

/** Payloads that between them make every problem code. */
const CORPUS: [string, unknown, ('message' | 'modal')?][] = [
  ['v2 content', { ...message(text()), content: 'Hello' }],
  ['v2 embeds', { ...message(text()), embeds: [{ title: 'x' }] }],
  ['bad flags', { flags: 32768 | 64 | (1 << 20), components: [text()] }],
  ['mentions conflict', { content: 'Hi', allowed_mentions: { parse: ['users'], users: ['1'] } }],
  ['unknown body field', { ...message(text()), colour: 1 }],
  ['bad body field', { ...legacy(row(button())), tts: 'yes' }],
  ['unknown node field', message(text('a'), { type: 10, content: 'b', colour: 2 })],
  ['components not a list', message({ type: 17, components: 5 })],
  ['raw entry', message(text(), 7)],
  ['unknown type', message(text(), { type: 99 })],
  ['placement', message(thumbnail({ media: { url: 'https://a.b/c.png' } }))],
  ['empty row', message(row())],
  ['empty container', message({ type: 17, components: [] })],
  ['no accessory', message(section([text()]))],
  ['section texts', message(section(texts(4), button()))],
  ['section without texts', message(section([], button()))],
  ['select not alone', legacy(row(stringSelect(), button()))],
  ['too many buttons', legacy(row(button(), button(), button(), button(), button(), button()))],
  ['primaries', legacy(row(button({ style: 1 }), button({ style: 1 })))],
  ['six rows', legacy(...Array.from({ length: 6 }, () => row(button())))],
  ['41 components', message(container(...texts(40)))],
  ['text total', message(text(chars(3000)), text(chars(2000)))],
  ['empty v2', { flags: 32768, components: [] }],
  ['empty legacy', { content: '' }],
  ['modal six', modal(...Array.from({ length: 6 }, (_, i) => label(`L${i}`, textInput())))],
  ['modal none', modal()],
  ['modal no components', { custom_id: 'm', title: 'T' }, 'modal'],
  ['label without input', modal(label('L'))],
  ['deprecated row', modal(row(textInput({ label: 'Name' })))],
  ['modal row of two', modal(row(textInput({ label: 'A' }), textInput({ label: 'B' })))],
  ['label in label', modalWith(textInput({ label: 'Own' }))],
  ['disabled in modal', modalWith(stringSelect({ disabled: true }))],
  ['required in message', message(row(userSelect({ required: true })))],
  ['button empty', message(row(button({ label: undefined })))],
  ['button label long', message(row(button({ label: chars(60) })))],
  ['link with custom_id', message(row(linkButton({ custom_id: 'x' })))],
  ['bad emoji', message(row(button({ emoji: { animated: true } })))],
  ['bad url', message(row(linkButton({ url: 'ftp://a.b' })))],
  ['bad style', message(row(button({ style: 9 })))],
  ['empty custom_id', message(row(button({ custom_id: '' })))],
  ['long custom_id', message(row(button({ custom_id: chars(101) })))],
  [
    'duplicates',
    message(row(button({ custom_id: 'a', id: 3 }), button({ custom_id: 'a', id: 3 }))),
  ],
  ['bad default type', message(row(userSelect({ default_values: defaultValues('role', 1) })))],
  [
    'option values',
    message(
      row(
        stringSelect({
          options: [
            { label: 'a', value: 'v' },
            { label: 'b', value: 'v' },
          ],
        }),
      ),
    ),
  ],
  ['max over options', message(row(stringSelect({ options: choice(2), max_values: 3 })))],
  ['min over options', message(row(stringSelect({ options: choice(2), min_values: 3 })))],
  ['min over max', message(row(userSelect({ min_values: 3, max_values: 2 })))],
  ['min required', modalWith(checkboxGroup({ min_values: 0 }))],
  ['two defaults', modalWith(radioGroup({ options: choice(3, [0, 1]) }))],
  ['too many checked', modalWith(checkboxGroup({ options: choice(3, [0, 1, 2]), max_values: 2 }))],
  ['bad checkbox default', modalWith(checkbox({ default: 'yes' }))],
  ['value too long', modalWith(textInput({ value: chars(11), max_length: 10 }))],
  ['value too short', modalWith(textInput({ value: chars(2), min_length: 5 }))],
  ['few options', message(row(stringSelect({ options: [] })))],
  ['many options', message(row(stringSelect({ options: choice(26) })))],
  ['out of range', message(row(userSelect({ max_values: 26 })))],
  ['short text', modalWith(textInput({ min_length: 5, max_length: 2 }))],
  ['gallery', message(gallery(mediaItem('attachment://a.png')))],
];

/** Codes the editor never sees (import of text that is not JSON) or that mean a bug. */
const NOT_IN_EDITOR = new Set(['invalid-json', 'validator-crashed']);

const EVERY_CODE = [
  'button-empty',
  'button-label-long',
  'button-style-field',
  'defaults-out-of-range',
  'deprecated',
  'disabled-in-modal',
  'duplicate-custom-id',
  'duplicate-id',
  'duplicate-option-value',
  'empty',
  'empty-action-row',
  'empty-container',
  'empty-message',
  'ignored-field',
  'invalid-children',
  'invalid-component',
  'invalid-default-type',
  'invalid-emoji',
  'invalid-flags',
  'invalid-format',
  'invalid-type',
  'invalid-value',
  'label-in-label',
  'max-values-over-options',
  'mentions-conflict',
  'min-greater-than-max',
  'min-values-over-options',
  'min-values-required',
  'missing-accessory',
  'missing-attachment',
  'missing-component',
  'missing-field',
  'multiple-defaults',
  'multiple-primary',
  'out-of-range',
  'placement',
  'section-texts',
  'select-not-alone',
  'text-display-total',
  'too-few',
  'too-long',
  'too-many',
  'too-many-action-rows',
  'too-many-buttons',
  'too-many-components',
  'unknown-component-type',
  'unknown-field',
  'v2-forbidden-field',
  'value-too-long',
  'value-too-short',
];

const cases = CORPUS.map(([name, payload, as]) => {
  const doc = docOf(payload, as);
  return { name, doc, problems: validate(doc) };
});
const same = (a: Problem, b: Problem) => a.code === b.code && a.path === b.path;

describe('problem fixes', () => {
  it('the corpus makes every problem code the validator has', () => {
    const made = new Set(cases.flatMap((c) => c.problems.map((p) => p.code)));
    expect(EVERY_CODE.filter((code) => !made.has(code))).toEqual([]);
    expect(
      [...made].filter((code) => !EVERY_CODE.includes(code) && !NOT_IN_EDITOR.has(code)),
    ).toEqual([]);
  });

  it.each(cases)('every problem of "$name" has a field or a fix', ({ doc, problems }) => {
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) {
      const where = `${p.code} at ${p.path}`;
      expect(formTarget(doc, p) !== null || fixesOf(doc, p).length > 0, where).toBe(true);
    }
  });

  it.each(cases)('every fix of "$name" applies and takes its problem away', ({ doc, problems }) => {
    for (const p of problems) {
      for (const fix of fixesOf(doc, p)) {
        const where = `${p.code} at ${p.path}: ${fix.label}`;
        const result = applyFix(doc, fix.edit);
        if (!result.ok) throw new Error(`${where}: ${result.reason}`);
        expect(result.doc, where).not.toBe(doc);
        const left = validate(result.doc).filter((q) => same(p, q)).length;
        const before = problems.filter((q) => same(p, q)).length;
        expect(left, where).toBeLessThan(before);
      }
    }
  });

  it('offers to move a V2 message’s content into a Text Display, and does it', () => {
    const doc: Doc = docOf({ ...message(text('After')), content: 'Before' });
    const problem = validate(doc).find((p) => p.code === 'v2-forbidden-field')!;
    expect(formTarget(doc, problem)).toBeNull();
    const [move, drop] = fixesOf(doc, problem);
    expect(move!.label).toBe('Move it into a Text Display');
    expect(drop!.label).toBe('Remove `content`');
    const moved = applyFix(doc, move!.edit);
    if (!moved.ok) throw new Error(moved.reason);
    expect(moved.doc.body.content).toBeUndefined();
    expect(moved.doc.nodes.map((n) => n.props.content)).toEqual(['Before', 'After']);
    expect(validate(moved.doc)).toEqual([]);
  });

  it('sends a click on a field problem to its field', () => {
    const doc = docOf(message(row(button({ custom_id: '' }))));
    const problem = validate(doc)[0]!;
    expect(formTarget(doc, problem)).toEqual({ key: problem.nodeId, field: 'custom_id' });
    expect(fixesOf(doc, problem)).toEqual([]);
  });

  it('says what a trim removes', () => {
    const labelsOf = (payload: unknown, code: string) => {
      const doc = docOf(payload);
      const problem = validate(doc).find((p) => p.code === code)!;
      return fixesOf(doc, problem).map((f) => f.label);
    };
    const six = modal(...Array.from({ length: 6 }, (_, i) => label(`L${i}`, textInput())));
    expect(labelsOf(six, 'too-many')).toEqual(['Remove the last component']);
    const seven = legacy(...Array.from({ length: 7 }, () => row(button())));
    expect(labelsOf(seven, 'too-many-action-rows')).toEqual(['Remove the last 2 Action Rows']);
  });
});
