// What the JSON editor makes of its text and of the design: pure functions, so the rules (what
// loads, where a problem is drawn, what the status says) are tested without a browser.
import type { Diagnostic } from '@codemirror/lint';
import { parsePath } from '../../editor';
import { assertNever, findJsonError, locatePath, toPayload } from '../../model';
import type { Doc, Problem } from '../../model';
import { importForPage } from '../page-import';

export type Edit =
  /** The text is a design of the current surface (valid or not, as the problems say). */
  | { kind: 'doc'; doc: Doc; problems: readonly Problem[] }
  /** The text is not JSON. */
  | { kind: 'syntax'; offset: number; line: number; column: number; reason: string }
  /** JSON, but not a design of the current surface; `commands` when it is a command to open as such. */
  | { kind: 'not-design'; problem: Problem; commands?: Doc };

/** What the text stands for; node keys carry over from `current` so the selection stays put. */
export function parseEdit(text: string, current: Doc): Edit {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const error = findJsonError(text);
    if (error) return { kind: 'syntax', ...error };
    // JSON.parse and the scanner disagree only on input neither should see; say so plainly.
    return { kind: 'syntax', offset: 0, line: 1, column: 1, reason: 'not valid JSON' };
  }
  try {
    JSON.stringify(value);
  } catch {
    // Parsing is iterative, writing JSON back out is not: a design must survive both.
    return {
      kind: 'not-design',
      problem: {
        path: '$',
        severity: 'error',
        code: 'too-deep',
        message: 'This JSON is nested too deeply to be turned back into text; it was not loaded.',
      },
    };
  }
  // A command set reads back as it is shown: one command, or the list.
  const as = current.surface === 'commands' ? current.envelope : current.surface;
  const result = importForPage(value, { as, keysFrom: current });
  if (!result.doc) {
    const problem = result.problems[0] ?? {
      path: '$',
      severity: 'error' as const,
      code: 'unknown-payload',
      message: `This is not a ${current.surface}.`,
    };
    // A command pasted into a message or modal: the page offers to open it as a Commands design.
    const commands = result.command ? importForPage(value).doc : null;
    return commands ? { kind: 'not-design', problem, commands } : { kind: 'not-design', problem };
  }
  return { kind: 'doc', doc: result.doc, problems: result.problems };
}

/** Whether two documents give Discord the same JSON (so loading one over the other changes nothing). */
export function samePayload(a: Doc, b: Doc): boolean {
  if (a === b) return true;
  if (a.surface !== b.surface || a.envelope !== b.envelope) return false;
  return JSON.stringify(toPayload(a)) === JSON.stringify(toPayload(b));
}

/** Each problem as a lint mark on its value in `text`, or on the object a missing field belongs in. */
export function diagnosticsOf(text: string, problems: readonly Problem[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const problem of problems) {
    const segments = parsePath(problem.path) ?? [];
    const found = locatePath(text, segments);
    const from = found?.from ?? 0;
    const to = found?.to ?? text.length;
    out.push({
      from,
      to,
      severity: problem.severity,
      message: problem.message,
      source: problem.path,
    });
  }
  return out;
}

/** The lint mark of a syntax error: the character where the text stops being JSON. */
export function syntaxDiagnostic(text: string, offset: number, message: string): Diagnostic {
  const from = Math.min(offset, text.length);
  return { from, to: Math.min(from + 1, text.length), severity: 'error', message };
}

export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

/**
 * The one replacement that turns `before` into `after`, keeping their common start and end, so
 * that the cursor and the scroll position outside the changed part stay where they were.
 */
export function textChange(before: string, after: string): TextChange | null {
  if (before === after) return null;
  const max = Math.min(before.length, after.length);
  let start = 0;
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  let endBefore = before.length;
  let endAfter = after.length;
  while (
    endBefore > start &&
    endAfter > start &&
    before.charCodeAt(endBefore - 1) === after.charCodeAt(endAfter - 1)
  ) {
    endBefore -= 1;
    endAfter -= 1;
  }
  return { from: start, to: endBefore, insert: after.slice(start, endAfter) };
}

export type SyncStatus =
  | { kind: 'in-sync'; problems: number }
  | { kind: 'syntax'; line: number; column: number; reason: string }
  | {
      kind: 'not-design';
      message: string;
      /** A command set the text could open as. */ commands?: Doc;
    };

/** The status line: "In sync", "3 problems", "Line 3, column 5: unexpected "}"". */
export function statusText(status: SyncStatus): string {
  switch (status.kind) {
    case 'in-sync':
      if (status.problems === 0) return 'In sync';
      return status.problems === 1 ? '1 problem' : `${status.problems} problems`;
    case 'syntax':
      return `Line ${status.line}, column ${status.column}: ${status.reason}`;
    case 'not-design':
      return status.message;
    default:
      return assertNever(status);
  }
}
