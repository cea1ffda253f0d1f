// `studio [DIR] [--port N] [--no-open]` -> what to serve, or a usage error. No I/O here.
import { parseWords } from './words';

export const STUDIO_USAGE = `  studio [DIR] [--port N] [--no-open]
                    Serve the designer on 127.0.0.1 to edit the JSON files
                    under DIR (default: the current folder) in the browser.
                    Prints the address (with the run's secret) and opens it
                    unless --no-open. --port N: that port instead of a free one.`;

export const STUDIO_HELP = `Usage: component-studio studio [DIR] [--port N] [--no-open]

${STUDIO_USAGE}

Exit status: 0 when stopped with Ctrl-C, 2 when the command line is wrong or
the studio cannot start (DIR is not a folder, the port is taken, or the
designer is not built).`;

export interface StudioArgs {
  command: 'studio';
  /** As given; '.' when none. */
  dir: string;
  /** 0: a free port. */
  port: number;
  open: boolean;
}

export type StudioParse = StudioArgs | { command: 'help' } | { command: 'error'; message: string };

/** Parses the words after `studio`; never throws. */
export function parseStudioArgs(argv: readonly string[]): StudioParse {
  const parsed = parseWords(argv, {
    port: { type: 'string' },
    'no-open': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if ('command' in parsed) return parsed;
  const { values, positionals } = parsed;
  if (values.help) return { command: 'help' };
  if (positionals.length > 1)
    return {
      command: 'error',
      message: `studio serves one folder; it was given ${positionals.length}: ${positionals.join(', ')}.`,
    };
  let port = 0;
  if (values.port !== undefined) {
    port = /^\d{1,5}$/.test(values.port) ? Number(values.port) : NaN;
    if (!(port >= 1 && port <= 65535))
      return {
        command: 'error',
        message: `--port must be a whole number from 1 to 65535, not '${values.port}'.`,
      };
  }
  return { command: 'studio', dir: positionals[0] ?? '.', port, open: !values['no-open'] };
}
