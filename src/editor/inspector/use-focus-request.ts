// Focuses the field a focus request names (a problem was clicked) once the inspector shows its node.
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { NodeKey } from '../../model';
import { useEditor } from '../state/context';
import { selectFocusRequest } from '../state/selectors';

/** "options[0].label" or "$.components[2].label" as segments: options, 0, label. */
function segmentsOf(field: string): string[] {
  return field
    .replace(/^\$\.?/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/\["([^"]*)"\]/g, '.$1')
    .split('.')
    .filter((s) => s !== '');
}

/**
 * The element for a field: `field:<name>` exactly, else the longest run of the path's segments
 * that names a field (`options.0.label`, then `options`), else the first field shown.
 */
export function findField(root: HTMLElement | null, field: string): HTMLElement | null {
  if (!root) return null;
  const byId = new Map<string, HTMLElement>();
  root.querySelectorAll<HTMLElement>('[data-testid^="field:"]').forEach((el) => {
    const id = el.dataset.testid!.slice('field:'.length);
    if (!byId.has(id)) byId.set(id, el);
  });
  const exact = byId.get(field);
  if (exact) return exact;
  const segs = segmentsOf(field);
  for (let from = 0; from < segs.length; from += 1) {
    for (let to = segs.length; to > from; to -= 1) {
      const el = byId.get(segs.slice(from, to).join('.'));
      if (el) return el;
    }
  }
  return byId.values().next().value ?? null;
}

export function useFocusRequest(root: RefObject<HTMLElement | null>, shownKey: NodeKey | null) {
  const request = useEditor(selectFocusRequest);
  const handled = useRef<number | null>(null);
  useEffect(() => {
    if (!request || handled.current === request.seq || request.key !== shownKey) return;
    const el = findField(root.current, request.field);
    if (!el) return;
    handled.current = request.seq;
    el.focus({ preventScroll: true });
    el.scrollIntoView?.({ block: 'nearest' });
  }, [request, shownKey, root]);
}
