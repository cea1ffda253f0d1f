// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorProvider } from '../state/context';
import { createEditorStore } from '../state/store';
import { NOTICE_MS, NoticeBar } from './NoticeBar';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  const store = createEditorStore();
  render(
    <EditorProvider store={store}>
      <NoticeBar />
    </EditorProvider>,
  );
  return store;
}

describe('NoticeBar', () => {
  it('shows a refusal as an alert and a note as a status', () => {
    const store = setup();
    expect(screen.queryByTestId('notice')).toBeNull();
    act(() => store.getState().notify('refused', 'Not here.'));
    expect(screen.getByRole('alert').textContent).toContain('Not here.');
    act(() => store.getState().notify('info', 'Moved.'));
    expect(screen.getByTestId('notice').getAttribute('role')).toBe('status');
  });

  it('is dismissed by its button', () => {
    const store = setup();
    act(() => store.getState().notify('refused', 'Not here.'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('notice')).toBeNull();
    expect(store.getState().notice).toBeNull();
  });

  it('clears itself after a while, giving a newer notice its own full time', () => {
    vi.useFakeTimers();
    const store = setup();
    act(() => store.getState().notify('refused', 'First.'));
    act(() => vi.advanceTimersByTime(NOTICE_MS - 1000));
    act(() => store.getState().notify('refused', 'Second.'));
    act(() => vi.advanceTimersByTime(NOTICE_MS - 1000));
    expect(screen.getByTestId('notice').textContent).toContain('Second.');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('notice')).toBeNull();
  });
});
