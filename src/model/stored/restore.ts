// The one way in for a stored design, like Excalidraw's `restore`: whatever comes back from
// browser storage, an undo history, a share link or a design file is unknown until it has been
// migrated to the current version (migrations.ts) and then parsed (schema.ts). A record of a newer
// version is refused with a sentence and flagged `newer`, so that the caller keeps it untouched.
// Data without a version is the oldest shape. Nothing here throws, whatever it is given.
import { isPlainObject } from '../payload/envelope';
import type { DesignSteps, SharedDesign, StoredDesign } from './format';
import { DESIGN_FORMAT, HISTORY_FORMAT, MAX_STORED_DEPTH, SHARE_FORMAT } from './format';
import { buildHistory } from './history';
import { expandHistory } from './history-older';
import type { Migration, StoredRecord } from './migrations';
import { DESIGN_MIGRATIONS, HISTORY_MIGRATIONS, SHARE_MIGRATIONS } from './migrations';
import { firstIssue, issueWords } from './reasons';
import {
  sharedDesignSchema,
  storedDesignSchema,
  storedHistorySchema,
  storedStepSchema,
} from './schema';

export type Restored<T> =
  | { ok: true; value: T }
  /** `newer`: written by a newer version of the app; keep it as it is, never write over it. */
  | { ok: false; reason: string; newer?: boolean };

const refuse = (reason: string, newer = false): { ok: false; reason: string; newer?: boolean } =>
  newer ? { ok: false, reason, newer } : { ok: false, reason };

/** A stored version number, 1 when there is none; null when it is no version at all. */
function versionOf(value: unknown): number | null {
  if (value === undefined) return 1;
  return Number.isSafeInteger(value) && (value as number) >= 1 ? (value as number) : null;
}

/** The record brought from version `from` to `to` by the migrations in between, in order. */
export function migrate(
  record: StoredRecord,
  from: number,
  to: number,
  migrations: readonly Migration[],
): StoredRecord {
  let value = record;
  for (const m of migrations) if (m.from >= from && m.from < to) value = m.up(value);
  return value;
}

/** Runs `read`; an unforeseen throw (there should be none) still gives a sentence. */
function guarded<T>(what: string, read: () => Restored<T>): Restored<T> {
  try {
    return read();
  } catch {
    return refuse(`${what} could not be read.`);
  }
}

/** Where a document's node nesting passes MAX_STORED_DEPTH, in either stored naming; or null. */
function tooDeep(doc: unknown): string | null {
  const visit = (list: unknown, where: string, depth: number): string | null => {
    if (!Array.isArray(list)) return null;
    for (const [i, node] of list.entries()) {
      if (!isPlainObject(node) || !isPlainObject(node.slots)) continue;
      const at = `${where}[${i}]`;
      if (depth >= MAX_STORED_DEPTH)
        return `${at} is nested more than ${MAX_STORED_DEPTH} levels deep`;
      for (const [name, children] of Object.entries(node.slots)) {
        const found = visit(children, `${at}.${name}`, depth + 1);
        if (found) return found;
      }
    }
    return null;
  };
  if (!isPlainObject(doc)) return null;
  return visit('nodes' in doc ? doc.nodes : doc.components, 'nodes', 0);
}

const newerDesign = (version: number) =>
  `This design was saved by a newer version of Component Studio (format ${version}; this one ` +
  `reads up to ${DESIGN_FORMAT}). Update the app to open it.`;

/**
 * A stored design (from browser storage, a design file, a bot's repository) at the current
 * version, or a sentence saying why it cannot be opened.
 */
