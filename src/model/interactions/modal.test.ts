import { describe, expect, it } from 'vitest';
import type { Doc } from '../document/document';
import { defaultAnswers } from './component';
import {
  checkbox,
  checkboxGroup,
  choices,
  docOf,
  fileUpload,
  label,
  modal,
  nodeAt,
  radioGroup,
  stringSelect,
  text,
  textInput,
  userSelect,
} from '../testing/fixtures';
import { refused, submit, submitted } from '../testing/interactions';

/** A modal of one Label ("Question") around `component`, and the key of that component. */
function form(component: unknown): { doc: Doc; key: string } {
  const doc = docOf(modal(label('Question', component)));
  return { doc, key: nodeAt(doc, 0, 'component').key };
}

/** What the single field of the modal sends for `answer` (or its default when undefined). */
function sends(component: unknown, answer?: unknown): unknown {
  const { doc, key } = form(component);
  const data = submitted(submit(doc, answer === undefined ? {} : { [key]: answer }));
  const [top] = data.components;
  return top && 'component' in top ? top.component : undefined;
}

function refuses(component: unknown, answer?: unknown): string[] {
  const { doc, key } = form(component);
  return refused(submit(doc, answer === undefined ? {} : { [key]: answer }));
}

describe('buildInteraction', () => {
  describe('modal submit: Text Input', () => {
    it('refuses an empty required input and accepts an empty optional one', () => {
      expect(refuses(textInput(), '')).toEqual(['"Question" is required.']);
      expect(sends(textInput({ custom_id: 'a', required: false }), '')).toEqual({
        type: 4,
        id: 2,
        custom_id: 'a',
        value: '',
      });
    });

    it('enforces min_length and max_length, but not on an optional input left empty', () => {
      const input = textInput({ min_length: 5, max_length: 8 });
      expect(refuses(input, 'abc')).toEqual(['"Question" needs at least 5 characters; it has 3.']);
      expect(refuses(input, 'abcdefghi')).toEqual([
        '"Question" takes at most 8 characters; it has 9.',
      ]);
      expect(sends(input, 'abcde')).toMatchObject({ value: 'abcde' });
      expect(sends(textInput({ min_length: 5, required: false }), '')).toMatchObject({ value: '' });
    });

    it('counts characters, not UTF-16 units, and keeps a short input on one line', () => {
      expect(sends(textInput({ max_length: 2 }), '🐜🦋')).toMatchObject({ value: '🐜🦋' });
      expect(refuses(textInput({ style: 1 }), 'two\nlines')).toEqual([
        '"Question" is a single line; remove the line breaks.',
      ]);
      expect(sends(textInput({ style: 2 }), 'two\nlines')).toMatchObject({ value: 'two\nlines' });
    });

    it('sends the pre-filled value when the field is left alone', () => {
      expect(sends(textInput({ value: 'Hello' }))).toMatchObject({ value: 'Hello' });
    });

    it('sends a Text Input in a deprecated Action Row inside the row', () => {
      const doc = docOf(
        modal({ type: 1, components: [textInput({ custom_id: 'old', label: 'Old style' })] }),
      );
      const key = nodeAt(doc, 0, 'components', 0).key;
      expect(submitted(submit(doc, { [key]: 'hi' })).components).toEqual([
        { type: 1, id: 1, components: [{ type: 4, id: 2, custom_id: 'old', value: 'hi' }] },
      ]);
      expect(refused(submit(doc, { [key]: '' }))).toEqual(['"Old style" is required.']);
    });
  });

  describe('modal submit: Radio Group, Checkbox Group, Checkbox', () => {
    it('requires a radio choice unless the group is optional', () => {
      expect(refuses(radioGroup())).toEqual(['"Question" is required.']);
      expect(refuses(radioGroup(), null)).toEqual(['"Question" is required.']);
      expect(sends(radioGroup({ required: false }), null)).toMatchObject({ type: 21, value: null });
    });

    it('refuses a radio value that is not an option and starts on the default option', () => {
      expect(refuses(radioGroup(), 'choice-9')).toEqual([
        '"Question": "choice-9" is not one of its options.',
      ]);
      const options = [...choices(1), { label: 'B', value: 'b', default: true }];
      expect(sends(radioGroup({ options }))).toMatchObject({ value: 'b' });
    });

    it('holds a Checkbox Group to min_values and max_values (default: every option)', () => {
      const group = checkboxGroup({ options: choices(4), min_values: 2, max_values: 3 });
      expect(refuses(group, ['choice-1'])).toEqual([
        '"Question" takes at least 2 options; 1 chosen.',
      ]);
      expect(refuses(group, ['choice-1', 'choice-2', 'choice-3', 'choice-4'])).toEqual([
        '"Question" takes at most 3 options; 4 chosen.',
      ]);
      expect(sends(checkboxGroup({ options: choices(4) }), ['choice-4', 'choice-1'])).toMatchObject(
        {
          values: ['choice-4', 'choice-1'],
        },
      );
      expect(refuses(checkboxGroup())).toEqual(['"Question" is required.']);
    });

    it('sends an empty list for an optional Checkbox Group, and its defaults when untouched', () => {
      expect(sends(checkboxGroup({ required: false }), [])).toMatchObject({ values: [] });
      const options = [{ label: 'A', value: 'a', default: true }, ...choices(2)];
      expect(sends(checkboxGroup({ options }))).toMatchObject({ type: 22, values: ['a'] });
    });

    it('sends a Checkbox as a boolean, unchecked unless it defaults to checked', () => {
      expect(sends(checkbox({ custom_id: 'c' }))).toEqual({
        type: 23,
        id: 2,
        custom_id: 'c',
        value: false,
      });
      expect(sends(checkbox({ default: true }))).toMatchObject({ value: true });
    });
  });

  describe('modal submit: selects', () => {
    it('requires a choice unless the select is optional', () => {
      expect(refuses(stringSelect())).toEqual(['"Question" is required.']);
      expect(sends(stringSelect({ required: false }), [])).toMatchObject({ values: [] });
      expect(
        sends(stringSelect({ options: [{ label: 'A', value: 'a', default: true }] })),
      ).toMatchObject({
        values: ['a'],
      });
    });

    it('starts an auto-populated select on its default_values and resolves them', () => {
      const ben = '1290000000000000202';
      const { doc } = form(userSelect({ default_values: [{ id: ben, type: 'user' }] }));
      const data = submitted(submit(doc, {}));
      expect(Object.keys(data.resolved?.users ?? {})).toEqual([ben]);
    });
  });

  describe('modal submit: File Upload', () => {
    const png = {
      name: 'my shot.png',
      size: 1000,
      contentType: 'image/png',
      width: 10,
      height: 20,
    };

    it('gives each file an id and an ephemeral attachment on the CDN', () => {
      const { doc, key } = form(fileUpload({ custom_id: 'up', max_values: 2 }));
      const pdf = { name: 'log.pdf', size: 5, contentType: 'application/pdf' };
      const data = submitted(submit(doc, { [key]: { files: [png, pdf] } }));
      const top = data.components[0];
      const values =
        top && 'component' in top && 'values' in top.component ? top.component.values : [];
      expect(values).toHaveLength(2);
      const [first, second] = values.map((id) => data.resolved?.attachments?.[id]);
      expect(first).toMatchObject({
        filename: 'my_shot.png',
        content_type: 'image/png',
        ephemeral: true,
        width: 10,
        height: 20,
        url: expect.stringMatching(
          /^https:\/\/cdn\.discordapp\.com\/ephemeral-attachments\/\d+\/\d+\/my_shot\.png\?ex=[0-9a-f]+&is=[0-9a-f]+&hm=[0-9a-f]{64}&$/,
        ),
        proxy_url: expect.stringMatching(
          /^https:\/\/media\.discordapp\.net\/ephemeral-attachments\//,
        ),
      });
      expect(second).not.toHaveProperty('width');
      expect(new Set(values).size).toBe(2);
    });

    it('refuses too few or too many files, files over the upload limit and other file types', () => {
      expect(refuses(fileUpload())).toEqual(['"Question" is required.']);
      expect(refuses(fileUpload(), { files: [png, png] })).toEqual([
        '"Question" takes exactly 1 file; 2 chosen.',
      ]);
      expect(refuses(fileUpload(), { files: [{ ...png, size: 11 * 1024 * 1024 }] })).toEqual([
        '"Question": my shot.png is larger than the upload limit (10485760 bytes).',
      ]);
      expect(refuses(fileUpload({ file_types: ['video', '.pdf'] }), { files: [png] })).toEqual([
        '"Question": my shot.png is not one of video, .pdf.',
      ]);
      expect(sends(fileUpload({ file_types: ['image'] }), { files: [png] })).toMatchObject({
        type: 19,
      });
    });
  });

  describe('modal submit: the form as a whole', () => {
    it('sends Text Displays as type and id, and reports every problem at once', () => {
      const doc = docOf(
        modal(text('Read me'), label('A', textInput()), label('B', radioGroup()), label('C')),
      );
      const errors = refused(submit(doc, { nope: 'x', [nodeAt(doc, 1, 'component').key]: 3 }));
      expect(errors).toEqual([
        'This modal has no field with key nope.',
        '"A" takes a string as its answer.',
        '"B" is required.',
        '"C" holds no component.',
      ]);
      const ok = docOf(modal(text('Read me'), label('A', textInput({ custom_id: 'a' }))));
      const key = nodeAt(ok, 1, 'component').key;
      expect(submitted(submit(ok, { [key]: 'hi' })).components).toEqual([
        { type: 10, id: 1 },
        { type: 18, id: 2, component: { type: 4, id: 3, custom_id: 'a', value: 'hi' } },
      ]);
    });

    it('refuses anything but a Text Input in a deprecated Action Row', () => {
      const doc = docOf(modal({ type: 1, components: [stringSelect()] }));
      expect(refused(submit(doc, {}))).toEqual([
        'An Action Row in a modal holds only Text Inputs, not a String Select.',
      ]);
    });

    it('keeps ids the modal defines and fills the others around them', () => {
      const doc = docOf(modal(label('A', textInput({ custom_id: 'a', id: 1 }))));
      const key = nodeAt(doc, 0, 'component').key;
      expect(submitted(submit(doc, { [key]: 'x' })).components).toEqual([
        { type: 18, id: 2, component: { type: 4, id: 1, custom_id: 'a', value: 'x' } },
      ]);
    });
  });
});

describe('defaultAnswers', () => {
  it('gives each field its starting answer, keyed by the field’s node key', () => {
    const doc = docOf(
      modal(
        label('A', textInput({ value: 'pre' })),
        label('B', checkbox({ default: true })),
        label('C', radioGroup()),
        label('D', fileUpload()),
        text('not a field'),
      ),
    );
    const key = (i: number) => nodeAt(doc, i, 'component').key;
    expect(defaultAnswers(doc)).toEqual({
      [key(0)]: 'pre',
      [key(1)]: true,
      [key(2)]: null,
      [key(3)]: { files: [] },
    });
  });
});
