// The component tree as discord.py 2.x UI items: layout items take their children as positional
// arguments, in the design's order. A legacy message becomes a classic View whose items carry
// `row=` for the Action Row they were in; a Components V2 message becomes a LayoutView.
import type { NodeKind } from '../../model';
import {
  CONTAINER_CHILDREN,
  LABEL_CHILDREN,
  ROOT_ACCEPTS,
  kindName,
  nodeToPayload,
  withArticle,
} from '../../model';
import type { Node, SlotName } from '../../model';
import type { PyCtx } from './discordpy-fields';
import { PY_KINDS, galleryItems, kwargsCall } from './discordpy-fields';
import { ROW_ITEMS, childPath, shown } from '../common/shared';

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

function leftOut(n: Node, path: string, ctx: PyCtx, where: string): void {
  const what = 'raw' in n ? 'an entry that is not a component' : withArticle(kindName(n.kind));
  ctx.notes.leftOut(path, `${what} cannot go ${where} in discord.py (${shown(nodeToPayload(n))})`);
}

/** The items for the children in `slot`, for those discord.py takes in `place`. */
function items(n: Node, slot: SlotName, path: string, ctx: PyCtx, place: Place): string[] {
  const out: string[] = [];
  (n.slots[slot] ?? []).forEach((c, i) => {
    const p = childPath(path, slot, i, slot !== 'components');
    const item = accepts(c, place) ? item_(c, p, ctx) : null;
    if (item !== null) out.push(item);
    else leftOut(c, p, ctx, WHERE[place]);
  });
  return out;
}

const accepts = (n: Node, place: Place) =>
  !('raw' in n) && ACCEPTS[place].includes(n.kind) && PY_KINDS[n.kind] !== undefined;

/** The expression for one node whose kind discord.py has (callers check with accepts()). */
function item_(n: Node, path: string, ctx: PyCtx, extra: readonly string[] = []): string | null {
  const kind = PY_KINDS[n.kind];
  if (!kind) return null;
  switch (n.kind) {
    case 'container':
      return kwargsCall(
        kind.cls,
        n.props,
        path,
        ctx,
        kind.params,
        items(n, 'components', path, ctx, 'container'),
      );
    case 'action-row':
      return kwargsCall(
        kind.cls,
        n.props,
        path,
        ctx,
        kind.params,
        items(n, 'components', path, ctx, 'row'),
      );
    case 'section': {
      const [accessory] = items(n, 'accessory', path, ctx, 'accessory');
      const texts = items(n, 'components', path, ctx, 'section');
      return kwargsCall(
        kind.cls,
        n.props,
        path,
        ctx,
        kind.params,
        texts,
        accessory ? [`accessory=${accessory}`] : [],
      );
    }
    case 'label': {
      const [component] = items(n, 'component', path, ctx, 'label');
      return kwargsCall(
        kind.cls,
        n.props,
        path,
        ctx,
        kind.params,
        [],
        component ? [`component=${component}`] : [],
      );
    }
    case 'media-gallery': {
      const { items: gallery, ...rest } = n.props;
      return kwargsCall(
        kind.cls,
        rest,
        path,
        ctx,
        kind.params,
        galleryItems(gallery, ctx, `${path}.items`),
      );
    }
    default:
      return kwargsCall(kind.cls, n.props, path, ctx, kind.params, [], extra);
  }
}

/** `view.add_item(…)` arguments for a Components V2 message's top level. */
export function layoutItems(nodes: readonly Node[], ctx: PyCtx): string[] {
  const out: string[] = [];
  nodes.forEach((n, i) => {
    const path = `components[${i}]`;
    const item = accepts(n, 'message') ? item_(n, path, ctx) : null;
    if (item !== null) out.push(item);
    else leftOut(n, path, ctx, WHERE.message);
  });
  return out;
}

/** A legacy message's rows as a classic View's items, each with `row=` for its row. */
export function legacyItems(nodes: readonly Node[], ctx: PyCtx): string[] {
  const out: string[] = [];
  nodes.forEach((n, i) => {
    const path = `components[${i}]`;
    if ('raw' in n || n.kind !== 'action-row') {
      leftOut(n, path, ctx, 'at the top of a message without Components V2');
      return;
    }
    for (const [k, v] of Object.entries(n.props))
      ctx.notes.leftOut(`${path}.${k}`, `a classic View has no rows to set it on (${shown(v)})`);
    (n.slots.components ?? []).forEach((c, j) => {
      const p = `${path}.components[${j}]`;
      const item = accepts(c, 'row') ? item_(c, p, ctx, [`row=${i}`]) : null;
      if (item !== null) out.push(item);
      else leftOut(c, p, ctx, WHERE.row);
    });
  });
  return out;
}

/** `modal.add_item(…)` arguments: Labels, Text Displays, and a deprecated row's Text Inputs. */
export function modalItems(nodes: readonly Node[], ctx: PyCtx): string[] {
  const out: string[] = [];
  nodes.forEach((n, i) => {
    const path = `components[${i}]`;
    if (!accepts(n, 'modal')) return leftOut(n, path, ctx, WHERE.modal);
    if (n.kind !== 'action-row') {
      out.push(item_(n, path, ctx)!);
      return;
    }
    // discord.py puts a Text Input added straight to a modal in a row of its own.
    for (const [k, v] of Object.entries(n.props))
      ctx.notes.leftOut(`${path}.${k}`, `discord.py makes the row itself (${shown(v)})`);
    (n.slots.components ?? []).forEach((c, j) => {
      const p = `${path}.components[${j}]`;
      if (!('raw' in c) && c.kind === 'text-input') out.push(item_(c, p, ctx)!);
      else leftOut(c, p, ctx, 'in a modal row');
    });
  });
  return out;
}
