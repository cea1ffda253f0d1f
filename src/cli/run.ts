// argv -> output lines and an exit code, with the file reader injected; main.ts binds it to Node.
import { parseCliArgs, USAGE } from './args';
import type { CommandOutput, ReadFile } from './validate-command';
import { EXIT, runValidate } from './validate-command';

/** Runs one command line; usage errors go to stderr with exit 2. Never throws. */
export async function runCli(argv: readonly string[], read: ReadFile): Promise<CommandOutput> {
  const args = parseCliArgs(argv);
  switch (args.command) {
    case 'help':
      return { stdout: [USAGE], stderr: [], exitCode: EXIT.valid };
    case 'error':
      return {
        stdout: [],
        stderr: [`component-studio: ${args.message}`, '', USAGE],
        exitCode: EXIT.unusable,
      };
    case 'validate':
      return runValidate(args, read);
  }
}
