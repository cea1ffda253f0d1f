// Walks over raw component JSON the way Discord reads a request: which components are
// interactive, which media items point at `attachment://` files, and the ids Discord fills in.
import type { PathSegment } from '../../src/model';
import { isPlainObject } from '../../src/model';

type Visit = (component: Record<string, unknown>, path: PathSegment[]) => void;

const CHILD_SLOTS = ['accessory', 'component'] as const;
/** Deep enough for any legal layout; a hostile body deeper than this is not followed. */
const MAX_DEPTH = 16;

/** Visits every component object in a `components` list, parents before children. */
export function walkComponents(list: unknown, path: PathSegment[], visit: Visit, depth = 0): void {
  if (!Array.isArray(list) || depth > MAX_DEPTH) return;
  list.forEach((item, i) => visitComponent(item, [...path, i], visit, depth));
}

function visitComponent(item: unknown, path: PathSegment[], visit: Visit, depth: number): void {
  if (!isPlainObject(item) || depth > MAX_DEPTH) return;
  visit(item, path);
  walkComponents(item.components, [...path, 'components'], visit, depth + 1);
  for (const slot of CHILD_SLOTS) visitComponent(item[slot], [...path, slot], visit, depth + 1);
}

export interface Found {
  path: PathSegment[];
  component: Record<string, unknown>;
}

/** Buttons other than link buttons, and every select menu: what only an app's webhook may send. */
export function interactiveComponents(components: unknown): Found[] {
  const found: Found[] = [];
  walkComponents(components, ['components'], (c, path) => {
    const interactive =
      (c.type === 2 && c.style !== 5) || [3, 5, 6, 7, 8].includes(c.type as number);
    if (interactive) found.push({ path, component: c });
  });
  return found;
}

/** A copy with an `id` on every component that had none, counting up as Discord does. */
export function assignComponentIds(components: unknown[]): unknown[] {
  const copy = structuredClone(components);
  const used = new Set<number>();
  walkComponents(copy, [], (c) => {
    if (typeof c.id === 'number' && c.id > 0) used.add(c.id);
  });
  let next = 1;
  walkComponents(copy, [], (c) => {
    if (typeof c.id === 'number' && c.id > 0) return;
    while (used.has(next)) next += 1;
    c.id = next;
    used.add(next);
  });
  return copy;
}

export interface AttachmentRef {
  /** Path to the `url` field. */
  path: PathSegment[];
  name: string;
  /** The object holding `url`, to resolve in place on a copy. */
  holder: Record<string, unknown>;
}

/** Every `{ url: "attachment://name" }` in the value (components, embeds), with its path. */
export function attachmentRefs(value: unknown, path: PathSegment[], depth = 0): AttachmentRef[] {
  if (depth > MAX_DEPTH * 2) return [];
  if (Array.isArray(value))
    return value.flatMap((v, i) => attachmentRefs(v, [...path, i], depth + 1));
  if (!isPlainObject(value)) return [];
  const refs: AttachmentRef[] = [];
  for (const [key, v] of Object.entries(value)) {
    if (key === 'url' && typeof v === 'string' && v.startsWith('attachment://'))
      refs.push({ path: [...path, 'url'], name: v.slice('attachment://'.length), holder: value });
    else refs.push(...attachmentRefs(v, [...path, key], depth + 1));
  }
  return refs;
}
