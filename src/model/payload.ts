// Import (unknown JSON -> document) and export (document -> payload). Import is lenient: whatever
// it cannot turn into nodes stays as raw fields so that validate() can say what is wrong with it
// and export still gives it back unchanged.
import type { CommandKind, Family, NodeKind } from './catalog';
import { entryOf, kindOfType } from './catalog';
import type { CommandsDoc, Doc, Envelope, MessageDoc, ModalDoc, Node, SlotName } from './document';
import { newKey } from './document';
import type { PathSegment, Problem } from './problems';
import { formatPath } from './problems';
import { messageGroups } from './embeds/parts';

/** What a payload is: a message or modal body, one application command, a list of them, or a
 * command permissions body. */
export type PayloadKind = 'message' | 'modal' | 'command' | 'commands' | 'permissions';

/** The kinds a document can be imported as (a permissions body is checked, not designed). */
export type DesignKind = Exclude<PayloadKind, 'permissions'>;

/** Fields Discord adds to a command it returns; accepted on import, never exported. */
export const COMMAND_OUTPUT_FIELDS = [
  'id',
  'application_id',
  'version',
  'guild_id',
  'name_localized',
  'description_localized',
] as const;

/** Deeper than any legal layout (Container > Section > accessory is 3); beyond it, input stays raw. */
export const MAX_NODE_DEPTH = 8;

export const WEBHOOK_ONLY_FIELDS = [
  'username',
  'avatar_url',
  'thread_name',
  'applied_tags',
] as const;
export const CREATE_ONLY_FIELDS = [
  'nonce',
  'enforce_nonce',
  'message_reference',
  'sticker_ids',
] as const;
const MESSAGE_HINTS = [
  'components',
  'content',
  'embeds',
  'flags',
  'poll',
  'sticker_ids',
  'attachments',
  'tts',
  'allowed_mentions',
];

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The path of the document's `index`th top-level node in the exported payload. */
export function rootPath(envelope: Envelope, index: number): PathSegment[] {
  if (envelope === 'commands') return [index];
  if (envelope === 'command') return [];
  return [...bodyPath(envelope), 'components', index];
}

/** Where the payload's body sits inside its envelope. */
export function bodyPath(envelope: Envelope): PathSegment[] {
  return envelope === 'response-4' || envelope === 'response-7' || envelope === 'modal-9'
    ? ['data']
    : [];
}

export interface Detected {
  envelope: Envelope;
  /** The body object; for a command, the command; for a list of commands, `{ list }`. */
  body: Record<string, unknown>;
  /** The entries of a list of commands. */
  list?: unknown[];
}

const INTERACTION_NAMES: Record<number, string> = {
  1: 'PING',
  2: 'APPLICATION_COMMAND',
  3: 'MESSAGE_COMPONENT',
  4: 'APPLICATION_COMMAND_AUTOCOMPLETE',
  5: 'MODAL_SUBMIT',
};

/** What an application command payload holds: one command, or a list as an app registers them. */
export interface CommandPayload {
  list: boolean;
  /** The kind of each command, in order. */
  kinds: CommandKind[];
}

// Fields a command never has and a message, a modal or an interaction does.
const NOT_COMMAND = [...MESSAGE_HINTS, 'custom_id', 'title', ...WEBHOOK_ONLY_FIELDS];

/** The kind of an application command definition, or null when `value` is not one. */
export function commandKindOf(value: unknown): CommandKind | null {
  if (!isPlainObject(value) || typeof value.name !== 'string') return null;
  if (NOT_COMMAND.some((k) => k in value)) return null;
  const type = value.type === undefined ? 1 : value.type;
  const kind = typeof type === 'number' ? kindOfType('command', type) : 'unknown';
  if (kind === 'unknown') return null;
  // A slash command always has a description; a bare `{ name }` could be anything.
  if (kind === 'chat-input-command' && !('description' in value || 'options' in value)) return null;
  return kind as CommandKind;
}

/** The command, or the non-empty list of commands, `value` is; null when it is not that. */
export function applicationCommandsOf(value: unknown): CommandPayload | null {
  if (!Array.isArray(value)) {
    const kind = commandKindOf(value);
    return kind === null ? null : { list: false, kinds: [kind] };
  }
  if (value.length === 0) return null;
  const kinds: CommandKind[] = [];
  for (const item of value) {
    const kind = commandKindOf(item);
    if (kind === null) return null;
    kinds.push(kind);
  }
  return { list: true, kinds };
}

