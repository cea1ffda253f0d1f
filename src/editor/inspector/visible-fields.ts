// Which of a kind's fields the inspector shows: those for the current surface and, for a Button,
// those its style uses. A field that holds a value is always shown, so a wrong one can be fixed.
import { ComponentType, entryOf, freshCustomId, usedCustomIds } from '../../model';
import type { Doc, FieldSpec, Node, Surface } from '../../model';

const LINK = 5;
const PREMIUM = 6;

/** Button fields each style uses; the rest are refused by Discord for that style. */
function buttonUses(style: unknown, field: string): boolean {
  if (style === LINK) return !['custom_id', 'sku_id'].includes(field);
  if (style === PREMIUM) return !['custom_id', 'url', 'label', 'emoji'].includes(field);
  return !['url', 'sku_id'].includes(field);
}

/** The field specs to show for a node on a surface. */
export function visibleFields(node: Node, surface: Surface): FieldSpec[] {
  const entry = entryOf(node.type);
  if (!entry) return [];
  return entry.fields.filter((f) => {
    if (node.props[f.name] !== undefined) return true;
    if (f.surfaces && !f.surfaces.includes(surface)) return false;
    if (node.type === ComponentType.Button) return buttonUses(node.props.style, f.name);
    return true;
  });
}

/**
 * The patch that gives a Button a new style and keeps it valid: a link needs a URL and no
 * custom_id, a premium button only an SKU, the others a custom_id and no URL.
 */
export function buttonStylePatch(
  doc: Doc,
  props: Record<string, unknown>,
  style: number,
): Record<string, unknown> {
  const patch: Record<string, unknown> = { style };
  for (const field of ['custom_id', 'url', 'sku_id', 'label', 'emoji']) {
    if (!buttonUses(style, field) && props[field] !== undefined) patch[field] = undefined;
  }
  if (style === LINK && (typeof props.url !== 'string' || props.url === ''))
    patch.url = 'https://discord.com';
  if (style !== LINK && style !== PREMIUM && typeof props.custom_id !== 'string')
    patch.custom_id = freshCustomId('button', usedCustomIds(doc.components));
  return patch;
}
