// The answer a bot sends to an AUTOCOMPLETE interaction: callback type 8 with `data.choices`, at
// most 25, each named and valued the way the option's own choices must be (the same zod parts as
// the command schemas). Problems come with their JSON path, like `data.choices[3].value`.
import type { Node } from '../document/document';
import { parseJson } from '../payload/import';
import { COMMAND_LIMITS } from '../limits';
import { formatPath } from '../rules/problems';
import type { PathSegment } from '../rules/problems';
import { fieldIssues } from '../rules/field-issues';
import { integerChoice, issue, numberChoice, stringChoice } from '../commands/schema-parts';
import { aKind } from '../commands/kind-names';
import type { CommandFamilyKind } from '../commands/kind-names';
import { z } from '../zod';
import { optionLabel } from './option-values';

/** The callback type of an autocomplete answer (APPLICATION_COMMAND_AUTOCOMPLETE_RESULT). */
export const AUTOCOMPLETE_RESULT = 8;

export interface AnswerChoice {
  name: string;
  value: string | number;
  name_localizations?: Record<string, string | null> | null;
}

export interface AnswerProblem {
  /** Where in the answer: `data.choices[3].value`; "" for the answer as a whole. */
  path: string;
  message: string;
}

export type AnswerCheck =
  | { ok: true; choices: AnswerChoice[]; warnings: AnswerProblem[] }
  | { ok: false; errors: AnswerProblem[]; warnings: AnswerProblem[] };

const CHOICES = {
  'string-option': stringChoice,
  'integer-option': integerChoice,
  'number-option': numberChoice,
} as const;
type AutocompleteKind = keyof typeof CHOICES;
const isAutocompleteKind = (kind: string): kind is AutocompleteKind => Object.hasOwn(CHOICES, kind);

const answerSchema = (kind: AutocompleteKind) =>
  z.looseObject({
    type: z.unknown().superRefine((type, ctx) => {
      if (type !== AUTOCOMPLETE_RESULT)
        issue(
          ctx,
          'invalid-value',
          `must be ${AUTOCOMPLETE_RESULT} (APPLICATION_COMMAND_AUTOCOMPLETE_RESULT); it is ${type === undefined ? 'missing' : JSON.stringify(type)}`,
        );
    }),
    data: z.looseObject({ choices: z.array(CHOICES[kind]).max(COMMAND_LIMITS.choices) }),
  });

const at = (path: readonly PathSegment[]): string => formatPath(path).slice(2);

const numberProp = (option: Node, field: string): number | undefined => {
  const value = option.props[field];
  return typeof value === 'number' ? value : undefined;
};

/** Values the option's bounds refuse: the person could pick them, but the command would not go. */
function boundWarnings(option: Node, choices: readonly AnswerChoice[]): AnswerProblem[] {
  const text = option.kind === 'string-option';
  const field = text ? 'length' : 'value';
  const [low, high] = [numberProp(option, `min_${field}`), numberProp(option, `max_${field}`)];
  const refused = "Discord's client refuses the command when a person picks it";
  return choices.flatMap((choice, i) => {
    const n = typeof choice.value === 'string' ? choice.value.length : choice.value;
    const shown = text ? `${n} characters long` : String(n);
    const path = `data.choices[${i}].value`;
    if (low !== undefined && n < low)
      return [
        {
          path,
          message: `The value is ${shown}, below the option's min_${field} ${low}; ${refused}.`,
        },
      ];
    if (high !== undefined && n > high)
      return [
        {
          path,
          message: `The value is ${shown}, above the option's max_${field} ${high}; ${refused}.`,
        },
      ];
    return [];
  });
}

/** Checks the callback-8 answer a bot would send for `option` (JSON text): { type: 8, data: { choices } }. */
export function checkAutocompleteAnswer(option: Node, json: string): AnswerCheck {
  if (!isAutocompleteKind(option.kind)) {
    return {
      ok: false,
      errors: [
        {
          path: '',
          message: `Only String, Integer and Number options autocomplete; ${optionLabel(option)} is ${aKind(option.kind as CommandFamilyKind)}.`,
        },
      ],
      warnings: [],
    };
  }
  const parsed = parseJson(json);
  if (!parsed.ok)
    return { ok: false, errors: [{ path: '', message: parsed.problem.message }], warnings: [] };
  const result = answerSchema(option.kind).safeParse(parsed.value);
  const issues = result.success ? [] : fieldIssues(result.error, parsed.value, 'the answer');
  const problems = (warning: boolean) =>
    issues
      .filter((i) => (i.severity === 'warning') === warning)
      .map((i) => ({ path: at(i.path), message: i.message }));
  const [errors, warnings] = [problems(false), problems(true)];
  if (errors.length > 0) return { ok: false, errors, warnings };
  // Unknown fields aside, the value is the schema's shape.
  const { choices } = (parsed.value as { data: { choices: AnswerChoice[] } }).data;
  return { ok: true, choices, warnings: [...warnings, ...boundWarnings(option, choices)] };
}

const clip = (text: string, max: number) => text.slice(0, max);

/** A sensible first answer for `option` while `typed` is in it: two choices made from the text. */
export function starterAutocompleteAnswer(option: Node, typed: string): string {
  const num = (field: string) => numberProp(option, field);
  const clamp = (n: number) =>
    Math.min(num('max_value') ?? Infinity, Math.max(num('min_value') ?? -Infinity, n));
  let choices: AnswerChoice[];
  if (option.kind === 'integer-option' || option.kind === 'number-option') {
    const given = Number(typed.trim());
    const start = typed.trim() !== '' && Number.isFinite(given) ? given : (num('min_value') ?? 1);
    const first = clamp(option.kind === 'integer-option' ? Math.round(start) : start);
    const second = clamp(first + (option.kind === 'integer-option' ? 1 : 0.5));
    choices = [...new Set([first, second])].map((n) => ({ name: String(n), value: n }));
  } else {
    const base = typed.trim() === '' ? 'example' : typed.trim();
    const max = COMMAND_LIMITS.choiceStringValue.max;
    choices = [
      { name: clip(base, COMMAND_LIMITS.choiceName.max), value: clip(base, max) },
      {
        name: clip(`${base} (more)`, COMMAND_LIMITS.choiceName.max),
        value: clip(`${base}-more`, max),
      },
    ];
  }
  return JSON.stringify({ type: AUTOCOMPLETE_RESULT, data: { choices } }, null, 2);
}
