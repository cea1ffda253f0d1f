// What a command gives back: lines for stdout and stderr and an exit code. Its own small file so
// that `studio`, which loads neither the validator nor the code printers, can use it too.

/** The file name that means standard input. */
export const STDIN = '-';

export const EXIT = { valid: 0, invalid: 1, unusable: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export interface CommandOutput {
  stdout: string[];
  stderr: string[];
  exitCode: ExitCode;
}
