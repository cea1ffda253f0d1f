// Undo and redo as two stacks of whole documents (the tree is immutable, so unchanged nodes are
// shared and a step costs only the path that changed).
import type { Doc, NodeKey } from '../../model';

export const HISTORY_LIMIT = 200;

export interface HistoryEntry {
  doc: Doc;
  selectedKey: NodeKey | null;
}

export interface History {
  past: HistoryEntry[];
  future: HistoryEntry[];
  /** The group of the last recorded change, so typing in one field makes one step. */
  lastGroup: string | null;
}

export const emptyHistory = (): History => ({ past: [], future: [], lastGroup: null });

/** History after a change from `before`; a change in the same group as the last one merges with it. */
export function record(history: History, before: HistoryEntry, group?: string): History {
  if (group !== undefined && group === history.lastGroup && history.past.length > 0) {
    return { ...history, future: [] };
  }
  const past = [...history.past, before];
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
  return { past, future: [], lastGroup: group ?? null };
}

/** One step back: the entry to restore and the history after it, or null at the start. */
export function undo(history: History, current: HistoryEntry): [HistoryEntry, History] | null {
  const entry = history.past.at(-1);
  if (!entry) return null;
  return [
    entry,
    { past: history.past.slice(0, -1), future: [...history.future, current], lastGroup: null },
  ];
}

/** One step forward again. */
export function redo(history: History, current: HistoryEntry): [HistoryEntry, History] | null {
  const entry = history.future.at(-1);
  if (!entry) return null;
  return [
    entry,
    { past: [...history.past, current], future: history.future.slice(0, -1), lastGroup: null },
  ];
}
