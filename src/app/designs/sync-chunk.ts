// What loads right after the first frame (sync-later.ts): the other tabs' sync and the writer of
// undo histories. The first screen only reads the stored designs and draws one; neither is needed
// before the first write or the first word from another tab.
export { TabSync } from './tab-sync';
export { saveHistory } from './history-save';
