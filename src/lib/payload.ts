// Payloads in and out for a bot's code: JSON to a design (the model's importer), a design back to
// the JSON Discord receives (the model's toPayload, so the two round-trip), and a message switched
// between legacy embeds and Components V2 (the model's convertDoc, which names what it drops).
import { COMMAND_ENVELOPES, MESSAGE_ENVELOPES, MODAL_ENVELOPES } from '../model/document/document';
import type { Doc, Envelope } from '../model/document/document';
import type { SurfaceChoice } from '../model/document/surface';
import { surfaceOfEnvelope } from '../model/payload/envelope';
import { convertDoc } from '../model/payload/convert';
import { importPayload as importModel } from '../model/payload/import';
import { toPayload } from '../model/payload/to-payload';
import { hasErrors } from '../model/rules/problems';
import { validate } from '../model/rules/validate';
import type { Problem, ValidateOptions, ValidationResult } from './validate';
import { kindProblem, publicProblem, resultOf } from './validate';

export type { Envelope };

/**
 * A design: a message, a modal or a command set as the model holds it. Read it through
 * `exportPayload`, `convertPayload` and `exportCode`; its fields are the model's and may change.
 */
export type Design = Doc;

/** Every envelope a payload can be exported as: a message's four, a modal's two, commands' two. */
export const ENVELOPES: readonly Envelope[] = [
  ...MESSAGE_ENVELOPES,
  ...MODAL_ENVELOPES,
  ...COMMAND_ENVELOPES,
];

export interface ImportOptions extends ValidateOptions {
  /** Commands: the guild they are for (null: global). By default the guild they name, else global. */
  guildId?: string | null;
}

export interface ImportedPayload extends ValidationResult {
  /** The design, also when it has errors; null when the payload is none (or a permissions body). */
  design: Design | null;
  /** The shape the payload came in (a webhook body, an interaction response, ...). */
  envelope: Envelope | null;
}

/** Reads a payload as a design, with every problem it has. Never throws. */
export function importPayload(payload: unknown, options: ImportOptions = {}): ImportedPayload {
  const bad = kindProblem(options.as);
  if (bad) return { valid: false, kind: null, problems: [bad], design: null, envelope: null };
  const imported = importModel(payload, {
    ...(options.as === undefined ? {} : { as: options.as }),
    ...(options.guildId === undefined ? {} : { guildId: options.guildId }),
  });
  return { ...resultOf(imported), design: imported.doc, envelope: imported.envelope };
}

export interface ExportOptions {
  /** The envelope to export as; one of the design's kind. By default the one it was imported as. */
  as?: Envelope;
}

/**
 * The JSON Discord receives for a design. Throws an Error saying why when `as` is not an envelope
 * of the design's kind (a message cannot be exported as a modal).
 */
export function exportPayload(design: Design, options: ExportOptions = {}): unknown {
  const as = options.as ?? design.envelope;
  if (!ENVELOPES.includes(as))
    throw new Error(`"as" must be one of ${ENVELOPES.join(', ')}, not ${JSON.stringify(as)}.`);
  if (surfaceOfEnvelope(as) !== design.surface)
    throw new Error(`A ${design.surface} cannot be exported as ${as}.`);
  return toPayload(design, as);
}

/** What a payload can be converted to: a Components V2 message, a legacy one, a modal. */
export type ConvertTarget = Exclude<SurfaceChoice, 'commands'>;
const TARGETS: readonly ConvertTarget[] = ['v2', 'legacy', 'modal'];

export interface ConvertOptions extends ValidateOptions {
  to: ConvertTarget;
}

export interface Converted {
  /** The converted payload; null when the input is not a message or modal to convert. */
  payload: unknown;
  /** Sentences naming what the conversion left behind; empty when nothing was lost. */
  lost: string[];
  /** The converted payload's problems (the input's, when there is nothing to convert). */
  problems: Problem[];
  valid: boolean;
}

/**
 * Converts a message or modal payload: legacy embeds to Components V2 (`to: 'v2'`), back to a
 * legacy message, or to a modal, saying what could not come along. Never throws.
 */
export function convertPayload(payload: unknown, options: ConvertOptions): Converted {
  if (!TARGETS.includes(options.to)) {
    const message = `The option "to" must be one of ${TARGETS.join(', ')}, not ${JSON.stringify(options.to)}.`;
    const problem: Problem = { path: '$', severity: 'error', code: 'unknown-kind', message };
    return { payload: null, lost: [], problems: [problem], valid: false };
  }
  const imported = importPayload(payload, options.as === undefined ? {} : { as: options.as });
  const { design } = imported;
  if (!design || design.surface === 'commands') {
    const problems = design
      ? [
          {
            path: '$',
            severity: 'error' as const,
            code: 'unknown-payload',
            message: 'A command set cannot be converted to a message or a modal.',
          },
          ...imported.problems,
        ]
      : imported.problems;
    return { payload: null, lost: [], problems, valid: false };
  }
  const { doc, lost } = convertDoc(design, options.to);
  const problems = validate(doc);
  return {
    payload: toPayload(doc),
    lost,
    problems: problems.map(publicProblem),
    valid: !hasErrors(problems),
  };
}
