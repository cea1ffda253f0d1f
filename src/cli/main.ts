// The process edge of the CLI: real files, standard input, the environment and the network in,
// text and an exit code out. `studio` goes to studio-main.ts without loading the validator and
// the code printers, so the server is ready sooner.
import { readFile, writeFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import type { CommandOutput } from './output';
import { STDIN } from './output';
import { strictReader } from './strict-read';

// Strictly UTF-8: a Latin-1 file is refused with its byte offset, never decoded with U+FFFD.
const read = strictReader((file) => (file === STDIN ? buffer(process.stdin) : readFile(file)));
const write = (file: string, content: string): Promise<void> => writeFile(file, content, 'utf8');

const argv = process.argv.slice(2);
const out: CommandOutput =
  argv[0] === 'studio'
    ? await import('./studio-main').then((m) => m.studioCommand(argv.slice(1)))
    : await import('./run').then((m) =>
        m.runCli(argv, {
          read,
          write,
          env: process.env,
          cwd: process.cwd(),
          fetch: (url, init) => globalThis.fetch(url, init),
          // Loaded only for `mcp`: the other commands need none of the SDK.
          mcp: async (args) => (await import('./mcp/stdio')).serveStdio(args),
        }),
      );
if (out.stdout.length > 0) process.stdout.write(`${out.stdout.join('\n')}\n`);
if (out.stderr.length > 0) process.stderr.write(`${out.stderr.join('\n')}\n`);
// exitCode rather than exit(): a large report piped to another program must flush first.
process.exitCode = out.exitCode;
