// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyMessage } from '../../model';
import { EditorProvider } from '../state/context';
import { createEditorStore } from '../state/store';
import type { EditorStore } from '../state/store';
import { UndoRedo } from './UndoRedo';
import { NATIVE_UNDO_ATTR, undoShortcutOf, useUndoShortcuts } from './use-undo-shortcuts';

afterEach(cleanup);

function Shortcuts() {
  useUndoShortcuts();
  return (
    <>
      <textarea data-testid="field" />
      <input data-testid="own" {...{ [NATIVE_UNDO_ATTR]: '' }} />
    </>
  );
}

function setup(): EditorStore {
  const store = createEditorStore({ doc: emptyMessage() });
  render(
    <EditorProvider store={store}>
      <UndoRedo />
      <Shortcuts />
    </EditorProvider>,
  );
  return store;
}

const addText = (store: EditorStore) =>
  act(() => {
    store.getState().dispatch({
      type: 'add',
      kind: 'text-display',
      target: { parentKey: null, slot: 'components', index: 0 },
    });
  });

const key = (init: Partial<Parameters<typeof undoShortcutOf>[0]>) =>
  undoShortcutOf({
    key: 'z',
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...init,
  });

describe('undoShortcutOf', () => {
  it('knows undo and redo on Windows, Linux and Mac', () => {
    expect(key({ ctrlKey: true })).toBe('undo');
    expect(key({ metaKey: true })).toBe('undo');
    expect(key({ key: 'Z', ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key({ key: 'Z', metaKey: true, shiftKey: true })).toBe('redo');
    expect(key({ key: 'y', ctrlKey: true })).toBe('redo');
  });

  it('ignores other keys and plain typing', () => {
    expect(key({})).toBeNull();
    expect(key({ key: 'a', ctrlKey: true })).toBeNull();
    expect(key({ ctrlKey: true, altKey: true })).toBeNull();
  });

  it('finds Z by its position on layouts where it types another letter', () => {
    expect(key({ key: 'я', code: 'KeyZ', ctrlKey: true })).toBe('undo');
  });
});

describe('UndoRedo', () => {
  it('is disabled with nothing to undo or redo, and steps through history', () => {
    const store = setup();
    expect((screen.getByTestId('undo') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('redo') as HTMLButtonElement).disabled).toBe(true);
    addText(store);
    expect((screen.getByTestId('undo') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('undo'));
    expect(store.getState().doc.nodes).toHaveLength(0);
    expect((screen.getByTestId('redo') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('redo'));
    expect(store.getState().doc.nodes).toHaveLength(1);
  });
});

describe('useUndoShortcuts', () => {
  it('undoes and redoes the design from inside a text field, instead of the browser', () => {
    const store = setup();
    addText(store);
    const field = screen.getByTestId('field');
    const undo = new KeyboardEvent('keydown', {
      key: 'z',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    act(() => {
      field.dispatchEvent(undo);
    });
    expect(undo.defaultPrevented).toBe(true);
    expect(store.getState().doc.nodes).toHaveLength(0);
    act(() => {
      fireEvent.keyDown(field, { key: 'y', ctrlKey: true });
    });
    expect(store.getState().doc.nodes).toHaveLength(1);
    act(() => {
      fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
    });
    expect(store.getState().doc.nodes).toHaveLength(0);
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Z', metaKey: true, shiftKey: true });
    });
    expect(store.getState().doc.nodes).toHaveLength(1);
  });

  it('leaves fields that keep their own undo alone', () => {
    const store = setup();
    addText(store);
    act(() => {
      fireEvent.keyDown(screen.getByTestId('own'), { key: 'z', ctrlKey: true });
    });
    expect(store.getState().doc.nodes).toHaveLength(1);
  });
});
