// A Button's style decides which of its fields Discord accepts. Switching style keeps what the
// user typed: a field the new style cannot hold moves to the node's editor-only `held` fields, so
// the export never carries it, and comes back when a style that holds it returns.
import type { Doc, Node, NodeKey } from '../document/document';
import { freshCustomId, usedCustomIds } from './factory';
import { isPlainObject } from '../payload/envelope';
import type { TreeResult } from '../document/tree';
import { mapNode } from '../document/tree';

export const BUTTON_STYLE = { Link: 5, Premium: 6 } as const;

/** The fields a style may carry; Discord refuses the others for that style. */
const STYLED_FIELDS = ['custom_id', 'url', 'sku_id', 'label', 'emoji'] as const;

/** Whether a Button of this style may carry the field. */
export function buttonUses(style: unknown, field: string): boolean {
  if (style === BUTTON_STYLE.Link) return !['custom_id', 'sku_id'].includes(field);
  if (style === BUTTON_STYLE.Premium)
    return !['custom_id', 'url', 'label', 'emoji'].includes(field);
  return !['url', 'sku_id'].includes(field);
}

/** The node's fields and held fields after switching to `style`, with what that style needs. */
export function restyled(doc: Doc, node: Node, style: number): Pick<Node, 'props' | 'held'> {
  const props: Record<string, unknown> = { ...node.props, style };
  const held: Record<string, unknown> = isPlainObject(node.held) ? { ...node.held } : {};
  for (const field of STYLED_FIELDS) {
    if (!buttonUses(style, field) && props[field] !== undefined) {
      held[field] = props[field];
      delete props[field];
    } else if (buttonUses(style, field) && props[field] === undefined && field in held) {
      props[field] = held[field];
      delete held[field];
    }
  }
  if (style === BUTTON_STYLE.Link && (typeof props.url !== 'string' || props.url === ''))
    props.url = 'https://discord.com';
  if (
    style !== BUTTON_STYLE.Link &&
    style !== BUTTON_STYLE.Premium &&
    typeof props.custom_id !== 'string'
  )
    props.custom_id = freshCustomId('button', usedCustomIds(doc.nodes));
  return Object.keys(held).length > 0 ? { props, held } : { props };
}

/** Switches a Button's style; see `restyled`. */
export function restyleButton(doc: Doc, key: NodeKey, style: number): TreeResult {
  return mapNode(doc, key, (node) => {
    const { held: _held, ...rest } = node;
    return { ...rest, ...restyled(doc, node, style) };
  });
}
