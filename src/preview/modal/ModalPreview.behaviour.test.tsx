// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkbox, label, modal, radioGroup, text, textInput } from '../../model/testing/fixtures';
import { fieldKey, modalDoc, renderModal } from './test-helpers';

afterEach(cleanup);

describe('ModalPreview answers', () => {
  it('starts from the model defaults and submits the answers by field key', async () => {
    const user = userEvent.setup();
    const { doc, onInteract } = renderModal(
      modal(
        label('Name', textInput({ value: 'Ant' })),
        label(
          'Class',
          radioGroup({
            options: [
              { label: 'A', value: 'a' },
              { label: 'B', value: 'b', default: true },
            ],
          }),
        ),
        label('Agree', checkbox({ default: true })),
      ),
    );
    const [name, klass, agree] = doc.nodes.map((l) => l.slots.component![0]!.key);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onInteract).toHaveBeenLastCalledWith({
      kind: 'submit',
      answers: { [name!]: 'Ant', [klass!]: 'b', [agree!]: true },
    });
  });

  it('Enter in a short input submits the form', async () => {
    const user = userEvent.setup();
    const { onInteract } = renderModal(modal(label('Name', textInput())));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Bee{Enter}');
    expect(onInteract).toHaveBeenCalledTimes(1);
  });

  it('is controlled when given answers, reporting each change with its key', async () => {
    const user = userEvent.setup();
    const onAnswersChange = vi.fn();
    const doc = modalDoc(modal(label('Name', textInput()), label('Other', textInput())));
    const [key, other] = [fieldKey(doc, 0), fieldKey(doc, 1)];
    renderModal(doc, { answers: { [key]: 'fixed' }, onAnswersChange });
    const input = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(input.value).toBe('fixed');
    await user.type(input, 'x');
    expect(onAnswersChange).toHaveBeenLastCalledWith({ [key]: 'fixedx', [other]: '' }, key);
    // A controlled modal shows only what it is given.
    expect(input.value).toBe('fixed');
  });

  it('Cancel puts its own answers back to the defaults and calls onCancel', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderModal(modal(label('Name', textInput({ value: 'Ant' }))), { onCancel });
    const input = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    await user.type(input, 's');
    expect(input.value).toBe('Ants');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(input.value).toBe('Ant');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

describe('ModalPreview errors', () => {
  it('shows a field error in red under the field and marks the control invalid', () => {
    const doc = modalDoc(modal(label('Name', textInput()), label('Other', textInput())));
    const key = fieldKey(doc);
    renderModal(doc, { errors: { [key]: '"Name" is required.' } });
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(
      input
        .getAttribute('aria-describedby')!
        .split(' ')
        .find((id) => id.endsWith('error'))!,
    );
    expect(error?.textContent).toBe('"Name" is required.');
    expect(error?.classList.contains('dp-field-error')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Other' }).getAttribute('aria-invalid')).toBeNull();
    expect(document.querySelectorAll('.dp-field-error')).toHaveLength(1);
  });

  it('shows an error given for the Label itself (a Label that holds nothing)', () => {
    const doc = modalDoc(modal(label('Empty'), text('Hi')));
    renderModal(doc, { errors: { [doc.nodes[0]!.key]: 'The Label holds no component.' } });
    expect(screen.getByText('This Label holds no component.')).toBeTruthy();
    expect(document.querySelector('.dp-field-error')?.textContent).toBe(
      'The Label holds no component.',
    );
  });
});

describe('ModalPreview selection', () => {
  it('every element carries data-node-key and data-kind; a click selects the innermost', async () => {
    const user = userEvent.setup();
    const doc = modalDoc(modal(text('Intro'), label('Name', textInput())));
    const { onSelect, container } = renderModal(doc);
    const kinds = Array.from(container.querySelectorAll('[data-kind]')).map((el) =>
      el.getAttribute('data-kind'),
    );
    expect(kinds).toEqual(['text-display', 'label', 'text-input']);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(onSelect).toHaveBeenLastCalledWith(fieldKey(doc, 1));
    await user.click(screen.getByText('Intro'));
    expect(onSelect).toHaveBeenLastCalledWith(doc.nodes[0]!.key);
  });

  it("a click on the Label's title selects the Label, not the input it focuses", async () => {
    const doc = modalDoc(modal(label('Name', textInput())));
    const { onSelect } = renderModal(doc);
    fireEvent.click(screen.getByText('Name'));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenLastCalledWith(doc.nodes[0]!.key);
  });

  it('draws the selection outline on selectedKey', () => {
    const doc = modalDoc(modal(label('Name', textInput())));
    const { container } = renderModal(doc, { selectedKey: fieldKey(doc) });
    const selected = container.querySelectorAll('[data-selected="true"]');
    expect(selected).toHaveLength(1);
    expect(selected[0]!.getAttribute('data-kind')).toBe('text-input');
  });
});
