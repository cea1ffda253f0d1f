// The pure half of importing: which files are read at all, what a check of the text says, and
// what the new design is called. Nothing here throws, whatever the file or the text holds.
import { decodeUtf8, notUtf8Reason, plural, withArticle } from '../../model';
import type { Envelope, ImportResult, PayloadKind, Problem } from '../../model';

/** Files beyond this are refused before reading: no message or modal comes near it. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** The longest design name (the rename field's limit). */
export const MAX_NAME_LENGTH = 100;

export interface FileFacts {
  name: string;
  size: number;
  /** The MIME type the browser guessed; often empty. */
  type: string;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why a file is not read, or null when it may be. */
export function fileRefusal({ name, size, type }: FileFacts): string | null {
  const label = name || 'The file';
  if (size > MAX_IMPORT_BYTES)
    return `${label} is ${mb(size)}; a message or modal is far smaller, and files up to ${mb(MAX_IMPORT_BYTES)} are read.`;
  const jsonish =
    /\.json$/i.test(name) || type === '' || /json/i.test(type) || type.startsWith('text/');
  if (!jsonish) return `${label} is not a JSON file (it is ${type}); choose a .json file.`;
  return null;
}

/** Why read text is not JSON text at all (a binary file renamed), or null. */
export function textRefusal(name: string, text: string): string | null {
  // A NUL or a run of undecodable bytes never occurs in JSON text; JSON.parse would only say where.
  if (text.includes('\u0000') || /\uFFFD{2}/.test(text))
    return `${name || 'The file'} is not a text file, so it cannot be JSON.`;
  return null;
}

export type FileRead = { ok: true; name: string; text: string } | { ok: false; message: string };

/** Reads a chosen or dropped file as JSON text, or says why not. Never throws. */
export async function readImportFile(file: File): Promise<FileRead> {
  const refusal = fileRefusal(file);
  if (refusal) return { ok: false, message: refusal };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (err) {
    const why = err instanceof Error && err.message ? `: ${err.message}` : '';
    return { ok: false, message: `${file.name || 'The file'} could not be read${why}.` };
  }
  // Strictly: File.text() would turn a Latin-1 "é" into U+FFFD, which then reaches Discord.
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok)
    return {
      ok: false,
      message: `${file.name || 'The file'} cannot be imported: ${notUtf8Reason(decoded)}, then import it again.`,
    };
  const { text } = decoded;
  const notText = textRefusal(file.name, text);
  return notText ? { ok: false, message: notText } : { ok: true, name: file.name, text };
}

/** The new design's name: the file's name without .json, else what it is. */
export function designNameFor(fileName: string | null, kind: PayloadKind | null): string {
  // eslint-disable-next-line no-control-regex -- control characters have no place in a name
  const plain = (fileName ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  const clean = plain
    .replace(/\.json$/i, '')
    .trim()
    .slice(0, MAX_NAME_LENGTH)
    .trim();
  if (clean !== '') return clean;
  return `Imported ${designWord(kind)}`;
}

/** What a design of this payload kind is called in a default name: "modal", "commands", "message". */
export function designWord(kind: PayloadKind | null): string {
  if (kind === 'modal') return 'modal';
  if (kind === 'command' || kind === 'commands') return 'commands';
  return 'message';
}

/** "$.components[0].label — A Button's label …" */
export function problemLine(problem: Problem): string {
  return `${problem.path} — ${problem.message}`;
}

/** Errors before warnings, each in the order found. */
export function orderProblems(problems: readonly Problem[]): Problem[] {
  return [
    ...problems.filter((p) => p.severity === 'error'),
    ...problems.filter((p) => p.severity !== 'error'),
  ];
}

export const ENVELOPE_NAMES: Record<Envelope, string> = {
  message: 'message body',
  webhook: 'webhook body',
  'response-4': 'interaction response (type 4)',
  'response-7': 'interaction response (type 7)',
  'modal-9': 'modal response (type 9)',
  modal: 'modal',
  command: 'application command',
  commands: 'list of application commands',
};

export interface Verdict {
  /** open: no errors; partial: a document with errors; unusable: nothing to open. */
  state: 'open' | 'partial' | 'unusable';
  errors: number;
  warnings: number;
  /** One sentence on what was found. */
  summary: string;
}

/** What a check of the pasted or read text found, in words. */
export function verdictOf(result: ImportResult): Verdict {
  const errors = result.problems.filter((p) => p.severity === 'error').length;
  const warnings = result.problems.length - errors;
  const name = result.envelope ? ENVELOPE_NAMES[result.envelope] : 'payload';
  const counts = [
    errors > 0 ? plural(errors, 'error') : '',
    warnings > 0 ? plural(warnings, 'warning') : '',
  ]
    .filter(Boolean)
    .join(' and ');
  if (result.doc === null) {
    const invalidJson = result.problems.some((p) => p.code === 'invalid-json');
    // A design file (a stored design) that restore refused says why in its one problem.
    const designFile = result.problems.find((p) => p.code.endsWith('-design-file'));
    return {
      state: 'unusable',
      errors,
      warnings,
      summary: invalidJson
        ? 'This is not JSON, so there is nothing to open.'
        : designFile
          ? designFile.code === 'newer-design-file'
            ? designFile.message
            : `This design file cannot be opened. ${designFile.message}`
          : 'This JSON is not a message or a modal, so there is nothing to open.',
    };
  }
  if (errors === 0)
    return {
      state: 'open',
      errors,
      warnings,
      summary: counts ? `${withArticle(name, true)} with ${counts}.` : `A valid ${name}.`,
    };
  return {
    state: 'partial',
    errors,
    warnings,
    summary: `${withArticle(name, true)} with ${counts}. Nothing is opened unless you choose to open what can be.`,
  };
}
