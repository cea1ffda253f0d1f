// Applying a fix (see fixes.ts): pure, through the tree operations, so that a fix can never build
// what canPlace refuses; a fix that cannot apply says why.
import { LABEL_CHILDREN, SELECT_KINDS } from '../catalog/catalog';
import type { Doc, Node, NodeKey } from '../document/document';
import { countNodes, isV2, makeNode, walk } from '../document/document';
import { assertNever } from '../catalog/factory';
import { newNode } from '../catalog/new-node';
import type { FixEdit } from './fixes';
import { LIMITS, sendableFlags } from '../limits';
import { findNode } from '../document/find-node';
import type { TreeResult } from '../document/tree';
import { canRemove, insertNode, mapNode, moveNode, removeNode, updateNode } from '../document/tree';

const GONE: TreeResult = { ok: false, reason: 'That component no longer exists.' };

function withBody(doc: Doc, patch: Record<string, unknown>): Doc {
  const body = { ...doc.body };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) delete body[k];
    else body[k] = v;
  }
  return { ...doc, body } as Doc;
}

/** Runs steps one after another, stopping at the first refusal. */
function chain(doc: Doc, steps: ((d: Doc) => TreeResult)[]): TreeResult {
  let result: TreeResult = { ok: true, doc };
  for (const step of steps) {
    if (!result.ok) return result;
    result = step(result.doc);
  }
  return result;
}

/** A row's children grouped as rows may hold them: a select or a modal input alone, Buttons by 5. */
function rowGroups(doc: Doc, children: readonly Node[]): Node[][] {
  const groups: Node[][] = [];
  let buttons: Node[] = [];
  for (const child of children) {
    if (doc.surface === 'modal' || SELECT_KINDS.includes(child.kind)) {
      groups.push([child]);
    } else {
      if (buttons.length === 0) groups.push(buttons);
      buttons.push(child);
      if (buttons.length === LIMITS.buttonsPerRow) buttons = [];
    }
  }
  return groups;
}

function splitRow(doc: Doc, key: string): TreeResult {
  const site = findNode(doc, key);
  if (!site) return GONE;
  const [first = [], ...rest] = rowGroups(doc, site.node.slots.components ?? []);
  const slot = site.slot ?? 'components';
  const siblings = site.parent ? (site.parent.slots[slot] ?? []) : doc.nodes;
  const at = siblings.indexOf(site.node);
  const target = (i: number) => ({ parentKey: site.parent?.key ?? null, slot, index: at + 1 + i });
  return chain(doc, [
    (d) => mapNode(d, key, (row) => ({ ...row, slots: { ...row.slots, components: first } })),
    ...rest.map(
      (group, i) => (d: Doc) =>
        insertNode(d, makeNode('action-row', {}, { components: group }), target(i)),
    ),
  ]);
}

/** The last node in reading order that may go, or null. */
function lastRemovable(doc: Doc): Node | null {
  const all: Node[] = [];
  walk(doc.nodes, (n) => all.push(n));
  for (let i = all.length - 1; i >= 0; i -= 1) if (canRemove(doc, all[i]!.key).ok) return all[i]!;
  return null;
}

/** Applies one fix. Never throws; a fix that no longer fits says why. */
export function applyFix(doc: Doc, edit: FixEdit): TreeResult {
  switch (edit.kind) {
    case 'remove-field':
      return edit.key === null
        ? { ok: true, doc: withBody(doc, { [edit.field]: undefined }) }
        : updateNode(doc, edit.key, { [edit.field]: undefined });
    case 'content-to-text': {
      const content = doc.body.content;
      if (typeof content !== 'string') return { ok: false, reason: 'The content is gone.' };
      const text = makeNode('text-display', { content });
      const target = { parentKey: null, slot: 'components' as const, index: 0 };
      const moved = content === '' ? { ok: true as const, doc } : insertNode(doc, text, target);
      return moved.ok ? { ok: true, doc: withBody(moved.doc, { content: undefined }) } : moved;
    }
    case 'remove-node':
      return removeNode(doc, edit.key);
    case 'add':
      return insertNode(doc, newNode(doc, edit.type), {
        parentKey: edit.key,
        slot: edit.slot,
      });
    case 'split-row':
      return splitRow(doc, edit.key);
    case 'trim': {
      const list = edit.key === null ? doc.nodes : findNode(doc, edit.key)?.node.slots[edit.slot];
      if (!list) return GONE;
      return chain(
        doc,
        list.slice(edit.keep).map((n) => (d: Doc) => removeNode(d, n.key)),
      );
    }
    case 'trim-total': {
      let result: TreeResult = { ok: true, doc };
      while (result.ok && isV2(result.doc) && countNodes(result.doc.nodes) > LIMITS.v2Components) {
        const last = lastRemovable(result.doc);
        if (!last) return { ok: false, reason: 'No component can be removed.' };
        result = removeNode(result.doc, last.key);
      }
      return result;
    }
    case 'move-extra-texts': {
      const site = findNode(doc, edit.key);
      if (!site) return GONE;
      const extra = (site.node.slots.components ?? []).slice(LIMITS.sectionTexts.max);
      const slot = site.slot ?? 'components';
      const siblings = site.parent ? (site.parent.slots[slot] ?? []) : doc.nodes;
      const at = siblings.indexOf(site.node);
      return chain(
        doc,
        extra.map(
          (n, i) => (d: Doc) =>
            moveNode(d, n.key, { parentKey: site.parent?.key ?? null, slot, index: at + 1 + i }),
        ),
      );
    }
    case 'row-to-label': {
      const site = findNode(doc, edit.key);
      const inputs = rowInputs(doc, edit.key);
      if (!site || !inputs) return GONE;
      // An input's own (deprecated) label names its Label.
      const [first, ...rest] = inputs.map((input) => {
        const { label, ...props } = input.props;
        const name = typeof label === 'string' && label !== '' ? label : 'Label';
        return makeNode('label', { label: name }, { component: [{ ...input, props }] });
      });
      const slot = site.slot ?? 'components';
      const siblings = site.parent ? (site.parent.slots[slot] ?? []) : doc.nodes;
      const at = siblings.indexOf(site.node);
      return chain(doc, [
        (d) => mapNode(d, edit.key, () => first!),
        ...rest.map(
          (l, i) => (d: Doc) =>
            insertNode(d, l, { parentKey: site.parent?.key ?? null, slot, index: at + 1 + i }),
        ),
      ]);
    }
    case 'clear-flags': {
      const flags = doc.body.flags;
      if (typeof flags !== 'number' || !Number.isInteger(flags)) return { ok: true, doc };
      const kept = flags & sendableFlags(doc.envelope);
      return { ok: true, doc: withBody(doc, { flags: kept === 0 ? undefined : kept }) };
    }
    case 'one-primary': {
      const row = findNode(doc, edit.key)?.node;
      if (!row) return GONE;
      const primaries = (row.slots.components ?? []).filter(
        (b) => b.kind === 'button' && b.props.style === 1,
      );
      return chain(
        doc,
        primaries.slice(1).map((b) => (d: Doc) => updateNode(d, b.key, { style: 2 })),
      );
    }
    default:
      return assertNever(edit);
  }
}

/** The inputs a modal's deprecated row holds, if it holds only what a Label can hold. */
export function rowInputs(doc: Doc, key: NodeKey): Node[] | null {
  const inputs = findNode(doc, key)?.node.slots.components ?? [];
  return inputs.length > 0 && inputs.every((n) => LABEL_CHILDREN.includes(n.kind)) ? inputs : null;
}
