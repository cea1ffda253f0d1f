// The plan's component tree as discord.py 2.x UI items: layout items take their children as
// positional arguments, in the design's order. A legacy message becomes a classic View whose items
// carry `row=` for the Action Row they were in; a Components V2 message becomes a LayoutView; a
// modal takes its Labels and Text Displays (and a deprecated row's Text Inputs) one by one.
import type { NodeKind, PlanNode } from '../../model';
import {
  CONTAINER_CHILDREN,
  LABEL_CHILDREN,
  ROOT_ACCEPTS,
  kindName,
  withArticle,
} from '../../model';
import type { PyCtx } from './discordpy-fields';
import { PY_KINDS, fieldsOf, galleryItems, jsonOf, kwargsCall, slotOf } from './discordpy-fields';
import { ROW_ITEMS, shown } from '../common/shared';

type Place = 'message' | 'container' | 'section' | 'accessory' | 'row' | 'label' | 'modal';

/** Which kinds discord.py takes in each place. */
const ACCEPTS: Readonly<Record<Place, readonly NodeKind[]>> = {
  message: ROOT_ACCEPTS.v2,
  container: CONTAINER_CHILDREN,
  section: ['text-display'],
  accessory: ['button', 'thumbnail'],
  row: ROW_ITEMS,
  label: LABEL_CHILDREN,
  modal: ['label', 'text-display', 'action-row'],
};

const WHERE: Readonly<Record<Place, string>> = {
  message: 'at the top of a message',
  container: 'in a Container',
  section: 'in a Section',
  accessory: 'as a Section accessory',
  row: 'in an Action Row',
  label: 'in a Label',
  modal: 'at the top of a modal',
};

/** A node where Discord takes no such kind (the design's Problems say so too): named, not built. */
function misplaced(n: PlanNode, ctx: PyCtx, where: string): void {
  ctx.notes.note(
    n.path,
    `${withArticle(kindName(n.kind))} cannot go ${where} in discord.py (${shown(jsonOf(n))})`,
  );
}

const accepts = (n: PlanNode, place: Place) =>
  ACCEPTS[place].includes(n.kind) && PY_KINDS[n.kind] !== undefined;

/** The items for the children in `slot`, for those discord.py takes in `place`. */
function items(n: PlanNode, slot: string, ctx: PyCtx, place: Place): string[] {
  return slotOf(n, slot).flatMap((c) => {
    if (accepts(c, place)) return [item(c, ctx)];
    misplaced(c, ctx, WHERE[place]);
    return [];
  });
}

/** The expression for one node whose kind discord.py has (callers check with accepts()). */
function item(n: PlanNode, ctx: PyCtx, extra: readonly string[] = []): string {
  const kind = PY_KINDS[n.kind]!;
  const fields = fieldsOf(n);
  const build = (children: readonly string[], more: readonly string[] = extra) =>
    kwargsCall(kind.cls, fields, n.path, ctx, kind.params, children, more);
  switch (n.kind) {
    case 'container':
      return build(items(n, 'components', ctx, 'container'));
    case 'action-row':
      return build(items(n, 'components', ctx, 'row'));
    case 'section': {
      const [accessory] = items(n, 'accessory', ctx, 'accessory');
      const texts = items(n, 'components', ctx, 'section');
      return build(texts, accessory ? [`accessory=${accessory}`] : []);
    }
    case 'label': {
      const [component] = items(n, 'component', ctx, 'label');
      return build([], component ? [`component=${component}`] : []);
    }
    case 'media-gallery': {
      const { items: gallery, ...rest } = fields;
      return kwargsCall(
        kind.cls,
        rest,
        n.path,
        ctx,
        kind.params,
        galleryItems(gallery, ctx, `${n.path}.items`),
      );
    }
    default:
      return build([]);
  }
}

/** `view.add_item(…)` arguments for a Components V2 message's top level. */
export function layoutItems(nodes: readonly PlanNode[], ctx: PyCtx): string[] {
  return nodes.flatMap((n) => {
    if (accepts(n, 'message')) return [item(n, ctx)];
    misplaced(n, ctx, WHERE.message);
    return [];
  });
}

/** A legacy message's rows as a classic View's items, each with `row=` for its row. */
export function legacyItems(nodes: readonly PlanNode[], ctx: PyCtx): string[] {
  return nodes.flatMap((n, i) => {
    if (n.kind !== 'action-row') {
      misplaced(n, ctx, 'at the top of a message without Components V2');
      return [];
    }
    for (const f of n.fields)
      ctx.notes.note(f.path, `a classic View has no rows to set it on (${shown(f.value)})`);
    return slotOf(n, 'components').flatMap((c) => {
      if (accepts(c, 'row')) return [item(c, ctx, [`row=${i}`])];
      misplaced(c, ctx, WHERE.row);
      return [];
    });
  });
}

/** `modal.add_item(…)` arguments: Labels, Text Displays, and a deprecated row's Text Inputs. */
export function modalItems(nodes: readonly PlanNode[], ctx: PyCtx): string[] {
  return nodes.flatMap((n) => {
    if (!accepts(n, 'modal')) {
      misplaced(n, ctx, WHERE.modal);
      return [];
    }
    if (n.kind !== 'action-row') return [item(n, ctx)];
    // discord.py puts a Text Input added straight to a modal in a row of its own.
    for (const f of n.fields)
      ctx.notes.note(f.path, `discord.py makes the row itself (${shown(f.value)})`);
    return slotOf(n, 'components').flatMap((c) => {
      if (c.kind === 'text-input') return [item(c, ctx)];
      misplaced(c, ctx, 'in a modal row');
      return [];
    });
  });
}
