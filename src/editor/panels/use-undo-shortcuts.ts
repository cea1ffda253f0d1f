// Ctrl/Cmd+Z undoes, Ctrl+Y and Ctrl/Cmd+Shift+Z redo, everywhere in the editor, text fields
// included: the browser's own undo in a field would fight the store's history of the same text.
import { useEffect } from 'react';
import type { RefObject } from 'react';
import { useEditorStore } from '../state/context';

/** Elements (and their children) marked with this attribute keep the browser's own undo. */
export const NATIVE_UNDO_ATTR = 'data-native-undo';

export type UndoShortcut = 'undo' | 'redo' | null;

/** What a key press asks for, if it is an undo or redo shortcut. */
export function undoShortcutOf(e: {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): UndoShortcut {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  // `code` keeps the shortcut on keyboard layouts whose Z key types another letter.
  const key = /^[a-z]$/i.test(e.key)
    ? e.key.toLowerCase()
    : (e.code ?? '').replace(/^Key/, '').toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && e.ctrlKey && !e.shiftKey) return 'redo';
  return null;
}

/**
 * Binds the undo shortcuts to the store. Listens on `root` when given (only key presses inside it
 * count), otherwise on the whole document.
 */
export function useUndoShortcuts(root?: RefObject<HTMLElement | null>): void {
  const store = useEditorStore();
  useEffect(() => {
    const target: HTMLElement | Document = root?.current ?? document;
    const onKeyDown = (e: Event) => {
      const event = e as KeyboardEvent;
      if (event.isComposing || event.defaultPrevented) return;
      const shortcut = undoShortcutOf(event);
      if (!shortcut) return;
      const el = event.target instanceof Element ? event.target : null;
      if (el?.closest(`[${NATIVE_UNDO_ATTR}]`)) return;
      event.preventDefault();
      if (shortcut === 'undo') store.getState().undo();
      else store.getState().redo();
    };
    target.addEventListener('keydown', onKeyDown);
    return () => target.removeEventListener('keydown', onKeyDown);
  }, [store, root]);
}
