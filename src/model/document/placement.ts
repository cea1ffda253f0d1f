// Where each kind may go. `canPlace` is the one placement predicate: the validator, the editor's
// drop targets, its collision filter, keyboard moves and the reducer's guard all ask it. None of
// them runs before the first frame, so this file loads after it (with the tree operations); what
// the first frame needs is in kind-homes.ts (the palette's words) and find-node.ts.
import type { NodeKind } from '../catalog/catalog';
import { ROOT_ACCEPTS, SELECT_KINDS, entryOf, kindName } from '../catalog/catalog';
import { commandRoom, mixedLevel } from '../commands/placement';
import { aKind, isCommandFamily } from '../commands/kind-names';
import type { Doc, Node, NodeKey, SlotName } from './document';
import { countNodes, isV2, walk } from './document';
import { findNode } from './find-node';
import { capitalizeFirst, homeOf } from './kind-homes';
import { LIMITS } from '../limits';
import { messageGroups, rootField, rootOrderFits } from '../embeds/parts';
import { withArticle } from '../text';

export type Placement = { ok: true; deprecated?: string } | { ok: false; reason: string };

export interface PlaceTarget {
  /** null: the document's top level. */
  parentKey: NodeKey | null;
  slot: SlotName;
  index?: number;
}

/** What is being placed: a new component of a kind, or a node (moved or pasted). */
export type Placeable = { kind: NodeKind; key?: undefined } | Node;

const OK: Placement = { ok: true };
const SURFACE_ONLY: Record<Doc['surface'], string> = {
  message: 'is for messages only.',
  modal: 'is for modals only.',
  commands: 'is part of an application command, not of a message or a modal.',
};
const no = (reason: string): Placement => ({ ok: false, reason });

