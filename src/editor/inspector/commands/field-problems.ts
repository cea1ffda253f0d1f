// The model's problems of one command field, for the field's own editor to show beside the entry
// they are about (a localization row, a choice). The rule and its words stay the model's; this
// only finds where a problem belongs.
import { parsePath } from '../../../model';
import type { NodeKey, PathSegment, Problem } from '../../../model';
import { useNodeProblems } from '../use-node-problems';

/** A problem with its path relative to the node it belongs to: ['choices', 2, 'value']. */
export interface PlacedProblem {
  problem: Problem;
  at: readonly PathSegment[];
}

/**
 * The part of a command problem's path after its node's own path: `$[0].options[1].choices[2]`
 * -> choices, 2. A command's path is its index in a set (or nothing for a single command), an
 * option's adds `options[i]` per level.
 */
export function pathInNode(path: string): PathSegment[] {
  const segments = parsePath(path) ?? [];
  let i = typeof segments[0] === 'number' ? 1 : 0;
  while (segments[i] === 'options' && typeof segments[i + 1] === 'number') i += 2;
  return segments.slice(i);
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
