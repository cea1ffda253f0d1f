// What one tab keeps for itself in sessionStorage: a design's undo history and its selection. A
// history is read back by the model (src/model/stored), which brings one kept by an earlier
// version of the app up to date; writing one is history-save.ts, which loads after the first
// frame (sync-chunk.ts).
import type { History } from '../../editor';
import { isPlainObject, openSealedHistory } from '../../model';
import type { NodeKey } from '../../model';
import { CURRENT_KEY, historyKey, viewKey } from './format';
import type { Checked, StorageLike } from './storage-io';
import { RESTORE_NOT_READY, restorer } from './restorer';
import { parseText, readJson, readText, storageKeys, writeItem } from './storage-io';

/** A design's stored undo history, or why there is none (missing, damaged, newer). */
export function loadHistory(session: StorageLike, id: string): Checked<History> {
  const text = readText(session, historyKey(id));
  if (!text.ok) return text;
  const sealed = openSealedHistory(text.value);
  if (sealed) return { ok: true, value: { ...sealed, lastGroup: null } };
  const restore = restorer.get();
  if (!restore) return { ok: false, reason: RESTORE_NOT_READY };
  const raw = parseText(text.value);
  if (!raw.ok) return raw;
  const restored = restore.restoreHistory(raw.value);
  return restored.ok ? { ok: true, value: { ...restored.value, lastGroup: null } } : restored;
}

/** Whether every undo history this storage holds opens without restore. */
export function allHistoriesSealed(session: StorageLike): boolean {
  const prefix = historyKey('');
  for (const key of storageKeys(session)) {
    if (!key.startsWith(prefix)) continue;
    const text = readText(session, key);
    if (text.ok && !openSealedHistory(text.value)) return false;
  }
  return true;
}

/** Stores what this tab has selected in a design: view state, kept per tab and never a change. */
export function saveView(session: StorageLike, id: string, selectedKey: NodeKey | null): void {
  writeItem(session, viewKey(id), JSON.stringify({ selectedKey }));
}

/** This tab's stored selection in a design: a key, null for none, undefined when not stored. */
export function loadView(session: StorageLike, id: string): NodeKey | null | undefined {
  const raw = readJson(session, viewKey(id));
  if (!raw.ok || !isPlainObject(raw.value)) return undefined;
  const { selectedKey } = raw.value;
  return typeof selectedKey === 'string' || selectedKey === null ? selectedKey : undefined;
}

/** Remembers which design this tab has open. */
export function saveCurrent(session: StorageLike, id: string): void {
  writeItem(session, CURRENT_KEY, JSON.stringify(id));
}

/** The design this tab had open before a reload, if it said. */
export function loadCurrent(session: StorageLike): string | null {
  const raw = readJson(session, CURRENT_KEY);
  return raw.ok && typeof raw.value === 'string' ? raw.value : null;
}
