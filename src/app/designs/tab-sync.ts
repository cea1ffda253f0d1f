// Living beside other tabs of this page. Each save carries a revision; a tab hears of another's
// saves (the `storage` event, receive()) and never writes over a newer one: with no unsaved edits
// it takes the newer version, with edits of its own it asks (keepMineAsCopy or takeTheirs), and a
// page going away unanswered keeps its edits as a copy. A design a newer version of the app saved
// (in a tab of the updated app) is left to it: it is listed as one this tab cannot open, and any
// edits this tab had to it become a copy. It loads right after the first frame (sync-later.ts),
// and then catches up on what other tabs wrote before it listened.
import type { EditorStore } from '../../editor';
import type { StoredDesign } from '../../model';
import type { StoreApi } from 'zustand/vanilla';
import type { DesignRecords } from './design-records';
import type { DesignRecord, DesignsSnapshot, Elsewhere } from './design-types';
import { UNTITLED, mineName } from './design-types';
import type { EditorStores } from './editor-stores';
import { designKey } from './format';
import type { StorageLike } from './storage';
import { restorer } from './restorer';
import { readDesign, storageKeys, storedRevision } from './storage';

/** What tab sync needs of the designs of this tab. */
export interface SyncHost {
  readonly local: StorageLike | null;
  readonly records: DesignRecords;
  readonly stores: EditorStores;
  readonly snapshot: StoreApi<DesignsSnapshot>;
  /** Where the other copies are saved, in the notices' words. */
  readonly elsewhere: Elsewhere;
  now(): number;
  /** The record with its editor's latest document. */
  latest(id: string): DesignRecord | undefined;
  /** Drops a design from this tab (another one is opened if it was the open one); its conflict is
   * this sync's to drop. */
  forget(id: string): void;
  /** A new design after `id` holding its latest document; returns its id. */
  copyOf(id: string, name: string): string;
  /** Opens the design, saving first. */
  switchTo(id: string): void;
  /** Opens the design without saving now (in the middle of a save). */
  show(id: string): void;
  store(id?: string): EditorStore;
  refresh(): void;
}

export class TabSync {
  /** Another tab's newer save of a design this tab has unsaved edits to. */
  private readonly conflicts = new Map<string, StoredDesign>();
  private remoteSteps = 0;

  constructor(private readonly host: SyncHost) {}

  has(id: string): boolean {
    return this.conflicts.has(id);
  }

  /**
   * Another tab changed this storage (the window's `storage` event names the key). A design it
   * saved is taken when this tab has no unsaved edits to it, and is a conflict to resolve when it
   * has; a design it created joins the list; one it deleted leaves it, unless edited here.
   */
  receive = (key: string | null): void => {
    // Another tab may write what only restore reads (an earlier version's record): until restore
    // has loaded, what is heard waits for it, in order (it comes right after the page is usable).
    if (restorer.get()) this.receiveNow(key);
    else {
      const now = () => this.receiveNow(key);
      restorer.load().then(now, now);
    }
  };

  /**
   * What other tabs wrote before this sync listened (it loads after the first frame): every stored
   * design whose revision is not this tab's, and every design this tab stored that is gone, is
   * heard as if its `storage` event had come.
   */
  catchUp(): void {
    const { local, records } = this.host;
    if (!local) return;
    const prefix = designKey('');
    const keys = new Set(storageKeys(local).filter((key) => key.startsWith(prefix)));
    for (const id of records.ids()) if (records.get(id)!.rev > 0) keys.add(designKey(id));
    for (const key of keys) {
      const record = records.get(key.slice(prefix.length));
      if (record?.rev !== storedRevision(local, key.slice(prefix.length))) this.receive(key);
    }
  }

  private receiveNow(key: string | null): void {
    const { local, records } = this.host;
    const prefix = designKey('');
    if (!local || key === null || !key.startsWith(prefix)) return;
    const id = key.slice(prefix.length);
    const record = records.get(id);
    const stored = readDesign(local, id);
    if (!stored.ok) {
      if (stored.newer && record) this.superseded(id, stored.reason);
      else if (stored.missing) this.deleted(id);
      return;
    }
    const theirs = stored.value;
    if (!record) this.joined(id, theirs);
    else if (theirs.rev > record.rev) this.saved(id, theirs);
  }

  /** A design saved elsewhere that this tab does not have joins the list (unless deleted here). */
  joined(id: string, theirs: StoredDesign): void {
    const { records, snapshot } = this.host;
    if (records.has(id) || records.removed.has(id)) return;
    const name = theirs.name ?? UNTITLED;
    const updatedAt = theirs.updatedAt ?? this.host.now();
    records.append(id, {
      summary: { id, name, updatedAt },
      doc: theirs.doc,
      selectedKey: null,
      rev: theirs.rev,
    });
    const { broken } = snapshot.getState();
    if (broken.some((b) => b.summary.id === id))
      snapshot.setState({ broken: broken.filter((b) => b.summary.id !== id) });
    this.host.refresh();
  }

