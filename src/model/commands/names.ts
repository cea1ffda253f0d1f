// The rules for command, option and choice names and descriptions, as functions that return null
// or a problem whose `fragment` follows the field's name: "`name` of this slash command" +
// " is 33 characters long; the maximum is 32" (as ../rules/field-issues.ts words zod's issues).
//
// Lengths are counted in UTF-16 code units (JavaScript's `length`), like every other text limit of
// the model and like zod's `max()`. For names this equals Discord's count of characters except for
// characters outside the Basic Multilingual Plane (emoji, rare CJK), which count twice here; a
// slash command name cannot hold emoji anyway.
import { COMMAND_LIMITS } from '../limits';

export interface TextProblem {
  /** Stable kebab-case code: the ones ../rules/field-issues.ts gives for zod's length issues. */
  code:
    | 'empty'
    | 'too-short'
    | 'too-long'
    | 'invalid-name'
    | 'name-not-lowercase'
    | 'description-not-empty';
  /** Follows the field's name; no capital, no full stop. */
  fragment: string;
}

/** The length rule of a text field: at least `min`, at most `max` UTF-16 code units. */
export function lengthProblem(value: string, max: number, min = 1): TextProblem | null {
  if (value.length < min) {
    return value === '' && min === 1
      ? { code: 'empty', fragment: 'is empty; it needs at least 1 character' }
      : {
          code: 'too-short',
          fragment: `is ${value.length} characters long; the minimum is ${min}`,
        };
  }
  if (value.length > max)
    return {
      code: 'too-long',
      fragment: `is ${value.length} characters long; the maximum is ${max}`,
    };
  return null;
}

// Discord's pattern (docs/discord-rules.md, Application commands), with the unicode flag. The
// scripts are named because their vowel signs are marks, not letters.
const NAME_CHARACTER = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]$/u;
const NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** A character as a sentence shows it: quoted, or by code point when it would not show. */
export function showCharacter(ch: string): string {
  if (ch === ' ') return '" " (a space)';
  const code = `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  if (/[\p{Z}\p{C}]/u.test(ch)) return `${code} (an invisible character)`;
  if (/\p{M}/u.test(ch)) return `${code} (a combining mark)`;
  return JSON.stringify(ch);
}

function listCharacters(chars: readonly string[]): string {
  const shown = chars.slice(0, 3).map(showCharacter);
  const more = chars.length > 3 ? ` and ${chars.length - 3} more` : '';
  if (more === '' && shown.length > 1)
    return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
  return shown.join(', ') + more;
}

/** Slash command, subcommand, group and option names: 1-32 of letters, digits, - _ ' and lowercase. */
export function chatInputNameProblem(name: string): TextProblem | null {
  // The usual case, a good name, in one test; the character by character account is for a bad one.
  if (name.length <= COMMAND_LIMITS.name.max && NAME.test(name) && name.toLowerCase() === name)
    return null;
  const length = lengthProblem(name, COMMAND_LIMITS.name.max, COMMAND_LIMITS.name.min);
  if (length) return length;
  const bad = new Set<string>();
  const upper = new Set<string>();
  for (const ch of name) {
    if (!NAME_CHARACTER.test(ch)) bad.add(ch);
    else if (ch.toLowerCase() !== ch) upper.add(ch);
  }
  if (bad.size > 0) {
    const one = bad.size === 1;
    return {
      code: 'invalid-name',
      fragment: `contains ${listCharacters([...bad])}, which ${one ? 'is' : 'are'} not allowed; a name holds only letters, digits, -, _ and '`,
    };
  }
  if (upper.size > 0) {
    const chars = [...upper];
    const one = chars.length === 1;
    return {
      code: 'name-not-lowercase',
      fragment: `contains ${one ? 'an uppercase letter' : 'uppercase letters'}, ${listCharacters(chars)}; the name must be lowercase (${JSON.stringify(name.toLowerCase())})`,
    };
  }
  return null;
}

/** User, message and entry point command names: 1-32 characters, any case, spaces allowed. */
export function contextMenuNameProblem(name: string): TextProblem | null {
  return lengthProblem(name, COMMAND_LIMITS.name.max, COMMAND_LIMITS.name.min);
}

/** Descriptions of slash commands, subcommands, groups and options: 1-100 characters. */
export function descriptionProblem(description: string): TextProblem | null {
  return lengthProblem(description, COMMAND_LIMITS.description.max, COMMAND_LIMITS.description.min);
}

/** User and message commands take no description: absent or "" only. `kindName`: "user command". */
export function emptyDescriptionProblem(
  description: unknown,
  kindName: string,
): TextProblem | null {
  if (description === undefined || description === '') return null;
  return {
    code: 'description-not-empty',
    fragment: `must be empty ("" or left out): a ${kindName} shows no description`,
  };
}

/** Choice names: 1-100 characters, anything goes. */
export function choiceNameProblem(name: string): TextProblem | null {
  return lengthProblem(name, COMMAND_LIMITS.choiceName.max, COMMAND_LIMITS.choiceName.min);
}
