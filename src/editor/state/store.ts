// The editor's one store, made by a factory so every test and every open design gets its own.
// Slices: document, selection, history, ui. Only `dispatch` changes the document. A tree action
// dispatched before its code has arrived (tree-later.ts) waits for it, and so does every action
// after it, so they apply in the order they were made.
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { emptyMessage } from '../../model';
import type { Doc, NodeKey } from '../../model';
import type { EditorAction, ReduceResult } from './actions';
import { groupOf } from './actions';
import type { History } from './history';
import { emptyHistory, record, redo, undo } from './history';
import { WAITING, reducer } from './reducer';
import { initialCollapsed, openTo } from './collapse';
import { nodeIndex } from './selectors';
import { treeOps } from './tree-later';

export interface Notice {
  tone: 'refused' | 'info';
  message: string;
  /** Grows with every notice, so the same sentence twice is still announced. */
  seq: number;
}

/** A request that the inspector focus one field of one node (a problem was clicked). */
export interface FocusRequest {
  key: NodeKey | null;
  field: string;
  seq: number;
}

export interface DocumentSlice {
  doc: Doc;
  dispatch: (action: EditorAction) => ReduceResult;
}
export interface SelectionSlice {
  selectedKey: NodeKey | null;
  select: (key: NodeKey | null) => void;
}
export interface HistorySlice {
  history: History;
  undo: () => void;
  redo: () => void;
  /** Starts a new undo step for the next change even if it is in the same group. */
  closeGroup: () => void;
}
export interface UiSlice {
  collapsed: ReadonlySet<NodeKey>;
  notice: Notice | null;
  focusRequest: FocusRequest | null;
  toggleCollapsed: (key: NodeKey) => void;
  notify: (tone: Notice['tone'], message: string) => void;
  dismissNotice: () => void;
  requestFocus: (key: NodeKey | null, field: string) => void;
}

export type EditorState = DocumentSlice & SelectionSlice & HistorySlice & UiSlice;
export type EditorStore = StoreApi<EditorState>;

export interface EditorInit {
  doc?: Doc;
  history?: History;
  selectedKey?: NodeKey | null;
}

let seq = 0;

/** A fresh editor store, optionally opened on a document and its undo history. */
export function createEditorStore(init: EditorInit = {}): EditorStore {
  // What was asked for while the tree actions' code loads, in order: actions, undo and redo.
  const waiting: (() => void)[] = [];
  const later = (run: () => void) => {
    waiting.push(run);
    if (waiting.length > 1) return;
    treeOps.load().then(
      () => {
        for (const next of waiting.splice(0)) next();
      },
      (error: unknown) => {
        waiting.length = 0;
        store.getState().notify('refused', `Editing could not load: ${String(error)}`);
      },
    );
  };
  const wait = (action: EditorAction): ReduceResult => {
    later(() => store.getState().dispatch(action));
    return WAITING;
  };

  const store: EditorStore = createStore<EditorState>()((set, get) => ({
    doc: init.doc ?? emptyMessage(),
    selectedKey: init.selectedKey ?? null,
    history: init.history ?? emptyHistory(),
    collapsed: initialCollapsed(init.doc ?? emptyMessage(), init.selectedKey ?? null),
    notice: null,
    focusRequest: null,

    dispatch(action) {
      if (waiting.length > 0) return wait(action);
      const { doc, selectedKey, history } = get();
      const result = reducer(doc, action);
      if (!result.ok && result.waiting) return wait(action);
      if (!result.ok) {
        get().notify('refused', result.reason);
        return result;
      }
      if (result.doc === doc) return result;
      const selected = result.select === undefined ? selectedKey : result.select;
      // The index every row's selector reads next (selectors.ts), not a walk of its own.
      const kept = selected !== null && nodeIndex(result.doc).has(selected) ? selected : null;
      set({
        doc: result.doc,
        selectedKey: kept,
        collapsed:
          kept === selectedKey ? get().collapsed : openTo(get().collapsed, result.doc, kept),
        history: record(history, { doc, selectedKey }, groupOf(action)),
        notice: null,
      });
      return result;
    },

    select(key) {
      if (get().selectedKey !== key)
        set({ selectedKey: key, collapsed: openTo(get().collapsed, get().doc, key) });
    },

    undo() {
      // After the actions still waiting, not before them: an undo undoes what came before it.
      if (waiting.length > 0) return later(() => store.getState().undo());
      const { doc, selectedKey, history } = get();
      const step = undo(history, { doc, selectedKey });
      if (step) set({ doc: step[0].doc, selectedKey: step[0].selectedKey, history: step[1] });
    },
    redo() {
      if (waiting.length > 0) return later(() => store.getState().redo());
      const { doc, selectedKey, history } = get();
      const step = redo(history, { doc, selectedKey });
      if (step) set({ doc: step[0].doc, selectedKey: step[0].selectedKey, history: step[1] });
    },
    closeGroup() {
      if (get().history.lastGroup !== null) set({ history: { ...get().history, lastGroup: null } });
    },

    toggleCollapsed(key) {
      const collapsed = new Set(get().collapsed);
      if (!collapsed.delete(key)) collapsed.add(key);
      set({ collapsed });
    },
    notify(tone, message) {
      seq += 1;
      set({ notice: { tone, message, seq } });
    },
    dismissNotice() {
      set({ notice: null });
    },
    requestFocus(key, field) {
      seq += 1;
      set({
        selectedKey: key,
        focusRequest: { key, field, seq },
        collapsed: openTo(get().collapsed, get().doc, key),
      });
    },
  }));
  return store;
}
