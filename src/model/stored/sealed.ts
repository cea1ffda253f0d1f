// A record this version of the app writes ends with a seal: a hash of the rest of its text. A
// sealed record is that writer's own output, made from a design already in the app (read through
// restore, or built by the editor), so it opens as written, without migrating or parsing it again;
// reading it needs no zod, and the page's first load stays without it. Anything else (a record an
// earlier or a newer version wrote, one edited by hand or cut short) has no seal or a broken one,
// and is read through restore.ts: migrate, then parse. The hash catches damage, not intent: the
// page's own storage holds nothing a stranger wrote.
import { findNode } from '../document/find-node';
import type { DesignSteps, StoredDesign } from './format';
import { DESIGN_FORMAT, HISTORY_FORMAT } from './format';
import { buildHistory } from './history';
import type { ParsedHistory } from './schema';

const SEAL_END = /,"seal":"([0-9a-f]{8})"\}$/;

/** FNV-1a over the text's UTF-16 code units, as 8 hex digits. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** A JSON object's text (with at least one field) with its seal as the last field. */
export function seal(json: string): string {
  return `${json.slice(0, -1)},"seal":"${hash(json)}"}`;
}

/** The object a sealed text holds, without its seal; null when the text has no seal or a broken one. */
export function unseal(text: string): Record<string, unknown> | null {
  const end = SEAL_END.exec(text.slice(-20));
  if (!end?.[1]) return null;
  const json = `${text.slice(0, text.length - end[0].length)}}`;
  if (hash(json) !== end[1]) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * A design this version wrote, as it wrote it; null when the text is not sealed by it. As restore
 * does, a selection the document does not hold is dropped.
 */
export function openSealedDesign(text: string): StoredDesign | null {
  const value = unseal(text);
  if (value?.version !== DESIGN_FORMAT) return null;
  const design = value as unknown as StoredDesign;
  const { selectedKey, doc } = design;
  return selectedKey === null || findNode(doc, selectedKey) !== null
    ? design
    : { ...design, selectedKey: null };
}

/** An undo history this version wrote, its steps sharing nodes again; null when not sealed by it. */
export function openSealedHistory(text: string): DesignSteps | null {
  const value = unseal(text);
  if (value?.version !== HISTORY_FORMAT || value.format !== DESIGN_FORMAT) return null;
  const steps = buildHistory(value as unknown as ParsedHistory);
  return typeof steps === 'string' ? null : steps;
}
