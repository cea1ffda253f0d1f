// The shape of one entry of the problem-code catalog, and the reasons most entries share: why
// Discord refuses a request, or why a warning is only advice.

export type CodeSection = 'reading' | 'structure' | 'field' | 'message' | 'command' | 'app';

export interface ProblemCodeEntry {
  code: string;
  section: CodeSection;
  /** What the code means; docs/problem-codes.md gives the same sentence (its test checks). */
  meaning: string;
  /** Why Discord refuses it, or, for a warning, why it is still worth a look. */
  why: string;
  /** What to change so that the problem goes away. */
  fix: string;
}

export const WHY = {
  refused:
    'Discord refuses the whole request with HTTP 400, code 50035 (Invalid Form Body), naming the field at this path: nothing is sent or registered.',
  warning:
    'A warning: Discord accepts the payload, but it will not do what it seems to say, or Discord advises against it.',
  unreadable:
    'The text never becomes a payload, so there is nothing Discord could be sent; every other check waits for this one.',
  app: 'The page reports this beside the validator’s problems; the command line never prints it, and it is not about Discord.',
} as const;

/** An entry refused by Discord (the usual reason), unless `why` says otherwise. */
export const entry = (
  section: CodeSection,
  code: string,
  meaning: string,
  fix: string,
  why: string = WHY.refused,
): ProblemCodeEntry => ({ code, section, meaning, why, fix });
