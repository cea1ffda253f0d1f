// What Discord's error codes for command requests mean and what to do about them, in sentences
// the page and the command line both say after Discord's own status, message and code.
import { COMMAND_LIMITS } from '../../limits';

const CAPS = COMMAND_LIMITS.perSet;

const EXPLAINED: Record<number, string> = {
  10002:
    'Unknown application: check the application id, or leave it out to read it from the token.',
  10004: 'Unknown guild: check the guild id, and that the bot is in that server.',
  10063:
    'Unknown command: it was deleted or never registered in this scope. List the registered commands again.',
  30032: `This scope already holds the most commands it may: at most ${CAPS['chat-input-command']} slash commands, ${CAPS['user-command']} user commands, ${CAPS['message-command']} message commands and ${CAPS['entry-point-command']} entry point. Delete some first, or register the whole set with a sync, which replaces them.`,
  30034: `This scope has used up its ${COMMAND_LIMITS.createsPerDay} new commands for today. Try again tomorrow; meanwhile, changing a command that already exists (same type and name) does not count as a create.`,
  40041:
    'A command of this type with that name already exists here. Choose another name, or edit the existing command instead.',
  50001:
    "Missing access: the token's application is not the application id given, or the app was not added to this server with the applications.commands scope.",
};

/** What an error code of a command request means, and what to do; undefined for other codes. */
export function commandErrorExplained(code: number | null): string | undefined {
  return code === null ? undefined : EXPLAINED[code];
}
