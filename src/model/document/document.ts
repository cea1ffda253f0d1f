// The editor's document: a message, a modal or a set of application commands as a tree of nodes.
// A node keeps every payload field of its component or command (known or not, valid or not) so
// that import then export is the identity, plus an editor-only `key` that never reaches an export.
import type { NodeKind } from '../catalog/kinds';

export type Surface = 'message' | 'modal' | 'commands';

/** The shape a document was imported from, and the shapes it can be exported as. */
export type Envelope =
  | 'message' // POST /channels/{id}/messages body
  | 'webhook' // POST /webhooks/{id}/{token} body
  | 'response-4' // interaction response CHANNEL_MESSAGE_WITH_SOURCE
  | 'response-7' // interaction response UPDATE_MESSAGE
  | 'modal-9' // interaction response MODAL
  | 'modal' // the bare modal data
  | 'command' // one application command: a create body
  | 'commands'; // a list of application commands: a bulk overwrite body

export const MESSAGE_ENVELOPES = ['message', 'webhook', 'response-4', 'response-7'] as const;
export const MODAL_ENVELOPES = ['modal-9', 'modal'] as const;
export const COMMAND_ENVELOPES = ['command', 'commands'] as const;

export type SlotName = 'components' | 'accessory' | 'component' | 'options' | 'fields' | 'answers';

export type NodeKey = string;

export interface Node {
  /** Editor-only identity; stable across moves, never exported. */
  key: NodeKey;
  /** The catalog kind. An `unknown` node's props hold its whole payload object, `type` included. */
  kind: NodeKind;
  /**
   * Every payload field except the slot fields, in their original order; `type` too where the
   * payload may leave it out (a command's defaults to 1), else it follows from the kind.
   */
  props: Record<string, unknown>;
  /** Child nodes by slot. A single-component slot (accessory, component) holds 0 or 1. */
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
  hasNodes: boolean;
  nodes: Node[];
}

export interface ModalDoc {
  surface: 'modal';
  envelope: Extract<Envelope, (typeof MODAL_ENVELOPES)[number]>;
  /** custom_id, title and any unknown fields. */
  body: Record<string, unknown>;
  hasNodes: boolean;
  nodes: Node[];
}

export interface CommandsDoc {
  surface: 'commands';
  envelope: Extract<Envelope, (typeof COMMAND_ENVELOPES)[number]>;
  /** Where the set is registered: null for global commands, else the guild's id. */
  guildId: string | null;
  /** Commands have no body around them; always empty, so that every document has one. */
  body: Record<string, unknown>;
  hasNodes: true;
  /** The commands, in order. */
  nodes: Node[];
}

export type Doc = MessageDoc | ModalDoc | CommandsDoc;

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
  kind: NodeKind,
  props: Record<string, unknown> = {},
  slots: Node['slots'] = {},
): Node {
  return { key: newKey(), kind, props, slots };
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

export const SLOT_ORDER: readonly SlotName[] = [
  'components',
  'accessory',
  'component',
  'options',
  'fields',
  'answers',
];

/** Number of nodes at every depth. */
export function countNodes(nodes: readonly Node[]): number {
  let n = 0;
  walk(nodes, () => {
    n += 1;
  });
  return n;
}