  /** A newer save of a design made elsewhere: taken, or asked about when this tab has edits. */
  saved(id: string, theirs: StoredDesign): void {
    if (this.host.records.dirty.has(id)) this.conflict(id, theirs);
    else this.take(id, theirs);
  }

  /** The design was deleted elsewhere: it leaves this tab, unless this tab has edits to it. */
  deleted(id: string): void {
    const { records, snapshot } = this.host;
    const record = records.get(id);
    if (!record || records.dirty.has(id)) return;
    const current = snapshot.getState().currentId === id;
    this.forget(id);
    this.host.forget(id);
    if (current)
      this.host
        .store()
        .getState()
        .notify('info', `“${record.summary.name}” was deleted ${this.host.elsewhere.saved}.`);
    this.host.refresh();
  }

  /** Another tab saved a design this tab has unsaved edits to: the user is asked. */
  conflict(id: string, theirs: StoredDesign): void {
    this.conflicts.set(id, theirs);
    this.publish();
  }

  /**
   * A newer version of the app saved the design: this tab cannot read it and must never write
   * over it. It is listed with the reason, and edits this tab had become a copy, opened if the
   * design was.
   */
  superseded(id: string, reason: string): void {
    const { records, snapshot } = this.host;
    const record = this.host.latest(id);
    if (!record) return;
    const edited = records.dirty.delete(id);
    const current = snapshot.getState().currentId === id;
    const copy = edited ? this.host.copyOf(id, mineName(record)) : null;
    this.forget(id);
    this.host.forget(id);
    snapshot.setState({
      broken: [...snapshot.getState().broken, { summary: record.summary, reason }],
    });
    if (copy !== null) {
      if (current) this.host.show(copy);
      this.host
        .store(copy)
        .getState()
        .notify(
          'info',
          `“${record.summary.name}” was saved by a newer version of Component Studio in another tab; this tab’s edits are kept in this copy.`,
        );
    }
    this.host.refresh();
  }

  /** Resolves a conflict: this tab's edits become a new design, the design takes the other's save. */
  keepMineAsCopy(id: string): string | null {
    const record = this.host.latest(id);
    if (!record || !this.conflicts.has(id)) return null;
    const copy = this.host.copyOf(id, mineName(record));
    this.takeTheirs(id);
    if (this.host.snapshot.getState().currentId === id) this.host.switchTo(copy);
    return copy;
  }

  /** Resolves a conflict: the design takes the other tab's save (Undo brings this tab's back). */
  takeTheirs(id: string): void {
    const theirs = this.conflicts.get(id);
    if (!theirs) return;
    const latest = this.host.local ? readDesign(this.host.local, id) : null;
    if (latest && !latest.ok && latest.newer) this.superseded(id, latest.reason);
    else this.take(id, latest?.ok ? latest.value : theirs);
  }

  /** The page is going away: edits that conflict with another tab's save are kept as copies. */
  copyUnanswered(): void {
    for (const id of [...this.conflicts.keys()]) {
      const record = this.host.latest(id);
      if (record) this.host.copyOf(id, mineName(record));
      this.conflicts.delete(id);
      this.host.records.dirty.delete(id);
    }
  }

  /** The design is gone from this tab: so is its conflict. */
  forget(id: string): void {
    if (this.conflicts.delete(id)) this.publish();
  }

  /** Another tab's save replaces this tab's copy: one undo step in an open editor. */
  private take(id: string, theirs: StoredDesign): void {
    const { records, stores } = this.host;
    const record = records.get(id);
    if (!record) return;
    record.doc = theirs.doc;
    record.rev = theirs.rev;
    record.summary = {
      ...record.summary,
      name: theirs.name ?? record.summary.name,
      updatedAt: theirs.updatedAt ?? record.summary.updatedAt,
    };
    records.dirty.delete(id);
    if (this.conflicts.delete(id)) this.publish();
    // A group keeps the selection on its component when the other version still has it.
    this.remoteSteps += 1;
    if (stores.putIn(id, theirs.doc, `other-tab:${this.remoteSteps}`))
      stores
        .get(id)!
        .getState()
        .notify(
          'info',
          `This design was saved ${this.host.elsewhere.saved}; it now shows that version (Undo goes back).`,
        );
    this.host.refresh();
  }

  private publish(): void {
    const conflicts = [...this.conflicts.keys()].flatMap((id) => {
      const summary = this.host.records.get(id)?.summary;
      return summary ? [summary] : [];
    });
    this.host.snapshot.setState({ conflicts });
  }
}
