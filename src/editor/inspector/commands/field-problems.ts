// The model's problems of one command field, for the field's own editor to show beside the entry
// they are about (a localization row, a choice). The rule and its words stay the model's; this
// only finds where a problem belongs.
import { pathInNode } from '../../../model';
import type { NodeKey, PathSegment, Problem } from '../../../model';
import { useNodeProblems } from '../use-node-problems';

/** A problem with its path relative to the node it belongs to: ['choices', 2, 'value']. */
export interface PlacedProblem {
  problem: Problem;
  at: readonly PathSegment[];
}

/** True when `at` starts with every segment of `prefix`. */
export function startsWith(at: readonly PathSegment[], prefix: readonly PathSegment[]): boolean {
  return prefix.every((seg, i) => at[i] === seg);
}

/** The problems of one field of one node, each placed within the node. */
export function useFieldProblems(nodeKey: NodeKey | null, field: string): PlacedProblem[] {
  const { problems } = useNodeProblems(nodeKey);
  return problems
    .map((problem) => ({ problem, at: pathInNode(problem.path) }))
    .filter((p) => p.at[0] === field);
}

/** The problems among `list` whose path lies under `prefix`. */
export const problemsUnder = (list: readonly PlacedProblem[], prefix: readonly PathSegment[]) =>
  list.filter((p) => startsWith(p.at, prefix));