function describe(value: unknown): string {
  return Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;
}

function problem(code: string, message: string, path: PathSegment[] = []): Problem {
  return { path: formatPath(path), severity: 'error', code, message };
}

/** Tells a message body, webhook body, interaction response (4, 7, 9) and bare modal apart. */
export function detect(value: unknown, as?: DesignKind): Detected | Problem {
  if (as === 'commands' || (as === undefined && Array.isArray(value))) {
    if (
      Array.isArray(value) &&
      (as === 'commands' || applicationCommandsOf(value) || value.length === 0)
    )
      return { envelope: 'commands', body: {}, list: value };
    if (as === 'commands') {
      return problem(
        'payload-not-list',
        `A list of commands (a bulk overwrite body) is a JSON array; this is ${describe(value)}.`,
      );
    }
  }
  if (as === 'command') {
    if (isPlainObject(value)) return { envelope: 'command', body: value };
    return problem(
      'payload-not-object',
      `An application command is a JSON object; this is ${describe(value)}.`,
    );
  }
  if (!isPlainObject(value)) {
    return problem(
      'payload-not-object',
      Array.isArray(value)
        ? 'The payload must be a JSON object, or an array of application commands; this array holds something else.'
        : `The payload must be a JSON object; this is ${describe(value)}.`,
    );
  }
  const { type, data } = value;
  if (typeof type === 'number' && 'data' in value) {
    if (!isPlainObject(data))
      return problem('invalid-type', 'An interaction response needs a `data` object.', ['data']);
    const autocomplete =
      type === 4 && 'name' in data && 'options' in data && !MESSAGE_HINTS.some((k) => k in data);
    if (autocomplete) {
      return problem(
        'interaction-not-payload',
        'This is an autocomplete interaction your app receives (type 4), not a message, a modal or a command to send.',
        ['type'],
      );
    }
    if (type === 9 && as !== 'message') return { envelope: 'modal-9', body: data };
    if ((type === 4 || type === 7) && as !== 'modal')
      return { envelope: type === 4 ? 'response-4' : 'response-7', body: data };
    if (INTERACTION_NAMES[type] && type !== 4) {
      return problem(
        'interaction-not-payload',
        `This is an interaction your app receives (type ${type}, ${INTERACTION_NAMES[type]}), not a message, a modal or a command to send.`,
        ['type'],
      );
    }
    return problem(
      'unsupported-response',
      as === 'modal'
        ? `A modal response has type 9; this one has type ${type}.`
        : as === 'message'
          ? `A message response has type 4 or 7; this one has type ${type}.`
          : `Interaction response type ${type} carries no message or modal; expected 4, 7 or 9.`,
      ['type'],
    );
  }
  const looksModal =
    'title' in value || ('custom_id' in value && !MESSAGE_HINTS.slice(1).some((k) => k in value));
  if (as === 'modal' || (as === undefined && looksModal)) return { envelope: 'modal', body: value };
  if (WEBHOOK_ONLY_FIELDS.some((k) => k in value)) return { envelope: 'webhook', body: value };
  if (
    as === 'message' ||
    MESSAGE_HINTS.some((k) => k in value) ||
    Object.keys(value).length === 0
  ) {
    return { envelope: 'message', body: value };
  }
  if (as === undefined && commandKindOf(value) !== null)
    return { envelope: 'command', body: value };
  if (as === undefined && typeof value.code === 'number' && typeof value.message === 'string') {
    return problem(
      'unknown-payload',
      `This looks like an error response from Discord (code ${value.code}: ${value.message}), not a message, a modal or a command.`,
    );
  }
  return problem(
    'unknown-payload',
    'Could not tell what this is: expected a message body (components, content or embeds), a modal (custom_id, title, components), an interaction response ({ "type": 4, 7 or 9, "data": … }), an application command (name, description, options), a list of them, or a permissions body ({ "permissions": […] }).',
  );
}

/** Sets a field as data, even one named `__proto__` (which plain assignment would treat as the prototype). */
export function setField(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else target[key] = value;
}

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

