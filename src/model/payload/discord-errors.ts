// Discord's answer to a bad request (50035 Invalid Form Body) names what it refused with a tree
// shaped like the request body, `_errors` at the leaves. Flattened into JSON paths, it reads like
// the validator's problems and points at the editor node each error is about.
import { messageGroups } from '../embeds/parts';
import type { Doc, Node, NodeKey, SlotName } from '../document/document';
import { isPlainObject } from './envelope';
import type { PathSegment } from '../rules/problems';
import { formatPath } from '../rules/problems';

export interface DiscordFieldError {
  /** JSON path into the body that was sent, e.g. `$.components[0].components[1].label`. */
  path: string;
  segments: PathSegment[];
  /** Discord's error code, e.g. `BASE_TYPE_REQUIRED` ('' when it gave none). */
  code: string;
  message: string;
}

/** Deeper than any body Discord checks; beyond it, a hostile or broken tree is not followed. */
const MAX_DEPTH = 32;
/** More than anyone reads; keeps a huge answer from freezing the page. */
const MAX_ERRORS = 500;
const MAX_TEXT = 500;
const INDEX = /^(?:0|[1-9]\d{0,8})$/;

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value.slice(0, MAX_TEXT)
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

/** A key of the tree as path segments: array indexes become numbers, `a.0.b` is split. */
function segmentsOf(key: string): PathSegment[] {
  const parts = key.includes('.') && !key.startsWith('.') ? key.split('.') : [key];
  return parts.map((p) => (INDEX.test(p) ? Number(p) : p));
}

/** Every `_errors` leaf of a Discord error body, in the tree's order; [] for anything else. Never throws. */
export function flattenDiscordErrors(body: unknown): DiscordFieldError[] {
  const out: DiscordFieldError[] = [];
  if (!isPlainObject(body)) return out;
  const visit = (node: unknown, segments: PathSegment[]): void => {
    if (!isPlainObject(node) || segments.length > MAX_DEPTH) return;
    for (const [key, value] of Object.entries(node)) {
      if (out.length >= MAX_ERRORS) return;
      if (key === '_errors') {
        if (!Array.isArray(value)) continue;
        for (const leaf of value) {
          if (out.length >= MAX_ERRORS) return;
          const entry = isPlainObject(leaf) ? leaf : {};
          const message = text(entry.message) || (typeof leaf === 'string' ? text(leaf) : '');
          out.push({
            path: formatPath(segments),
            segments: [...segments],
            code: text(entry.code),
            message: message || 'Discord gave no reason.',
          });
        }
      } else {
        visit(value, [...segments, ...segmentsOf(key)]);
      }
    }
  };
  visit(body.errors, []);
  return out;
}

const CHILD_SLOTS: ReadonlySet<string> = new Set<SlotName>(['accessory', 'component']);

/**
 * The key of the deepest editor node a path into the body sent leads through: in a message
 * (`['components', 0, 'components', 1, 'label']` -> the second child of the first component), in a
 * command set's bulk body (`[2, 'options', 0, 'name']` -> the third command's first option) or in
 * the body of one command, `root` (`['options', 0]`; the command itself for `[]`). Null when the
 * path names no node. Never throws.
 */
export function nodeKeyAtPath(
  doc: Doc,
  segments: readonly unknown[],
  root: Node | null = null,
): NodeKey | null {
  if (!Array.isArray(segments)) return null;
  if (doc.surface === 'commands') return commandKeyAtPath(doc, segments, root);
  const groups = messageGroups(doc.nodes);
  let children: readonly Node[] | undefined =
    doc.surface === 'message' ? groups.components : doc.nodes;
  let found: Node | null = null;
  let i = 0;
  if (doc.surface === 'message' && segments[0] === 'poll') {
    found = groups.polls[groups.polls.length - 1] ?? null;
    i = 1;
  } else if (doc.surface === 'message' && segments[0] === 'embeds') {
    found = typeof segments[1] === 'number' ? (groups.embeds[segments[1]] ?? null) : null;
    i = 2;
  }
  while (i < segments.length) {
    const seg = segments[i];
    if (found && (seg === 'fields' || seg === 'answers') && typeof segments[i + 1] === 'number') {
      const next: Node | undefined = found.slots[seg as SlotName]?.[segments[i + 1] as number];
      if (!next) break;
      found = next;
      i += 2;
    } else if (seg === 'components' && typeof segments[i + 1] === 'number') {
      const next: Node | undefined = children?.[segments[i + 1] as number];
      if (!next) break;
      found = next;
      children = next.slots.components;
      i += 2;
    } else if (found && typeof seg === 'string' && CHILD_SLOTS.has(seg)) {
      const next: Node | undefined = found.slots[seg as SlotName]?.[0];
      if (!next) break;
      found = next;
      children = next.slots.components;
      i += 1;
    } else break;
  }
  return found?.key ?? null;
}

function commandKeyAtPath(
  doc: Doc,
  segments: readonly unknown[],
  root: Node | null,
): NodeKey | null {
  let i = 0;
  let found: Node | null | undefined = root;
  if (!found) {
    const first = segments[0];
    if (typeof first === 'number') {
      found = doc.nodes[first];
      i = 1;
    } else if (doc.envelope === 'command') found = doc.nodes[0];
  }
  if (!found) return null;
  while (segments[i] === 'options' && typeof segments[i + 1] === 'number') {
    const next: Node | undefined = found.slots.options?.[segments[i + 1] as number];
    if (!next) break;
    found = next;
    i += 2;
  }
  return found.key;
}
