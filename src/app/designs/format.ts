// How designs are kept in the browser. localStorage holds the list and each design (document and
// name); sessionStorage holds the current design's undo history for the session; IndexedDB holds
// attached files. Bumping a version number means writing a migration in storage.ts.
import type { Doc, NodeKey, NodeKind, SlotName } from '../../model';

export const STORAGE_PREFIX = 'component-studio';
export const INDEX_KEY = `${STORAGE_PREFIX}:designs`;
export const designKey = (id: string) => `${STORAGE_PREFIX}:design:${id}`;
export const historyKey = (id: string) => `${STORAGE_PREFIX}:history:${id}`;
/** sessionStorage: what this tab last had selected in a design (view state, never a change). */
export const viewKey = (id: string) => `${STORAGE_PREFIX}:view:${id}`;
/** sessionStorage: the design this tab has open, so a reload reopens it whatever other tabs do. */
export const CURRENT_KEY = `${STORAGE_PREFIX}:current`;
export const ATTACHMENTS_DB = `${STORAGE_PREFIX}-attachments`;

export interface DesignSummary {
  id: string;
  name: string;
  /** ms since the epoch. */
  updatedAt: number;
}

/** localStorage[INDEX_KEY] */
export interface DesignIndex {
  version: 1;
  currentId: string | null;
  designs: DesignSummary[];
}

/** localStorage[designKey(id)]: the document with its editor keys, so history and selection match. */
export interface StoredDesign {
  version: 1;
  doc: Doc;
  selectedKey: NodeKey | null;
  /** Copies of the index entry, so a design survives a lost or unreadable index. */
  name?: string;
  updatedAt?: number;
  /**
   * Grows by one with every save, so that a tab holding an older copy can tell that another tab
   * saved since it read the design, and never writes over that save. Missing in older records: 0.
   */
  rev?: number;
}

/** sessionStorage[historyKey(id)] */
export interface StoredHistory {
  version: 1;
  past: { doc: Doc; selectedKey: NodeKey | null }[];
  future: { doc: Doc; selectedKey: NodeKey | null }[];
}

/**
 * sessionStorage[historyKey(id)], version 2: steps share their unchanged nodes in memory, so they
 * share them here too. `nodes` lists every distinct node once, children before their parents;
 * slots and documents refer to nodes, and documents to bodies, by index.
 */
export interface StoredHistoryV2 {
  version: 2;
  nodes: StoredNode[];
  bodies: Record<string, unknown>[];
  past: StoredStep[];
  future: StoredStep[];
}

export interface StoredNode {
  key: NodeKey;
  /** The catalog kind; histories written before kinds had names carry `type` (a number) instead. */
  kind: NodeKind;
  props: Record<string, unknown>;
  slots: Partial<Record<SlotName, number[]>>;
  raw?: unknown;
  /** A node's editor-only held fields (a Link button's custom_id kept for a switch back). */
  held?: Record<string, unknown>;
}

export interface StoredStep {
  /** Histories written before commands existed call `nodes` `components`. */
  doc: Omit<Doc, 'nodes' | 'body'> & { body: number; nodes: number[] };
  selectedKey: NodeKey | null;
}
