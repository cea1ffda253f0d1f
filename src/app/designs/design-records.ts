// The designs of this tab in memory, and their saving: every design's document lives here and in
// its editor store, and storage is a copy written shortly after each change (flush). When storage
// is full or refused, saving fails visibly and the work in memory carries on. A save never writes
// over another tab's newer one (see saveDesign): it becomes a conflict, which DesignManager asks
// the user about. Only the document and the name are the design: selection, collapsed rows and
// notices are this tab's view, kept in its sessionStorage and never written over another's save.
import { createEditorStore, emptyHistory } from '../../editor';
import type { EditorState, EditorStore } from '../../editor';
import { emptyMessage, findNode } from '../../model';
import type { Doc, NodeKey } from '../../model';
import type { DesignSummary, StoredDesign } from './format';
import type { BrokenDesign, StorageFailure, StorageLike } from './storage';
import {
  listedElsewhere,
  loadDesigns,
  loadCurrent,
  loadHistory,
  loadView,
  saveDesign,
  saveCurrent,
  saveHistory,
  saveIndex,
  saveView,
} from './storage';

export const UNTITLED = 'Untitled design';
/** How long after a change it is saved, at most (typing is saved in batches, not per key). */
export const SAVE_DELAY_MS = 250;
/**
 * Undo history is written whole (every step) and only a reload reads it back, so a timed save
 * leaves it for a timer of its own (at most every HISTORY_DELAY_MS while typing); a save the page
 * asks for (it is hidden or closed) writes it at once.
 */
export const HISTORY_DELAY_MS = 2000;

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
  /**
   * Designs another tab saved while this one had unsaved edits to them. Neither copy is written
   * over until the user chooses: keepMineAsCopy() or takeTheirs().
   */
  conflicts: readonly DesignSummary[];
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

export interface DesignRecord {
  summary: DesignSummary;
  doc: Doc;
  selectedKey: NodeKey | null;
  /** The stored revision this copy is based on; 0 for a design never stored. */
  rev: number;
}

