// A problem clicked in a panel's answer: select its node, and its field, in the design the request
// came from (switching to that design when it is not the one shown).
import { fieldNameFromPath } from '../../editor';
import type { EditorStore } from '../../editor';
import { findNode } from '../../model';
import type { DesignManager } from '../designs/design-manager';
import type { ResultItem } from '../discord/result-items';

/** Focuses `item`'s node and field in design `designId` (or the current one, `currentId`). */
export function focusResultItem(
  manager: DesignManager,
  editor: EditorStore,
  currentId: string,
  item: ResultItem,
  designId: string | null,
): void {
  const field = fieldNameFromPath(item.path);
  const target = designId ?? currentId;
  const known = manager.getSnapshot().designs.some((d) => d.id === target);
  const store = known ? manager.store(target) : editor;
  const key = item.nodeKey && findNode(store.getState().doc, item.nodeKey) ? item.nodeKey : null;
  store.getState().requestFocus(key, field);
  if (known && target !== currentId) manager.switchTo(target);
}
