// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  button,
  docOf,
  label,
  message,
  modal,
  row,
  text,
  textInput,
} from '../../model/testing/fixtures';
import { commandsDoc } from '../commands/test-helpers';

// Each test starts with the parts not loaded yet.
beforeEach(() => {
  vi.resetModules();
});
afterEach(cleanup);

async function deferred() {
  return (await import('./DeferredSimulator')).DeferredInteractionSimulator;
}

describe('DeferredInteractionSimulator', () => {
  it('draws a message in its first render', async () => {
    const Simulator = await deferred();
    render(<Simulator doc={docOf(message(text('Right away')))} />);
    expect(screen.getByText('Right away')).toBeTruthy();
  });

  it('draws the command picker for a Commands design, from a chunk of its own', async () => {
    const Simulator = await deferred();
    render(<Simulator doc={commandsDoc()} theme="light" />);
    expect(screen.getByRole('status').textContent).toBe('Loading the command picker…');
    const preview = await screen.findByTestId('command-preview');
    expect(preview.getAttribute('data-theme')).toBe('light');
    expect(screen.getByTestId('command-picker-input')).toBeTruthy();
  });

  it('draws a modal once its part has loaded', async () => {
    const Simulator = await deferred();
    render(<Simulator doc={docOf(modal(label('Name', textInput())))} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the modal…');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('answers a click made before the builder has loaded', async () => {
    const user = userEvent.setup();
    const Simulator = await deferred();
    const doc = docOf(message(row(button({ label: 'Go', custom_id: 'go' }))));
    render(<Simulator doc={doc} />);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const payload = await screen.findByTestId('interaction-payload');
    expect(JSON.parse(payload.textContent ?? '{}')).toMatchObject({
      type: 3,
      data: { custom_id: 'go', component_type: 2 },
    });
  });
});
