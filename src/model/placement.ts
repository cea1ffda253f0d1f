// Where each kind may go. `canPlace` is the one placement predicate: the validator, the editor's
// drop targets, its collision filter, keyboard moves and the reducer's guard all ask it.
import { CATALOG, ComponentType, ROOT_ACCEPTS, SELECT_TYPES, entryOf, kindName } from './catalog';
import type { Doc, Node, NodeKey, SlotName } from './document';
import { countNodes, isV2, walk } from './document';
import { LIMITS } from './limits';
import { withArticle } from './text';

export type Placement = { ok: true; deprecated?: string } | { ok: false; reason: string };

export interface PlaceTarget {
  /** null: the document's top level. */
  parentKey: NodeKey | null;
  slot: SlotName;
  index?: number;
}

/** What is being placed: a new component of a kind, or a node (moved or pasted). */
export type Placeable = { type: number; key?: undefined } | Node;

const T = ComponentType;
const OK: Placement = { ok: true };
const no = (reason: string): Placement => ({ ok: false, reason });

/** Where a kind belongs, said the way a person would put it. */
export function homeOf(type: number, surface: Doc['surface']): string {
  const name = withArticle(kindName(type), true);
  switch (type) {
    case T.Thumbnail:
      return `${name} can only be a Section's accessory.`;
    case T.Button:
      return `${name} goes in an Action Row or as a Section's accessory.`;
    case T.TextInput:
      return `${name} goes inside a Label.`;
    case T.Label:
      return `${name} goes at the top level of a modal.`;
    case T.TextDisplay:
      return surface === 'modal'
        ? `${name} goes at the top level of a modal.`
        : `${name} goes at the top level, in a Container or in a Section's text slots.`;
    case T.Container:
      return `${name} goes at the top level of a message; it cannot hold another Container.`;
    default:
      if (SELECT_TYPES.includes(type as ComponentType)) {
        return surface === 'modal'
          ? `${name} goes inside a Label.`
          : `${name} needs an Action Row of its own.`;
      }
      if (
        entryOf(type)?.surfaces.includes('modal') &&
        !entryOf(type)?.surfaces.includes('message')
      ) {
        return `${name} goes inside a Label.`;
      }
      return `${name} goes at the top level or in a Container.`;
  }
}

/** Whether a kind may stand in a slot at all (ignoring how full it is). `parentType` null is the top level. */
export function acceptsKind(
  doc: Doc,
  parentType: number | null,
  slot: SlotName,
  childType: number,
): Placement {
  const child = entryOf(childType);
  if (!child) return no(`Component type ${childType} does not exist in Discord.`);
  const deprecatedRow = doc.surface === 'modal' && childType === T.ActionRow && parentType === null;
  if (!child.surfaces.includes(doc.surface) && !deprecatedRow) {
    return no(
      `${withArticle(child.name, true)} is for ${child.surfaces[0] === 'modal' ? 'modals' : 'messages'} only.`,
    );
  }
  const v2 = isV2(doc);
  if (doc.surface === 'message' && !v2 && child.v2Only) {
    return no(
      `${withArticle(child.name, true)} needs a Components V2 message; a legacy message holds only Action Rows of Buttons or one Select.`,
    );
  }
  if (parentType === null) {
    if (slot !== 'components') return no('The top level has only a components list.');
    if (doc.surface === 'modal') {
      if ((ROOT_ACCEPTS.modal as readonly number[]).includes(childType)) return OK;
      if ((ROOT_ACCEPTS.modalDeprecated as readonly number[]).includes(childType)) {
        return {
          ok: true,
          deprecated:
            'An Action Row in a modal is deprecated: put the Text Input in a Label instead.',
        };
      }
      return no(homeOf(childType, 'modal'));
    }
    const roots: readonly number[] = v2 ? ROOT_ACCEPTS.v2 : ROOT_ACCEPTS.legacy;
    return roots.includes(childType) ? OK : no(homeOf(childType, doc.surface));
  }
  const parent = entryOf(parentType);
  const spec = parent?.slots.find((x) => x.name === slot);
  if (!parent || !spec)
    return no(`${withArticle(kindName(parentType), true)} has no ${slot} slot.`);
  const accepted = spec.accepts[doc.surface] ?? [];
  if ((accepted as readonly number[]).includes(childType)) return OK;
  if (parentType === T.Container && childType === T.Container)
    return no('A Container cannot hold another Container.');
  if (parentType === T.Section && slot === 'components')
    return no("A Section's text slots hold Text Displays only.");
  if (parentType === T.Section) return no("A Section's accessory is a Button or a Thumbnail.");
  return no(homeOf(childType, doc.surface));
}

