// Every problem code the validator, the command line and the page can report, with what it means,
// why Discord refuses it and how to fix it: one catalog, which problem-codes.test.ts holds to the
// codes the source writes and docs/problem-codes.md holds to the same meanings.
import { COMMAND_CODES, APP_CODES } from './command-codes';
import type { ProblemCodeEntry } from './entry';
import { FIELD_CODES } from './field-codes';
import { MESSAGE_CODES } from './message-codes';
import { READING_CODES, STRUCTURE_CODES } from './reading-codes';

export type { CodeSection, ProblemCodeEntry } from './entry';

export const PROBLEM_CODES: readonly ProblemCodeEntry[] = [
  ...READING_CODES,
  ...STRUCTURE_CODES,
  ...FIELD_CODES,
  ...MESSAGE_CODES,
  ...COMMAND_CODES,
  ...APP_CODES,
];

const BY_CODE = new Map(PROBLEM_CODES.map((e) => [e.code, e]));

/** The catalog entry of a code; undefined for a code no part of the app reports. */
export function problemCode(code: string): ProblemCodeEntry | undefined {
  return BY_CODE.get(code.trim().toLowerCase());
}
