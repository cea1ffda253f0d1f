// Validation for a bot's own code and tests: a payload (parsed JSON) or JSON text in, every problem
// out with its path, severity, stable code and sentence. It is the model's importer, the one the
// CLI's `validate` and the page use, with the editor-only parts of its answer left out.
import type { PayloadKind } from '../model/payload/envelope';
import type { ImportResult } from '../model/payload/import';
import { importJsonText, importPayload as importModel } from '../model/payload/import';
import type { Problem as ModelProblem, Severity } from '../model/rules/problems';

export type { PayloadKind, Severity };

/** What `as` accepts, as the CLI's `--as` does: the kinds a payload can be. */
export const PAYLOAD_KINDS: readonly PayloadKind[] = [
  'message',
  'modal',
  'command',
  'commands',
  'permissions',
];

/** One problem of a payload. */
export interface Problem {
  /** JSONPath into the payload, e.g. `$.components[0].components[1].label`. */
  path: string;
  severity: Severity;
  /** Stable and kebab-case: the codes are listed in docs/problem-codes.md. */
  code: string;
  /** A sentence saying what is wrong and why. */
  message: string;
}

export interface ValidateOptions {
  /** Read the payload as this kind instead of detecting it from its fields. */
  as?: PayloadKind;
}

export interface ValidationResult {
  /** No errors (warnings allowed). */
  valid: boolean;
  /** What the payload was read as; null when it is none of the kinds. */
  kind: PayloadKind | null;
  /** Every problem: errors first in payload order, then warnings. */
  problems: Problem[];
}

/** The model's problem without the editor's node id. */
export const publicProblem = ({ path, severity, code, message }: ModelProblem): Problem => ({
  path,
  severity,
  code,
  message,
});

/** The parts of an import a caller of validation gets. */
export const resultOf = (imported: ImportResult): ValidationResult => ({
  valid: imported.valid,
  kind: imported.kind,
  problems: imported.problems.map(publicProblem),
});

/** Checks `as` here, so a typo in a caller's option is a problem rather than a silent detection. */
export function kindProblem(as: unknown): Problem | null {
  if (as === undefined || (typeof as === 'string' && PAYLOAD_KINDS.includes(as as PayloadKind)))
    return null;
  return {
    path: '$',
    severity: 'error',
    code: 'unknown-kind',
    message: `The option "as" must be one of ${PAYLOAD_KINDS.join(', ')}, not ${JSON.stringify(as)}.`,
  };
}

const refused = (problem: Problem): ValidationResult => ({
  valid: false,
  kind: null,
  problems: [problem],
});

/**
 * Validates a payload (a parsed JSON value: a message, a modal, one command, a list of commands or
 * a command permissions body). Never throws.
 */
export function validatePayload(payload: unknown, options: ValidateOptions = {}): ValidationResult {
  const bad = kindProblem(options.as);
  if (bad) return refused(bad);
  return resultOf(importModel(payload, options.as === undefined ? {} : { as: options.as }));
}

/**
 * Validates JSON text, such as a file's contents: text that is not JSON gives an `invalid-json`
 * problem with its line and column. A leading byte order mark is ignored. Never throws.
 */
export function validateJson(text: string, options: ValidateOptions = {}): ValidationResult {
  const bad = kindProblem(options.as);
  if (bad) return refused(bad);
  const body = String(text).replace(/^\uFEFF/, '');
  return resultOf(importJsonText(body, options.as === undefined ? {} : { as: options.as }));
}
