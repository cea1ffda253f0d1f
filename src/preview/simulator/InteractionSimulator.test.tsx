// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { InteractionSimulator } from './InteractionSimulator';
import { exampleDoc, exampleJson, shownPayload } from './test-helpers';

afterEach(cleanup);

const submit = () => screen.getByRole('button', { name: 'Submit' });

describe("InteractionSimulator with the docs' modals", () => {
  it('radio group (example 18): choosing Warrior sends the data of example 19', async () => {
    const user = userEvent.setup();
    render(<InteractionSimulator doc={exampleDoc('18_')} />);
    await user.click(screen.getByRole('radio', { name: 'Warrior' }));
    await user.click(submit());
    const payload = shownPayload();
    expect(payload.type).toBe(5);
    expect(payload.data).toEqual(exampleJson('19_').data);
    expect(screen.getByTestId('interaction-type').textContent).toBe('type 5 MODAL_SUBMIT');
  });

  it('checkbox group (example 20): ticking 5th, 10th, 4th sends the data of example 21', async () => {
    const user = userEvent.setup();
    render(<InteractionSimulator doc={exampleDoc('20_')} />);
    for (const day of ['March 5th', 'March 10th', 'March 4th']) {
      await user.click(screen.getByRole('checkbox', { name: day }));
    }
    await user.click(submit());
    expect(shownPayload().data).toEqual(exampleJson('21_').data);
  });

  it('checkbox (example 22): ticking it sends the data of example 23', async () => {
    const user = userEvent.setup();
    render(<InteractionSimulator doc={exampleDoc('22_')} />);
    await user.click(screen.getByRole('checkbox', { name: 'Do you like me?' }));
    await user.click(submit());
    expect(shownPayload().data).toEqual(exampleJson('23_').data);
  });

  it('an empty required field shows its error under the field and sends nothing', async () => {
    const user = userEvent.setup();
    render(<InteractionSimulator doc={exampleDoc('18_')} />);
    await user.click(submit());
    expect(screen.queryByTestId('interaction-payload')).toBeNull();
    const group = screen.getByRole('radiogroup', { name: 'Choose your class' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const field = group.closest('[data-kind="label"]') as HTMLElement;
    expect(field.querySelector('.dp-field-error')?.textContent).toBe(
      '"Choose your class" is required.',
    );
    const refused = screen.getByTestId('interaction-refused');
    expect(refused.textContent).toContain('Discord would not submit this modal: 1 problem to fix.');
    // Answering clears the field's error; submitting again sends.
    await user.click(screen.getByRole('radio', { name: 'Bard' }));
    expect(field.querySelector('.dp-field-error')).toBeNull();
    await user.click(submit());
    expect(shownPayload().data).toMatchObject({ custom_id: 'class_selection_modal' });
  });

  it('Cancel sends nothing and says so', async () => {
    const user = userEvent.setup();
    render(<InteractionSimulator doc={exampleDoc('22_')} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('interaction-none').textContent).toContain('sends your bot nothing');
  });
});

describe('InteractionSimulator with a message', () => {
  it('a button click shows the MESSAGE_COMPONENT payload with component_type 2 and custom_id', async () => {
    const user = userEvent.setup();
    render(<InteractionSimulator doc={exampleDoc('01_')} />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const payload = shownPayload();
    expect(payload.type).toBe(3);
    expect(payload.data).toMatchObject({ component_type: 2, custom_id: 'click_yes' });
    expect(screen.getByTestId('interaction-type').textContent).toBe('type 3 MESSAGE_COMPONENT');
  });

  it('a link button sends no interaction', async () => {
    const user = userEvent.setup();
    render(<InteractionSimulator doc={exampleDoc('01_')} />);
    await user.click(screen.getByText('Learn More'));
    expect(screen.getByTestId('interaction-none').textContent).toBe(
      'A link button opens its URL and sends no interaction.',
    );
    expect(screen.queryByTestId('interaction-payload')).toBeNull();
  });

  it('keeps the last interactions, newest first, and shows an earlier one on request', async () => {
    const user = userEvent.setup();
    render(<InteractionSimulator doc={exampleDoc('01_')} />);
    await user.click(screen.getByText('Accept'));
    await user.click(screen.getByText('Learn More'));
    const history = screen.getByRole('navigation', { name: 'Recent interactions' });
    const items = within(history).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      'Nothing sent',
      'MESSAGE_COMPONENT · click_yes',
    ]);
    await user.click(items[1]!);
    expect(shownPayload().data).toMatchObject({ custom_id: 'click_yes' });
  });
});
