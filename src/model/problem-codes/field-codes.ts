// Problem codes that any field can have (docs/problem-codes.md, "Any field").
import type { ProblemCodeEntry } from './entry';
import { WHY, entry } from './entry';

const f = (code: string, meaning: string, fix: string, why?: string) =>
  entry('field', code, meaning, fix, why);

export const FIELD_CODES: readonly ProblemCodeEntry[] = [
  f(
    'unknown-field',
    'A field Discord does not document there; kept as it is. A warning.',
    'Check the spelling of the field name, or remove it if it belongs to another kind.',
    'A warning: Discord ignores fields it does not know, so whatever it was meant to do does not happen.',
  ),
  f('missing-field', 'A field that is required is absent.', 'Add the field the path names.'),
  f(
    'empty',
    'A text that needs at least one character is empty.',
    'Write some text, or remove the field if it is optional.',
  ),
  f(
    'too-short',
    'A text below its minimum length.',
    'Lengthen the text to the minimum the message gives.',
  ),
  f(
    'too-long',
    'A text above its maximum length.',
    'Shorten the text to the maximum the message gives (counted in UTF-16 code units).',
  ),
  f(
    'too-few',
    'A list with fewer entries than it needs.',
    'Add entries up to the minimum the message gives.',
  ),
  f(
    'too-many',
    'A list (options, fields, answers, components of a row or modal…) past its maximum.',
    'Remove entries down to the maximum, or split them (another row, another select, a subcommand).',
  ),
  f(
    'out-of-range',
    'A number below its minimum or above its maximum.',
    'Use a number within the bounds the message gives.',
  ),
  f(
    'invalid-type',
    'A value of the wrong JSON type, or not a whole number where one is needed.',
    'Write the value as the type the message names (a string, a whole number, a boolean…).',
  ),
  f(
    'invalid-format',
    'A text not in the form the field needs (a URL, a snowflake, a timestamp…).',
    'Write the text in the form the message names: an https URL, a Discord id of 17 to 20 digits, an ISO 8601 time.',
  ),
  f(
    'invalid-value',
    "A value that is not one of the field's allowed values.",
    'Use one of the values the message lists.',
  ),
  f(
    'duplicate-value',
    'A list whose entries must be distinct repeats one (`contexts`, `integration_types`).',
    'Remove the repeated entry.',
  ),
  f(
    'ignored-field',
    'A field Discord ignores here (`required` on a select in a message…); a warning.',
    'Remove the field; it has no effect in this place.',
    WHY.warning,
  ),
  f(
    'deprecated-field',
    'A deprecated field (`dm_permission`, `default_permission`); a warning.',
    'Use `contexts` instead of `dm_permission`, and `default_member_permissions` instead of `default_permission`.',
    WHY.warning,
  ),
  f(
    'snowflake-precision',
    'A snowflake written as a JSON number past 2^53, where digits are lost; a warning.',
    'Write the id as a string of digits ("821355005788684298"); check that the number still holds the right id.',
    'A JSON number past 2^53 (9007199254740992) cannot hold every digit: the id read back may be another one. Discord takes the id as written, so it may name the wrong emoji or user.',
  ),
];
