// Command-line arguments -> a command to run, or a usage error. No I/O here.
import type { PayloadKind } from '../model';
import type { CommandsArgs } from './commands-args';
import { COMMANDS_USAGE, parseCommandsArgs } from './commands-args';
import type { ExportArgs } from './export-command';
import { EXPORT_USAGE, parseExportArgs } from './export-command';
import { STUDIO_USAGE } from './studio-args';
import { parseWords } from './words';

/**
 * What `--as` accepts, each with the line the usage text shows for it: the one list of kinds in
 * src/cli. `satisfies` makes a kind the model adds to PayloadKind a type error here until it has
 * its line.
 */
export const AS_KINDS = {
  message: 'a message body; a webhook body or a type 4 or 7 response too',
  modal: 'a modal, bare or as a type 9 interaction response',
  command: 'one application command create body',
  commands: 'a list of commands: a bulk overwrite body',
  permissions: 'a command permissions body: { "permissions": [...] }',
} as const satisfies Record<PayloadKind, string>;

const kindNames = Object.keys(AS_KINDS) as PayloadKind[];
const width = Math.max(...kindNames.map((k) => k.length));

export const USAGE = `Usage: component-studio validate [--as KIND] [--json] FILE...
       component-studio commands diff|sync|pull ...
       component-studio export --to TARGET [--as KIND] FILE | --list
       component-studio mcp [--allow-sync]
       component-studio studio [DIR] [--port N] [--no-open]

Checks Discord payloads (JSON) against Discord's rules: messages, modals,
application commands and command permissions; compares and syncs a bot's
application commands with Discord; prints the code that builds a design;
serves the designer on the JSON files of a bot's folder, and all of that to
coding agents over MCP.

Commands:
  validate FILE...  Validate each FILE; "-" reads standard input.
${COMMANDS_USAGE}
${EXPORT_USAGE}
${STUDIO_USAGE}
  mcp [--allow-sync]
                    Run a Model Context Protocol server on standard input
                    and output, for coding agents. It sends nothing to
                    Discord unless given --allow-sync (then it reads
                    DISCORD_TOKEN as commands does, and offers sync_commands).

Options:
  --as KIND         Treat every FILE as this KIND instead of detecting it.
  --json            Print one JSON array with a report per file instead of text.
  -h, --help        Show this help.

Kinds:
${kindNames.map((k) => `  ${k.padEnd(width)}  ${AS_KINDS[k]}`).join('\n')}

  Without --as, the kind is told from the fields.

Exit status: 0 every file is valid (warnings allowed) or the commands action
succeeded, 1 a file is invalid, 2 a file cannot be read or is not JSON, the
command line is wrong, Discord cannot be reached or refused the request, or
the studio cannot start; the studio exits 0 when stopped with Ctrl-C.`;

export interface ValidateArgs {
  command: 'validate';
  as?: PayloadKind;
  json: boolean;
  files: string[];
}

export interface McpArgs {
  command: 'mcp';
  allowSync: boolean;
}

export type ParsedArgs =
  | ValidateArgs
  | McpArgs
  | CommandsArgs
  | ExportArgs
  | { command: 'help' }
  | { command: 'error'; message: string };

const isPayloadKind = (value: string): value is PayloadKind => Object.hasOwn(AS_KINDS, value);

const quotedKinds = () => {
  const quoted = kindNames.map((k) => `'${k}'`);
  return `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
};

/** Parses argv (without node and the script); never throws. */
export function parseCliArgs(argv: readonly string[]): ParsedArgs {
  if (argv[0] === 'commands') {
    if (argv.includes('--help') || argv.includes('-h')) return { command: 'help' };
    return parseCommandsArgs(argv.slice(1));
  }
  if (argv[0] === 'export') {
    if (argv.includes('--help') || argv.includes('-h')) return { command: 'help' };
    return parseExportArgs(argv.slice(1), isPayloadKind, quotedKinds());
  }
  if (argv[0] === 'mcp') {
    if (argv.includes('--help') || argv.includes('-h')) return { command: 'help' };
    const rest = argv.slice(1);
    const unknown = rest.find((a) => a !== '--allow-sync');
    if (unknown !== undefined)
      return { command: 'error', message: `mcp takes only --allow-sync, not '${unknown}'.` };
    return { command: 'mcp', allowSync: rest.length > 0 };
  }
  const parsed = parseWords(argv, {
    as: { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if ('command' in parsed) return parsed;
  const { values, positionals } = parsed;
  const [command, ...files] = positionals;
  if (values.help || command === 'help') return { command: 'help' };
  if (command === undefined) return { command: 'error', message: 'No command given.' };
  if (command !== 'validate') return { command: 'error', message: `Unknown command '${command}'.` };
  const as = values.as;
  if (as !== undefined && !isPayloadKind(as)) {
    return { command: 'error', message: `--as must be ${quotedKinds()}, not '${as}'.` };
  }
  if (files.length === 0)
    return { command: 'error', message: 'No files given (use "-" for standard input).' };
  return { command: 'validate', json: values.json, files, ...(as === undefined ? {} : { as }) };
}
