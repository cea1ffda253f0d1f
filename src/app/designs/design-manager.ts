// The designs kept in the browser, as the editor uses them: create, rename, duplicate, delete and
// switch, saving, and living beside other tabs. It composes the parts that keep them, each with
// one job: the records and their copy in localStorage (design-records), the editor stores
// (editor-stores), the design this tab has open (design-session), this tab's own sessionStorage
// with its undo histories (tab-session), the other tabs (tab-sync) and when all of it is written
// (design-saving). The page reads `snapshot`, a zustand store, with zustand's useStore.
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { EditorStore } from '../../editor';
import { DESIGN_FORMAT } from '../../model';
import type { Doc, StoredDesign } from '../../model';
import { DesignRecords } from './design-records';
import { DesignSaving } from './design-saving';
import type { PendingEdits } from './design-saving';
import { DesignSession } from './design-session';
import type { DesignManagerOptions, DesignRecord, DesignsSnapshot } from './design-types';
import type { Elsewhere } from './design-types';
import { OTHER_TAB, SAVE_DELAY_MS, UNTITLED } from './design-types';
import { EditorStores } from './editor-stores';
import { removeDesign } from './storage';
import { TabSession } from './tab-session';
import { SyncLater } from './sync-later';

export { SAVE_DELAY_MS, UNTITLED } from './design-types';
export type { DesignManagerOptions, DesignSource, DesignsSnapshot } from './design-types';

