// What every drawn component carries on its root element: its node key and kind for tests and the
// editor, the selection outline, and a click that selects it (the innermost component wins).
import type { MouseEvent } from 'react';
import type { Node, NodeKey, NodeKind } from '../../model';
import { entryOf } from '../../model';

export interface NodeFrame {
  'data-node-key': NodeKey;
  'data-kind': string;
  'data-selected'?: 'true';
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** The kind name, or "unknown" for a node the catalog does not know. */
export function kindOf(type: NodeKind): string {
  return entryOf(type)?.kind ?? 'unknown';
}

/** Root props for `node`: data attributes, selection state and a click that selects it. */
export function nodeFrame(
  node: Node,
  selectedKey: NodeKey | null | undefined,
  onSelect: ((key: NodeKey) => void) | undefined,
): NodeFrame {
  return {
    'data-node-key': node.key,
    'data-kind': node.raw !== undefined ? 'unknown' : kindOf(node.kind),
    ...(selectedKey === node.key ? { 'data-selected': 'true' as const } : {}),
    onClick: (event) => {
      event.stopPropagation();
      onSelect?.(node.key);
    },
  };
}
