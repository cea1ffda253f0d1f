// What one outline row draws, read from the store so that the row re-renders only when that
// changes. Typing in a Text Display replaces its node and its Container's on every key, but
// rarely changes the first words a row shows, and never the keys of the Container's children.
import type { NodeKind } from '../../model';
import { entryOf, kindName } from '../../model';
import type { Node, NodeKey } from '../../model';
import { describeLabelled, nodeLabel } from '../describe';
import { nodeIndex } from '../state/selectors';
import type { EditorState } from '../state/store';

export interface RowView {
  type: NodeKind;
  label: string;
  described: string;
  /** The children's keys of each slot, in the order of the catalog's slots for this kind. */
  slots: readonly (readonly NodeKey[])[];
  selected: boolean;
  collapsed: boolean;
  /** The first top-level row while nothing is selected: the tree's tab stop. */
  tabStop: boolean;
}

/** The kind a row names: the catalog's name, or the kind's own for one the catalog lacks. */
export const kindLabel = (kind: NodeKind): string => entryOf(kind)?.name ?? kindName(kind);

/** What a row says, as one line: its kind and its label. */
export function rowWords(node: Node): string {
  const label = nodeLabel(node);
  return label ? `${kindLabel(node.kind)} ${label}` : kindLabel(node.kind);
}

const sameKeys = (a: readonly NodeKey[], b: readonly NodeKey[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

function sameView(a: RowView, b: RowView): boolean {
  return (
    a.type === b.type &&
    a.label === b.label &&
    a.described === b.described &&
    a.selected === b.selected &&
    a.collapsed === b.collapsed &&
    a.tabStop === b.tabStop &&
    a.slots.length === b.slots.length &&
    a.slots.every((keys, i) => keys === b.slots[i])
  );
}

function viewOf(
  node: Node,
  prev: RowView | null,
  state: Omit<RowView, 'type' | 'label' | 'described' | 'slots'>,
): RowView {
  const slots = (entryOf(node.kind)?.slots ?? []).map((spec, i) => {
    const keys = (node.slots[spec.name] ?? []).map((child) => child.key);
    // The same array while the keys are the same, so the slot's list need not draw again.
    const old = prev?.type === node.kind ? prev.slots[i] : undefined;
    return old && sameKeys(old, keys) ? old : keys;
  });
  const label = nodeLabel(node);
  return { type: node.kind, label, described: describeLabelled(node.kind, label), slots, ...state };
}

/**
 * A selector for one row: the same RowView object back while nothing the row draws has changed,
 * so the row (and its slots' lists) skip the re-render. One per mounted row: it remembers the last
 * node it saw.
 */
export function rowViewSelector(key: NodeKey, first: boolean): (s: EditorState) => RowView | null {
  let seen: Node | null | undefined;
  let view: RowView | null = null;
  return (s) => {
    const node = nodeIndex(s.doc).get(key)?.node ?? null;
    const state = {
      selected: s.selectedKey === key,
      collapsed: s.collapsed.has(key),
      tabStop: first && s.selectedKey === null,
    };
    const same =
      view === null ||
      (view.selected === state.selected &&
        view.collapsed === state.collapsed &&
        view.tabStop === state.tabStop);
    if (node === seen && same) return view;
    seen = node;
    if (!node) return (view = null);
    const next = viewOf(node, view, state);
    if (view === null || !sameView(view, next)) view = next;
    return view;
  };
}
