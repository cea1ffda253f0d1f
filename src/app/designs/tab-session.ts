// What this tab keeps for itself in sessionStorage, beside the designs every tab shares: each open
// design's undo history (written whole, so only when something may read it back: the tab is hidden
// or closed, or switches designs; never while typing), what it has selected, and which design it
// has open. A reload of the tab gets them back; another tab never sees them. History is a
// convenience: failing to keep it alarms nobody. Its writer loads right after the first frame
// (sync-chunk.ts); a history changed before then is written when it comes (a page closed in that
// first instant keeps its design, and the history it had before).
import { emptyHistory } from '../../editor';
import type { EditorInit, EditorStore } from '../../editor';
import { findNode } from '../../model';
import type { DesignRecord } from './design-types';
import type { StorageLike } from './storage';
import { loadCurrent, loadHistory, loadView, saveCurrent, saveView } from './storage';
import { syncChunk } from './sync-later';

const ignore = () => undefined;

export class TabSession {
  private readonly historyDirty = new Set<string>();
  private readonly viewDirty = new Set<string>();
  private currentDirty = false;

  constructor(
    private readonly session: StorageLike | null,
    /** The open store of a design, if it has one. */
    private readonly storeOf: (id: string) => EditorStore | undefined,
  ) {}

  /** The design this tab had open before a reload, if it said. */
  openBefore(): string | null {
    return this.session ? loadCurrent(this.session) : null;
  }

  /** Writes at once which design this tab has open. */
  rememberCurrent(id: string): void {
    if (this.session) saveCurrent(this.session, id);
  }

  /** A design's store as this tab left it: its undo history and its selection, when kept. */
  opening(id: string, record: DesignRecord): EditorInit {
    const { session } = this;
    const history = session ? loadHistory(session, id) : null;
    const view = session ? loadView(session, id) : undefined;
    const selectedKey =
      view !== undefined && (view === null || findNode(record.doc, view))
        ? view
        : record.selectedKey;
    return {
      doc: record.doc,
      selectedKey,
      history: history?.ok ? history.value : emptyHistory(),
    };
  }

  historyChanged(id: string): void {
    this.historyDirty.add(id);
  }

  viewChanged(id: string): void {
    this.viewDirty.add(id);
  }

  currentChanged(): void {
    this.currentDirty = true;
  }

  forget(id: string): void {
    this.historyDirty.delete(id);
    this.viewDirty.delete(id);
  }

  /** Writes what changed; the undo histories too when `histories` (not in a save while typing). */
  write(currentId: string, histories: boolean): void {
    const { session } = this;
    if (!session) return;
    if (histories) this.writeHistories();
    if (this.currentDirty) {
      saveCurrent(session, currentId);
      this.currentDirty = false;
    }
    for (const id of [...this.viewDirty]) {
      const store = this.storeOf(id);
      if (store) saveView(session, id, store.getState().selectedKey);
      this.viewDirty.delete(id);
    }
  }

  private writeHistories(): void {
    const { session } = this;
    if (!session || this.historyDirty.size === 0) return;
    const chunk = syncChunk.get();
    if (!chunk) {
      // Written when the writer comes; a failed load leaves them dirty for the next write.
      syncChunk.load().then(() => this.writeHistories(), ignore);
      return;
    }
    for (const id of [...this.historyDirty]) {
      const store = this.storeOf(id);
      if (store) chunk.saveHistory(session, id, store.getState().history);
      this.historyDirty.delete(id);
    }
  }
}
