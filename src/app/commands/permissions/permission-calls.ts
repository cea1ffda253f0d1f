// One permission call through the call runner (src/app/discord), which shows it under way, waits
// out a 429 (a countdown and one retry) and says a failure: Discord's answer is worded here by
// permission-answers.ts, and a success is said in the editor's words.
import type { Answer, Outcome } from '../../discord/answers';
import type { CallRunner } from '../../discord/call-runner';
import type { RelayRequest } from '../../discord/requests';
import type { PermissionsCall, PermissionsResult } from './permission-answers';
import { permissionsAnswer } from './permission-answers';

export type PermissionsRead = Exclude<PermissionsResult, { kind: 'failed' }>;

export interface PermissionCallOptions {
  /** What is under way, in words. */
  busy: string;
  /** What the request is sent with, for the wording of a 401. */
  credential: 'bot' | 'bearer';
  /** Tokens to keep out of every message. */
  secrets: readonly string[];
}

/** A permission answer as the runner's outcome: the entries refused are its field errors. */
function outcomeOf(read: PermissionsResult, answer: Answer): Outcome {
  if (read.kind !== 'failed') return { kind: 'ok', status: answer.status, body: answer.body };
  if (read.errors.length === 0) return { kind: 'failed', message: read.message };
  const errors = read.errors.map((e) => ({ ...e, segments: [] }));
  return { kind: 'invalid', message: read.message, errors };
}

/** Runs the call and shows its answer; what was read, or null (a failure shown, or cancelled). */
export async function runPermissionCall(
  runner: CallRunner,
  request: RelayRequest,
  call: PermissionsCall,
  options: PermissionCallOptions,
): Promise<PermissionsRead | null> {
  const seen: { read: PermissionsResult | null } = { read: null };
  const outcome = await runner.run({
    busy: options.busy,
    request,
    secrets: options.secrets,
    explain: (answer) => {
      seen.read = permissionsAnswer(call, answer, options.credential, options.secrets);
      return outcomeOf(seen.read, answer);
    },
  });
  const read = seen.read;
  if (outcome.kind !== 'ok' || read === null || read.kind === 'failed') return null;
  runner.report(read.kind === 'loaded' && !read.own ? 'info' : 'success', read.message);
  return read;
}
