// A problem found in a payload or document: where (JSON path into the exported payload, and the
// editor node it belongs to), how bad, a stable code and a sentence a person understands.

export type Severity = 'error' | 'warning';

export interface Problem {
  /** JSONPath into the payload as exported, e.g. `$.components[0].components[1].label`. */
  path: string;
  /** The editor node the problem belongs to, when it belongs to one. */
  nodeId?: string;
  severity: Severity;
  /** Stable, kebab-case; see problem-codes.ts. */
  code: string;
  message: string;
}

export type PathSegment = string | number;

const IDENT = /^[A-Za-z_$][\w$]*$/;

/** `['components', 0, 'label']` -> `$.components[0].label`. */
export function formatPath(segments: readonly PathSegment[]): string {
  let out = '$';
  for (const seg of segments) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (IDENT.test(seg)) out += `.${seg}`;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}

export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}

export function errorsOf(problems: readonly Problem[]): Problem[] {
  return problems.filter((p) => p.severity === 'error');
}

export function warningsOf(problems: readonly Problem[]): Problem[] {
  return problems.filter((p) => p.severity === 'warning');
}
