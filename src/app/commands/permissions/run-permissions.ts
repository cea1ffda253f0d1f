// One permission call through the send panel's runRequest (which waits out a 429 and retries
// once), with Discord's last answer kept so that permission-answers.ts can word it: runRequest's
// own outcome is worded for sending messages.
import type { Answer } from '../../send/answers';
import { explain } from '../../send/answers';
import type { RunDeps } from '../../send/run';
import { runRequest } from '../../send/run';
import type { RelayRequest } from '../../send/requests';
import type { PermissionsCall, PermissionsResult } from './permission-answers';
import { permissionsAnswer } from './permission-answers';

export interface PermissionsRunOptions {
  /** What the request is sent with, for the wording of a 401. */
  credential: 'bot' | 'bearer';
  /** Tokens to keep out of every message. */
  secrets: readonly string[];
  signal: AbortSignal;
  /** Told when a 429 makes the call wait, with the seconds it waits. */
  onWait?: (seconds: number) => void;
}

/** Runs one permission call; the result is final. Never rejects. */
export async function runPermissions(
  request: RelayRequest,
  call: PermissionsCall,
  deps: RunDeps,
  options: PermissionsRunOptions,
): Promise<PermissionsResult> {
  // runRequest's explainer sees every answer; the last one is worded here, for permissions.
  const seen: { last: Answer | null } = { last: null };
  const outcome = await runRequest(request, deps, {
    mode: 'bot',
    secrets: options.secrets,
    signal: options.signal,
    onWait: options.onWait,
    explain: (answer, mode, secrets) => {
      seen.last = answer;
      return explain(answer, mode, secrets);
    },
  });
  if (outcome.kind === 'cancelled') return { kind: 'cancelled' };
  const answer = seen.last;
  // No answer (the network failed) or still rate limited: runRequest has said it.
  if (answer === null || (answer.status === 429 && outcome.kind !== 'ok'))
    return { kind: 'failed', message: 'message' in outcome ? outcome.message : '', errors: [] };
  return permissionsAnswer(call, answer, options.credential, options.secrets);
}
