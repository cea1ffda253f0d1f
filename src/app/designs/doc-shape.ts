// Stored documents come back from browser storage, which anything can have written to: each one
// is checked for the shape the editor relies on before it is opened, never loaded blindly.
import { MESSAGE_ENVELOPES, MODAL_ENVELOPES, SLOT_ORDER, isPlainObject } from '../../model';
import type { Doc, Node } from '../../model';

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Deeper than any document Discord accepts, shallow enough that checking cannot overflow. */
const MAX_DEPTH = 32;

const SLOTS = new Set<string>(SLOT_ORDER);

class ShapeError extends Error {}

function fail(reason: string): never {
  throw new ShapeError(reason);
}

function checkNode(value: unknown, where: string, keys: Set<string>, depth: number): Node {
  if (depth > MAX_DEPTH) fail(`${where} is nested more than ${MAX_DEPTH} levels deep`);
  if (!isPlainObject(value)) fail(`${where} is not a component`);
  const { key, type, props, slots } = value;
  if (typeof key !== 'string' || key === '') fail(`${where} has no key`);
  if (keys.has(key)) fail(`${where} has the key ${JSON.stringify(key)} of another component`);
  keys.add(key);
  // An entry that was not a component when imported is kept as it was (`raw`); its type is NaN,
  // which JSON stores as null.
  if ('raw' in value) return { key, type: NaN, props: {}, slots: {}, raw: value.raw };
  if (typeof type !== 'number' || !Number.isFinite(type)) fail(`${where} has no type number`);
  if (!isPlainObject(props)) fail(`${where} has no props`);
  if (!isPlainObject(slots)) fail(`${where} has no slots`);
  for (const [name, children] of Object.entries(slots)) {
    if (!SLOTS.has(name)) fail(`${where} has an unknown slot "${name}"`);
    if (!Array.isArray(children)) fail(`${where}'s ${name} is not a list`);
    children.forEach((child, i) => checkNode(child, `${where}.${name}[${i}]`, keys, depth + 1));
  }
  return value as unknown as Node;
}

/** The value as a Doc when it has a Doc's shape (unique node keys included), or why not. */
export function checkDoc(value: unknown): Checked<Doc> {
  try {
    if (!isPlainObject(value)) fail('the document is not an object');
    const { surface, envelope, body, hasComponents, components } = value;
    const envelopes: readonly unknown[] =
      surface === 'message'
        ? MESSAGE_ENVELOPES
        : surface === 'modal'
          ? MODAL_ENVELOPES
          : fail('the document is neither a message nor a modal');
    if (!envelopes.includes(envelope)) fail(`"${String(envelope)}" is not a ${surface} envelope`);
    if (!isPlainObject(body)) fail('the document has no body');
    if (typeof hasComponents !== 'boolean')
      fail('the document does not say whether it has components');
    if (!Array.isArray(components)) fail('the document has no component list');
    const keys = new Set<string>();
    components.forEach((node, i) => checkNode(node, `components[${i}]`, keys, 0));
    return { ok: true, value: value as unknown as Doc };
  } catch (error) {
    if (error instanceof ShapeError) return { ok: false, reason: error.message };
    throw error;
  }
}
