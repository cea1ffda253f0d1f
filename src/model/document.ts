// The editor's document: a message or a modal as a tree of nodes. A node keeps every payload field
// of its component (known or not, valid or not) so that import then export is the identity, plus
// an editor-only `key` that never reaches an export.

export type Surface = 'message' | 'modal';

/** The shape a document was imported from, and the shapes it can be exported as. */
export type Envelope =
  | 'message' // POST /channels/{id}/messages body
  | 'webhook' // POST /webhooks/{id}/{token} body
  | 'response-4' // interaction response CHANNEL_MESSAGE_WITH_SOURCE
  | 'response-7' // interaction response UPDATE_MESSAGE
  | 'modal-9' // interaction response MODAL
  | 'modal'; // the bare modal data

export const MESSAGE_ENVELOPES = ['message', 'webhook', 'response-4', 'response-7'] as const;
export const MODAL_ENVELOPES = ['modal-9', 'modal'] as const;

export type SlotName = 'components' | 'accessory' | 'component';

export type NodeKey = string;

export interface Node {
  /** Editor-only identity; stable across moves, never exported. */
  key: NodeKey;
  /** Component type number. Unknown numbers are kept so that they can be reported. */
  type: number;
  /** Every payload field except `type` and the slot fields, in their original order. */
  props: Record<string, unknown>;
  /** Child components by slot. A single-component slot (accessory, component) holds 0 or 1. */
  slots: Partial<Record<SlotName, Node[]>>;
  /**
   * Set on an entry of a components list that is not a component object (a number, a string, an
   * object without a numeric type): kept as it is so that it is reported and exported unchanged.
   */
  raw?: unknown;
  /**
   * Editor-only: fields the user gave that the node's current form cannot hold (a Primary
   * button's custom_id while it is a Link), given back when a form that holds them returns.
   * Never exported, never validated; kept with the design in the browser.
   */
  held?: Record<string, unknown>;
}

export interface MessageDoc {
  surface: 'message';
  envelope: Extract<Envelope, (typeof MESSAGE_ENVELOPES)[number]>;
  /** Every body field except `components` (flags, content, embeds, attachments, unknown ones). */
  body: Record<string, unknown>;
  /** Where the body had a `components` field: false keeps a payload without one round-tripping. */
  hasComponents: boolean;
  components: Node[];
}

export interface ModalDoc {
  surface: 'modal';
  envelope: Extract<Envelope, (typeof MODAL_ENVELOPES)[number]>;
  /** custom_id, title and any unknown fields. */
  body: Record<string, unknown>;
  hasComponents: boolean;
  components: Node[];
}

export type Doc = MessageDoc | ModalDoc;

export function isV2(doc: Doc): boolean {
  if (doc.surface !== 'message') return false;
  const flags = doc.body.flags;
  return typeof flags === 'number' && (flags & (1 << 15)) !== 0;
}

let keyCounter = 0;
// Keys are saved with designs, so a reloaded page must not hand out a key a saved design holds.
const keyPrefix = `n${Math.floor(Math.random() * 36 ** 4).toString(36)}_`;
/** A fresh node key, unique within this page or process and unlike any earlier page's keys. */
export function newKey(): NodeKey {
  keyCounter += 1;
  return `${keyPrefix}${keyCounter}`;
}

export function makeNode(
  type: number,
  props: Record<string, unknown> = {},
  slots: Node['slots'] = {},
): Node {
  return { key: newKey(), type, props, slots };
}

/** Visits every node in pre-order (parent before children, slots in catalog order). */
export function walk(
  nodes: readonly Node[],
  visit: (node: Node, parent: Node | null, slot: SlotName | null, index: number) => void,
  parent: Node | null = null,
  slot: SlotName | null = null,
): void {
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index]!;
    visit(node, parent, slot, index);
    for (const name of SLOT_ORDER) {
      const children = node.slots[name];
      if (children) walk(children, visit, node, name);
    }
  }
}

export const SLOT_ORDER: readonly SlotName[] = ['components', 'accessory', 'component'];

/** Number of nodes at every depth. */
export function countNodes(nodes: readonly Node[]): number {
  let n = 0;
  walk(nodes, () => {
    n += 1;
  });
  return n;
}
