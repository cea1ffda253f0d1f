// Reading and writing designs in a Storage (localStorage, sessionStorage, or a fake in tests).
// Nothing here throws: a failed write says why, and an unreadable record is reported and skipped,
// never allowed to take the other designs down with it.
import { DESIGN_FORMAT, isPlainObject, openSealedDesign, seal } from '../../model';
import type { Doc, NodeKey, StoredDesign } from '../../model';
import type { DesignIndex, DesignSummary } from './format';
import { INDEX_KEY, designKey, historyKey, viewKey } from './format';
import type { Checked, StorageFailure, StorageLike, WriteResult } from './storage-io';
import { RESTORE_NOT_READY, restorer } from './restorer';
import { parseText, readJson, readText, removeItem, storageKeys, writeItem } from './storage-io';

// One module to import for everything about stored designs.
export * from './storage-io';
export * from './history-storage';

export interface LoadedDesign {
  summary: DesignSummary;
  doc: Doc;
  selectedKey: NodeKey | null;
  /** The stored revision this copy was read at (see StoredDesign.rev). */
  rev: number;
}

/** A design that is listed or stored but could not be opened, and why. */
export interface BrokenDesign {
  summary: DesignSummary;
  reason: string;
}

export interface LoadResult {
  currentId: string | null;
  designs: LoadedDesign[];
  broken: BrokenDesign[];
  /** Set when the list of designs itself could not be read (designs are then recovered). */
  indexProblem: string | null;
}

const isSummary = (v: unknown): v is DesignSummary =>
  isPlainObject(v) &&
  typeof v.id === 'string' &&
  v.id !== '' &&
  typeof v.name === 'string' &&
  typeof v.updatedAt === 'number';

function readIndex(storage: StorageLike): Checked<DesignIndex> | null {
  const raw = readJson(storage, INDEX_KEY);
  if (!raw.ok) return raw.missing ? null : raw;
  const v = raw.value;
  if (newerIndex(v))
    return { ok: false, reason: 'A newer version of Component Studio wrote it.', newer: true };
  if (!isPlainObject(v) || v.version !== 1 || !Array.isArray(v.designs))
    return { ok: false, reason: 'It is not a list of designs.' };
  return {
    ok: true,
    value: {
      version: 1,
      currentId: typeof v.currentId === 'string' ? v.currentId : null,
      designs: v.designs.filter(isSummary),
    },
  };
}

/**
 * The records allDesignsSealed opened, by the text each was opened from. The load that follows
 * reads the same texts and takes each design from here (once) instead of hashing and parsing it
 * again: a set of 100 commands is a 240 kB record. loadDesigns lets go of what is left.
 */
const openedEarlier = new Map<string, StoredDesign>();

/** A sealed record's design: the one allDesignsSealed opened from the same text, or opened now. */
function openSealed(text: string): StoredDesign | null {
  const early = openedEarlier.get(text);
  if (!early) return openSealedDesign(text);
  openedEarlier.delete(text);
  return early;
}

/**
 * One stored design, as this version sealed it, or else read through the model's restore
 * (migrated from the shape it was saved in, then parsed); or why it cannot be opened: a sentence,
 * `newer` when a newer app saved it.
 */
export function readDesign(storage: StorageLike, id: string): Checked<StoredDesign> {
  const text = readText(storage, designKey(id));
  if (!text.ok) return text;
  const sealed = openSealed(text.value);
  if (sealed) return { ok: true, value: sealed };
  const restore = restorer.get();
  if (!restore) return { ok: false, reason: RESTORE_NOT_READY };
  const raw = parseText(text.value);
  return raw.ok ? restore.restoreDesign(raw.value) : raw;
}

/** Whether every design this storage holds opens without restore (each is sealed by this version). */
export function allDesignsSealed(storage: StorageLike): boolean {
  const prefix = designKey('');
  for (const key of storageKeys(storage)) {
    if (!key.startsWith(prefix)) continue;
    const text = readText(storage, key);
    if (!text.ok) continue;
    const design = openSealedDesign(text.value);
    if (!design) return false;
    openedEarlier.set(text.value, design);
  }
  return true;
}

const loaded = (summary: DesignSummary, stored: StoredDesign): LoadedDesign => ({
  summary,
  doc: stored.doc,
  selectedKey: stored.selectedKey,
  rev: stored.rev,
});

