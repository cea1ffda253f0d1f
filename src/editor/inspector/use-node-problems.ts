// The validation problems of one node (or of the document's own fields), for the inspector. Like
// the problems panel they follow the document a moment behind typing, so a keystroke does not
// validate; until the validator has loaded there are none.
import type { Doc, NodeKey, Problem } from '../../model';
import { problemsOf, useValidatorReady } from '../panels/problems-of';
import { useThrottledDoc } from '../panels/use-throttled-doc';

export interface NodeProblemsNow {
  /** The document version the problems were found in. */
  doc: Doc;
  problems: readonly Problem[];
}

/** The problems of `nodeKey` (null: those of no node) as of the throttled document. */
export function useNodeProblems(nodeKey: NodeKey | null): NodeProblemsNow {
  const ready = useValidatorReady();
  const doc = useThrottledDoc();
  const problems = ready
    ? (problemsOf(doc) ?? []).filter((p) =>
        nodeKey === null ? p.nodeId === undefined : p.nodeId === nodeKey,
      )
    : [];
  return { doc, problems };
}
