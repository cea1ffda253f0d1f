// The designs kept in the browser, as the editor uses them: create, rename, duplicate, delete and
// switch; and living beside other tabs of this page. Each save carries a revision; a tab hears of
// another's saves (the `storage` event, receive()) and never writes over a newer one: with no
// unsaved edits it takes the newer version, with edits of its own it asks (keepMineAsCopy or
// takeTheirs), and a page going away unanswered keeps its edits as a copy.
import type { Doc } from '../../model';
import { DesignRecords, UNTITLED } from './design-records';
import type { StoredDesign } from './format';
import { designKey } from './format';
import { readDesign, removeDesign } from './storage';

export { HISTORY_DELAY_MS, SAVE_DELAY_MS, UNTITLED } from './design-records';
export type { DesignManagerOptions, DesignsSnapshot } from './design-records';

export class DesignManager extends DesignRecords {
  /** Edits held elsewhere (the JSON editor's text) that must reach the store before a save. */
  private readonly pending = new Set<() => void>();
  private remoteSteps = 0;

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

  /** Another tab's save replaces this tab's copy: one undo step in an open editor. */
  protected take(id: string, theirs: StoredDesign): void {
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
}
