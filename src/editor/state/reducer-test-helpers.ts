// Helpers shared by the reducer's tests.
import { validate } from '../../model';
import type { Doc, Node } from '../../model';
import type { EditorAction, ReduceResult } from './actions';
import { reducer } from './reducer';

export const root = { parentKey: null, slot: 'components' as const };

/** The accepted result, failing the test with the reason when the action was refused. */
export function ok(result: ReduceResult): Extract<ReduceResult, { ok: true }> {
  if (!result.ok) throw new Error(`Refused: ${result.reason}`);
  return result;
}

export const run = (doc: Doc, action: EditorAction): Doc => ok(reducer(doc, action)).doc;
export const types = (nodes: readonly Node[] | undefined) => (nodes ?? []).map((n) => n.kind);
export const errorsOf = (doc: Doc) => validate(doc).filter((p) => p.severity === 'error');
