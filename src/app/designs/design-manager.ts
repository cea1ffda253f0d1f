// The designs kept in the browser, in memory first: every design's document lives here and in its
// editor store, and storage is a copy written shortly after each change. When storage is full or
// refused, saving fails visibly and the work in memory carries on.
import { createEditorStore, emptyHistory } from '../../editor';
import type { EditorState, EditorStore } from '../../editor';
import { emptyMessage } from '../../model';
import type { Doc, NodeKey } from '../../model';
import type { DesignSummary } from './format';
import type { BrokenDesign, StorageFailure, StorageLike } from './storage';
import {
  loadDesigns,
  loadHistory,
  removeDesign,
  saveDesign,
  saveHistory,
  saveIndex,
} from './storage';

export const UNTITLED = 'Untitled design';
/** How long after a change it is saved, at most (typing is saved in batches, not per key). */
export const SAVE_DELAY_MS = 250;

export interface DesignsSnapshot {
  designs: readonly DesignSummary[];
  currentId: string;
  /** Stored designs that could not be opened, with the reason; kept in storage, never wiped. */
  broken: readonly BrokenDesign[];
  /** Problems met while loading (an unreadable list of designs). */
  loadProblems: readonly string[];
  /** The last save failed; cleared by the next save that works. */
  saveError: StorageFailure | null;
  /** The browser gives this page no storage at all: designs last as long as the tab. */
  unavailable: boolean;
  /** Storage held nothing: a blank design was made and templates are worth offering. */
  firstRun: boolean;
}

export interface DesignManagerOptions {
  local: StorageLike | null;
  session: StorageLike | null;
  now?: () => number;
  newId?: () => string;
  saveDelayMs?: number;
  /** Told when a design is deleted or duplicated (its attachments follow). */
  onRemoved?: (id: string) => void;
  onDuplicated?: (from: string, to: string) => void;
}

interface DesignRecord {
  summary: DesignSummary;
  doc: Doc;
  selectedKey: NodeKey | null;
}

