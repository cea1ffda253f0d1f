// Components named the way a person would say them, for announcements, outline rows and notices.
import type { NodeKind } from '../model';
import { findNode, kindName } from '../model';
import type { Doc, Node } from '../model';
import type { DropSpot } from './dnd/types';
import { isCommandFamily } from '../model/commands';

const MAX = 40;

const clip = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX ? `${line.slice(0, MAX - 1)}…` : line;
};

/** The words that identify a node to a person: a button's label, a text's first words. */
const inner = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

export function nodeLabel(node: Node): string {
  const p = node.props;
  const pick = (...values: unknown[]) =>
    values.find((v) => typeof v === 'string' && v.trim() !== '');
  let text: unknown;
  switch (node.kind) {
    case 'text-display':
      text = p.content;
      break;
    case 'section':
      text = node.slots.components?.[0]?.props.content;
      break;
    case 'label':
      text = p.label;
      break;
    case 'button':
      text = pick(p.label, (p.emoji as { name?: unknown } | undefined)?.name);
      break;
    case 'file':
      text = (p.file as { url?: unknown } | undefined)?.url;
      break;
    case 'embed':
      text = pick(p.title, inner(p.author, 'name'), p.description, inner(p.footer, 'text'));
      break;
    case 'embed-field':
      text = p.name;
      break;
    case 'poll':
      text = inner(p.question, 'text');
      break;
    case 'poll-answer':
      text = inner(p.poll_media, 'text');
      break;
    case 'chat-input-command':
      text = typeof p.name === 'string' && p.name !== '' ? `/${p.name}` : undefined;
      break;
    default:
      if (isCommandFamily(node.kind)) {
        text = p.name;
        break;
      }
      text = pick(p.label, p.placeholder, p.custom_id);
  }
  return typeof text === 'string' ? clip(text) : '';
}

/** `Button "Click me"`, or just the kind when it has nothing to show. */
export function describeNode(node: Node): string {
  return describeLabelled(node.kind, nodeLabel(node));
}

/** describeNode for a kind whose label is already known. */
export function describeLabelled(type: NodeKind, label: string): string {
  return label ? `${kindName(type)} "${label}"` : kindName(type);
}

/** Where a drop gap is, as a sentence fragment: "position 2 of 3 in Container". */
export function describeSpot(doc: Doc, spot: DropSpot): string {
  if (spot.parentKey === null)
    return `position ${spot.index + 1} of ${doc.nodes.length + 1} at the top level`;
  const parent = findNode(doc, spot.parentKey)?.node;
  if (!parent) return 'a place that no longer exists';
  const owner = describeNode(parent);
  if (spot.slot === 'accessory') return `the accessory of ${owner}`;
  if (spot.slot === 'component') return `the component of ${owner}`;
  const count = parent.slots[spot.slot]?.length ?? 0;
  return `position ${spot.index + 1} of ${count + 1} in ${owner}`;
}
