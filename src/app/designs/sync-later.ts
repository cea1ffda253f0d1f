// The other tabs' sync as the first load has it: tab-sync.ts (and the undo histories' writer) is a
// chunk of its own (sync-chunk.ts), loaded right after the first frame (start()), or at the first
// call that needs it. Nothing waits on it to be safe: a design is written at once whatever the
// chunk, and the write itself never goes over another tab's newer save (saveDesign's revision).
// What the sync is told before it is there is told to it, in order, when it comes; then it reads
// what other tabs wrote while nobody listened (TabSync.catchUp), so a missed `storage` event
// never leaves this tab showing a stale design. A write that met another tab's newer save, or a
// newer app's, before then is held: that design is not written again, and a page going away
// before the sync came keeps its edits as a copy, as the sync does with an unanswered conflict.
import { lazyModule } from '../../preview';
import { mineName } from './design-types';
import type * as Chunk from './sync-chunk';
import type { SyncHost, TabSync } from './tab-sync';

export const syncChunk = lazyModule(() => import('./sync-chunk'));

const ignore = () => undefined;

export class SyncLater {
  private current: TabSync | null = null;
  /** Calls made before the sync was there, in order. */
  private readonly waiting: ((sync: TabSync) => void)[] = [];
  /** Designs whose write met a newer save before the sync was there. */
  private readonly held = new Set<string>();

  constructor(private readonly host: SyncHost) {}

  /** The sync, once its chunk has come. */
  get sync(): TabSync | null {
    return this.current;
  }

  /** The designs are open: a sync already loaded (another manager's) is there at once. */
  opened(): void {
    const chunk = syncChunk.get();
    if (chunk) this.arrive(chunk);
  }

  /** Loads the sync (right after the first frame); a failed load is tried again at the next call. */
  readonly start = (): void => void syncChunk.load().then(this.arrive, ignore);

  private readonly arrive = ({ TabSync }: typeof Chunk): void => {
    if (this.current) return;
    const sync = new TabSync(this.host);
    this.current = sync;
    for (const call of this.waiting.splice(0)) call(sync);
    sync.catchUp();
  };

  /** Tells the sync, now or, in order, when it has come. */
  later(call: (sync: TabSync) => void): void {
    if (this.sync) call(this.sync);
    else {
      this.waiting.push(call);
      this.start();
    }
  }

  /** Whether the design waits for the user (a conflict), or for the sync: not written meanwhile. */
  has(id: string): boolean {
    return this.sync ? this.sync.has(id) : this.held.has(id);
  }

  /** A write met another tab's newer save, or a newer app's (TabSync.conflict, superseded). */
  met(id: string, call: (sync: TabSync) => void): void {
    if (this.sync) return call(this.sync);
    this.held.add(id);
    // Forgotten, or kept as a copy on the way out, before the sync came: nothing left to tell.
    this.later((sync) => void (this.held.delete(id) && call(sync)));
  }

  forget(id: string): void {
    this.held.delete(id);
    this.sync?.forget(id);
  }

  /** The page is going away: edits nobody answered for, or that waited for the sync, become copies. */
  copyUnanswered(): void {
    this.sync?.copyUnanswered();
    for (const id of [...this.held]) {
      const record = this.host.latest(id);
      if (record) this.host.copyOf(id, mineName(record));
      this.held.delete(id);
      this.host.records.dirty.delete(id);
    }
  }
}