const randomId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export class DesignManager {
  private readonly records = new Map<string, DesignRecord>();
  private readonly stores = new Map<string, { store: EditorStore; stop: () => void }>();
  private readonly dirty = new Set<string>();
  private readonly historyDirty = new Set<string>();
  private indexDirty = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<() => void>();
  private snapshot: DesignsSnapshot;
  private readonly now: () => number;
  private readonly newId: () => string;

  constructor(private readonly options: DesignManagerOptions) {
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? randomId;
    const loaded = options.local
      ? loadDesigns(options.local)
      : { currentId: null, designs: [], broken: [], indexProblem: null };
    for (const d of loaded.designs) this.records.set(d.summary.id, { ...d });
    const firstRun =
      loaded.designs.length === 0 && loaded.broken.length === 0 && loaded.indexProblem === null;
    let currentId = loaded.currentId;
    if (currentId === null || !this.records.has(currentId))
      currentId = loaded.designs[0]?.summary.id ?? this.add(UNTITLED, emptyMessage());
    this.snapshot = {
      designs: [],
      currentId,
      broken: loaded.broken,
      loadProblems: loaded.indexProblem ? [loaded.indexProblem] : [],
      saveError: null,
      unavailable: options.local === null,
      firstRun,
    };
    this.open(currentId);
    this.refresh();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): DesignsSnapshot => this.snapshot;

  /** The editor store of a design (the current one when no id is given). */
  store(id: string = this.snapshot.currentId): EditorStore {
    return this.open(id);
  }

  /** A new design, opened. */
  create(name: string, doc: Doc): string {
    const id = this.add(name.trim() || UNTITLED, doc);
    this.switchTo(id);
    return id;
  }

  rename(id: string, name: string): void {
    const record = this.records.get(id);
    const clean = name.trim();
    if (!record || clean === '' || clean === record.summary.name) return;
    record.summary = { ...record.summary, name: clean };
    this.touch(id);
    this.refresh();
  }

  /** A copy of the design, placed after it and opened. */
  duplicate(id: string): string | null {
    const record = this.records.get(id);
    if (!record) return null;
    const state = this.stores.get(id)?.store.getState();
    const copy = this.add(`${record.summary.name} (copy)`, state?.doc ?? record.doc, id);
    this.options.onDuplicated?.(id, copy);
    this.switchTo(copy);
    return copy;
  }

  /** Deletes the design; deleting the last one leaves a blank design in its place. */
  remove(id: string): void {
    if (!this.records.delete(id)) return;
    this.stores.get(id)?.stop();
    this.stores.delete(id);
    this.dirty.delete(id);
    this.historyDirty.delete(id);
    removeDesign(this.options.local, this.options.session, id);
    this.options.onRemoved?.(id);
    this.indexDirty = true;
    if (this.snapshot.currentId === id) {
      const next = [...this.records.keys()][0] ?? this.add(UNTITLED, emptyMessage());
      this.snapshot = { ...this.snapshot, currentId: next };
      this.open(next);
    }
    this.flush();
    this.refresh();
  }

  /** Forgets a stored design that could not be opened. */
  discardBroken(id: string): void {
    removeDesign(this.options.local, this.options.session, id);
    this.snapshot = {
      ...this.snapshot,
      broken: this.snapshot.broken.filter((b) => b.summary.id !== id),
    };
    this.indexDirty = true;
    this.flush();
    this.emit();
  }

  switchTo(id: string): void {
    if (!this.records.has(id) || id === this.snapshot.currentId) return;
    this.open(id);
    this.snapshot = { ...this.snapshot, currentId: id, firstRun: false };
    this.indexDirty = true;
    this.flush();
    this.refresh();
  }

  dismissFirstRun(): void {
    if (!this.snapshot.firstRun) return;
    this.snapshot = { ...this.snapshot, firstRun: false };
    this.emit();
  }

  /** Writes every unsaved change now (the page is being hidden or closed). */
  flush = (): void => {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const { local, session } = this.options;
    let failure: StorageFailure | null = null;
    if (local) {
      for (const id of [...this.dirty]) {
        const record = this.sync(id);
        const result = record && saveDesign(local, record.summary, record.doc, record.selectedKey);
        if (!result || result.ok) this.dirty.delete(id);
        else failure = result.failure;
      }
      // The list is written after the designs, so it never names a design that is not stored.
      if (this.indexDirty && failure === null) {
        const result = saveIndex(local, {
          version: 1,
          currentId: this.snapshot.currentId,
          designs: [
            ...[...this.records.values()].map((r) => r.summary),
            ...this.snapshot.broken.map((b) => b.summary),
          ],
        });
        if (result.ok) this.indexDirty = false;
        else failure = result.failure;
      }
    }
    if (session) {
      for (const id of [...this.historyDirty]) {
        const store = this.stores.get(id)?.store;
        // History is a convenience: a failure to keep it is not worth alarming anyone about.
        if (store) saveHistory(session, id, store.getState().history);
        this.historyDirty.delete(id);
      }
    }
    if (failure?.kind !== this.snapshot.saveError?.kind) {
      this.snapshot = { ...this.snapshot, saveError: failure };
      this.emit();
    }
  };

  dispose(): void {
    this.flush();
    for (const { stop } of this.stores.values()) stop();
    this.stores.clear();
  }

  private add(name: string, doc: Doc, after?: string): string {
    const id = this.newId();
    const record: DesignRecord = {
      summary: { id, name, updatedAt: this.now() },
      doc,
      selectedKey: null,
    };
    if (after === undefined) this.records.set(id, record);
    else {
      const entries = [...this.records];
      const at = entries.findIndex(([key]) => key === after) + 1;
      entries.splice(at, 0, [id, record]);
      this.records.clear();
      for (const [key, value] of entries) this.records.set(key, value);
    }
    this.touch(id);
    return id;
  }

  private open(id: string): EditorStore {
    const known = this.stores.get(id);
    if (known) return known.store;
    const record = this.records.get(id);
    if (!record) throw new Error(`No design with the id ${id}.`);
    const history = this.options.session ? loadHistory(this.options.session, id) : null;
    const store = createEditorStore({
      doc: record.doc,
      selectedKey: record.selectedKey,
      history: history?.ok ? history.value : emptyHistory(),
    });
    const stop = store.subscribe((state: EditorState, prev: EditorState) => {
      if (state.doc !== prev.doc) {
        record.summary = { ...record.summary, updatedAt: this.now() };
        this.touch(id);
      } else if (state.selectedKey !== prev.selectedKey) this.dirty.add(id);
      if (state.history !== prev.history) this.historyDirty.add(id);
      this.schedule();
    });
    this.stores.set(id, { store, stop });
    return store;
  }

  /** The record with its store's latest document and selection. */
  private sync(id: string): DesignRecord | undefined {
    const record = this.records.get(id);
    const state = this.stores.get(id)?.store.getState();
    if (record && state) {
      record.doc = state.doc;
      record.selectedKey = state.selectedKey;
    }
    return record;
  }

  private touch(id: string): void {
    this.dirty.add(id);
    this.indexDirty = true;
    this.schedule();
  }

  private schedule(): void {
    // Saved at most SAVE_DELAY_MS after the first unsaved change, however long the typing goes on.
    if (this.timer === null)
      this.timer = setTimeout(this.flush, this.options.saveDelayMs ?? SAVE_DELAY_MS);
  }

  private refresh(): void {
    this.snapshot = { ...this.snapshot, designs: [...this.records.values()].map((r) => r.summary) };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
