// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkbox,
  checkboxGroup,
  fileUpload,
  label,
  modal,
  radioGroup,
  row,
  stringSelect,
  text,
  textInput,
  userSelect,
} from '../../model/testing/fixtures';
import { renderModal } from './test-helpers';

afterEach(cleanup);

// user-event walks radio groups with CSS.escape, which jsdom does not have.
globalThis.CSS ??= { escape: (s: string) => s.replace(/[^\w-]/g, '\\$&') } as typeof CSS;

describe('ModalPreview chrome', () => {
  it('draws the title, the app icon, the warning naming the app, Cancel and Submit', () => {
    renderModal({ ...modal(label('Name', textInput())), title: 'Bug Report' });
    const form = screen.getByRole('form', { name: 'Bug Report' });
    expect(within(form).getByRole('heading', { name: 'Bug Report' })).toBeTruthy();
    const note = within(form).getByRole('note');
    expect(note.textContent).toBe(
      'This form will be submitted to No Soap Radio. Do not share passwords or other sensitive information.',
    );
    expect(note.querySelector('strong')?.textContent).toBe('No Soap Radio');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('wears the theme on its .dp root', () => {
    const { container } = renderModal(modal(text('Hi')), { theme: 'light' });
    const root = container.firstElementChild as HTMLElement;
    expect(root.classList.contains('dp')).toBe(true);
    expect(root.getAttribute('data-theme')).toBe('light');
  });
});

describe('Label', () => {
  it('shows its text, a red asterisk when required, and its description', () => {
    const { byKind } = renderModal(
      modal(
        label('Why?', textInput({ style: 2 }), { description: 'Give details.' }),
        label('Optional', textInput({ required: false })),
      ),
    );
    const [first, second] = byKind('label');
    expect(first!.querySelector('.dp-field-label')?.textContent).toBe('Why? *');
    expect(first!.querySelector('.dp-field-required')).not.toBeNull();
    expect(first!.querySelector('.dp-field-description')?.textContent).toBe('Give details.');
    expect(second!.querySelector('.dp-field-required')).toBeNull();
    // The label names the control and the description describes it.
    const box = screen.getByRole('textbox', { name: 'Why?' });
    expect(box.getAttribute('aria-describedby')).toContain(
      first!.querySelector('.dp-field-description')!.id,
    );
  });
});

describe('Text Input', () => {
  it('short: placeholder and pre-filled value, no counter without max_length', () => {
    renderModal(modal(label('Subject', textInput({ placeholder: 'About?', value: 'Bugs' }))));
    const input = screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.placeholder).toBe('About?');
    expect(input.value).toBe('Bugs');
    expect(document.querySelector('.dp-text-input-counter')).toBeNull();
  });

  it('paragraph: a textarea with the characters left in a counter, updated while typing', async () => {
    const user = userEvent.setup();
    renderModal(modal(label('Details', textInput({ style: 2, placeholder: 'Write…' }))));
    const area = screen.getByRole('textbox', { name: 'Details' });
    expect(area.tagName).toBe('TEXTAREA');
    const counter = document.querySelector('.dp-text-input-counter')!;
    expect(counter.textContent).toBe('4000');
    await user.type(area, 'Hello');
    expect(counter.textContent).toBe('3995');
    await user.type(area, ' 🐜');
    expect(counter.textContent).toBe('3993');
  });

  it('a short input with max_length counts down and stops at the limit', async () => {
    const user = userEvent.setup();
    renderModal(modal(label('Code', textInput({ max_length: 4 }))));
    const input = screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
    await user.type(input, 'abcdef');
    expect(input.value).toBe('abcd');
    expect(document.querySelector('.dp-text-input-counter')!.textContent).toBe('0');
  });

  it('a deprecated Action Row shows the Text Input with its own label', () => {
    const { byKind } = renderModal(modal(row(textInput({ label: 'Old style', value: 'x' }))));
    expect(byKind('action-row')).toHaveLength(1);
    const input = screen.getByRole('textbox', { name: 'Old style' }) as HTMLInputElement;
    expect(input.value).toBe('x');
    expect(byKind('action-row')[0]!.querySelector('.dp-field-required')).not.toBeNull();
  });
});

describe('selects, groups and uploads', () => {
  it('draws a select with SelectMenu in its modal variant, named by the Label', async () => {
    const user = userEvent.setup();
    const { submitted } = renderModal(
      modal(
        label('Favorite bug?', stringSelect({ placeholder: 'Choose…' })),
        label('Who?', userSelect()),
      ),
    );
    const select = screen.getByRole('combobox', { name: 'Favorite bug?' });
    expect(select.closest('.dp-select')!.classList.contains('dp-select--modal')).toBe(true);
    expect(select.textContent).toContain('Choose…');
    await user.click(select);
    await user.click(screen.getByRole('option', { name: /Option 2/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(Object.values(submitted())).toContainEqual(['option-2']);
  });

  it('radio group: circles in a radiogroup, one choice at a time, keyboard included', async () => {
    const user = userEvent.setup();
    renderModal(
      modal(
        label(
          'Class',
          radioGroup({
            options: [
              { label: 'Warrior', value: 'w', description: 'Strong and brave' },
              { label: 'Rogue', value: 'r' },
              { label: 'Bard', value: 'b' },
            ],
          }),
        ),
      ),
    );
    const group = screen.getByRole('radiogroup', { name: 'Class' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(
      within(group).getByRole('radio', { name: 'Warrior' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(group.textContent).toContain('Strong and brave');
    await user.click(screen.getByText('Rogue'));
    expect((radios[1] as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect((radios[2] as HTMLInputElement).checked).toBe(true);
    expect((radios[1] as HTMLInputElement).checked).toBe(false);
  });

  it('checkbox group: squares in a group, ticks, and max_values respected', async () => {
    const user = userEvent.setup();
    const { byKind } = renderModal(modal(label('Days', checkboxGroup({ max_values: 2 }))));
    const group = screen.getByRole('group', { name: 'Days' });
    const boxes = within(group).getAllByRole('checkbox') as HTMLInputElement[];
    await user.click(boxes[0]!);
    await user.click(boxes[2]!);
    expect(boxes.map((b) => b.checked)).toEqual([true, false, true]);
    expect(boxes[1]!.disabled).toBe(true);
    expect(byKind('checkbox-group')[0]!.querySelectorAll('.is-checked svg')).toHaveLength(2);
  });

  it('checkbox: the box with the Label text and description beside it, no asterisk', async () => {
    const user = userEvent.setup();
    const { byKind } = renderModal(
      modal(label('Do you like me?', checkbox(), { description: '😳' })),
    );
    const box = screen.getByRole('checkbox', { name: 'Do you like me?' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(byKind('label')[0]!.querySelector('.dp-field-required')).toBeNull();
    expect(byKind('checkbox')[0]!.textContent).toContain('😳');
    await user.click(screen.getByText('Do you like me?'));
    expect(box.checked).toBe(true);
  });

  it('file upload: drop zone with browse, files listed with size and removable', async () => {
    const user = userEvent.setup();
    renderModal(modal(label('Screenshot', fileUpload({ max_values: 2, file_types: ['image'] }))));
    expect(screen.getByText(/Drop files here or/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeTruthy();
    expect(screen.getByText('Upload up to 2 files under 10 MB.')).toBeTruthy();
    const input = screen.getByLabelText(/^Screenshot/) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
    const png = new File([new Uint8Array(2048)], 'bug.png', { type: 'image/png' });
    await user.upload(input, png);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(list.textContent).toContain('bug.png');
    expect(list.textContent).toContain('2.00 KB');
    await user.click(screen.getByRole('button', { name: 'Remove bug.png' }));
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  });

  it('file upload leaves out files of other types and beyond max_values', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderModal(modal(label('Log', fileUpload({ file_types: ['.txt'], max_values: 2 }))));
    const input = screen.getByLabelText(/^Log/) as HTMLInputElement;
    const files = [
      new File(['a'], 'a.exe', { type: 'application/x-msdownload' }),
      new File(['b'], 'b.txt', { type: 'text/plain' }),
      new File(['c'], 'c.txt', { type: 'text/plain' }),
      new File(['d'], 'd.txt', { type: 'text/plain' }),
    ];
    await user.upload(input, files);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('b.txt'), expect.stringContaining('c.txt')]);
    const notes = screen.getByRole('status').textContent!;
    expect(notes).toContain('a.exe is not one of .txt.');
    expect(notes).toContain('d.txt was left out');
  });

  it('text display: markdown body text', () => {
    const { byKind } = renderModal(
      modal(text('Move them **for 1 hour**.'), label('A', textInput())),
    );
    const display = byKind('text-display')[0]!;
    expect(display.querySelector('strong')?.textContent).toBe('for 1 hour');
  });
});