const randomId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export class DesignRecords {
  protected readonly records = new Map<string, DesignRecord>();
  protected readonly stores = new Map<string, { store: EditorStore; stop: () => void }>();
  protected readonly dirty = new Set<string>();
  private readonly historyDirty = new Set<string>();
  private readonly viewDirty = new Set<string>();
  /** Another tab's newer save of a design this tab has unsaved edits to. */
  protected readonly conflicts = new Map<string, StoredDesign>();
  /** Designs deleted here, which another tab's list must not bring back. */
  protected readonly removed = new Set<string>();
  /** The first visit's blank design, stored only once it is changed (so a reload offers again). */
  private pristine: string | null = null;
  /** Set while another tab's version goes into a store: that is not an edit of this tab. */
  protected applying = false;
  protected indexDirty = false;
  protected currentDirty = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<() => void>();
  protected snapshot: DesignsSnapshot;
  protected readonly now: () => number;
  private readonly newId: () => string;

  constructor(protected readonly options: DesignManagerOptions) {
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? randomId;
    const loaded = options.local
      ? loadDesigns(options.local)
      : { currentId: null, designs: [], broken: [], indexProblem: null };
    for (const d of loaded.designs) this.records.set(d.summary.id, { ...d });
    const firstRun =
      loaded.designs.length === 0 && loaded.broken.length === 0 && loaded.indexProblem === null;
    // This tab's own choice first (a reload), then the one the last tab to switch left.
    const mine = options.session ? loadCurrent(options.session) : null;
    let currentId = mine !== null && this.records.has(mine) ? mine : loaded.currentId;
    if (currentId === null || !this.records.has(currentId))
      currentId =
        loaded.designs[0]?.summary.id ?? this.add(UNTITLED, emptyMessage(), undefined, !firstRun);
    // Nothing is written for a first visit until its blank design is changed.
    if (firstRun) this.pristine = currentId;
    if (options.session) saveCurrent(options.session, currentId);
    this.snapshot = {
      designs: [],
      currentId,
      broken: loaded.broken,
      loadProblems: loaded.indexProblem ? [loaded.indexProblem] : [],
      saveError: null,
      unavailable: options.local === null,
      firstRun,
      conflicts: [],
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

  /** Every design of this tab, with its document as edited now (for lookups across designs). */
  documents(): { id: string; name: string; doc: Doc }[] {
    return [...this.records.keys()].flatMap((id) => {
      const record = this.sync(id);
      return record ? [{ id, name: record.summary.name, doc: record.doc }] : [];
    });
  }

  /** Writes every unsaved change now (the page is being hidden or closed). */
  flush = (): void => this.write(false);

  /** The timer's save: the designs now, the undo history by its own timer. */
  private readonly timed = (): void => this.write(true);

  private historyTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly historyDue = (): void => {
    this.historyTimer = null;
    this.saveHistories();
  };

  private saveHistories(): void {
    if (this.historyTimer !== null) clearTimeout(this.historyTimer);
    this.historyTimer = null;
    const { session } = this.options;
    if (!session) return;
    for (const id of [...this.historyDirty]) {
      const store = this.stores.get(id)?.store;
      // History is a convenience: a failure to keep it is not worth alarming anyone about.
      if (store) saveHistory(session, id, store.getState().history);
      this.historyDirty.delete(id);
    }
  }

  private write(historyLater: boolean): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const { local, session } = this.options;
    let failure: StorageFailure | null = null;
    if (local) {
      for (const id of [...this.dirty]) {
        const record = this.conflicts.has(id) ? null : this.sync(id);
        if (!record) continue;
        const result = saveDesign(
          local,
          record.summary,
          record.doc,
          record.selectedKey,
          record.rev,
        );
        if (result.ok) {
          record.rev = result.rev;
          this.dirty.delete(id);
        } else if ('newer' in result) this.conflict(id, result.newer);
        else failure = result.failure;
      }
      // The list is written after the designs, so it never names a design that is not stored.
      if (this.indexDirty && failure === null) {
        const result = saveIndex(local, {
          version: 1,
          currentId: this.snapshot.currentId,
          designs: [
            ...[...this.records.values()].filter((r) => r.rev > 0).map((r) => r.summary),
            ...this.snapshot.broken.map((b) => b.summary),
            ...listedElsewhere(local, (id) => this.records.has(id) || this.removed.has(id)),
          ],
        });
        if (result.ok) this.indexDirty = false;
        else failure = result.failure;
      }
    }
    if (session) {
      if (!historyLater) this.saveHistories();
      else if (this.historyDirty.size > 0 && this.historyTimer === null)
        this.historyTimer = setTimeout(this.historyDue, HISTORY_DELAY_MS);
      if (this.currentDirty) {
        saveCurrent(session, this.snapshot.currentId);
        this.currentDirty = false;
      }
      for (const id of [...this.viewDirty]) {
        const store = this.stores.get(id)?.store;
        if (store) saveView(session, id, store.getState().selectedKey);
        this.viewDirty.delete(id);
      }
    }
    if (failure?.kind !== this.snapshot.saveError?.kind) {
      this.snapshot = { ...this.snapshot, saveError: failure };
      this.emit();
    }
  }

  dispose(): void {
    this.flush();
    for (const { stop } of this.stores.values()) stop();
    this.stores.clear();
  }

  protected add(name: string, doc: Doc, after?: string, save = true): string {
    const id = this.newId();
    const record: DesignRecord = {
      summary: { id, name, updatedAt: this.now() },
      doc,
      selectedKey: null,
      rev: 0,
    };
    if (after === undefined) this.records.set(id, record);
    else {
      const entries = [...this.records];
      const at = entries.findIndex(([key]) => key === after) + 1;
      entries.splice(at, 0, [id, record]);
      this.records.clear();
      for (const [key, value] of entries) this.records.set(key, value);
    }
    if (save) this.touch(id);
    return id;
  }

  /** A new design after `id` holding its latest document (and its attached files). */
  protected copyOf(id: string, name: string): string {
    const record = this.sync(id);
    const copy = this.add(name, record?.doc ?? emptyMessage(), id);
    this.options.onDuplicated?.(id, copy);
    return copy;
  }

  /** Drops a design from memory; another one is opened if it was the current one. */
  protected forget(id: string): void {
    this.records.delete(id);
    this.stores.get(id)?.stop();
    this.stores.delete(id);
    for (const set of [this.dirty, this.historyDirty, this.viewDirty]) set.delete(id);
    if (this.conflicts.delete(id)) this.publishConflicts();
    if (this.snapshot.currentId === id) {
      const next = [...this.records.keys()][0] ?? this.add(UNTITLED, emptyMessage());
      this.snapshot = { ...this.snapshot, currentId: next };
      this.open(next);
      this.indexDirty = true;
      this.currentDirty = true;
    }
  }

  protected conflict(id: string, theirs: StoredDesign): void {
    this.conflicts.set(id, theirs);
    this.publishConflicts();
  }

  protected publishConflicts(): void {
    const conflicts = [...this.conflicts.keys()].flatMap((id) => {
      const summary = this.records.get(id)?.summary;
      return summary ? [summary] : [];
    });
    this.snapshot = { ...this.snapshot, conflicts };
    this.emit();
  }

  /** The first visit's blank design is kept once the user does anything with the designs. */
  protected keepPristine(): void {
    if (this.pristine !== null && this.records.has(this.pristine)) this.touch(this.pristine);
    this.pristine = null;
  }

  protected open(id: string): EditorStore {
    const known = this.stores.get(id);
    if (known) return known.store;
    const record = this.records.get(id);
    if (!record) throw new Error(`No design with the id ${id}.`);
    const { session } = this.options;
    const history = session ? loadHistory(session, id) : null;
    const view = session ? loadView(session, id) : undefined;
    const store = createEditorStore({
      doc: record.doc,
      selectedKey:
        view !== undefined && (view === null || findNode(record.doc, view))
          ? view
          : record.selectedKey,
      history: history?.ok ? history.value : emptyHistory(),
    });
    // Only a new document is an edit of this tab (see the top of this file).
    const stop = store.subscribe((state: EditorState, prev: EditorState) => {
      if (state.doc !== prev.doc && !this.applying) {
        record.summary = { ...record.summary, updatedAt: this.now() };
        this.touch(id);
      }
      if (state.history !== prev.history) this.historyDirty.add(id);
      if (state.selectedKey !== prev.selectedKey) this.viewDirty.add(id);
      if (this.historyDirty.size > 0 || this.viewDirty.size > 0) this.schedule();
    });
    this.stores.set(id, { store, stop });
    return store;
  }

  /** The record with its store's latest document and selection. */
  protected sync(id: string): DesignRecord | undefined {
    const record = this.records.get(id);
    const state = this.stores.get(id)?.store.getState();
    if (record && state) {
      record.doc = state.doc;
      record.selectedKey = state.selectedKey;
    }
    return record;
  }

  protected touch(id: string): void {
    if (id === this.pristine) this.pristine = null;
    this.dirty.add(id);
    this.indexDirty = true;
    this.schedule();
  }

  protected schedule(): void {
    // Saved at most SAVE_DELAY_MS after the first unsaved change, however long the typing goes on.
    if (this.timer === null)
      this.timer = setTimeout(this.timed, this.options.saveDelayMs ?? SAVE_DELAY_MS);
  }

  protected refresh(): void {
    this.snapshot = { ...this.snapshot, designs: [...this.records.values()].map((r) => r.summary) };
    this.emit();
  }

  protected emit(): void {
    for (const listener of this.listeners) listener();
  }
}
