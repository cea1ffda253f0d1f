// Problem codes of application commands, and the few only the page reports
// (docs/problem-codes.md, "Application commands" and "Only in the app").
import type { ProblemCodeEntry } from './entry';
import { WHY, entry } from './entry';

const c = (code: string, meaning: string, fix: string, why?: string) =>
  entry('command', code, meaning, fix, why);
const a = (code: string, meaning: string, fix: string) => entry('app', code, meaning, fix, WHY.app);

export const COMMAND_CODES: readonly ProblemCodeEntry[] = [
  c(
    'invalid-name',
    'A slash command or option name with characters it may not hold.',
    'Use 1 to 32 lowercase letters, digits, `-` or `_` (letters of any script), no spaces.',
  ),
  c(
    'name-not-lowercase',
    'A slash command or option name with an uppercase letter.',
    'Write the name in lowercase.',
  ),
  c(
    'description-not-empty',
    'A user or message command with a description.',
    'Remove the `description` (or set it to ""); only slash commands have one.',
  ),
  c(
    'field-not-for-kind',
    'A field of another kind (`choices` on a Boolean option, `handler` on a slash command…); a warning when it holds its default (`null`, `false`, `[]`).',
    'Remove the field, or change the kind to one that has it.',
  ),
  c(
    'unknown-locale',
    "A localization key that is not one of Discord's 32 locales.",
    'Use one of Discord’s locale codes (`en-US`, `fr`, `pt-BR`…).',
  ),
  c(
    'invalid-permissions',
    'A permission set that is not a decimal string of known bits.',
    'Write the permission bits as a decimal string, e.g. "8" for Administrator, or "0" for admins only.',
  ),
  c(
    'localization-same-as-default',
    'A localization equal to the default, which Discord ignores; a warning.',
    'Remove that localization.',
    WHY.warning,
  ),
  c(
    'autocomplete-with-choices',
    'An option with both `autocomplete` and `choices`.',
    'Keep either `choices` or `autocomplete: true`.',
  ),
  c(
    'required-after-optional',
    'A required option after an optional one.',
    'Move required options before the optional ones.',
  ),
  c(
    'duplicate-name',
    'Two options of one level, or two commands of one type, share a name.',
    'Rename one of them.',
  ),
  c(
    'mixed-options',
    'Subcommands (or groups) and value options on one level.',
    'Move the value options into a subcommand, or drop the subcommands.',
  ),
  c(
    'empty-subcommand-group',
    'A group without subcommands, which Discord does not show; a warning.',
    'Add a subcommand to the group, or remove it.',
    WHY.warning,
  ),
  c(
    'command-too-large',
    'A slash command past 8000 characters of names, descriptions and choices.',
    'Shorten descriptions and choice names, or split the command in two.',
  ),
  c(
    'localized-name-clash',
    "A localized option name equal to another option's name (an error on one level, a warning across levels).",
    'Give the localized name a word no other option of that level uses.',
  ),
  c(
    'entry-point-in-guild',
    'An entry point command in a guild set.',
    'Register the entry point command globally.',
  ),
  c(
    'bot-dm-in-guild-command',
    'A guild command lists the BOT_DM context.',
    'Remove context 1 (BOT_DM) from `contexts`, or register the command globally.',
  ),
  c(
    'global-only-field',
    'A field that only global commands use, on a guild command; a warning.',
    'Remove the field, or register the command globally.',
    WHY.warning,
  ),
  c(
    'private-channel-without-user-install',
    'The PRIVATE_CHANNEL context without user install; a warning.',
    'Add 1 (USER_INSTALL) to `integration_types`, or remove context 2 (PRIVATE_CHANNEL).',
    WHY.warning,
  ),
  c(
    'too-many-commands',
    'More commands of a type than a set may hold.',
    'Keep at most 100 slash, 15 user and 15 message commands (1 entry point) per set; merge commands as subcommands.',
    'Discord refuses the bulk overwrite (HTTP 400, code 30032, "Maximum number of application commands reached"): nothing is registered.',
  ),
  c(
    'command-count',
    'A create body that is not exactly one command.',
    'Send one command object, or validate the list as `commands`.',
  ),
  c(
    'guild-id',
    'A guild set whose server id is missing or not a snowflake.',
    'Give the guild id as 17 to 20 digits.',
  ),
  c(
    'duplicate-permission',
    'A command permissions body lists one target twice; a warning.',
    'Keep one entry per role, user or channel.',
    WHY.warning,
  ),
];

export const APP_CODES: readonly ProblemCodeEntry[] = [
  a(
    'too-deep',
    "The JSON editor's text is nested too deeply to be turned back into text.",
    'Flatten the JSON; no Discord payload nests that deep.',
  ),
  a(
    'application-command',
    'An application command pasted where a message or modal was asked for.',
    'Open it as a command set instead.',
  ),
  a(
    'validator-crashed',
    'The validator failed on this design (a bug; please report it).',
    'Report the design that caused it as a bug.',
  ),
];
