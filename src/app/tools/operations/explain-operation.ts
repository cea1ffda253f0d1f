// Discord's answers to an operation in plain words: the codes of those operations (110000,
// 160014, 530017 and the unknown-thing codes) said with what to do; 401, network and server
// trouble read as they do for sending (a 429 never gets here: the call runner waits it out).
// Every text passes through `redact`.
import type { OperationAuth } from '../../../model/operations';
import { INDEX_NOT_READY, operationErrorExplained } from '../../../model/operations';
import type { Answer, Outcome } from '../../discord/answers';
import {
  discordSays,
  errorCount,
  explain,
  fieldErrors,
  redact,
  retrySeconds,
} from '../../discord/answers';

/** A 202 with code 110000: the search index is being built; Discord says when to ask again. */
export function indexNotReady(answer: Answer): number | null {
  const said = discordSays(answer.body, answer.status);
  return answer.status === 202 && said.code === INDEX_NOT_READY ? retrySeconds(answer) : null;
}

/** What an operation's answer means; `secrets` are hidden from every message. */
export function explainOperation(
  answer: Answer,
  auth: OperationAuth,
  secrets: readonly string[],
): Outcome {
  const { status, body } = answer;
  if (status >= 200 && status < 300) return { kind: 'ok', body, status };
  const said = discordSays(body, status);
  const detail = said.text ? `: ${said.text}` : '';
  if (status === 400 && said.code === 50035) {
    const errors = fieldErrors(body, secrets);
    return {
      kind: 'invalid',
      message: `Discord refused the request (400, Invalid Form Body) with ${errorCount(errors)}:`,
      errors,
    };
  }
  if (status === 401 && auth === 'bearer')
    return {
      kind: 'failed',
      message: redact(
        `Discord refused the Bearer token (401${detail}): it expired or was revoked, or it is not a user's OAuth2 access token. Authorize again and exchange the new code for a token.`,
        secrets,
      ),
    };
  const known = operationErrorExplained(said.code);
  if (known)
    return {
      kind: 'failed',
      message: redact(`Discord refused the request (${status}${detail}). ${known}`, secrets),
    };
  return explain(answer, 'bot', secrets);
}
