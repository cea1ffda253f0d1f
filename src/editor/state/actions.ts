// Every change to the document is one of these actions, applied by the pure reducer. Components
// never write the document directly.
import type {
  Doc,
  FixEdit,
  NewKind,
  NodeKey,
  PlaceTarget,
  SurfaceChoice,
  MessageDoc,
} from '../../model';
import type { DragSource } from '../dnd/types';

export type EditorAction =
  /** A new component of a kind from the palette. */
  | { type: 'add'; kind: NewKind; target: PlaceTarget }
  | { type: 'move'; key: NodeKey; target: PlaceTarget }
  /** A new or moved component in place of the occupant of a single slot (a Section's accessory). */
  | { type: 'replace'; oldKey: NodeKey; source: DragSource }
  | { type: 'remove'; key: NodeKey }
  | { type: 'duplicate'; key: NodeKey }
  | { type: 'wrap'; key: NodeKey }
  /**
   * Sets fields of a node (undefined removes one). Consecutive updates with the same `group` (one
   * field while it keeps focus) make one undo step.
   */
  | { type: 'update'; key: NodeKey; patch: Record<string, unknown>; group?: string }
  /**
   * Gives a Button a style: fields the style cannot hold are kept aside on the node (never
   * exported) and come back with a style that holds them.
   */
  | { type: 'restyle'; key: NodeKey; style: number }
  /** Applies the fix a problem offers (one no inspector field can make). */
  | { type: 'fix'; edit: FixEdit }
  /** Sets body fields: a legacy message's content, flags, a modal's title and custom_id. */
  | { type: 'set-body'; patch: Record<string, unknown>; group?: string }
  /** A command set's scope: global (null) or one server's id, typed (`group` as for set-body). */
  | { type: 'set-scope'; guildId: string | null; group?: string }
  /** Where a message is sent: a channel message, a webhook, or an interaction's reply or update. */
  | { type: 'set-envelope'; envelope: MessageDoc['envelope'] }
  /**
   * Switches surface to `doc`, the design as `convertDoc` made it of the current one (converting
   * loads only when the switch is used, so the caller does it); the editor confirms the losses
   * `convertDoc` names before dispatching.
   */
  | { type: 'convert'; to: SurfaceChoice; doc: Doc }
  /**
   * Replaces the whole document (a template, an import). With a `group` it is an edit of the
   * current document (the JSON editor's typing): consecutive loads in one group make one undo step,
   * and the selection stays on its node while that node is still there.
   */
  | { type: 'load'; doc: Doc; group?: string };

export type ReduceResult =
  | { ok: true; doc: Doc; /** The node to select afterwards. */ select?: NodeKey | null }
  /** `waiting`: the code that applies it has not arrived yet (the store applies it once it has). */
  | { ok: false; reason: string; waiting?: true };

/** The actions that change the tree of components: reduce-tree.ts applies them, once loaded. */
export type TreeAction = Extract<
  EditorAction,
  { type: 'add' | 'move' | 'replace' | 'remove' | 'duplicate' | 'wrap' | 'update' | 'restyle' }
>;

const TREE_TYPES: ReadonlySet<string> = new Set<TreeAction['type']>([
  'add',
  'move',
  'replace',
  'remove',
  'duplicate',
  'wrap',
  'update',
  'restyle',
]);

export const isTreeAction = (action: EditorAction): action is TreeAction =>
  TREE_TYPES.has(action.type);

/** The undo group of an action: equal groups in a row merge into one step. */
export function groupOf(action: EditorAction): string | undefined {
  return action.type === 'update' ||
    action.type === 'set-body' ||
    action.type === 'set-scope' ||
    action.type === 'load'
    ? action.group
    : undefined;
}
