// The designs of this tab in memory, in order, and their copy in localStorage. Every design's
// document lives here and in its editor store, and storage is a copy written shortly after each
// change. A write never goes over another tab's newer save, nor over a design a newer version of
// the app saved (see saveDesign): it tells the caller instead, and keeps the edits unsaved. When
// storage is full or refused, the write says so and the work in memory carries on.
import type { Doc, StoredDesign } from '../../model';
import type { DesignRecord, DesignSource } from './design-types';
import type { DesignSummary } from './format';
import type { BrokenDesign, LoadResult, StorageFailure, StorageLike } from './storage';
import { listedElsewhere, loadDesigns, saveDesign, saveIndex } from './storage';

/** What a write asks of the rest of the tab, and tells it. */
export interface WriteHooks {
  /** The design's record with its editor's latest document; undefined to leave it unsaved. */
  latest(id: string): DesignRecord | undefined;
  /** Another tab saved the design since this one read it: nothing was written. */
  newer(id: string, theirs: StoredDesign): void;
  /** A newer version of the app saved the design: nothing was written, and never will be. */
  refused(id: string, reason: string): void;
  /** What the list of designs names besides the records: the open one and the unreadable ones. */
  listed(): { currentId: string; broken: readonly BrokenDesign[] };
}

export class DesignRecords {
  private readonly byId = new Map<string, DesignRecord>();
  /** Designs with edits not yet in storage. */
  readonly dirty = new Set<string>();
  /** Designs deleted here, which another tab's list must not bring back. */
  readonly removed = new Set<string>();
  /** The list of designs (names, order, the open one) has changed since it was written. */
  indexDirty = false;

  constructor(
    private readonly local: StorageLike | null,
    private readonly now: () => number,
    private readonly newId: () => string,
    private readonly source?: DesignSource,
  ) {}

  /** Reads every stored design into memory, and says what could not be read. */
  load(): LoadResult {
    const { source } = this;
    const loaded: LoadResult = source
      ? {
          currentId: null,
          designs: source.designs.map(({ id, name, doc }) => ({
            summary: { id, name, updatedAt: this.now() },
            ...{ doc, selectedKey: null, rev: 1 },
          })),
          broken: [],
          indexProblem: null,
        }
      : this.local
        ? loadDesigns(this.local)
        : { currentId: null, designs: [], broken: [], indexProblem: null };
    for (const d of loaded.designs) this.byId.set(d.summary.id, { ...d });
    return loaded;
  }

  get(id: string): DesignRecord | undefined {
    return this.byId.get(id);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  ids(): string[] {
    return [...this.byId.keys()];
  }

  first(): string | undefined {
    return this.byId.keys().next().value;
  }

  summaries(): DesignSummary[] {
    return [...this.byId.values()].map((r) => r.summary);
  }

  /** A design met elsewhere (another tab saved it), at the end of the list. */
  append(id: string, record: DesignRecord): void {
    this.byId.set(id, record);
  }

  /** A new design, never stored (revision 0), at the end or after `after`; returns its id. */
  add(name: string, doc: Doc, after?: string): string {
    const id = this.newId();
    const record: DesignRecord = {
      summary: { id, name, updatedAt: this.now() },
      doc,
      selectedKey: null,
      rev: 0,
    };
    if (after === undefined) this.byId.set(id, record);
    else {
      const entries = [...this.byId];
      const at = entries.findIndex(([key]) => key === after) + 1;
      entries.splice(at, 0, [id, record]);
      this.byId.clear();
      for (const [key, value] of entries) this.byId.set(key, value);
    }
    return id;
  }

  /** Drops a design from memory (its stored copy is the caller's business). */
  delete(id: string): void {
    this.byId.delete(id);
    this.dirty.delete(id);
  }

  /** The design has edits to store, and the list of designs may have changed. */
  touch(id: string): void {
    this.dirty.add(id);
    this.indexDirty = true;
  }

  /**
   * Stores every design with unsaved edits, then the list of designs (only after them, so that
   * the list never names a design that is not stored). Returns why storage failed, or null.
   */
  write(hooks: WriteHooks): StorageFailure | null {
    const { local, source } = this;
    if (source) {
      for (const id of [...this.dirty]) {
        const record = hooks.latest(id);
        if (!record) continue;
        this.dirty.delete(id);
        source.write(id, record);
      }
      this.indexDirty = false;
      return null;
    }
    if (!local) return null;
    let failure: StorageFailure | null = null;
    for (const id of [...this.dirty]) {
      const record = hooks.latest(id);
      if (!record) continue;
      const { summary, doc, selectedKey, rev } = record;
      const result = saveDesign(local, summary, doc, selectedKey, rev);
      if (result.ok) {
        record.rev = result.rev;
        this.dirty.delete(id);
      } else if ('newer' in result) hooks.newer(id, result.newer);
      else if ('refused' in result) hooks.refused(id, result.refused);
      else failure = result.failure;
    }
    if (this.indexDirty && failure === null) {
      const { currentId, broken } = hooks.listed();
      const result = saveIndex(local, {
        version: 1,
        currentId,
        designs: [
          ...[...this.byId.values()].filter((r) => r.rev > 0).map((r) => r.summary),
          ...broken.map((b) => b.summary),
          ...listedElsewhere(local, (id) => this.byId.has(id) || this.removed.has(id)),
        ],
      });
      if (result.ok) this.indexDirty = false;
      else failure = result.failure;
    }
    return failure;
  }
}
