// A legacy message's top level holds its embeds, then its poll, then its Action Rows, in the order
// Discord draws them; each group goes to its own payload field (`embeds`, `poll`, `components`).
// What counts against the embeds' shared limit is here too, not with the rules (rules.ts): the
// editor's counters need it in the first load, the rules load with the validator.
import type { NodeKind } from '../catalog/kinds';
import type { Doc, Node } from '../document/document';
import type { PathSegment } from '../rules/problems';

/** The payload field a top-level node of a message goes to. */
export type RootField = 'embeds' | 'poll' | 'components';

/** Where a kind's group stands in a message's top level: embeds 0, the poll 1, components 2. */
export function rootRank(kind: NodeKind): number {
  return kind === 'embed' ? 0 : kind === 'poll' ? 1 : 2;
}

/** The payload field of a top-level node of a message. */
export function rootField(kind: NodeKind): RootField {
  return kind === 'embed' ? 'embeds' : kind === 'poll' ? 'poll' : 'components';
}

export interface MessageGroups {
  embeds: Node[];
  /** Every poll node (a message has one; a second is reported, and the last one is sent). */
  polls: Node[];
  components: Node[];
}

/** A message's top-level nodes, split by the payload field each goes to. */
export function messageGroups(nodes: readonly Node[]): MessageGroups {
  const groups: MessageGroups = { embeds: [], polls: [], components: [] };
  for (const node of nodes) {
    const field = rootField(node.kind);
    (field === 'embeds' ? groups.embeds : field === 'poll' ? groups.polls : groups.components).push(
      node,
    );
  }
  return groups;
}

/** The path of the document's `index`th top-level node inside the body of a message or modal. */
export function rootNodePath(doc: Doc, index: number): PathSegment[] {
  const node = doc.nodes[index];
  if (doc.surface !== 'message' || !node) return ['components', index];
  const field = rootField(node.kind);
  if (field === 'poll') return ['poll'];
  let n = 0;
  for (let i = 0; i < index; i += 1) if (rootField(doc.nodes[i]!.kind) === field) n += 1;
  return [field, n];
}

/**
 * Whether a node of `kind` may stand at `index` of the top level (`index` counted among `children`
 * as they are, `self` left out): embeds before the poll, the poll before the Action Rows.
 */
export function rootOrderFits(
  children: readonly Node[],
  kind: NodeKind,
  index: number,
  self: string | undefined,
): boolean {
  const rank = rootRank(kind);
  for (let i = 0; i < children.length; i += 1) {
    const other = children[i]!;
    if (other.key === self) continue;
    const r = rootRank(other.kind);
    if (i < index ? r > rank : r < rank) return false;
  }
  return true;
}

/** The index at the end of `kind`'s group among `children`: where a new one goes by default. */
export function rootGroupEnd(children: readonly Node[], kind: NodeKind): number {
  const rank = rootRank(kind);
  let at = 0;
  children.forEach((c, i) => {
    if (rootRank(c.kind) <= rank) at = i + 1;
  });
  return at;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const inner = (v: unknown, key: string) =>
  v !== null && typeof v === 'object' ? str((v as Record<string, unknown>)[key]) : '';

/** The characters of an embed that count towards the 6000 all embeds of a message share. */
export function embedChars(embed: Node): number {
  const p = embed.props;
  let n =
    str(p.title).length +
    str(p.description).length +
    inner(p.footer, 'text').length +
    inner(p.author, 'name').length;
  for (const field of embed.slots.fields ?? []) {
    n += str(field.props.name).length + str(field.props.value).length;
  }
  return n;
}
