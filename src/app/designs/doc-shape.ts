// Stored documents come back from browser storage, which anything can have written to: each one
// is checked for the shape the editor relies on before it is opened, never loaded blindly.
import {
  COMMAND_ENVELOPES,
  MESSAGE_ENVELOPES,
  MODAL_ENVELOPES,
  SLOT_ORDER,
  componentEntry,
  entryOf,
  isPlainObject,
  liftMessageParts,
} from '../../model';
import type { Doc, Node, NodeKind } from '../../model';

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Deeper than any document Discord accepts, shallow enough that checking cannot overflow. */
const MAX_DEPTH = 32;

const SLOTS = new Set<string>(SLOT_ORDER);

class ShapeError extends Error {}

function fail(reason: string): never {
  throw new ShapeError(reason);
}

/**
 * A stored node's kind. Designs saved before nodes were keyed by kind name carry the component's
 * type number instead: it becomes the kind, and a number Discord does not have goes back into
 * the props it came from (an `unknown` node keeps its whole payload object there).
 */
function kindOf(value: Record<string, unknown>, where: string): NodeKind {
  const { kind, type } = value;
  if (typeof kind === 'string') {
    if (kind !== 'unknown' && !entryOf(kind)) fail(`${where} is of an unknown kind "${kind}"`);
    return kind as NodeKind;
  }
  if (typeof type !== 'number' || !Number.isFinite(type)) fail(`${where} has no kind`);
  return componentEntry(type)?.kind ?? 'unknown';
}

function checkNode(value: unknown, where: string, keys: Set<string>, depth: number): Node {
  if (depth > MAX_DEPTH) fail(`${where} is nested more than ${MAX_DEPTH} levels deep`);
  if (!isPlainObject(value)) fail(`${where} is not a component`);
  const { key, props, slots } = value;
  if (typeof key !== 'string' || key === '') fail(`${where} has no key`);
  if (keys.has(key)) fail(`${where} has the key ${JSON.stringify(key)} of another component`);
  keys.add(key);
  // An entry that was not a component when imported is kept as it was (`raw`).
  if ('raw' in value) return { key, kind: 'unknown', props: {}, slots: {}, raw: value.raw };
  const kind = kindOf(value, where);
  if (!isPlainObject(props)) fail(`${where} has no props`);
  if (!isPlainObject(slots)) fail(`${where} has no slots`);
  const checked: Node['slots'] = {};
  // A node already in today's shape is returned as it is: history steps share their nodes.
  let same = 'kind' in value;
  for (const [name, children] of Object.entries(slots)) {
    if (!SLOTS.has(name)) fail(`${where} has an unknown slot "${name}"`);
    if (!Array.isArray(children)) fail(`${where}'s ${name} is not a list`);
    checked[name as keyof Node['slots']] = children.map((child, i) => {
      const node = checkNode(child, `${where}.${name}[${i}]`, keys, depth + 1);
      same &&= node === child;
      return node;
    });
  }
  if (same) return value as unknown as Node;
  const oldType = kind === 'unknown' && !('kind' in value) ? { type: value.type } : {};
  const node: Node = { key, kind, props: { ...oldType, ...props }, slots: checked };
  if (isPlainObject(value.held)) node.held = value.held;
  return node;
}

/** The value as a Doc when it has a Doc's shape (unique node keys included), or why not. */
export function checkDoc(value: unknown): Checked<Doc> {
  try {
    if (!isPlainObject(value)) fail('the document is not an object');
    const { surface, envelope, body } = value;
    // Designs saved before commands existed call the top-level list `components`.
    const nodes = 'nodes' in value ? value.nodes : value.components;
    const hasNodes = 'hasNodes' in value ? value.hasNodes : value.hasComponents;
    const envelopes: readonly unknown[] =
      surface === 'message'
        ? MESSAGE_ENVELOPES
        : surface === 'modal'
          ? MODAL_ENVELOPES
          : surface === 'commands'
            ? COMMAND_ENVELOPES
            : fail('the document is neither a message, a modal nor a command set');
    if (!envelopes.includes(envelope)) fail(`"${String(envelope)}" is not a ${surface} envelope`);
    if (!isPlainObject(body)) fail('the document has no body');
    if (typeof hasNodes !== 'boolean') fail('the document does not say whether it has components');
    if (!Array.isArray(nodes)) fail('the document has no component list');
    const guildId = value.guildId ?? null;
    if (surface === 'commands' && guildId !== null && typeof guildId !== 'string')
      fail('the command set has a broken guild id');
    const keys = new Set<string>();
    const checked = nodes.map((node, i) => checkNode(node, `components[${i}]`, keys, 0));
    const doc = { surface, envelope, body, hasNodes, nodes: checked };
    return {
      ok: true,
      value:
        surface === 'commands'
          ? ({ ...doc, guildId, hasNodes: true } as Doc)
          : liftMessageParts(doc as Doc),
    };
  } catch (error) {
    if (error instanceof ShapeError) return { ok: false, reason: error.message };
    throw error;
  }
}
