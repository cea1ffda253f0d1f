// When the designs of a tab are written: once changes pause for SAVE_DELAY_MS, and at most
// SAVE_MAX_MS after the first unsaved change (typing is saved in batches, not per key); the undo
// histories (written whole, and read back only by a reload or a switch back to the design) only
// with everything at once, when the page is hidden or goes away or the tab switches designs: on a
// phone a large set's history took 20-90 ms to write, a dropped frame or several in the middle of
// typing (bench/editor/PROFILE.md). Before a save the page asks for, the edits held outside the
// stores (the JSON editor's text waiting for its pause) have reached them. What a write meets is
// passed on: a failure to the snapshot, another tab's newer save and a newer app's design to sync.
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { DesignRecords } from './design-records';
import type { DesignRecord, DesignsSnapshot } from './design-types';
import { SAVE_MAX_MS } from './design-types';
import type { TabSession } from './tab-session';
import type { SyncLater } from './sync-later';

/** Edits held elsewhere (the JSON editor's text) that must reach their store before a save. */
export interface PendingEdits {
  flushes: readonly (() => void)[];
}

export interface SavingParts {
  records: DesignRecords;
  tab: TabSession;
  sync: Pick<SyncLater, 'has' | 'met'>;
  snapshot: StoreApi<DesignsSnapshot>;
  /** The record with its editor's latest document. */
  latest(id: string): DesignRecord | undefined;
}

export class DesignSaving {
  readonly pending = createStore<PendingEdits>()(() => ({ flushes: [] }));
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** When the first change not yet written came (Date.now()), or null when all are written. */
  private firstUnsaved: number | null = null;

  constructor(
    private readonly parts: SavingParts,
    private readonly delayMs: number,
  ) {}

  /** A change waits to be saved: the timer starts again, up to SAVE_MAX_MS after the first. */
  schedule(): void {
    const now = Date.now();
    this.firstUnsaved ??= now;
    const latest = this.firstUnsaved + Math.max(this.delayMs, SAVE_MAX_MS);
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(this.timed, Math.max(0, Math.min(this.delayMs, latest - now)));
  }

  /** Registers a holder of edits not yet in a store; it is asked for them before a save now. */
  readonly holdPending = (flush: () => void): (() => void) => {
    this.pending.setState(({ flushes }) => ({ flushes: [...flushes, flush] }));
    return () =>
      this.pending.setState(({ flushes }) => ({ flushes: flushes.filter((f) => f !== flush) }));
  };

  /** Writes every unsaved change now, undo histories included. */
  readonly flush = (): void => this.write(true);

  /** The page is being hidden: pending edits reach their stores, and everything is written. */
  readonly saveNow = (): void => {
    for (const flush of this.pending.getState().flushes) flush();
    this.flush();
  };

  /** The timer's save: the designs, not the undo histories. */
  private readonly timed = (): void => this.write(false);

  private write(histories: boolean): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.firstUnsaved = null;
    const { records, tab, sync, snapshot, latest } = this.parts;
    const failure = records.write({
      latest: (id) => (sync.has(id) ? undefined : latest(id)),
      newer: (id, theirs) => sync.met(id, (s) => s.conflict(id, theirs)),
      refused: (id, reason) => sync.met(id, (s) => s.superseded(id, reason)),
      listed: () => snapshot.getState(),
    });
    const { currentId, saveError } = snapshot.getState();
    tab.write(currentId, histories);
    if (failure?.kind !== saveError?.kind) snapshot.setState({ saveError: failure });
  }
}
