// The process edge of the CLI: real files and standard input in, text and an exit code out.
import { readFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { runCli } from './run';
import { STDIN } from './validate-command';

const read = (file: string): Promise<string> =>
  file === STDIN ? text(process.stdin) : readFile(file, 'utf8');

const out = await runCli(process.argv.slice(2), read);
if (out.stdout.length > 0) process.stdout.write(`${out.stdout.join('\n')}\n`);
if (out.stderr.length > 0) process.stderr.write(`${out.stderr.join('\n')}\n`);
// exitCode rather than exit(): a large report piped to another program must flush first.
process.exitCode = out.exitCode;
