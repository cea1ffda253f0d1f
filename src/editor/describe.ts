// Components named the way a person would say them, for announcements, outline rows and notices.
import { ComponentType, findNode, kindName } from '../model';
import type { Doc, Node } from '../model';
import type { DropSpot } from './dnd/types';

const T = ComponentType;
const MAX = 40;

const clip = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX ? `${line.slice(0, MAX - 1)}…` : line;
};

/** The words that identify a node to a person: a button's label, a text's first words. */
export function nodeLabel(node: Node): string {
  const p = node.props;
  const pick = (...values: unknown[]) =>
    values.find((v) => typeof v === 'string' && v.trim() !== '');
  let text: unknown;
  switch (node.type) {
    case T.TextDisplay:
      text = p.content;
      break;
    case T.Section:
      text = node.slots.components?.[0]?.props.content;
      break;
    case T.Label:
      text = p.label;
      break;
    case T.Button:
      text = pick(p.label, (p.emoji as { name?: unknown } | undefined)?.name);
      break;
    case T.File:
      text = (p.file as { url?: unknown } | undefined)?.url;
      break;
    default:
      text = pick(p.label, p.placeholder, p.custom_id);
  }
  return typeof text === 'string' ? clip(text) : '';
}

/** `Button "Click me"`, or just the kind when it has nothing to show. */
export function describeNode(node: Node): string {
  return describeLabelled(node.type, nodeLabel(node));
}

/** describeNode for a kind whose label is already known. */
export function describeLabelled(type: number, label: string): string {
  return label ? `${kindName(type)} "${label}"` : kindName(type);
}

/** Where a drop gap is, as a sentence fragment: "position 2 of 3 in Container". */
export function describeSpot(doc: Doc, spot: DropSpot): string {
  if (spot.parentKey === null)
    return `position ${spot.index + 1} of ${doc.components.length + 1} at the top level`;
  const parent = findNode(doc, spot.parentKey)?.node;
  if (!parent) return 'a place that no longer exists';
  const owner = describeNode(parent);
  if (spot.slot === 'accessory') return `the accessory of ${owner}`;
  if (spot.slot === 'component') return `the component of ${owner}`;
  const count = parent.slots[spot.slot]?.length ?? 0;
  return `position ${spot.index + 1} of ${count + 1} in ${owner}`;
}
