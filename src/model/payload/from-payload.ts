// Import: a detected payload (see detect.ts) as a document. Lenient: whatever it cannot turn into
// nodes stays as raw fields, so that validate() can say what is wrong with it and export still
// gives it back unchanged.
import type { Family, NodeKind } from '../catalog/catalog';
import { entryOf, kindOfType } from '../catalog/catalog';
import type { CommandsDoc, Doc, MessageDoc, ModalDoc, Node, SlotName } from '../document/document';
import { newKey } from '../document/document';
import type { Detected } from './detect';
import {
  COMMAND_OUTPUT_FIELDS,
  isMessageEnvelope,
  isPlainObject,
  MAX_NODE_DEPTH,
  setField,
} from './envelope';

/** Whether a list entry can be a node of the family: an object with a numeric `type` (a command's may be absent). */
function isNodeObject(value: unknown, family: Family): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  return typeof value.type === 'number' || (family === 'command' && value.type === undefined);
}

const OUTPUT_ONLY = new Set<string>(COMMAND_OUTPUT_FIELDS);

/**
 * A component, command or option object as a node; fields it cannot normalise stay in props.
 * A known component's or option's `type` follows from its kind; a command keeps its own (it may
 * be absent) and drops the fields Discord adds when it returns one. A part of a message's body
 * (an embed, a poll, their fields and answers) has no wire type: its kind is where it stands.
 */
export function nodeFromPayload(
  value: Record<string, unknown>,
  family: Family,
  depth = 0,
  partKind: NodeKind = 'unknown',
): Node {
  const type = value.type === undefined && family === 'command' ? 1 : value.type;
  const kind =
    family === 'part' ? partKind : typeof type === 'number' ? kindOfType(family, type) : 'unknown';
  const slotSpecs = entryOf(kind)?.slots;
  const props: Record<string, unknown> = {};
  const slots: Node['slots'] = {};
  for (const k of Object.keys(value)) {
    if (k === 'type' && kind !== 'unknown' && family !== 'command' && family !== 'part') continue;
    if (family === 'command' && kind !== 'unknown' && OUTPUT_ONLY.has(k)) continue;
    const v = value[k];
    const spec =
      slotSpecs && slotSpecs.length > 0 ? slotSpecs.find((x) => x.name === k) : undefined;
    const children =
      spec && depth < MAX_NODE_DEPTH
        ? childrenFromPayload(
            v,
            spec.single,
            slotFamily(spec.name),
            depth + 1,
            SLOT_PART[spec.name],
          )
        : null;
    if (children) slots[k as SlotName] = children;
    else setField(props, k, v);
  }
  return { key: newKey(), kind, props, slots };
}

/** The kind of the parts a part's slot holds: an embed's fields, a poll's answers. */
const SLOT_PART: Partial<Record<SlotName, NodeKind>> = {
  fields: 'embed-field',
  answers: 'poll-answer',
};

/** What a slot's children are: options, a message part's parts, or components. */
export function slotFamily(slot: SlotName): Family {
  return slot === 'options' ? 'option' : SLOT_PART[slot] ? 'part' : 'component';
}

function childrenFromPayload(
  value: unknown,
  single: boolean,
  family: Family,
  depth: number,
  partKind?: NodeKind,
): Node[] | null {
  if (single) return isNodeObject(value, family) ? [nodeFromPayload(value, family, depth)] : null;
  if (!Array.isArray(value)) return null;
  // Parts have no type to fall back on: a list with anything but objects stays as it is, whole.
  if (family === 'part') {
    if (!Array.from(value).every(isPlainObject)) return null;
    return value.map((v: Record<string, unknown>) => nodeFromPayload(v, family, depth, partKind));
  }
  // Array.from, not map: a sparse array (not JSON, but a caller's value) has holes map skips.
  return Array.from(value, (v) =>
    isNodeObject(v, family)
      ? nodeFromPayload(v, family, depth)
      : { key: newKey(), kind: 'unknown', props: {}, slots: {}, raw: v },
  );
}

/** The guild every command of a list says it belongs to (a GET of guild commands), else null. */
function guildOf(list: readonly unknown[]): string | null {
  const ids = new Set(list.map((c) => (isPlainObject(c) ? c.guild_id : undefined)));
  const [only] = ids;
  return ids.size === 1 && typeof only === 'string' ? only : null;
}

function commandsDoc(detected: Detected, guildId?: string | null): CommandsDoc {
  const list = detected.envelope === 'commands' ? (detected.list ?? []) : [detected.body];
  return {
    surface: 'commands',
    envelope: detected.envelope === 'commands' ? 'commands' : 'command',
    guildId: guildId === undefined ? guildOf(list) : guildId,
    body: {},
    hasNodes: true,
    nodes: childrenFromPayload(list, false, 'command', 0) ?? [],
  };
}

/**
 * A body's fields apart from its components (and a message's embeds and poll, which become nodes
 * ahead of them when they have their shape), with those nodes.
 */
export function splitBody(
  body: Record<string, unknown>,
  message: boolean,
): {
  rest: Record<string, unknown>;
  components: Node[];
  hasComponents: boolean;
} {
  const rest: Record<string, unknown> = {};
  let components: Node[] = [];
  let parts: Node[] = [];
  let poll: Node[] = [];
  let hasComponents = false;
  for (const [k, v] of Object.entries(body)) {
    const nodes = k === 'components' ? childrenFromPayload(v, false, 'component', 0) : null;
    // A message's embeds and poll become nodes when they have their shape (a non-empty list of
    // objects, an object); anything else stays in the body, where the validator says what is wrong.
    const embeds =
      message && k === 'embeds' && Array.isArray(v) && v.length > 0
        ? childrenFromPayload(v, false, 'part', 0, 'embed')
        : null;
    if (nodes) {
      components = nodes;
      hasComponents = true;
    } else if (embeds) {
      parts = embeds;
    } else if (message && k === 'poll' && isPlainObject(v)) {
      poll = [nodeFromPayload(v, 'part', 0, 'poll')];
    } else {
      setField(rest, k, v);
    }
  }
  return { rest, components: [...parts, ...poll, ...components], hasComponents };
}

/**
 * Builds a document from a detected payload. Never throws. `guildId` sets a command set's scope;
 * by default it is the guild its commands name (a GET of guild commands), else global.
 */
export function docFromDetected(detected: Detected, guildId?: string | null): Doc {
  const { envelope, body } = detected;
  if (envelope === 'command' || envelope === 'commands') return commandsDoc(detected, guildId);
  const { rest, components, hasComponents } = splitBody(body, isMessageEnvelope(envelope));
  if (envelope === 'modal' || envelope === 'modal-9') {
    return {
      surface: 'modal',
      envelope,
      body: rest,
      nodes: components,
      hasNodes: hasComponents,
    } satisfies ModalDoc;
  }
  return {
    surface: 'message',
    envelope,
    body: rest,
    nodes: components,
    hasNodes: hasComponents,
  } satisfies MessageDoc;
}