/** Whether a kind may stand in a slot at all (ignoring how full it is). `parentType` null is the top level. */
export function acceptsKind(
  doc: Doc,
  parentType: NodeKind | null,
  slot: SlotName,
  childType: NodeKind,
): Placement {
  const child = entryOf(childType);
  if (!child) return no('Discord has no such kind of component or command.');
  const deprecatedRow =
    doc.surface === 'modal' && childType === 'action-row' && parentType === null;
  if (!child.surfaces.includes(doc.surface) && !deprecatedRow) {
    return no(`${withArticle(child.name, true)} ${SURFACE_ONLY[child.surfaces[0] ?? 'message']}`);
  }
  const v2 = isV2(doc);
  if (doc.surface === 'message' && !v2 && child.v2Only) {
    return no(
      `${withArticle(child.name, true)} needs a Components V2 message; a legacy message holds only Action Rows of Buttons or one Select.`,
    );
  }
  if (doc.surface === 'message' && v2 && child.legacyOnly) {
    return no(
      `${withArticle(child.name, true)} belongs to a legacy message; a Components V2 message cannot have embeds or a poll${childType === 'embed' ? ' (a Container is its V2 counterpart)' : ''}.`,
    );
  }
  if (parentType === null) {
    if (doc.surface === 'commands') {
      if ((ROOT_ACCEPTS.commands as readonly string[]).includes(childType)) return OK;
      return no(homeOf(childType, doc.surface));
    }
    if (slot !== 'components') return no('The top level has only a components list.');
    if (doc.surface === 'modal') {
      if ((ROOT_ACCEPTS.modal as readonly NodeKind[]).includes(childType)) return OK;
      if ((ROOT_ACCEPTS.modalDeprecated as readonly NodeKind[]).includes(childType)) {
        return {
          ok: true,
          deprecated:
            'An Action Row in a modal is deprecated: put the Text Input in a Label instead.',
        };
      }
      return no(homeOf(childType, 'modal'));
    }
    const roots: readonly NodeKind[] = v2 ? ROOT_ACCEPTS.v2 : ROOT_ACCEPTS.legacy;
    return roots.includes(childType) ? OK : no(homeOf(childType, doc.surface));
  }
  const parent = entryOf(parentType);
  const spec = parent?.slots.find((x) => x.name === slot);
  if (!parent || !spec) {
    if (isCommandFamily(parentType) && slot === 'options')
      return no(`${capitalizeFirst(aKind(parentType))} takes no options.`);
    return no(`${withArticle(kindName(parentType), true)} has no ${slot} slot.`);
  }
  const accepted = spec.accepts[doc.surface] ?? [];
  if ((accepted as readonly NodeKind[]).includes(childType)) return OK;
  if (parentType === 'container' && childType === 'container')
    return no('A Container cannot hold another Container.');
  if (parentType === 'section' && slot === 'components')
    return no("A Section's text slots hold Text Displays only.");
  if (parentType === 'section') return no("A Section's accessory is a Button or a Thumbnail.");
  if (parentType === 'subcommand-group')
    return no('A subcommand group holds subcommands only; nothing nests deeper.');
  if (parentType === 'subcommand')
    return no('A subcommand holds value options only; nothing nests deeper.');
  return no(homeOf(childType, doc.surface));
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
  if (target.parentKey === null) return { parent: null, children: doc.nodes };
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
    return no(`${withArticle(kindName(child.kind), true)} cannot go inside itself.`);
  }
  const kind = acceptsKind(doc, parent ? parent.kind : null, target.slot, child.kind);
  if (!kind.ok) return kind;

  // Room in the slot, not counting the child itself when it only moves within that slot.
  const others = children.filter((c) => c.key !== child.key);
  const name = withArticle(kindName(child.kind), true);
  if (doc.surface === 'commands') {
    const room =
      parent === null
        ? commandRoom(doc, child.kind, others)
        : mixedLevel(parent, child.kind, others);
    if (room !== null) return no(room);
  }
  if (parent === null) {
    if (doc.surface === 'modal' && others.length >= LIMITS.modalComponents.max) {
      return no(`A modal holds at most ${LIMITS.modalComponents.max} top-level components.`);
    }
    if (doc.surface === 'message' && !isV2(doc)) {
      const room = legacyRootRoom(children, child, target.index);
      if (room !== null) return no(room);
    }
  } else {
    const spec = entryOf(parent.kind)?.slots.find((x) => x.name === target.slot);
    if (spec?.single && others.length > 0) {
      return no(
        `This ${kindName(parent.kind)} already has its ${target.slot === 'accessory' ? 'accessory' : 'component'}; remove it first.`,
      );
    }
    if (parent.kind === 'action-row') {
      const isSelect = SELECT_KINDS.includes(child.kind);
      if (others.some((c) => SELECT_KINDS.includes(c.kind))) {
        return no('This Action Row holds a select, which needs the row to itself.');
      }
      if (isSelect && others.length > 0) return no(`${name} needs an Action Row of its own.`);
      if (doc.surface === 'modal' && others.length > 0)
        return no('An Action Row in a modal holds one Text Input.');
      if (others.length >= LIMITS.buttonsPerRow)
        return no(`An Action Row holds at most ${LIMITS.buttonsPerRow} Buttons.`);
    } else if (spec && others.length >= spec.max) {
      const what =
        spec.name === 'options'
          ? 'options'
          : spec.name === 'components' && parent.kind === 'section'
            ? 'Text Displays'
            : 'components';
      return no(`${withArticle(kindName(parent.kind), true)} holds at most ${spec.max} ${what}.`);
    }
  }
  if (isV2(doc) && !moving) {
    const adding = 'slots' in child ? countNodes([child]) : 1;
    const total = countNodes(doc.nodes);
    if (total + adding > LIMITS.v2Components) {
      return no(
        `A message holds at most ${LIMITS.v2Components} components (counting every level); this one has ${total}.`,
      );
    }
  }
  // Keeps the deprecation note (a modal's Action Row) for the editor to show.
  return kind;
}

const PART_ORDER =
  "Discord draws a message's embeds first, then its poll, then its Action Rows, and so does the outline.";

/** Why a legacy message's top level has no room for `child` (at `index`), or null when it has. */
function legacyRootRoom(
  children: readonly Node[],
  child: Placeable,
  index: number | undefined,
): string | null {
  const others = messageGroups(children.filter((c) => c.key !== child.key));
  if (child.kind === 'embed' && others.embeds.length >= LIMITS.embeds)
    return `A message holds at most ${LIMITS.embeds} embeds.`;
  if (child.kind === 'poll' && others.polls.length > 0) return 'A message has one poll at most.';
  if (rootField(child.kind) === 'components' && others.components.length >= LIMITS.legacyActionRows)
    return `A legacy message holds at most ${LIMITS.legacyActionRows} Action Rows.`;
  if (index !== undefined && !rootOrderFits(children, child.kind, index, child.key)) {
    const name = withArticle(kindName(child.kind), true);
    return `${name} cannot go there: ${PART_ORDER}`;
  }
  return null;
}
