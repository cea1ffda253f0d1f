// The editor store of each design this tab has opened, and what its changes are: a new document
// is an edit of this tab (unless it is another tab's version being put in), a new history or
// selection is this tab's own state. Only the document and the name are the design: selection,
// collapsed rows and notices are this tab's view, never written over another tab's save.
import { createEditorStore } from '../../editor';
import type { EditorInit, EditorState, EditorStore } from '../../editor';
import type { Doc } from '../../model';
import type { DesignRecord } from './design-types';

/** Who is told of a store's changes. */
export interface StoreChanges {
  edited(id: string): void;
  history(id: string): void;
  view(id: string): void;
}

export class EditorStores {
  private readonly opened = new Map<string, { store: EditorStore; stop: () => void }>();
  /** Set while another tab's version goes into a store: that is not an edit of this tab. */
  private applying = false;

  constructor(private readonly changes: StoreChanges) {}

  get(id: string): EditorStore | undefined {
    return this.opened.get(id)?.store;
  }

  /** The design's store, made from `init` the first time it is asked for. */
  open(id: string, init: () => EditorInit): EditorStore {
    const known = this.opened.get(id);
    if (known) return known.store;
    const store = createEditorStore(init());
    const stop = store.subscribe((state: EditorState, prev: EditorState) => {
      if (state.doc !== prev.doc && !this.applying) this.changes.edited(id);
      if (state.history !== prev.history) this.changes.history(id);
      if (state.selectedKey !== prev.selectedKey) this.changes.view(id);
    });
    this.opened.set(id, { store, stop });
    return store;
  }

  close(id: string): void {
    this.opened.get(id)?.stop();
    this.opened.delete(id);
  }

  closeAll(): void {
    for (const { stop } of this.opened.values()) stop();
    this.opened.clear();
  }

  /** The record with its store's latest document and selection. */
  latest(id: string, record: DesignRecord): DesignRecord {
    const state = this.opened.get(id)?.store.getState();
    if (state) {
      record.doc = state.doc;
      record.selectedKey = state.selectedKey;
    }
    return record;
  }

  /** Puts another tab's version into an open store: one undo step, not an edit of this tab. */
  putIn(id: string, doc: Doc, group: string): boolean {
    const store = this.opened.get(id)?.store;
    if (!store) return false;
    this.applying = true;
    try {
      store.getState().dispatch({ type: 'load', doc, group });
    } finally {
      this.applying = false;
    }
    return true;
  }
}