function splitBody(
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
 * A message whose body still holds its embeds or poll (as designs saved before they were nodes
 * do) with them as nodes ahead of its components; any other document as it is.
 */
export function liftMessageParts(doc: Doc): Doc {
  if (doc.surface !== 'message' || !('embeds' in doc.body || 'poll' in doc.body)) return doc;
  if (doc.nodes.some((n) => n.kind === 'embed' || n.kind === 'poll')) return doc;
  const { rest, components: parts } = splitBody(doc.body, true);
  if (parts.length === 0) return doc;
  return { ...doc, body: rest, nodes: [...parts, ...doc.nodes] };
}

/**
 * A message with its embeds and poll back in its body as payload objects, and only its components
 * as nodes: for readers that go through the body field by field (the code generators).
 */
export function partsInBody(doc: Doc): Doc {
  if (doc.surface !== 'message') return doc;
  const { embeds, polls, components } = messageGroups(doc.nodes);
  if (embeds.length === 0 && polls.length === 0) return doc;
  const body = { ...doc.body };
  if (embeds.length > 0) body.embeds = embeds.map(nodeToPayload);
  const poll = polls[polls.length - 1];
  if (poll) body.poll = nodeToPayload(poll);
  return { ...doc, body, nodes: components, hasNodes: doc.hasNodes || components.length > 0 };
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

/** The component object a node stands for, as Discord receives it. */
export function nodeToPayload(node: Node): Record<string, unknown> {
  // Only imported invalid input has `raw`; validate() reports it, and export gives it back as it was.
  if ('raw' in node) return node.raw as Record<string, unknown>;
  const entry = entryOf(node.kind);
  // An unknown node's props are its whole object; a command's hold its own optional `type`.
  const out: Record<string, unknown> =
    entry && entry.family !== 'command' && entry.family !== 'part' ? { type: entry.type } : {};
  for (const [k, v] of Object.entries(node.props)) {
    setField(out, k, v);
  }
  for (const spec of entry?.slots ?? []) {
    const children = node.slots[spec.name];
    if (!children) continue;
    if (spec.single) {
      if (children[0]) out[spec.name] = nodeToPayload(children[0]);
    } else {
      out[spec.name] = children.map(nodeToPayload);
    }
  }
  return out;
}

const MESSAGE_ENVELOPE_SET = new Set<Envelope>(['message', 'webhook', 'response-4', 'response-7']);

export function isMessageEnvelope(envelope: Envelope): boolean {
  return MESSAGE_ENVELOPE_SET.has(envelope);
}

/** The surface a payload of this envelope belongs to. */
export function surfaceOfEnvelope(envelope: Envelope): Doc['surface'] {
  if (envelope === 'command' || envelope === 'commands') return 'commands';
  return isMessageEnvelope(envelope) ? 'message' : 'modal';
}

/**
 * The exact JSON Discord receives for this document, in its own envelope or another of its
 * surface: a message or modal body (or response), one command (the first, for `command`), or the
 * list of commands.
 */
export function toPayload(doc: MessageDoc | ModalDoc, envelope?: Envelope): Record<string, unknown>;
export function toPayload(doc: Doc, envelope?: Envelope): unknown;
export function toPayload(doc: Doc, envelope: Envelope = doc.envelope): unknown {
  if (surfaceOfEnvelope(envelope) !== doc.surface) {
    throw new Error(`A ${doc.surface} cannot be exported as ${envelope}.`);
  }
  if (envelope === 'commands') return doc.nodes.map(nodeToPayload);
  if (envelope === 'command') return doc.nodes[0] ? nodeToPayload(doc.nodes[0]) : {};
  const body: Record<string, unknown> = {};
  const drop = new Set<string>();
  if (envelope !== doc.envelope) {
    if (envelope !== 'webhook') WEBHOOK_ONLY_FIELDS.forEach((f) => drop.add(f));
    if (envelope !== 'message') CREATE_ONLY_FIELDS.forEach((f) => drop.add(f));
  }
  for (const [k, v] of Object.entries(doc.body)) {
    if (!drop.has(k)) setField(body, k, v);
  }
  if (doc.surface === 'message') {
    const { embeds, polls, components } = messageGroups(doc.nodes);
    if (embeds.length > 0) body.embeds = embeds.map(nodeToPayload);
    const poll = polls[polls.length - 1];
    if (poll) body.poll = nodeToPayload(poll);
    if (doc.hasNodes || components.length > 0) body.components = components.map(nodeToPayload);
  } else if (doc.hasNodes || doc.nodes.length > 0) body.components = doc.nodes.map(nodeToPayload);
  switch (envelope) {
    case 'response-4':
      return { type: 4, data: body };
    case 'response-7':
      return { type: 7, data: body };
    case 'modal-9':
      return { type: 9, data: body };
    default:
      return body;
  }
}
