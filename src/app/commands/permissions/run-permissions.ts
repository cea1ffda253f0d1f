// One permission call through the send panel's runRequest (which waits out a 429 and retries
// once), with Discord's last answer kept so that permission-answers.ts can word it: runRequest's
// own outcome is worded for sending messages.
import type { Answer } from '../../send/answers';
import type { Fetch, RunDeps } from '../../send/run';
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

async function read(response: Response): Promise<Answer> {
  let body: unknown;
  try {
    const text = await response.text();
    body = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    body = null;
  }
  return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
}

/** Runs one permission call; the result is final. Never rejects. */
export async function runPermissions(
  request: RelayRequest,
  call: PermissionsCall,
  deps: RunDeps,
  options: PermissionsRunOptions,
): Promise<PermissionsResult> {
  const last: { response: Response | null } = { response: null };
  const fetch: Fetch = async (url, init) => {
    last.response = null;
    const response = await deps.fetch(url, init);
    last.response = response.clone();
    return response;
  };
  const outcome = await runRequest(
    request,
    { ...deps, fetch },
    { mode: 'bot', secrets: options.secrets, signal: options.signal, onWait: options.onWait },
  );
  if (outcome.kind === 'cancelled') return { kind: 'cancelled' };
  const response = last.response;
  // No answer (the network failed) or still rate limited: runRequest has said it.
  if (response === null || (response.status === 429 && outcome.kind !== 'ok'))
    return { kind: 'failed', message: 'message' in outcome ? outcome.message : '', errors: [] };
  return permissionsAnswer(call, await read(response), options.credential, options.secrets);
}
