// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';
import { InteractionSimulator } from './InteractionSimulator';
import { exampleDoc } from './test-helpers';

const realClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
const setClipboard = (value: unknown) =>
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });

beforeEach(() => {
  // jsdom has no execCommand; each test says what it does.
  document.execCommand = vi.fn(() => false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  if (realClipboard) Object.defineProperty(navigator, 'clipboard', realClipboard);
  else setClipboard(undefined);
});

describe('the Copy button of the payload panel', () => {
  it('copies the exact payload text with the Clipboard API and says "Copied"', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<InteractionSimulator doc={exampleDoc('01_')} />);
    setClipboard({ writeText });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(screen.getByTestId('interaction-payload').textContent);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('goes back to "Copy" after a moment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setClipboard({ writeText: vi.fn(() => Promise.resolve()) });
    render(<InteractionSimulator doc={exampleDoc('01_')} />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('says "Copy failed" when nothing could copy', async () => {
    const user = userEvent.setup();
    // After setup: user-event puts its own clipboard stub on navigator.
    setClipboard({ writeText: vi.fn(() => Promise.reject(new Error('denied'))) });
    render(<InteractionSimulator doc={exampleDoc('01_')} />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeTruthy();
  });
});

describe('copyText', () => {
  it('falls back to a hidden textarea and execCommand without the Clipboard API', async () => {
    setClipboard(undefined);
    let copied = '';
    document.execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement | null)?.value ?? '';
      const area = document.querySelector('textarea');
      copied ||= area?.value ?? '';
      return true;
    });
    await expect(copyText('{"type": 3}')).resolves.toBe(true);
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('{"type": 3}');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when the Clipboard API refuses', async () => {
    setClipboard({ writeText: () => Promise.reject(new Error('insecure')) });
    document.execCommand = vi.fn(() => true);
    await expect(copyText('x')).resolves.toBe(true);
  });

  it('resolves false when neither way works', async () => {
    setClipboard(undefined);
    await expect(copyText('x')).resolves.toBe(false);
  });
});
