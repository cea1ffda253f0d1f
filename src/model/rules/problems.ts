// A problem found in a payload or document: where (JSON path into the exported payload, and the
// editor node it belongs to), how bad, a stable code and a sentence a person understands. A
// problem at a form's field is another thing: field-problem.ts.

export type Severity = 'error' | 'warning';

export interface Problem {
  /** JSONPath into the payload as exported, e.g. `$.components[0].components[1].label`. */
  path: string;
  /** The editor node the problem belongs to, when it belongs to one. */
  nodeId?: string;
  severity: Severity;
  /** Stable, kebab-case; listed in docs/problem-codes.md, which problem-codes.test.ts checks. */
  code: string;
  message: string;
}

export type PathSegment = string | number;

/**
 * A Problem found by checking one node's props (or the body) alone, before it is placed: its path
 * runs from that node (['choices', 3, 'value']). Zod's issues and the command field rules give these.
 */
export interface RelativeProblem {
  path: PathSegment[];
  /** Unset for an error. */
  severity?: Severity;
  code: string;
  message: string;
}

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

const SEGMENT = /^(?:\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\])/;

/** `$.a[0]["b c"]` -> `['a', 0, 'b c']`, the inverse of formatPath; null for any other text. */
export function parsePath(path: string): PathSegment[] | null {
  if (!path.startsWith('$')) return null;
  const out: PathSegment[] = [];
  let rest = path.slice(1);
  while (rest !== '') {
    const m = SEGMENT.exec(rest);
    if (!m) return null;
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] !== undefined) out.push(Number(m[2]));
    else out.push(JSON.parse(m[3]!) as string);
    rest = rest.slice(m[0].length);
  }
  return out;
}

/**
 * The JSON name of the field a path ends in, past the components that lead to its node:
 * `$.components[0].components[1].label` -> `label`, `$.data.title` -> `title`,
 * `$.components[2].options[1].value` -> `options`. '' when the path names a component itself.
 */
export function fieldNameFromPath(path: string): string {
  const rest = pathInNode(path);
  if (rest.length === 1 && rest[0] === 'components') return '';
  if (typeof rest[0] !== 'string') return '';
  // An embed's author and footer, a poll's question and an answer's text are edited field by field.
  if (NESTED_FIELDS.has(rest[0]) && typeof rest[1] === 'string') return `${rest[0]}.${rest[1]}`;
  return rest[0];
}

const NESTED_FIELDS = new Set(['author', 'footer', 'question', 'poll_media']);

/**
 * The part of a problem's path inside the node it is about: `$.components[0].accessory.label` ->
 * label; `$[2].options[0].choices[1].value` (a command set) -> choices, 1, value.
 */
export function pathInNode(path: string): PathSegment[] {
  const segments = parsePath(path) ?? [];
  // A command set's paths start at the command's index; a single command's at its own fields.
  // Commands nest in `options`, components in `components` (a select's `options` are a field).
  const command = typeof segments[0] === 'number' || segments[0] === 'options';
  const nested = command ? 'options' : 'components';
  // Interaction responses (types 4, 7 and 9) keep the body under `data`.
  let i = typeof segments[0] === 'number' || segments[0] === 'data' ? 1 : 0;
  // A message's embeds and poll, and their fields and answers, are nodes too.
  if (!command && segments[i] === 'embeds' && typeof segments[i + 1] === 'number') i += 2;
  else if (!command && segments[i] === 'poll') i += 1;
  while (i < segments.length) {
    const seg = segments[i];
    if (seg === nested && typeof segments[i + 1] === 'number') i += 2;
    else if (
      !command &&
      (seg === 'fields' || seg === 'answers') &&
      typeof segments[i + 1] === 'number'
    )
      i += 2;
    else if (!command && (seg === 'accessory' || seg === 'component')) i += 1;
    else break;
  }
  return segments.slice(i);
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