interface Located {
  node: Node;
  parent: Node | null;
  slot: SlotName | null;
}

/** Finds a node by key anywhere in the document. */
export function findNode(doc: Doc, key: NodeKey): Located | null {
  let found: Located | null = null;
  walk(doc.components, (node, parent, slot) => {
    if (!found && node.key === key) found = { node, parent, slot };
  });
  return found;
}

function contains(root: Node, key: NodeKey): boolean {
  let hit = false;
  walk([root], (n) => {
    if (n.key === key) hit = true;
  });
  return hit;
}

function slotChildren(
  doc: Doc,
  target: PlaceTarget,
): { parent: Node | null; children: readonly Node[] } | null {
  if (target.parentKey === null) return { parent: null, children: doc.components };
  const found = findNode(doc, target.parentKey);
  if (!found) return null;
  return { parent: found.node, children: found.node.slots[target.slot] ?? [] };
}

/** Whether `child` may be placed at `target` now: kind, room in the slot, and the message's total. */
export function canPlace(doc: Doc, child: Placeable, target: PlaceTarget): Placement {
  const located = slotChildren(doc, target);
  if (!located) return no('That place no longer exists.');
  const { parent, children } = located;
  const moving = child.key !== undefined && findNode(doc, child.key) !== null;
  if (moving && parent && contains(child as Node, parent.key)) {
    return no(`${withArticle(kindName(child.type), true)} cannot go inside itself.`);
  }
  const kind = acceptsKind(doc, parent ? parent.type : null, target.slot, child.type);
  if (!kind.ok) return kind;

  // Room in the slot, not counting the child itself when it only moves within that slot.
  const others = children.filter((c) => c.key !== child.key);
  const name = withArticle(kindName(child.type), true);
  if (parent === null) {
    if (doc.surface === 'modal' && others.length >= LIMITS.modalComponents.max) {
      return no(`A modal holds at most ${LIMITS.modalComponents.max} top-level components.`);
    }
    if (doc.surface === 'message' && !isV2(doc) && others.length >= LIMITS.legacyActionRows) {
      return no(`A legacy message holds at most ${LIMITS.legacyActionRows} Action Rows.`);
    }
  } else {
    const spec = entryOf(parent.type)?.slots.find((x) => x.name === target.slot);
    if (spec?.single && others.length > 0) {
      return no(
        `This ${kindName(parent.type)} already has its ${target.slot === 'accessory' ? 'accessory' : 'component'}; remove it first.`,
      );
    }
    if (parent.type === T.ActionRow) {
      const isSelect = SELECT_TYPES.includes(child.type as ComponentType);
      if (others.some((c) => SELECT_TYPES.includes(c.type as ComponentType))) {
        return no('This Action Row holds a select, which needs the row to itself.');
      }
      if (isSelect && others.length > 0) return no(`${name} needs an Action Row of its own.`);
      if (doc.surface === 'modal' && others.length > 0)
        return no('An Action Row in a modal holds one Text Input.');
      if (others.length >= LIMITS.buttonsPerRow)
        return no(`An Action Row holds at most ${LIMITS.buttonsPerRow} Buttons.`);
    } else if (spec && others.length >= spec.max) {
      return no(
        `${withArticle(kindName(parent.type), true)} holds at most ${spec.max} ${spec.name === 'components' && parent.type === T.Section ? 'Text Displays' : 'components'}.`,
      );
    }
  }
  if (isV2(doc) && !moving) {
    const adding = 'slots' in child ? countNodes([child]) : 1;
    const total = countNodes(doc.components);
    if (total + adding > LIMITS.v2Components) {
      return no(
        `A message holds at most ${LIMITS.v2Components} components (counting every level); this one has ${total}.`,
      );
    }
  }
  // Keeps the deprecation note (a modal's Action Row) for the editor to show.
  return kind;
}

/** The kinds that could be added somewhere on this surface (the palette's list). */
export function kindsForSurface(doc: Doc) {
  const v2 = isV2(doc);
  return CATALOG.filter(
    (e) => e.surfaces.includes(doc.surface) && !(doc.surface === 'message' && !v2 && e.v2Only),
  );
}
