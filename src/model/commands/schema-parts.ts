// The pieces the command and option schemas are built from: text checked by a names.ts rule,
// localization dictionaries, choices typed to their option, lists of unique values, and the body
// of a command's permissions. Messages read well through ../rules/field-issues.ts.
import type { z as zt } from 'zod';
import { z } from '../zod';
import { COMMAND_LIMITS } from '../limits';
import { snowflake } from '../catalog/schemas';
import { LOCALES, isLocale, suggestLocales } from './locales';
import type { TextProblem } from './names';
import { choiceNameProblem, lengthProblem } from './names';
import { parsePermissions } from './permission-bits';
import { describeValue as describe } from '../rules/context';

/** A custom issue with our own code: `message` follows the field's name (see fieldIssues). */
export function issue(
  ctx: zt.RefinementCtx,
  code: string,
  message: string,
  path: PropertyKey[] = [],
): void {
  ctx.addIssue({ code: 'custom', message, path, params: { code } });
}

/** One of names.ts's rules: null, or the problem of a text. */
export type TextRule = (value: string) => TextProblem | null;

/** A string checked by one of names.ts's rules, reported with the rule's own code. */
export function text(rule: TextRule) {
  return z.string().superRefine((value, ctx) => {
    const problem = rule(value);
    if (problem) issue(ctx, problem.code, problem.fragment);
  });
}

/** A number that must be one of `values`; `description` lists them ("0 (GUILD) or 1 (BOT_DM)"). */
export const oneOf = (values: readonly number[], description: string) =>
  z.number().refine((v) => values.includes(v), { message: `must be ${description}` });

/** An array whose entries may each appear once. */
export function uniqueArray<T extends zt.ZodType>(item: T) {
  return z.array(item).superRefine((list, ctx) => {
    list.forEach((v, i) => {
      const first = list.indexOf(v);
      if (first !== i)
        issue(
          ctx,
          'duplicate-value',
          `repeats ${JSON.stringify(v)}, already listed at index ${first}; list each value once`,
          [i],
        );
    });
  });
}

const SOME_LOCALES = 'de, en-US, es-419, pt-BR and zh-TW';

/** The fragment for a dictionary key that is not a locale, naming the likely one or a few. */
export function unknownLocaleFragment(key: string): string {
  const guesses = suggestLocales(key);
  const hint =
    guesses.length > 0
      ? `use ${guesses.join(' or ')}`
      : `Discord's ${LOCALES.length} locales are codes such as ${SOME_LOCALES}`;
  return `uses the key ${JSON.stringify(key)}, which is not a Discord locale; ${hint}`;
}

/**
 * A `*_localizations` dictionary: nullable, keyed by Discord locales, each value following the
 * rules of the default (or null, which clears that locale).
 */
export function localizations(rule: TextRule) {
  // One loop over the dictionary rather than a schema per entry: a fully localized command set
  // holds tens of thousands of these strings.
  return z
    .looseObject({})
    .superRefine((dict, ctx) => {
      for (const [key, value] of Object.entries(dict)) {
        if (!isLocale(key)) issue(ctx, 'unknown-locale', unknownLocaleFragment(key), [key]);
        if (value === null) continue;
        if (typeof value !== 'string') {
          issue(ctx, 'invalid-type', `must be a string or null; it is ${describe(value)}`, [key]);
          continue;
        }
        const problem = rule(value);
        if (problem) issue(ctx, problem.code, problem.fragment, [key]);
      }
    })
    .nullable()
    .optional();
}

/** `default_member_permissions`: a decimal permission set, or null for everyone. */
export const memberPermissions = z
  .string()
  .superRefine((value, ctx) => {
    const parsed = parsePermissions(value);
    if (!parsed.ok) issue(ctx, 'invalid-permissions', parsed.reason);
  })
  .nullable()
  .optional();

/** Output only: name and description in the locale of a GET without `with_localizations`. */
export const localized = {
  name_localized: z.string().nullable().optional(),
  description_localized: z.string().nullable().optional(),
};

/** The fields every kind of command has. */
export const commandCommon = {
  default_member_permissions: memberPermissions,
  /** Deprecated (contexts replaces it): a warning in field-rules.ts. */
  dm_permission: z.boolean().nullable().optional(),
  /** Deprecated: a warning in field-rules.ts. */
  default_permission: z.boolean().nullable().optional(),
  nsfw: z.boolean().optional(),
  integration_types: uniqueArray(
    oneOf([0, 1], 'an installation context: 0 (GUILD_INSTALL) or 1 (USER_INSTALL)'),
  ).optional(),
  contexts: uniqueArray(
    oneOf([0, 1, 2], 'an interaction context: 0 (GUILD), 1 (BOT_DM) or 2 (PRIVATE_CHANNEL)'),
  )
    .nullable()
    .optional(),
  id: snowflake.optional(),
  application_id: snowflake.optional(),
  version: snowflake.optional(),
  guild_id: snowflake.optional(),
  ...localized,
};

const choiceName = text(choiceNameProblem);
const choiceBase = {
  name: choiceName,
  name_localizations: localizations(choiceNameProblem),
  /** Output only: the name in the locale of a GET without `with_localizations`. */
  name_localized: z.string().optional(),
};

export const stringChoice = z.strictObject({
  ...choiceBase,
  value: text((v) =>
    lengthProblem(v, COMMAND_LIMITS.choiceStringValue.max, COMMAND_LIMITS.choiceStringValue.min),
  ),
});

// zod's int() carries its own safe-integer bound, which would report a too-large value twice.
export const integerValue = z
  .number()
  .min(COMMAND_LIMITS.integer.min)
  .max(COMMAND_LIMITS.integer.max)
  .superRefine((v, ctx) => {
    if (!Number.isInteger(v)) issue(ctx, 'invalid-type', `must be a whole number; it is ${v}`);
  });
export const numberValue = z.number().min(COMMAND_LIMITS.number.min).max(COMMAND_LIMITS.number.max);

export const integerChoice = z.strictObject({ ...choiceBase, value: integerValue });
export const numberChoice = z.strictObject({ ...choiceBase, value: numberValue });

/** The choices of a String, Integer or Number option, at most 25. */
export const choices = <T extends zt.ZodType>(choice: T) =>
  z.array(choice).max(COMMAND_LIMITS.choices).optional();

/** One entry of a command's permissions in a guild. */
export const commandPermission = z.strictObject({
  id: snowflake,
  type: oneOf([1, 2, 3], '1 (ROLE), 2 (USER) or 3 (CHANNEL)'),
  permission: z.boolean(),
});

/**
 * The body of PUT …/commands/{command}/permissions: at most 100 entries. The ids a GET adds around
 * the list are accepted, so that a returned body can be checked as it is.
 */
export const commandPermissionsBody = z.strictObject({
  id: snowflake.optional(),
  application_id: snowflake.optional(),
  guild_id: snowflake.optional(),
  permissions: z.array(commandPermission).max(COMMAND_LIMITS.permissions),
});
