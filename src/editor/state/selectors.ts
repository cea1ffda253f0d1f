// Named selectors. Components subscribe to the smallest piece they draw, never the whole store.
import { SLOT_ORDER, countNodes, embedChars, isV2, surfaceOf, walk } from '../../model';
import type { Doc, Node, NodeKey, SlotName } from '../../model';
import type { EditorState } from './store';

export const selectDoc = (s: EditorState) => s.doc;
export const selectSurface = (s: EditorState) => surfaceOf(s.doc);
export const selectSelectedKey = (s: EditorState) => s.selectedKey;
export const selectCanUndo = (s: EditorState) => s.history.past.length > 0;
export const selectCanRedo = (s: EditorState) => s.history.future.length > 0;
export const selectNotice = (s: EditorState) => s.notice;
export const selectFocusRequest = (s: EditorState) => s.focusRequest;
export const selectCollapsed = (s: EditorState) => s.collapsed;
export const selectDispatch = (s: EditorState) => s.dispatch;
export const selectBody = (s: EditorState) => s.doc.body;
export const selectTopLevel = (s: EditorState) => s.doc.nodes;

export interface NodeSite {
  node: Node;
  parentKey: NodeKey | null;
  slot: SlotName;
  index: number;
  depth: number;
}

const indexes = new WeakMap<Doc, Map<NodeKey, NodeSite>>();
/**
 * The document indexed last, from which the next version's index is worked out; held weakly, so
 * that it (and its index) go with the editor that had it.
 */
let lastIndexed: WeakRef<Doc> | null = null;

/** Every node of a document by key, once per document version. */
export function nodeIndex(doc: Doc): Map<NodeKey, NodeSite> {
  let index = indexes.get(doc);
  if (!index) {
    const last = lastIndexed?.deref();
    const lastIndex = last && indexes.get(last);
    index = (last && lastIndex && patchedIndex(last, lastIndex, doc)) ?? built(doc);
    indexes.set(doc, index);
    lastIndexed = new WeakRef(doc);
  }
  return index;
}

function built(doc: Doc): Map<NodeKey, NodeSite> {
  const map = new Map<NodeKey, NodeSite>();
  walk(doc.nodes, (node, parent, slot, i) => {
    const depth = parent ? (map.get(parent.key)?.depth ?? 0) + 1 : 0;
    map.set(node.key, {
      node,
      parentKey: parent?.key ?? null,
      slot: slot ?? 'components',
      index: i,
      depth,
    });
  });
  return map;
}

const sameKeys = (a: readonly Node[], b: readonly Node[]) =>
  a.length === b.length && a.every((node, i) => node.key === b[i]!.key);

/**
 * An edit copies only the nodes on the path to what it changed. When `doc` has the tree of keys of
 * the document indexed before it (typing; any edit of a field), its index is that one's with the
 * copies put in: every other site stays true. A copy of the map and a look at the top level,
 * instead of a walk of the whole document on every keystroke (about a thousand nodes in a large
 * command set). Null when the tree differs: the index is then built again.
 */
function patchedIndex(
  before: Doc,
  index: Map<NodeKey, NodeSite>,
  doc: Doc,
): Map<NodeKey, NodeSite> | null {
  if (!sameKeys(before.nodes, doc.nodes)) return null;
  const patched = new Map(index);
  const patch = (olds: readonly Node[], news: readonly Node[]): boolean =>
    news.every((node, i) => {
      const old = olds[i]!;
      if (node === old) return true;
      const same = SLOT_ORDER.every((name) => {
        const [was, is] = [old.slots[name], node.slots[name]];
        return was === is || (!!was && !!is && sameKeys(was, is) && patch(was, is));
      });
      const site = patched.get(node.key);
      if (!same || !site) return false;
      patched.set(node.key, { ...site, node });
      return true;
    });
  return patch(before.nodes, doc.nodes) ? patched : null;
}

/** The node with this key in the current document (the same object while it is unchanged). */
export const selectNode =
  (key: NodeKey | null) =>
  (s: EditorState): Node | null =>
    key === null ? null : (nodeIndex(s.doc).get(key)?.node ?? null);

export const selectSelectedNode = (s: EditorState): Node | null =>
  s.selectedKey === null ? null : (nodeIndex(s.doc).get(s.selectedKey)?.node ?? null);

export interface DocCounts {
  components: number;
  textChars: number;
  /** Top-level Action Rows (the legacy limit). */
  rows: number;
  /** A legacy message's embeds, and the characters they share (6000 at most). */
  embeds: number;
  embedChars: number;
  v2: boolean;
}

const counts = new WeakMap<Doc, DocCounts>();

/** The document counters: components at every depth, Text Display characters, Action Rows. */
export function docCounts(doc: Doc): DocCounts {
  let c = counts.get(doc);
  if (!c) {
    let textChars = 0;
    walk(doc.nodes, (n) => {
      if (n.kind === 'text-display' && typeof n.props.content === 'string')
        textChars += n.props.content.length;
    });
    const embeds = doc.nodes.filter((n) => n.kind === 'embed');
    c = {
      components: countNodes(doc.nodes),
      textChars,
      rows: doc.nodes.filter((n) => n.kind === 'action-row').length,
      embeds: embeds.length,
      embedChars: embeds.reduce((n, e) => n + embedChars(e), 0),
      v2: isV2(doc),
    };
    counts.set(doc, c);
  }
  return c;
}

/** The keys of `key`'s ancestors in the document, nearest first. */
export function ancestorsOf(doc: Doc, key: NodeKey): NodeKey[] {
  const index = nodeIndex(doc);
  const out: NodeKey[] = [];
  for (let site = index.get(key); site && site.parentKey !== null;) {
    out.push(site.parentKey);
    site = index.get(site.parentKey);
  }
  return out;
}
