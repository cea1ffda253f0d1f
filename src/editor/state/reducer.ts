// The pure reducer: one action, one new document, or the reason it was refused.
import {
  assertNever,
  duplicateNode,
  entryOf,
  findNode,
  insertNode,
  makeNode,
  moveNode,
  newNode,
  removeNode,
  replaceNode,
  restyleButton,
  surfaceOf,
  updateNode,
  wrapNode,
} from '../../model';
import type { Doc, Node, TreeResult } from '../../model';
import type { DragSource } from '../dnd/types';
import type { EditorAction, ReduceResult } from './actions';
import { fixApply } from './fixes';

const done = (result: TreeResult, select?: string | null): ReduceResult =>
  result.ok ? { ok: true, doc: result.doc, select } : result;

/** The node a drag source stands for: a fresh component, or the one being moved. */
export function nodeForSource(doc: Doc, source: DragSource): Node | null {
  if (source.kind === 'node') return findNode(doc, source.key)?.node ?? null;
  // A kind from outside the catalog (a stale drag, a hand-made action) must refuse, not throw.
  return entryOf(source.type) ? newNode(doc, source.type) : null;
}

/** Whether a patch would leave these fields as they are (so no new document, no undo step). */
function changesNothing(fields: Record<string, unknown>, patch: Record<string, unknown>): boolean {
  return Object.entries(patch).every(([k, v]) =>
    v === undefined ? !Object.hasOwn(fields, k) : Object.is(fields[k], v),
  );
}

/** Applies one action to the document. Never throws; a refused action says why. */
export function reducer(doc: Doc, action: EditorAction): ReduceResult {
  switch (action.type) {
    case 'add': {
      const node = nodeForSource(doc, { kind: 'palette', type: action.kind });
      if (!node) return { ok: false, reason: `Component type ${action.kind} does not exist.` };
      return done(insertNode(doc, node, action.target), node.key);
    }
    case 'move':
      return done(moveNode(doc, action.key, action.target), action.key);
    case 'replace': {
      const node = nodeForSource(doc, action.source);
      if (!node)
        return {
          ok: false,
          reason:
            action.source.kind === 'node'
              ? 'That component no longer exists.'
              : `Component type ${action.source.type} does not exist.`,
        };
      return done(replaceNode(doc, action.oldKey, node), node.key);
    }
    case 'remove':
      return done(removeNode(doc, action.key), null);
    case 'duplicate': {
      const result = duplicateNode(doc, action.key);
      return result.ok ? { ok: true, doc: result.doc, select: result.copy } : result;
    }
    case 'wrap': {
      const container = makeNode('container', { accent_color: null });
      return done(wrapNode(doc, action.key, container), container.key);
    }
    case 'update': {
      const node = findNode(doc, action.key)?.node;
      if (node && changesNothing(node.props, action.patch)) return { ok: true, doc };
      return done(updateNode(doc, action.key, action.patch));
    }
    case 'restyle': {
      const node = findNode(doc, action.key)?.node;
      if (node && node.props.style === action.style) return { ok: true, doc };
      return done(restyleButton(doc, action.key, action.style));
    }
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
