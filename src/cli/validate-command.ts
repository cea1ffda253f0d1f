// `validate FILE...`: reads each file through an injected reader, imports it with the model and
// turns the results into output lines and an exit code. No process or fs access, so tests call it
// directly.
import type { Doc, ImportOptions, PayloadKind, Problem } from '../model';
import { importJsonText, plural } from '../model';
import { EXIT, STDIN } from './output';
import type { CommandOutput, ExitCode } from './output';

export { EXIT, STDIN };
export type { CommandOutput, ExitCode };

/** What a reader gives back; `-` is standard input. A failure is a rejected promise. */
export type ReadFile = (file: string) => Promise<string>;

export const withoutBom = (text: string): string => text.replace(/^\uFEFF/, '');

/** One file's result; the shape of each entry of `--json` output (the list says the severity). */
export interface FileReport {
  file: string;
  kind: PayloadKind | null;
  valid: boolean;
  errors: Pick<Problem, 'path' | 'code' | 'message'>[];
  warnings: FileReport['errors'];
}

export interface Checked {
  report: FileReport;
  /** The design the file holds, for `export`; null when it holds none. */
  doc: Doc | null;
  /** The file could not be read or is not JSON: exit 2, which wins over 1. */
  unusable: boolean;
}

const strip = ({ path, code, message }: Problem): FileReport['errors'][number] => ({
  path,
  code,
  message,
});

function describeReadError(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return err instanceof Error ? err.message : String(err);
}

/** Reads and imports one file; never throws. */
export async function checkFile(file: string, read: ReadFile, as?: PayloadKind): Promise<Checked> {
  let text: string;
  try {
    text = await read(file);
  } catch (err) {
    const error = {
      path: '$',
      code: 'unreadable-file',
      message: `Cannot read the file: ${describeReadError(err)}.`,
    };
    return {
      report: { file, kind: null, valid: false, errors: [error], warnings: [] },
      doc: null,
      unusable: true,
    };
  }
  return checkText(file, text, as === undefined ? {} : { as });
}

/** Imports one file's text (a commands file also names its guild); never throws. */
export function checkText(file: string, text: string, options: ImportOptions): Checked {
  // Editors on Windows like to start UTF-8 files with a byte order mark; JSON.parse does not.
  const result = importJsonText(withoutBom(text), options);
  const errors: FileReport['errors'] = [];
  const warnings: FileReport['errors'] = [];
  for (const p of result.problems) (p.severity === 'error' ? errors : warnings).push(strip(p));
  return {
    report: { file, kind: result.kind, valid: result.valid, errors, warnings },
    doc: result.doc,
    unusable: result.problems.some((p) => p.code === 'invalid-json'),
  };
}

function displayName(file: string): string {
  return file === STDIN ? '<stdin>' : file;
}

/** `FILE: PATH: message [code]` per problem, then `FILE: valid (message, 2 warnings)`. */
export function formatPlain({ report, unusable }: Checked): string[] {
  const name = displayName(report.file);
  const lines = [
    ...report.errors.map((p) => `${name}: ${p.path}: ${p.message} [${p.code}]`),
    ...report.warnings.map((p) => `${name}: ${p.path}: warning: ${p.message} [${p.code}]`),
  ];
  const counts = [report.kind ?? 'unknown kind'];
  if (report.errors.length > 0) counts.push(plural(report.errors.length, 'error'));
  if (report.warnings.length > 0) counts.push(plural(report.warnings.length, 'warning'));
  const verdict = unusable
    ? report.errors[0]?.code === 'unreadable-file'
      ? 'unreadable'
      : 'not JSON'
    : `${report.valid ? 'valid' : 'invalid'} (${counts.join(', ')})`;
  lines.push(`${name}: ${verdict}`);
  return lines;
}

/** Validates every file in order; exit 0 all valid, 1 any invalid, 2 any unreadable or not JSON. */
export async function runValidate(
  options: { files: readonly string[]; as?: PayloadKind; json: boolean },
  read: ReadFile,
): Promise<CommandOutput> {
  // Standard input can be read once; `-` given twice means the same text twice.
  let stdin: Promise<string> | undefined;
  const cachedRead: ReadFile = (file) => {
    if (file !== STDIN) return read(file);
    stdin ??= read(STDIN);
    return stdin;
  };
  const checked: Checked[] = [];
  for (const file of options.files) checked.push(await checkFile(file, cachedRead, options.as));

  const exitCode: ExitCode = checked.some((c) => c.unusable)
    ? EXIT.unusable
    : checked.some((c) => !c.report.valid)
      ? EXIT.invalid
      : EXIT.valid;

  if (options.json) {
    return {
      stdout: [
        JSON.stringify(
          checked.map((c) => c.report),
          null,
          2,
        ),
      ],
      stderr: [],
      exitCode,
    };
  }
  const stdout = checked.flatMap(formatPlain);
  if (checked.length > 1) {
    const valid = checked.filter((c) => c.report.valid).length;
    const unusable = checked.filter((c) => c.unusable).length;
    const invalid = checked.length - valid - unusable;
    stdout.push(
      `${plural(checked.length, 'file')}: ${valid} valid, ${invalid} invalid, ${unusable} unreadable or not JSON`,
    );
  }
  return { stdout, stderr: [], exitCode };
}
