// The designs kept in the browser, in memory first: every design's document lives here and in its
// editor store, and storage is a copy written shortly after each change. When storage is full or
// refused, saving fails visibly and the work in memory carries on. Several tabs share the storage:
// each save carries a revision, a tab hears of another's saves (the `storage` event, see
// receive()), and a tab never writes over a newer save: with no unsaved edits it takes the newer
// version, with edits of its own it asks (keep mine as a copy, or take theirs).
import { createEditorStore, emptyHistory } from '../../editor';
import type { EditorState, EditorStore } from '../../editor';
import { emptyMessage, findNode } from '../../model';
import type { Doc, NodeKey } from '../../model';
import type { DesignSummary } from './format';
import { designKey } from './format';
import type { BrokenDesign, StorageFailure, StorageLike } from './storage';
import {
  listedElsewhere,
  loadDesigns,
  loadCurrent,
  loadHistory,
  loadView,
  readDesign,
  removeDesign,
  saveDesign,
  saveCurrent,
  saveHistory,
  saveIndex,
  saveView,
} from './storage';
import type { StoredDesign } from './format';

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

interface DesignRecord {
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

export class DesignManager {
  private readonly records = new Map<string, DesignRecord>();
  private readonly stores = new Map<string, { store: EditorStore; stop: () => void }>();
  private readonly dirty = new Set<string>();
  private readonly historyDirty = new Set<string>();
  private readonly viewDirty = new Set<string>();
  /** Another tab's newer save of a design this tab has unsaved edits to. */
  private readonly conflicts = new Map<string, StoredDesign>();
  /** Designs deleted here, which another tab's list must not bring back. */
  private readonly removed = new Set<string>();
  /** Edits held elsewhere (the JSON editor's text) that must reach the store before a save. */
  private readonly pending = new Set<() => void>();
  /** The first visit's blank design, stored only once it is changed (so a reload offers again). */
  private pristine: string | null = null;
  /** Set while another tab's version goes into a store: that is not an edit of this tab. */
  private applying = false;
  private remoteSteps = 0;
  private indexDirty = false;
  private currentDirty = false;
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
    const copy = this.copyOf(id, `${record.summary.name} (copy)`);
    this.switchTo(copy);
    return copy;
  }

  /** Deletes the design; deleting the last one leaves a blank design in its place. */
  remove(id: string): void {
    if (!this.records.has(id)) return;
    this.removed.add(id);
    this.forget(id);
    removeDesign(this.options.local, this.options.session, id);
    this.options.onRemoved?.(id);
    this.indexDirty = true;
    this.flush();
    this.refresh();
  }

  /** Forgets a stored design that could not be opened. */
  discardBroken(id: string): void {
    this.removed.add(id);
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
    this.keepPristine();
    this.open(id);
    this.snapshot = { ...this.snapshot, currentId: id, firstRun: false };
    this.indexDirty = true;
    this.currentDirty = true;
    this.flush();
    this.refresh();
  }

  dismissFirstRun(): void {
    if (!this.snapshot.firstRun) return;
    this.snapshot = { ...this.snapshot, firstRun: false };
    this.emit();
  }

  /**
   * Another tab changed this storage (the window's `storage` event names the key). A design it
   * saved is taken when this tab has no unsaved edits to it, and is a conflict to resolve when it
   * has; a design it created joins the list; one it deleted leaves it, unless edited here.
   */
  receive = (key: string | null): void => {
    const { local } = this.options;
    const prefix = designKey('');
    if (!local || key === null || !key.startsWith(prefix)) return;
    const id = key.slice(prefix.length);
    const record = this.records.get(id);
    const stored = readDesign(local, id);
    if (!stored.ok) {
      if (stored.reason === 'it is missing' && record && !this.dirty.has(id)) {
        const current = this.snapshot.currentId === id;
        this.forget(id);
        if (current)
          this.store()
            .getState()
            .notify('info', `“${record.summary.name}” was deleted in another tab.`);
        this.refresh();
      }
      return;
    }
    const theirs = stored.value;
    if (!record) {
      if (this.removed.has(id)) return;
      this.records.set(id, {
        summary: { id, name: theirs.name ?? UNTITLED, updatedAt: theirs.updatedAt ?? this.now() },
        doc: theirs.doc,
        selectedKey: null,
        rev: theirs.rev ?? 0,
      });
      this.refresh();
    } else if ((theirs.rev ?? 0) > record.rev) {
      if (this.dirty.has(id)) this.conflict(id, theirs);
      else this.take(id, theirs);
    }
  };

