// How designs are kept in the browser. localStorage holds the list and each design (document and
// name); sessionStorage holds this tab's undo histories, selections and open design; IndexedDB
// holds attached files. The shape of a stored design and of an undo history, their versions and
// the migrations from every older shape live in the model (src/model/stored): a new shape is a new
// version there, with its migration.
export type { StoredDesign } from '../../model';

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
