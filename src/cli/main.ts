// The process edge of the CLI: real files, standard input, the environment and the network in,
// text and an exit code out.
import { readFile, writeFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { runCli } from './run';
import { STDIN } from './validate-command';

const read = (file: string): Promise<string> =>
  file === STDIN ? text(process.stdin) : readFile(file, 'utf8');
const write = (file: string, content: string): Promise<void> => writeFile(file, content, 'utf8');

const out = await runCli(process.argv.slice(2), {
  read,
  write,
  env: process.env,
  cwd: process.cwd(),
  fetch: (url, init) => globalThis.fetch(url, init),
});
if (out.stdout.length > 0) process.stdout.write(`${out.stdout.join('\n')}\n`);
if (out.stderr.length > 0) process.stderr.write(`${out.stderr.join('\n')}\n`);
// exitCode rather than exit(): a large report piped to another program must flush first.
process.exitCode = out.exitCode;
