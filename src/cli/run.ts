// argv -> output lines and an exit code, with files, environment and fetch injected; main.ts
// binds them to Node.
import type { McpArgs } from './args';
import { parseCliArgs, USAGE } from './args';
import type { NetIo } from './commands-command';
import { runCommands } from './commands-command';
import { runExport } from './export-command';
import type { CommandOutput, ReadFile } from './validate-command';
import { EXIT, runValidate } from './validate-command';

/** What a command line may touch: files to read, and for `commands` the network and files to write. */
export interface CliIo extends NetIo {
  read: ReadFile;
  /** Serves MCP on the process's standard input and output until it ends; main.ts gives it. */
  mcp?: (args: McpArgs) => Promise<CommandOutput>;
}

/** Runs one command line; usage errors go to stderr with exit 2. Never throws. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<CommandOutput> {
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
      return runValidate(args, io.read);
    case 'commands':
      return runCommands(args, io.read, io);
    case 'export':
      return runExport(args, io.read);
    case 'mcp':
      return io.mcp
        ? io.mcp(args)
        : {
            stdout: [],
            stderr: ['component-studio: mcp needs standard input and output.'],
            exitCode: EXIT.unusable,
          };
  }
}
