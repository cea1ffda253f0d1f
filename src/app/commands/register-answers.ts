// Discord's answers to command registration in plain words. Command-specific codes (caps, the
// creates of the day, a taken name, an unknown command, application or guild) are said here; a
// 50035 is handed back as field errors for the page to place on the design's nodes; everything
// else (401, 429, the relay's own failures, 5xx) is said as the send panel says it.
import { COMMAND_LIMITS, flattenDiscordErrors, isPlainObject } from '../../model';
import type { Answer, Outcome } from '../send/answers';
import { explain, redact } from '../send/answers';
import type { SendMode } from '../send/requests';

const CAPS = COMMAND_LIMITS.perSet;

/** Sentences for the codes command routes answer with, by Discord's code. */
const BY_CODE: Record<number, string> = {
  30032: `Discord refused: this scope already has the most commands it may hold (code 30032: at most ${CAPS['chat-input-command']} slash commands, ${CAPS['user-command']} user commands, ${CAPS['message-command']} message commands and ${CAPS['entry-point-command']} entry point). Delete some first, or register the set with Sync, which replaces them.`,
  30034: `Discord refused: this scope has used up its ${COMMAND_LIMITS.createsPerDay} new commands for today (code 30034). Try again tomorrow; meanwhile, changing a command that already exists (same type and name) does not count as a create.`,
  40041:
    'Discord refused: a command of this type with that name already exists here (code 40041). Choose another name, or edit the existing command instead.',
  10063:
    'Discord does not know this command (404, Unknown Application Command, code 10063): it was deleted or never registered in this scope. List the registered commands again.',
  10002:
    'Discord does not know this application (404, Unknown Application, code 10002): check the application id, or leave it empty to read it from the token.',
  10004:
    "Discord does not know this guild (404, Unknown Guild, code 10004): check the design's server id, and that the bot is in that server.",
  50001:
    "Discord refused: missing access (403, code 50001). The token's application is not the application id given, or the app was not added to this server with the applications.commands scope.",
};

/** Discord's words for a form error code it sends inside a 50035, said more plainly. */
const FIELD_CODES: Record<string, string> = {
  APPLICATION_COMMAND_TOO_LARGE: `the command's names, descriptions, choices and their localizations add up to more than ${COMMAND_LIMITS.combinedSize.toLocaleString('en-US')} characters`,
};

/** What an answer to a command request means; `secrets` are hidden from every message. */
export function explainCommandAnswer(
  answer: Answer,
  mode: SendMode,
  secrets: readonly string[],
): Outcome {
  const { status, body } = answer;
  if (status >= 200 && status < 300) return { kind: 'ok', body, status };
  const code = isPlainObject(body) && typeof body.code === 'number' ? body.code : null;
  if (status === 400 && code === 50035) {
    const errors = flattenDiscordErrors(body).map((e) => {
      const plainly = FIELD_CODES[e.code];
      const message = plainly ? `${e.message}: ${plainly}.` : e.message;
      return { ...e, message: redact(message, secrets) };
    });
    const count = errors.length === 1 ? '1 error' : `${errors.length} errors`;
    return {
      kind: 'invalid',
      message: `Discord refused the commands (400, Invalid Form Body) with ${count}; click one to find it in the design. Nothing was registered.`,
      errors,
    };
  }
  const known = code !== null && status !== 429 ? BY_CODE[code] : undefined;
  if (known) return { kind: 'failed', message: known };
  if (status === 404 && (code === null || code === 0))
    return {
      kind: 'failed',
      message:
        'The relay answered 404 without a Discord error: is the app running with `npm start`, which serves the relay?',
    };
  return explain(answer, mode, secrets);
}
