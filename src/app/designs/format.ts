// How designs are kept in the browser. localStorage holds the list and each design (document and
// name); sessionStorage holds the current design's undo history for the session; IndexedDB holds
// attached files. Bumping a version number means writing a migration in storage.ts.
import type { Doc, NodeKey } from '../../model';

export const STORAGE_PREFIX = 'component-studio';
export const INDEX_KEY = `${STORAGE_PREFIX}:designs`;
export const designKey = (id: string) => `${STORAGE_PREFIX}:design:${id}`;
export const historyKey = (id: string) => `${STORAGE_PREFIX}:history:${id}`;
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
}

/** sessionStorage[historyKey(id)] */
export interface StoredHistory {
  version: 1;
  past: { doc: Doc; selectedKey: NodeKey | null }[];
  future: { doc: Doc; selectedKey: NodeKey | null }[];
}
