// `export --list` and `export --to TARGET [--as KIND] FILE`: the code that builds a design with a
// library, printed by the same printers as the export panel's. Arguments and running both live
// here; the file comes through the injected reader, so tests call it directly.
import { TARGETS, generateCode, targetNamed } from '../codegen';
import type { PayloadKind } from '../model';
import type { CommandOutput, ReadFile } from './validate-command';
import { EXIT, STDIN, checkFile, formatPlain } from './validate-command';
import { parseWords } from './words';

export const EXPORT_USAGE = `  export --to TARGET [--as KIND] FILE
                    Print the code that builds FILE's design (a message, a
                    modal or a command set) with TARGET's library; "-" reads
                    standard input. Problems go to standard error.
  export --list     Print the targets, one per line.`;

export interface ExportArgs {
  command: 'export';
  list: boolean;
  to: string | null;
  as?: PayloadKind;
  file: string | null;
}

type Parse = ExportArgs | { command: 'error'; message: string };

const targetNames = () => TARGETS.map((t) => t.name).join(', ');

/** Parses the words after `export`; never throws. `isKind` checks `--as` as validate does. */
export function parseExportArgs(
  argv: readonly string[],
  isKind: (value: string) => value is PayloadKind,
  kinds: string,
): Parse {
  const parsed = parseWords(argv, {
    to: { type: 'string' },
    as: { type: 'string' },
    list: { type: 'boolean', default: false },
  });
  if ('command' in parsed) return parsed;
  const { values, positionals } = parsed;
  if (values.list) {
    if (values.to !== undefined || positionals.length > 0)
      return { command: 'error', message: 'export --list takes nothing else.' };
    return { command: 'export', list: true, to: null, file: null };
  }
  if (values.to === undefined)
    return { command: 'error', message: `export needs --to TARGET (one of ${targetNames()}).` };
  if (!targetNamed(values.to))
    return {
      command: 'error',
      message: `There is no target '${values.to}'; the targets are ${targetNames()}.`,
    };
  if (values.as !== undefined && !isKind(values.as))
    return { command: 'error', message: `--as must be ${kinds}, not '${values.as}'.` };
  if (positionals.length !== 1)
    return {
      command: 'error',
      message: 'export takes exactly one FILE (use "-" for standard input).',
    };
  return {
    command: 'export',
    list: false,
    to: values.to,
    file: positionals[0]!,
    ...(values.as === undefined ? {} : { as: values.as }),
  };
}

/** Prints the target list, or one design's code; exit 1 when the design has errors, 2 unusable. */
export async function runExport(args: ExportArgs, read: ReadFile): Promise<CommandOutput> {
  if (args.list) return { stdout: TARGETS.map((t) => t.name), stderr: [], exitCode: EXIT.valid };
  const target = targetNamed(args.to ?? '');
  const file = args.file ?? STDIN;
  const checked = await checkFile(file, read, args.as);
  const problems = formatPlain(checked).slice(0, -1);
  if (checked.unusable || !target)
    return { stdout: [], stderr: formatPlain(checked), exitCode: EXIT.unusable };
  const { doc } = checked;
  if (!doc) {
    const why = `${file}: ${checked.report.kind ?? 'this'} is not a design code can be printed for (a message, a modal or commands).`;
    return { stdout: [], stderr: [...problems, why], exitCode: EXIT.unusable };
  }
  const errors = checked.report.errors.length;
  const code = generateCode(target.id, doc, {
    envelope: doc.envelope,
    name: file === STDIN ? 'design' : file.replace(/^.*[/\\]/, '').replace(/\.json$/i, ''),
    ...(errors > 0 ? { errors } : {}),
  });
  return {
    stdout: [code.replace(/\n$/, '')],
    stderr: problems,
    exitCode: errors > 0 ? EXIT.invalid : EXIT.valid,
  };
}