const randomId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export class DesignManager {
  /** What the page draws: the designs, the open one, what went wrong. */
  readonly snapshot: StoreApi<DesignsSnapshot>;
  /** Edits held outside the stores, asked for before a save now (see DesignSaving). */
  readonly pending: StoreApi<PendingEdits>;
  /** Where other copies of the designs are saved (another tab, or the studio's folder). */
  readonly elsewhere: Elsewhere;
  private readonly records: DesignRecords;
  private readonly session: DesignSession;
  private readonly sync: SyncLater;
  private readonly saving: DesignSaving;

  constructor(private readonly options: DesignManagerOptions) {
    const { local } = options;
    const now = options.now ?? Date.now;
    const snapshot = createStore<DesignsSnapshot>()(() => ({
      designs: [],
      currentId: '',
      broken: [],
      loadProblems: [],
      saveError: null,
      unavailable: local === null && !options.source,
      firstRun: false,
      conflicts: [],
    }));
    const records = new DesignRecords(local, now, options.newId ?? randomId, options.source);
    this.elsewhere = options.source?.elsewhere ?? OTHER_TAB;
    const stores = new EditorStores({
      edited: (id) => {
        const record = records.get(id);
        if (record) record.summary = { ...record.summary, updatedAt: now() };
        session.touch(id);
      },
      history: (id) => (tab.historyChanged(id), saving.schedule()),
      view: (id) => (tab.viewChanged(id), saving.schedule()),
    });
    const tab = new TabSession(options.session, (id) => stores.get(id));
    const latest = (id: string): DesignRecord | undefined => session.latest(id);
    const sync: SyncLater = new SyncLater({
      ...{ local, records, stores, snapshot, now, latest, elsewhere: this.elsewhere },
      forget: (id) => session.forget(id),
      copyOf: (id, name) => session.copyOf(id, name),
      switchTo: (id) => this.switchTo(id),
      show: (id) => session.show(id),
      store: (id) => this.store(id),
      refresh: () => session.refresh(),
    });
    const saving: DesignSaving = new DesignSaving(
      { records, tab, sync, snapshot, latest },
      options.saveDelayMs ?? SAVE_DELAY_MS,
    );
    const session: DesignSession = new DesignSession({
      options,
      snapshot,
      records,
      stores,
      tab,
      saving,
    });
    this.snapshot = snapshot;
    this.pending = saving.pending;
    this.records = records;
    this.session = session;
    this.sync = sync;
    this.saving = saving;
    session.start();
    sync.opened();
  }

  /** The snapshot store's own subscribe and getState, for reading it outside React. */
  get subscribe(): StoreApi<DesignsSnapshot>['subscribe'] {
    return this.snapshot.subscribe;
  }

  get getSnapshot(): StoreApi<DesignsSnapshot>['getState'] {
    return this.snapshot.getState;
  }

  /** The editor store of a design (the current one when no id is given). */
  store(id: string = this.snapshot.getState().currentId): EditorStore {
    return this.session.open(id);
  }

  /** Every design of this tab, with its document as edited now (for lookups across designs). */
  documents(): { id: string; name: string; doc: Doc }[] {
    return this.records.ids().flatMap((id) => {
      const record = this.session.latest(id);
      return record ? [{ id, name: record.summary.name, doc: record.doc }] : [];
    });
  }

  /** A new design, opened. */
  create(name: string, doc: Doc): string {
    const id = this.session.add(name.trim() || UNTITLED, doc);
    this.switchTo(id);
    return id;
  }

  rename(id: string, name: string): void {
    const record = this.records.get(id);
    const clean = name.trim();
    if (!record || clean === '' || clean === record.summary.name) return;
    record.summary = { ...record.summary, name: clean };
    this.session.touch(id);
    this.session.refresh();
  }

  /** A copy of the design, placed after it and opened. */
  duplicate(id: string): string | null {
    const record = this.records.get(id);
    if (!record) return null;
    const copy = this.session.copyOf(id, `${record.summary.name} (copy)`);
    this.switchTo(copy);
    return copy;
  }

  /** Deletes the design; deleting the last one leaves a blank design in its place. */
  remove(id: string): void {
    if (!this.records.has(id)) return;
    this.records.removed.add(id);
    this.sync.forget(id);
    this.session.forget(id);
    removeDesign(this.options.local, this.options.session, id);
    this.options.onRemoved?.(id);
    this.records.indexDirty = true;
    this.flush();
    this.session.refresh();
  }

  /** Forgets a stored design that could not be opened. */
  discardBroken(id: string): void {
    this.records.removed.add(id);
    removeDesign(this.options.local, this.options.session, id);
    const broken = this.snapshot.getState().broken.filter((b) => b.summary.id !== id);
    this.snapshot.setState({ broken });
    this.records.indexDirty = true;
    this.flush();
  }

  switchTo(id: string): void {
    if (!this.records.has(id) || id === this.snapshot.getState().currentId) return;
    this.session.show(id);
    this.flush();
    this.session.refresh();
  }

  dismissFirstRun(): void {
    if (this.snapshot.getState().firstRun) this.snapshot.setState({ firstRun: false });
  }

  /**
   * The page is usable: the other tabs' sync and the undo histories' writer load now (see
   * SyncLater), and the sync catches up on what other tabs wrote until then.
   */
  readonly listen = (): void => this.sync.start();

  /** Another tab changed this storage: the window's `storage` event (see TabSync). */
  readonly receive = (key: string | null): void => this.sync.later((s) => s.receive(key));
  /**
   * A source of designs other than this browser's storage (the studio's folder) tells of what
   * happened there, and the same rules as for other tabs apply: a design that appeared joins the
   * list, a newer save is taken or asked about (conflict: asked about in any case, for a write it
   * refused), a deleted one leaves unless it has edits here.
   */
  readonly heard = {
    joined: (id: string, name: string, doc: Doc): void => {
      const theirs = { ...this.stored(id, doc), name };
      this.sync.later((s) => s.joined(id, theirs));
    },
    saved: (id: string, doc: Doc): void => {
      const theirs = this.stored(id, doc);
      this.sync.later((s) => s.saved(id, theirs));
    },
    conflict: (id: string, doc: Doc): void => {
      const theirs = this.stored(id, doc);
      this.sync.met(id, (s) => s.conflict(id, theirs));
    },
    deleted: (id: string): void => this.sync.later((s) => s.deleted(id)),
  };

  /** Another copy of a design as the sync keeps it: one revision past this tab's. */
  private stored(id: string, doc: Doc): StoredDesign {
    const rev = (this.records.get(id)?.rev ?? 0) + 1;
    return { version: DESIGN_FORMAT, rev, doc, selectedKey: null };
  }

  /** Resolves a conflict: this tab's edits become a new design, the design takes the other's. */
  readonly keepMineAsCopy = (id: string): string | null =>
    this.sync.sync?.keepMineAsCopy(id) ?? null;
  /** Resolves a conflict: the design takes the other tab's save (Undo brings this tab's back). */
  readonly takeTheirs = (id: string): void => this.sync.sync?.takeTheirs(id);
  /** Registers a holder of edits not yet in a store (the JSON editor's text). */
  readonly holdPending = (flush: () => void): (() => void) => this.saving.holdPending(flush);
  /** Writes every unsaved change now. */
  readonly flush = (): void => this.saving.flush();
  /** The page is being hidden: pending edits reach their stores, and everything is written. */
  readonly saveNow = (): void => this.saving.saveNow();

  /**
   * The page is going away (a reload, a closed tab): as saveNow, and edits that conflict with
   * another tab's save are kept as copies, since nobody is left to ask.
   */
  readonly leave = (): void => {
    this.saveNow();
    this.sync.copyUnanswered();
    this.flush();
  };

  dispose(): void {
    this.flush();
    this.session.close();
  }
}
