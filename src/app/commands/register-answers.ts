// Discord's answers to command registration in plain words. Command-specific codes (caps, the
// creates of the day, a taken name, an unknown command, application or guild) are said here; a
// 50035 is handed back as field errors for the page to place on the design's nodes; everything
// else (401, the relay's own failures, 5xx) is said as `explain` says it. A 429 never gets here:
// the call runner waits it out.
import { COMMAND_LIMITS, flattenDiscordErrors, isPlainObject } from '../../model';
import { commandErrorExplained } from '../../model/commands';
import type { Answer, Outcome, Sender } from '../discord/answers';
import { explain, redact } from '../discord/answers';

/** Discord's words for a form error code it sends inside a 50035, said more plainly. */
const FIELD_CODES: Record<string, string> = {
  APPLICATION_COMMAND_TOO_LARGE: `the command's names, descriptions, choices and their localizations add up to more than ${COMMAND_LIMITS.combinedSize.toLocaleString('en-US')} characters`,
};

/** What an answer to a command request means; `secrets` are hidden from every message. */
export function explainCommandAnswer(
  answer: Answer,
  mode: Sender,
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
  const known = commandErrorExplained(code);
  if (known)
    return { kind: 'failed', message: `Discord refused (${status}, code ${code}): ${known}` };
  if (status === 404 && (code === null || code === 0))
    return {
      kind: 'failed',
      message:
        'The relay answered 404 without a Discord error: is the app running with `npm start`, which serves the relay?',
    };
  return explain(answer, mode, secrets);
}