  /** Resolves a conflict: this tab's edits become a new design, the design takes the other's save. */
  keepMineAsCopy(id: string): string | null {
    const record = this.sync(id);
    if (!record || !this.conflicts.has(id)) return null;
    const copy = this.copyOf(id, `${record.summary.name} (this tab’s copy)`);
    this.takeTheirs(id);
    if (this.snapshot.currentId === id) this.switchTo(copy);
    return copy;
  }

  /** Resolves a conflict: the design takes the other tab's save (Undo brings this tab's back). */
  takeTheirs(id: string): void {
    const theirs = this.conflicts.get(id);
    if (!theirs) return;
    const latest = this.options.local ? readDesign(this.options.local, id) : null;
    this.take(id, latest?.ok ? latest.value : theirs);
  }

  /**
   * Registers a holder of edits not yet in a store (the JSON editor's text waiting to be parsed);
   * they are asked for them before the page is hidden or closed.
   */
  holdPending = (flush: () => void): (() => void) => {
    this.pending.add(flush);
    return () => this.pending.delete(flush);
  };

  /** The page is being hidden: pending edits reach their stores, and everything is written. */
  saveNow = (): void => {
    for (const flush of [...this.pending]) flush();
    this.flush();
  };

  /**
   * The page is going away (a reload, a closed tab): as saveNow, and edits that conflict with
   * another tab's save are kept as copies, since nobody is left to ask.
   */
  leave = (): void => {
    this.saveNow();
    for (const id of [...this.conflicts.keys()]) {
      const record = this.sync(id);
      if (record) this.copyOf(id, `${record.summary.name} (this tab’s copy)`);
      this.conflicts.delete(id);
      this.dirty.delete(id);
    }
    this.flush();
  };

  /** Writes every unsaved change now (the page is being hidden or closed). */
  flush = (): void => {
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
      for (const id of [...this.historyDirty]) {
        const store = this.stores.get(id)?.store;
        // History is a convenience: a failure to keep it is not worth alarming anyone about.
        if (store) saveHistory(session, id, store.getState().history);
        this.historyDirty.delete(id);
      }
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
  };

  dispose(): void {
    this.flush();
    for (const { stop } of this.stores.values()) stop();
    this.stores.clear();
  }

  private add(name: string, doc: Doc, after?: string, save = true): string {
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
  private copyOf(id: string, name: string): string {
    const record = this.sync(id);
    const copy = this.add(name, record?.doc ?? emptyMessage(), id);
    this.options.onDuplicated?.(id, copy);
    return copy;
  }

  /** Drops a design from memory; another one is opened if it was the current one. */
  private forget(id: string): void {
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

  /** Another tab's save replaces this tab's copy: one undo step in an open editor. */
  private take(id: string, theirs: StoredDesign): void {
    const record = this.records.get(id);
    if (!record) return;
    record.doc = theirs.doc;
    record.rev = theirs.rev ?? 0;
    record.summary = {
      ...record.summary,
      name: theirs.name ?? record.summary.name,
      updatedAt: theirs.updatedAt ?? record.summary.updatedAt,
    };
    this.dirty.delete(id);
    if (this.conflicts.delete(id)) this.publishConflicts();
    const store = this.stores.get(id)?.store;
    if (store) {
      this.applying = true;
      try {
        // A group keeps the selection on its component when the other version still has it.
        this.remoteSteps += 1;
        store
          .getState()
          .dispatch({ type: 'load', doc: theirs.doc, group: `other-tab:${this.remoteSteps}` });
      } finally {
        this.applying = false;
      }
      store
        .getState()
        .notify(
          'info',
          'This design was saved in another tab; it now shows that version (Undo goes back).',
        );
    }
    this.refresh();
  }

  private conflict(id: string, theirs: StoredDesign): void {
    this.conflicts.set(id, theirs);
    this.publishConflicts();
  }

  private publishConflicts(): void {
    const conflicts = [...this.conflicts.keys()].flatMap((id) => {
      const summary = this.records.get(id)?.summary;
      return summary ? [summary] : [];
    });
    this.snapshot = { ...this.snapshot, conflicts };
    this.emit();
  }

  /** The first visit's blank design is kept once the user does anything with the designs. */
  private keepPristine(): void {
    if (this.pristine !== null && this.records.has(this.pristine)) this.touch(this.pristine);
    this.pristine = null;
  }

  private open(id: string): EditorStore {
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
    // Only the document (and the name) is the design: selection, collapsed rows and notices are
    // this tab's view of it, so they never write the design over another tab's save.
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
    if (id === this.pristine) this.pristine = null;
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
