// The shapes a design is stored in, at their current versions: a design as kept in browser storage
// (and in a design file), an undo history (steps sharing their unchanged nodes), and the wrapper of
// a share link. An older shape is brought to these by migrations.ts before it is read; a newer one
// is refused. Changing a shape means a new version number and a migration to it.
import type { NodeKind } from '../catalog/kinds';
import type { Doc, NodeKey, SlotName } from '../document/document';

/** The version of StoredDesign this app writes and reads up to. */
export const DESIGN_FORMAT = 4;

/** A design as stored: the document with its editor keys, so history and selection match. */
export interface StoredDesign {
  version: typeof DESIGN_FORMAT;
  /**
   * Grows by one with every save, so that a tab holding an older copy can tell that another tab
   * saved since it read the design, and never writes over that save.
   */
  rev: number;
  doc: Doc;
  selectedKey: NodeKey | null;
  /** Copies of the index entry, so a design survives a lost or unreadable list of designs. */
  name?: string;
  updatedAt?: number;
}

/** One undo or redo step: a design as it was, with what was selected. */
export interface DesignStep {
  doc: Doc;
  selectedKey: NodeKey | null;
}

export interface DesignSteps {
  past: DesignStep[];
  future: DesignStep[];
}

/** The version of StoredHistory's container this app writes and reads up to. */
export const HISTORY_FORMAT = 2;

/**
 * An undo history. Steps share their unchanged nodes in memory, so they share them here too:
 * `nodes` lists every distinct node once, children before their parents; slots and steps refer to
 * nodes, and steps to bodies, by index. `format` is the DESIGN_FORMAT of the steps' documents.
 */
export interface StoredHistory {
  version: typeof HISTORY_FORMAT;
  format: typeof DESIGN_FORMAT;
  nodes: StoredNode[];
  bodies: Record<string, unknown>[];
  past: StoredStep[];
  future: StoredStep[];
}

export interface StoredNode {
  key: NodeKey;
  kind: NodeKind;
  props: Record<string, unknown>;
  slots: Partial<Record<SlotName, number[]>>;
  raw?: unknown;
  held?: Record<string, unknown>;
}

export interface StoredStep {
  doc: Omit<Doc, 'nodes' | 'body'> & { body: number; nodes: number[] };
  selectedKey: NodeKey | null;
}

/** The version of a share link's wrapper this app writes and reads up to. */
export const SHARE_FORMAT = 1;

/** What a share link holds: a design's name and its payload, as Discord takes it. */
export interface SharedDesign {
  name: string;
  payload: unknown;
  /** A command set's server; absent for a global set and for messages and modals. */
  guildId?: string;
}

/** Deeper than any document Discord accepts, shallow enough that reading cannot overflow. */
export const MAX_STORED_DEPTH = 32;
