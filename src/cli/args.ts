// Command-line arguments -> a command to run, or a usage error. No I/O here.
import { parseArgs } from 'node:util';
import type { PayloadKind } from '../model';

export const USAGE = `Usage: component-studio validate [--as message|modal] [--json] FILE...

Checks Discord message and modal payloads (JSON) against Discord's component rules.

Commands:
  validate FILE...   Validate each FILE; "-" reads standard input.

Options:
  --as message|modal  Treat every FILE as this kind instead of detecting it.
  --json              Print one JSON array with a report per file instead of text.
  -h, --help          Show this help.

Exit status: 0 every file is valid (warnings allowed), 1 a file is invalid,
2 a file cannot be read or is not JSON, or the command line is wrong.`;

export interface ValidateArgs {
  command: 'validate';
  as?: PayloadKind;
  json: boolean;
  files: string[];
}

export type ParsedArgs = ValidateArgs | { command: 'help' } | { command: 'error'; message: string };

const KINDS: readonly PayloadKind[] = ['message', 'modal'];

/** Parses argv (without node and the script); never throws. */
export function parseCliArgs(argv: readonly string[]): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        as: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    return { command: 'error', message: err instanceof Error ? err.message : String(err) };
  }
  const { values, positionals } = parsed;
  const [command, ...files] = positionals;
  if (values.help || command === 'help') return { command: 'help' };
  if (command === undefined) return { command: 'error', message: 'No command given.' };
  if (command !== 'validate') return { command: 'error', message: `Unknown command '${command}'.` };
  const as = values.as;
  if (as !== undefined && !KINDS.includes(as as PayloadKind)) {
    return { command: 'error', message: `--as must be 'message' or 'modal', not '${as}'.` };
  }
  if (files.length === 0)
    return { command: 'error', message: 'No files given (use "-" for standard input).' };
  return {
    command: 'validate',
    json: values.json,
    files,
    ...(as === undefined ? {} : { as: as as PayloadKind }),
  };
}
