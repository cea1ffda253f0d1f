// The designs of a tab as the page sees them: the snapshot it draws from (held in a zustand store by
// DesignManager), the manager's options, a design's record in memory, and the timings of saving.
import type { Doc, NodeKey } from '../../model';
import type { DesignSummary } from './format';
import type { BrokenDesign, StorageFailure, StorageLike } from './storage';

export const UNTITLED = 'Untitled design';

/** `base`, or `base 2`, `base 3`... whichever no design is called yet. */
export function freeName(base: string, taken: readonly string[]): string {
  let name = base;
  for (let n = 2; taken.includes(name); n += 1) name = `${base} ${n}`;
  return name;
}
/** Changes are saved once they pause this long (typing is saved in batches, not per key)… */
export const SAVE_DELAY_MS = 250;
/**
 * …and never later than this after the first unsaved one, however long the typing goes on: on a
 * phone-class CPU a save every few keys cost the keys more than the saves are worth, and the page
 * saves at once when it is hidden or closed (bench/editor/PROFILE.md).
 */
export const SAVE_MAX_MS = 1_000;

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
  /**
   * Where the designs live when not in this browser's storage (the studio's folder); local is
   * then null. What it holds opens as the designs, and every save is handed to it.
   */
  source?: DesignSource;
}

/** Designs kept outside the browser: read before the page opens, written by the source itself. */
export interface DesignSource {
  readonly designs: readonly { id: string; name: string; doc: Doc }[];
  /** The design has edits to keep: the source writes them, in its own time. */
  write(id: string, record: DesignRecord): void;
  /** Where the other copies of a design are saved, as the page says it. */
  readonly elsewhere: Elsewhere;
}

/** Where a design's other copy is saved, in the page's words (notices and the conflict banner). */
export interface Elsewhere {
  /** `“Welcome” was saved …` */
  saved: string;
  /** The conflict banner's button: `Take …` */
  theirs: string;
}

export const OTHER_TAB: Elsewhere = { saved: 'in another tab', theirs: 'the other tab’s version' };

/** The name of the copy that keeps this tab's edits when another copy of the design won. */
export const mineName = (record: DesignRecord): string =>
  `${record.summary.name} (this tab’s copy)`;

/** A design of this tab in memory. */
export interface DesignRecord {
  summary: DesignSummary;
  doc: Doc;
  selectedKey: NodeKey | null;
  /** The stored revision this copy is based on; 0 for a design never stored. */
  rev: number;
}
