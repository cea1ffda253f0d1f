// Export: a document as the exact JSON Discord receives. Pure; round-trips with from-payload.ts.
import { entryOf } from '../catalog/catalog';
import type { Doc, Envelope, MessageDoc, ModalDoc, Node } from '../document/document';
import { messageGroups } from '../embeds/parts';
import { CREATE_ONLY_FIELDS, setField, surfaceOfEnvelope, WEBHOOK_ONLY_FIELDS } from './envelope';

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
