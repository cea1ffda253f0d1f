// Writing a design's undo history to this tab's sessionStorage, capped so that it can never fill
// the storage: encoded with shared nodes (the model's history-encode.ts) and sealed. It loads
// right after the first frame with the other tabs' sync (sync-chunk.ts); until then the tab's
// histories wait for it (tab-session.ts). Reading one back is history-storage.ts.
import type { History } from '../../editor';
import { seal } from '../../model';
import { encodeHistory } from '../../model/stored/history-encode';
import { historyKey } from './format';
import type { StorageLike, WriteResult } from './storage-io';
import { removeItem, storageKeys, writeItem } from './storage-io';

/** Past this many characters a stored history is trimmed, so it can never fill the storage. */
export const MAX_HISTORY_CHARS = 1_000_000;

/**
 * Stores a design's undo history, trimmed to fit MAX_HISTORY_CHARS. When the storage is full the
 * other designs' histories go first, then older steps of this one.
 */
export function saveHistory(session: StorageLike, id: string, history: History): WriteResult {
  let keep = Math.max(history.past.length, history.future.length);
  let text = JSON.stringify(encodeHistory(history));
  while (text.length > MAX_HISTORY_CHARS && keep > 0) {
    keep = Math.floor(keep / 2);
    text = JSON.stringify(encodeHistory(trimHistory(history, keep)));
  }
  let result = writeItem(session, historyKey(id), seal(text));
  if (result.ok || result.failure.kind !== 'quota') return result;
  const prefix = historyKey('');
  for (const key of storageKeys(session))
    if (key.startsWith(prefix) && key !== historyKey(id)) removeItem(session, key);
  result = writeItem(session, historyKey(id), text);
  while (!result.ok && result.failure.kind === 'quota' && keep > 0) {
    keep = Math.floor(keep / 2);
    result = writeItem(
      session,
      historyKey(id),
      seal(JSON.stringify(encodeHistory(trimHistory(history, keep)))),
    );
  }
  return result;
}

/** Keeps the `keep` most recent undo steps and the `keep` nearest redo steps. */
export function trimHistory(history: History, keep: number): History {
  return {
    past: history.past.slice(Math.max(0, history.past.length - keep)),
    future: history.future.slice(Math.max(0, history.future.length - keep)),
    lastGroup: history.lastGroup,
  };
}