export function restoreDesign(value: unknown): Restored<StoredDesign> {
  return guarded('This design', () => {
    if (!isPlainObject(value)) return refuse('It is not a design.');
    const version = versionOf(value.version);
    if (version === null)
      return refuse(`It has an unknown format version (${JSON.stringify(value.version)}).`);
    if (version > DESIGN_FORMAT) return refuse(newerDesign(version), true);
    const deep = tooDeep(value.doc);
    if (deep) return refuse(`Its document is damaged: ${deep}.`);
    const current = { ...migrate(value, version, DESIGN_FORMAT, DESIGN_MIGRATIONS) };
    current.version = DESIGN_FORMAT;
    const parsed = storedDesignSchema.safeParse(current, { error: issueWords });
    if (parsed.success) return { ok: true, value: parsed.data };
    const { inside, words } = firstIssue(parsed.error, 'doc');
    return refuse(inside ? `Its document is damaged: ${words}.` : `It is damaged: ${words}.`);
  });
}

/** Whether a JSON value is a stored design (a design file) rather than a payload for Discord. */
export function looksLikeStoredDesign(value: unknown): boolean {
  return (
    isPlainObject(value) &&
    isPlainObject(value.doc) &&
    ('version' in value || 'surface' in value.doc)
  );
}

/** A stored undo history's steps at the current version, or a sentence saying why not. */
export function restoreHistory(value: unknown): Restored<DesignSteps> {
  return guarded('This undo history', () => {
    if (!isPlainObject(value)) return refuse('It is not an undo history.');
    const version = versionOf(value.version);
    if (version === null)
      return refuse(`It has an unknown format version (${JSON.stringify(value.version)}).`);
    if (version > HISTORY_FORMAT)
      return refuse(
        `It was kept by a newer version of Component Studio (format ${version}).`,
        true,
      );
    const history = migrate(value, version, HISTORY_FORMAT, HISTORY_MIGRATIONS);
    const format = versionOf(history.format);
    if (format === null)
      return refuse(
        `Its steps have an unknown format version (${JSON.stringify(history.format)}).`,
      );
    if (format > DESIGN_FORMAT) return refuse(newerDesign(format), true);
    if (format === DESIGN_FORMAT) {
      const parsed = storedHistorySchema.safeParse(
        { ...history, version: HISTORY_FORMAT },
        { error: issueWords },
      );
      if (!parsed.success) return refuse(`It is damaged: ${firstIssue(parsed.error).words}.`);
      const steps = buildHistory(parsed.data);
      return typeof steps === 'string'
        ? refuse(`It is damaged: ${steps}.`)
        : { ok: true, value: steps };
    }
    // Steps of an older format are whole designs of that format: each is brought forward alone.
    const expanded = expandHistory(history);
    if (typeof expanded === 'string') return refuse(`It is damaged: ${expanded}.`);
    const steps: DesignSteps = { past: [], future: [] };
    for (const which of ['past', 'future'] as const)
      for (const [i, step] of expanded[which].entries()) {
        const current = isPlainObject(step)
          ? migrate(step, format, DESIGN_FORMAT, DESIGN_MIGRATIONS)
          : step;
        const parsed = storedStepSchema.safeParse(current, { error: issueWords });
        if (!parsed.success) {
          const where = `${which === 'past' ? 'undo' : 'redo'} step ${i}`;
          return refuse(`It is damaged: ${where}: ${firstIssue(parsed.error).words}.`);
        }
        steps[which].push(parsed.data);
      }
    return { ok: true, value: steps };
  });
}

/** What a share link holds, at the current version, or a sentence saying why not. */
export function restoreShared(value: unknown): Restored<SharedDesign> {
  return guarded('The share link', () => {
    if (!isPlainObject(value)) return refuse('The share link does not hold a design.');
    const { v } = value;
    if (typeof v === 'number' && v > SHARE_FORMAT)
      return refuse(
        `The share link was made by a newer Component Studio (format ${v}); this one reads format ${SHARE_FORMAT}.`,
        true,
      );
    // Every share link ever made says its version; one without is not a share link.
    const version = v === undefined ? null : versionOf(v);
    if (version === null)
      return refuse(`The share link does not hold a design (no format version ${SHARE_FORMAT}).`);
    const current = { ...migrate(value, version, SHARE_FORMAT, SHARE_MIGRATIONS), v: SHARE_FORMAT };
    const parsed = sharedDesignSchema.safeParse(current);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : refuse(parsed.error.issues[0]?.message ?? 'The share link does not hold a design.');
  });
}
