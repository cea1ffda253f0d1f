// Problem codes of reading a payload and of its structure (docs/problem-codes.md, "Reading a
// payload" and "Structure").
import type { ProblemCodeEntry } from './entry';
import { WHY, entry } from './entry';

const r = (code: string, meaning: string, fix: string) =>
  entry('reading', code, meaning, fix, WHY.unreadable);
const s = (code: string, meaning: string, fix: string, why?: string) =>
  entry('structure', code, meaning, fix, why);

export const READING_CODES: readonly ProblemCodeEntry[] = [
  r(
    'invalid-json',
    'The text is not JSON (the message gives the line and column).',
    'Fix the JSON at the line and column the message gives: a missing comma or quote, a trailing comma, or a comment (JSON has none).',
  ),
  r(
    'unreadable-file',
    'The command line could not read the file.',
    'Check the path, that it is a file and not a folder, and that it may be read.',
  ),
  r(
    'unknown-kind',
    "The library's `as` option names no kind of payload (message, modal, command, commands, permissions).",
    'Pass one of the kinds `PAYLOAD_KINDS` lists, or leave `as` out to have the kind detected.',
  ),
  r(
    'payload-not-object',
    'The payload is neither a JSON object nor a list of commands.',
    'Send a JSON object (a message, a modal, a command) or an array of commands.',
  ),
  r(
    'payload-not-list',
    'A list of commands was asked for, and this is not an array.',
    'Wrap the command in an array, or ask for `command` instead of `commands`.',
  ),
  r(
    'interaction-not-payload',
    'This is an interaction the app receives, not something it sends.',
    'Validate what the bot answers with (a message, a modal or an interaction response), not the interaction Discord delivered.',
  ),
  r(
    'unsupported-response',
    'An interaction response of a type that carries no message or modal.',
    'Only types 4 and 7 (a message) and 9 (a modal) carry a design; check the response `type`.',
  ),
  r(
    'unknown-payload',
    'Not recognisable as a message, modal, command, list of commands or permissions body (or it is an error answer from Discord).',
    'Say what it is (`as`: message, modal, command, commands or permissions) to get the problems of that kind, or check that it is not an error answer.',
  ),
];

export const STRUCTURE_CODES: readonly ProblemCodeEntry[] = [
  s(
    'invalid-component',
    'An entry of a component list is not an object with a numeric `type`.',
    'Make each entry of `components` an object with the numeric `type` of its kind (list_kinds gives them).',
  ),
  s(
    'invalid-command',
    'An entry of a command list is not an application command object.',
    'Make each entry an object with at least a `name` (and a `description` for a slash command).',
  ),
  s(
    'invalid-option',
    'An entry of an `options` list is not an option object with a numeric `type`.',
    'Give each option an object with its numeric `type` (1 to 11), `name` and `description`.',
  ),
  s(
    'invalid-part',
    'An embed, embed field, poll or poll answer is not an object.',
    'Write the embed, field, poll or answer as a JSON object.',
  ),
  s(
    'invalid-children',
    "`components` (or an accessory or a Label's component) holds no component.",
    'Put a component object there, or remove the empty field.',
  ),
  s(
    'unknown-component-type',
    'A component `type` Discord does not have, or one that is not public.',
    'Use one of the component type numbers list_kinds gives.',
  ),
  s(
    'unknown-command-type',
    'A command `type` other than 1 to 4.',
    'Use 1 (slash), 2 (user), 3 (message) or 4 (entry point), or leave `type` out for a slash command.',
  ),
  s(
    'unknown-option-type',
    'An option `type` other than 1 to 11.',
    'Use an option type from 1 (subcommand) to 11 (attachment); list_kinds gives them.',
  ),
  s(
    'placement',
    'A kind where it may not stand (a Thumbnail outside a Section, a Section in a modal…).',
    'Move the component where its kind may go (the message says where; list_kinds lists each kind’s place).',
  ),
  s(
    'deprecated',
    'A kind where it still works but is deprecated (an Action Row in a modal); a warning.',
    'Use the current form: in a modal, put the field in a Label instead of an Action Row.',
    WHY.warning,
  ),
];
