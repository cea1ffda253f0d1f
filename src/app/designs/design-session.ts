// The design this tab has open, and the designs around it in memory: which one opens first (this
// tab's own before a reload, else the one the last tab left, else a blank one), the first visit's
// blank design (stored only once it changes, so that a reload offers the templates again), adding
// and copying designs, dropping one, and saying so in the snapshot.
import type { StoreApi } from 'zustand/vanilla';
import type { EditorStore } from '../../editor';
import { emptyMessage } from '../../model';
import type { Doc } from '../../model';
import type { DesignRecords } from './design-records';
import type { DesignSaving } from './design-saving';
import type { DesignManagerOptions, DesignRecord, DesignsSnapshot } from './design-types';
import { UNTITLED } from './design-types';
import type { EditorStores } from './editor-stores';
import type { TabSession } from './tab-session';

export interface SessionParts {
  options: DesignManagerOptions;
  snapshot: StoreApi<DesignsSnapshot>;
  records: DesignRecords;
  stores: EditorStores;
  tab: TabSession;
  saving: DesignSaving;
}

export class DesignSession {
  /** The first visit's blank design, until it is changed or another design is made or opened. */
  private pristine: string | null = null;

  constructor(private readonly parts: SessionParts) {}

  /** Reads the stored designs and opens the one this tab should show. */
  start(): void {
    const { records, tab, snapshot } = this.parts;
    const loaded = records.load();
    // A folder with no designs is not a first visit: its files are the person's, not templates.
    const firstRun =
      !this.parts.options.source &&
      loaded.designs.length === 0 &&
      loaded.broken.length === 0 &&
      loaded.indexProblem === null;
    // This tab's own choice first (a reload), then the one the last tab to switch left.
    const mine = tab.openBefore();
    let currentId = mine !== null && records.has(mine) ? mine : loaded.currentId;
    if (currentId === null || !records.has(currentId))
      currentId = records.first() ?? this.add(UNTITLED, emptyMessage(), undefined, !firstRun);
    // Nothing is written for a first visit until its blank design is changed.
    if (firstRun) this.pristine = currentId;
    tab.rememberCurrent(currentId);
    const loadProblems = loaded.indexProblem ? [loaded.indexProblem] : [];
    snapshot.setState({ currentId, broken: loaded.broken, loadProblems, firstRun });
    this.open(currentId);
    this.refresh();
  }

  /** The editor store of a design, made when it is first asked for. */
  open(id: string): EditorStore {
    const { records, stores, tab } = this.parts;
    return stores.open(id, () => {
      const record = records.get(id);
      if (!record) throw new Error(`No design with the id ${id}.`);
      return tab.opening(id, record);
    });
  }

  /** The record with its store's latest document and selection. */
  latest(id: string): DesignRecord | undefined {
    const record = this.parts.records.get(id);
    return record && this.parts.stores.latest(id, record);
  }

  /** A new design (stored with the next write unless `save` is false); returns its id. */
  add(name: string, doc: Doc, after?: string, save = true): string {
    const id = this.parts.records.add(name, doc, after);
    if (save) this.touch(id);
    return id;
  }

  /** A new design after `id` holding its latest document (and its attached files). */
  copyOf(id: string, name: string): string {
    const copy = this.add(name, this.latest(id)?.doc ?? emptyMessage(), id);
    this.parts.options.onDuplicated?.(id, copy);
    return copy;
  }

  /** The design changed: it is stored with the next write. */
  touch(id: string): void {
    if (id === this.pristine) this.pristine = null;
    this.parts.records.touch(id);
    this.parts.saving.schedule();
  }

  /** Opens a design, to be saved with the next write. */
  show(id: string): void {
    const { records, snapshot, tab } = this.parts;
    // The first visit's blank design is kept once the user does anything with the designs.
    if (this.pristine !== null && records.has(this.pristine)) this.touch(this.pristine);
    this.pristine = null;
    this.open(id);
    snapshot.setState({ currentId: id, firstRun: false });
    records.indexDirty = true;
    tab.currentChanged();
  }

  /** Drops a design from this tab; another one is opened if it was the open one. */
  forget(id: string): void {
    const { records, stores, tab, snapshot } = this.parts;
    records.delete(id);
    stores.close(id);
    tab.forget(id);
    if (snapshot.getState().currentId !== id) return;
    const next = records.first() ?? this.add(UNTITLED, emptyMessage());
    snapshot.setState({ currentId: next });
    this.open(next);
    records.indexDirty = true;
    tab.currentChanged();
  }

  /** Closes every editor store (the manager is done with). */
  close(): void {
    this.parts.stores.closeAll();
  }

  /** The snapshot lists the designs as they are now. */
  refresh(): void {
    this.parts.snapshot.setState({ designs: this.parts.records.summaries() });
  }
}
