// Which outline rows start collapsed, and opening the way to a node when it is selected.
import { countNodes } from '../../model';
import type { Doc, NodeKey } from '../../model';
import { ancestorsOf } from './selectors';

/** A command set bigger than this opens with its commands collapsed: a list of its commands. */
export const COLLAPSE_COMMANDS_OVER = 150;

/**
 * The rows collapsed when a design opens: none, except in a large command set, where every command
 * with options is, but the one holding the selection (hundreds of option rows would otherwise be
 * drawn before the page is usable, and scrolled past to find a command).
 */
export function initialCollapsed(doc: Doc, selectedKey: NodeKey | null): Set<NodeKey> {
  if (doc.surface !== 'commands' || countNodes(doc.nodes) <= COLLAPSE_COMMANDS_OVER)
    return new Set();
  const open = new Set(selectedKey === null ? [] : [selectedKey, ...ancestorsOf(doc, selectedKey)]);
  return new Set(
    doc.nodes
      .filter((n) => (n.slots.options?.length ?? 0) > 0 && !open.has(n.key))
      .map((n) => n.key),
  );
}

/** `collapsed` without the ancestors of `key`, so that its row is on screen; the same set when none was. */
export function openTo(
  collapsed: ReadonlySet<NodeKey>,
  doc: Doc,
  key: NodeKey | null,
): ReadonlySet<NodeKey> {
  if (key === null || collapsed.size === 0) return collapsed;
  const closed = ancestorsOf(doc, key).filter((k) => collapsed.has(k));
  if (closed.length === 0) return collapsed;
  const next = new Set(collapsed);
  for (const k of closed) next.delete(k);
  return next;
}
