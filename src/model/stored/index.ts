// Stored designs: their shapes at the current versions, the migrations from every older one, and
// restore, the one way in for a design kept anywhere (browser storage, undo histories, share
// links, design files, a bot's repository).
export * from './format';
export { DESIGN_MIGRATIONS, HISTORY_MIGRATIONS, SHARE_MIGRATIONS } from './migrations';
export type { Migration, StoredRecord } from './migrations';
export { openSealedDesign, openSealedHistory, seal, unseal } from './sealed';
export { looksLikeStoredDesign, restoreDesign, restoreHistory, restoreShared } from './restore';
export type { Restored } from './restore';
export { importDesignFile } from './design-file';
