// The pure reducer: one action, one new document, or the reason it was refused. The actions that
// change the tree of components are applied by reduce-tree.ts, a chunk loaded right after the first
// frame (tree-later.ts): until it is there such an action comes back `waiting`, and the store
// applies it once it has arrived.
import { assertNever, surfaceOf } from '../../model';
import type { Doc, TreeResult } from '../../model';
import type { EditorAction, ReduceResult } from './actions';
import { isTreeAction } from './actions';
import { fixApply } from './fixes';
import { treeOps } from './tree-later';
import type { TreeOps } from './tree-later';

/** A tree operation's answer as the reducer's, selecting `select` afterwards. */
export const done = (result: TreeResult, select?: string | null): ReduceResult =>
  result.ok ? { ok: true, doc: result.doc, select } : result;

/** A tree action's answer before its code has loaded (the store holds the action until then). */
export const WAITING: ReduceResult = {
  ok: false,
  reason: 'The editing code is still loading.',
  waiting: true,
};

/** Whether a patch would leave these fields as they are (so no new document, no undo step). */
export function changesNothing(
  fields: Record<string, unknown>,
  patch: Record<string, unknown>,
): boolean {
  return Object.entries(patch).every(([k, v]) =>
    v === undefined ? !Object.hasOwn(fields, k) : Object.is(fields[k], v),
  );
}

/**
 * Applies one action to the document. Never throws; a refused action says why. `tree` applies
 * the tree actions: the loaded chunk by default; code that imports it statically passes it.
 */
export function reducer(
  doc: Doc,
  action: EditorAction,
  tree: TreeOps | null = treeOps.get(),
): ReduceResult {
  if (isTreeAction(action)) return tree ? tree.reduceTree(doc, action) : WAITING;
  switch (action.type) {
    case 'fix': {
      // FixButtons loads the fixes before it dispatches one; one that comes sooner is refused.
      const fixes = fixApply.get();
      if (!fixes) return { ok: false, reason: 'The fixes are still loading: try again.' };
      return done(
        fixes.applyFix(doc, action.edit),
        action.edit.kind === 'remove-node' ? null : undefined,
      );
    }
    case 'set-body': {
      if (changesNothing(doc.body, action.patch)) return { ok: true, doc };
      const body = { ...doc.body };
      for (const [k, v] of Object.entries(action.patch)) {
        if (v === undefined) delete body[k];
        else body[k] = v;
      }
      return { ok: true, doc: { ...doc, body } as Doc };
    }
    case 'set-scope':
      if (doc.surface !== 'commands')
        return { ok: false, reason: 'Only a command set has a scope (global or one server).' };
      if (doc.guildId === action.guildId) return { ok: true, doc };
      return { ok: true, doc: { ...doc, guildId: action.guildId } };
    case 'set-envelope':
      if (doc.surface !== 'message')
        return {
          ok: false,
          reason: 'Only a message is sent to a channel, a webhook or an interaction.',
        };
      if (doc.envelope === action.envelope) return { ok: true, doc };
      return { ok: true, doc: { ...doc, envelope: action.envelope } };
    case 'convert':
      if (surfaceOf(action.doc) !== action.to)
        return { ok: false, reason: `The converted design is not a ${action.to} design.` };
      return { ok: true, doc: action.doc, select: null };
    case 'load':
      return { ok: true, doc: action.doc, select: action.group === undefined ? null : undefined };
    default:
      return assertNever(action);
  }
}
