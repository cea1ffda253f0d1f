// The one way src/cli reads the words of a command line: node:util's parseArgs, positionals
// allowed and unknown options refused, its throw turned into a usage error. A file of its own
// (node: only) so studio-args.ts can use it without loading args.ts, which pulls in the validator
// and the code printers that `studio` never needs.
import { parseArgs } from 'node:util';
import type { ParseArgsConfig } from 'node:util';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** A command line parseArgs refused: the message says which word and why. */
export interface UsageError {
  command: 'error';
  message: string;
}

interface Strict<O extends ParseArgsOptionsConfig> {
  args: string[];
  options: O;
  allowPositionals: true;
  strict: true;
}

/** The options and positionals of `argv`, or the usage error parseArgs threw; never throws. */
export function parseWords<O extends ParseArgsOptionsConfig>(
  argv: readonly string[],
  options: O,
): ReturnType<typeof parseArgs<Strict<O>>> | UsageError {
  try {
    return parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (err) {
    return { command: 'error', message: err instanceof Error ? err.message : String(err) };
  }
}
