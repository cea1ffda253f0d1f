// Every change to a stored shape, in order, as a named step from one version to the next: what the
// app of that time wrote, brought one version forward. restore.ts runs the steps a record needs,
// then parses it at the current version. A migration never throws and never judges: whatever it
// does not recognise it passes on unchanged, for the parse to refuse with a reason.
//
// Every design saved before the version was counted says version 1, whatever its shape: a record
// of version 1 may already be in any later shape, so each step leaves alone what is already newer.
import { componentEntry } from '../catalog/catalog';
import { isPlainObject } from '../payload/envelope';
import { splitBody } from '../payload/from-payload';
import { shareUnchangedNodes } from './history-older';

export type StoredRecord = Record<string, unknown>;

export interface Migration {
  /** The version it reads; it gives version `from + 1`. */
  from: number;
  /** What changed, in a few words. */
  name: string;
  /** The change, and the commit that made it. */
  what: string;
  up: (record: StoredRecord) => StoredRecord;
}

/** The record with its document changed by `change` (when it has one that is an object). */
function withDoc(record: StoredRecord, change: (doc: StoredRecord) => StoredRecord): StoredRecord {
  return isPlainObject(record.doc) ? { ...record, doc: change(record.doc) } : record;
}

/** A node with `change` applied to every child in its slots first. */
function eachChild(node: StoredRecord, change: (child: unknown) => unknown): StoredRecord {
  if (!isPlainObject(node.slots)) return node;
  const slots = Object.fromEntries(
    Object.entries(node.slots).map(([name, list]) => [
      name,
      Array.isArray(list) ? list.map(change) : list,
    ]),
  );
  return { ...node, slots };
}

/** A node keyed by its component type number, as one keyed by its catalog kind. */
function keyedByKind(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const node = eachChild(value, keyedByKind);
  if (typeof node.kind === 'string') return node;
  // An entry that was not a component when imported (its type NaN, stored as null) keeps only
  // what it was.
  if ('raw' in node) return { key: node.key, kind: 'unknown', props: {}, slots: {}, raw: node.raw };
  const { type, ...rest } = node;
  if (typeof type !== 'number' || !Number.isFinite(type)) return node;
  const kind = componentEntry(type)?.kind ?? 'unknown';
  // An unknown node's props hold its whole payload object, its type number included.
  const props =
    kind === 'unknown' && isPlainObject(rest.props) ? { type, ...rest.props } : rest.props;
  return { ...rest, kind, props };
}

/** The migrations of a stored design (and of each step of an undo history), in order. */
export const DESIGN_MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    name: 'revision-counter',
    what:
      'A design counts its saves in `rev`, so that a tab never writes over a newer save of ' +
      'another tab (c01c7cf); a design saved before has none: it is at revision 0.',
    up: (design) => ('rev' in design ? design : { ...design, rev: 0 }),
  },
  {
    from: 2,
    name: 'nodes-keyed-by-kind',
    what:
      "A node's component `type` number becomes its catalog `kind` (a number Discord does not " +
      'have stays in its props as `type`; an entry that was not a component is of kind unknown), ' +
      "and the document's `components` and `hasComponents` become `nodes` and `hasNodes`, as " +
      'command sets joined messages and modals (254d633).',
    up: (design) =>
      withDoc(design, (doc) => {
        const { components, hasComponents, ...rest } = doc;
        const nodes = 'nodes' in doc ? doc.nodes : components;
        const hasNodes = 'hasNodes' in doc ? doc.hasNodes : hasComponents;
        return { ...rest, hasNodes, nodes: Array.isArray(nodes) ? nodes.map(keyedByKind) : nodes };
      }),
  },
  {
    from: 3,
    name: 'embeds-and-polls-as-nodes',
    what:
      "A legacy message's `embeds` and `poll` leave its body and become embed and poll nodes " +
      '(their fields and answers nodes too) ahead of its components (da086af).',
    up: (design) =>
      withDoc(design, (doc) => {
        const { body, nodes } = doc;
        if (doc.surface !== 'message' || !isPlainObject(body) || !Array.isArray(nodes)) return doc;
        if (!('embeds' in body || 'poll' in body)) return doc;
        const lifted = nodes.some(
          (n) => isPlainObject(n) && (n.kind === 'embed' || n.kind === 'poll'),
        );
        if (lifted) return doc;
        const { rest, components: parts } = splitBody(body, true);
        if (parts.length === 0) return doc;
        return { ...doc, body: rest, nodes: [...parts, ...nodes] };
      }),
  },
];

/** The migrations of an undo history's container, in order; its steps migrate as designs. */
export const HISTORY_MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    name: 'share-unchanged-nodes',
    what:
      'Steps share their unchanged nodes: each distinct node and body is listed once and steps ' +
      'refer to them by index, instead of a whole document per step (45bbaab; the first shape, ' +
      'of d4f02ff, was read but never written by a released app).',
    up: shareUnchangedNodes,
  },
];

/** The migrations of a share link's wrapper: none yet (`{ v: 1, name, payload, guild_id? }`). */
export const SHARE_MIGRATIONS: readonly Migration[] = [];