/** Every design in the storage: the listed ones, then any stored design the list lost. */
export function loadDesigns(storage: StorageLike): LoadResult {
  const index = readIndex(storage);
  const result: LoadResult = {
    currentId: index?.ok ? index.value.currentId : null,
    designs: [],
    broken: [],
    indexProblem:
      index && !index.ok ? `The list of designs could not be read. ${index.reason}` : null,
  };
  const seen = new Set<string>();
  const open = (summary: DesignSummary) => {
    seen.add(summary.id);
    const design = readDesign(storage, summary.id);
    if (design.ok) result.designs.push(loaded(summary, design.value));
    else result.broken.push({ summary, reason: design.reason });
  };
  for (const summary of index?.ok ? index.value.designs : [])
    if (!seen.has(summary.id)) open(summary);
  const prefix = designKey('');
  for (const key of storageKeys(storage)) {
    const id = key.slice(prefix.length);
    if (!key.startsWith(prefix) || id === '' || seen.has(id)) continue;
    const design = readDesign(storage, id);
    const summary = {
      id,
      name: (design.ok && design.value.name) || 'Recovered design',
      updatedAt: (design.ok && design.value.updatedAt) || 0,
    };
    if (design.ok) result.designs.push(loaded(summary, design.value));
    else result.broken.push({ summary, reason: design.reason });
    seen.add(id);
  }
  openedEarlier.clear();
  return result;
}

/**
 * The designs the stored list names that `known` does not, whose records are stored: another tab
 * saved them and this one has not heard yet. Writing the list keeps them, so that no tab's list
 * ever drops another tab's design.
 */
export function listedElsewhere(
  storage: StorageLike,
  known: (id: string) => boolean,
): DesignSummary[] {
  const index = readIndex(storage);
  if (!index?.ok) return [];
  return index.value.designs.filter((d) => !known(d.id) && readJson(storage, designKey(d.id)).ok);
}

/** Whether the stored list of designs was written by a newer version of the app. */
function newerIndex(value: unknown): boolean {
  return isPlainObject(value) && typeof value.version === 'number' && value.version > 1;
}

/**
 * Writes the list of designs, unless a newer version of the app wrote the stored one: that is
 * left to it (this tab's designs are still found by their keys when the list lacks them).
 */
export function saveIndex(storage: StorageLike, index: DesignIndex): WriteResult {
  const stored = readJson(storage, INDEX_KEY);
  if (stored.ok && newerIndex(stored.value)) return { ok: true };
  return writeItem(storage, INDEX_KEY, JSON.stringify(index));
}

export type DesignWrite =
  | { ok: true; rev: number }
  | { ok: false; failure: StorageFailure }
  /** Another tab saved the design after `baseRev`: nothing was written, here is their version. */
  | { ok: false; newer: StoredDesign }
  /** A newer version of the app saved the design, which this one cannot read: nothing was written. */
  | { ok: false; refused: string };

/** How saveDesign's text starts: the version, then the revision. */
const OWN_START = new RegExp(`^\\{"version":${DESIGN_FORMAT},"rev":(\\d{1,15}),`);

/**
 * The stored design's revision, read off the start of its text as saveDesign writes it: 0 when
 * there is none, null when its text does not start that way (or cannot be read).
 */
export function storedRevision(storage: StorageLike, id: string): number | null {
  let text: string | null;
  try {
    text = storage.getItem(designKey(id));
  } catch {
    return null;
  }
  if (text === null) return 0;
  // saveDesign writes version and rev first; anything else is read the long way.
  const m = OWN_START.exec(text.slice(0, 40));
  return m ? Number(m[1]) : null;
}

/** Whether the stored design is, by the start of its text, at revision `rev` or older (or absent). */
function ownRevision(storage: StorageLike, id: string, rev: number): boolean {
  const stored = storedRevision(storage, id);
  return stored !== null && stored <= rev;
}

/**
 * Writes a design read or last written at revision `baseRev`, as revision `baseRev + 1`, unless
 * the stored one is newer (another tab saved it since): then nothing is written and the newer one
 * is returned. A design deleted elsewhere is written back, so that unsaved work is never lost. A
 * design a newer version of the app saved is never written over.
 */
export function saveDesign(
  storage: StorageLike,
  summary: DesignSummary,
  doc: Doc,
  selectedKey: NodeKey | null,
  baseRev = 0,
): DesignWrite {
  // Most saves find their own last write: its revision is read off the text's start, and the
  // stored design (a few hundred kB for a large command set) is parsed only when it may be newer.
  if (!ownRevision(storage, summary.id, baseRev)) {
    const current = readDesign(storage, summary.id);
    if (current.ok && current.value.rev > baseRev) return { ok: false, newer: current.value };
    if (!current.ok && current.newer) return { ok: false, refused: current.reason };
  }
  const stored: StoredDesign = {
    version: DESIGN_FORMAT,
    rev: baseRev + 1,
    doc,
    selectedKey,
    name: summary.name,
    updatedAt: summary.updatedAt,
  };
  const result = writeItem(storage, designKey(summary.id), seal(JSON.stringify(stored)));
  return result.ok ? { ok: true, rev: baseRev + 1 } : result;
}

/** Forgets a design's records (its document and its undo history). */
export function removeDesign(
  local: StorageLike | null,
  session: StorageLike | null,
  id: string,
): void {
  if (local) removeItem(local, designKey(id));
  if (session) {
    removeItem(session, historyKey(id));
    removeItem(session, viewKey(id));
  }
}
