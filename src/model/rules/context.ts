// What every rule receives: the document, where we are, and a way to report.
import type { Doc, Node } from '../document/document';
import type { PathSegment, Problem, RelativeProblem, Severity } from './problems';
import { formatPath } from './problems';

export interface RuleContext {
  doc: Doc;
  problems: Problem[];
  /**
   * Every node reached, in document order, with its path in the exported payload: made after the
   * nodes are checked, for the rules of a message or modal as a whole (a command set's do not read it).
   */
  nodePaths: Map<Node, readonly PathSegment[]>;
}

export interface NodeSite {
  node: Node;
  path: readonly PathSegment[];
  parent: Node | null;
}

export function report(
  ctx: RuleContext,
  severity: Severity,
  code: string,
  path: readonly PathSegment[],
  message: string,
  nodeId?: string,
): void {
  const problem: Problem = { path: formatPath(path), severity, code, message };
  if (nodeId !== undefined) problem.nodeId = nodeId;
  ctx.problems.push(problem);
}

/** Reports problems of one node (a class, so that no closures are made per node). */
export class NodeReporter {
  constructor(
    private readonly ctx: RuleContext,
    private readonly site: NodeSite,
  ) {}

  error(code: string, message: string, field: readonly PathSegment[] = []): void {
    report(this.ctx, 'error', code, [...this.site.path, ...field], message, this.site.node.key);
  }

  warn(code: string, message: string, field: readonly PathSegment[] = []): void {
    report(this.ctx, 'warning', code, [...this.site.path, ...field], message, this.site.node.key);
  }

  /** A problem found in the node's props alone, its path taken from the node. */
  add(problem: RelativeProblem): void {
    const { severity = 'error', code, message, path } = problem;
    report(this.ctx, severity, code, [...this.site.path, ...path], message, this.site.node.key);
  }
}

export function at(ctx: RuleContext, site: NodeSite): NodeReporter {
  return new NodeReporter(ctx, site);
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value.length > 40 ? 'a string' : JSON.stringify(value);
  if (typeof value === 'object') return 'an object';
  return String(value);
}

export { plural } from '../text';
