// Import: unknown -> detect -> normalise -> validate. Untrusted JSON never reaches the editor
// unchecked, and a bad payload gives problems, never a throw or a half-built document.
import { carryKeys } from '../document/carry-keys';
import type { Doc, Envelope } from '../document/document';
import { findJsonError } from './json-error';
import {
  isPermissionsBody,
  permissionsBodyProblems,
} from '../commands/registration/permissions-body';
import type { PayloadKind } from './envelope';
import { detect } from './detect';
import { docFromDetected } from './from-payload';
import type { Problem } from '../rules/problems';
import { hasErrors } from '../rules/problems';
import { validate } from '../rules/validate';

export interface ImportResult {
  /** null when the input is not a message, a modal or commands (a permissions body has none). */
  doc: Doc | null;
  kind: PayloadKind | null;
  envelope: Envelope | null;
  /** Every problem: errors first in document order, then warnings. */
  problems: Problem[];
  /** No errors (warnings allowed). */
  valid: boolean;
}

export interface ImportOptions {
  /** Force the kind instead of detecting it. */
  as?: PayloadKind;
  /** The document this JSON edits: its nodes' keys carry over (see ../document/carry-keys.ts). */
  keysFrom?: Doc | null;
  /** Commands: the guild they are for (null: global). By default the guild they name, else global. */
  guildId?: string | null;
}

/** Imports a parsed JSON value. Never throws. */
export function importPayload(value: unknown, options: ImportOptions = {}): ImportResult {
  if (options.as === 'permissions' || (options.as === undefined && isPermissionsBody(value))) {
    const problems = permissionsBodyProblems(value);
    return {
      doc: null,
      kind: 'permissions',
      envelope: null,
      problems,
      valid: !hasErrors(problems),
    };
  }
  const detected = detect(value, options.as);
  if ('code' in detected)
    return { doc: null, kind: null, envelope: null, problems: [detected], valid: false };
  const doc = carryKeys(options.keysFrom ?? null, docFromDetected(detected, options.guildId));
  const problems = validate(doc);
  const kind = doc.surface === 'commands' ? doc.envelope : doc.surface;
  return { doc, kind, envelope: doc.envelope, problems, valid: !hasErrors(problems) };
}

/** Parses JSON text (saying where it breaks) and imports it. Never throws. */
export function importJsonText(text: string, options: ImportOptions = {}): ImportResult {
  const parsed = parseJson(text);
  if (!parsed.ok)
    return { doc: null, kind: null, envelope: null, problems: [parsed.problem], valid: false };
  return importPayload(parsed.value, options);
}

export type Parsed = { ok: true; value: unknown } | { ok: false; problem: Problem };

/** JSON.parse with an error that gives line and column. */
export function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const found = findJsonError(text);
    const message =
      text.trim() === ''
        ? 'Not valid JSON: the input is empty.'
        : found
          ? `Not valid JSON at line ${found.line}, column ${found.column}: ${found.reason}.`
          : 'Not valid JSON.';
    return { ok: false, problem: { path: '$', severity: 'error', code: 'invalid-json', message } };
  }
}
