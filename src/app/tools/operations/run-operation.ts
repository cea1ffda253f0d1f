// One of Discord's other operations through the call runner (src/app/discord), which shows it under way,
// waits out a 429 (and its one retry) and says a failure. What is particular to the consoles is
// here: Discord's answer read with the operations' codes, a success said in the console's words
// with Discord's answer beside it, and a search whose index is not ready (202, code 110000) said
// with when to ask again.
import type { OperationRequest } from '../../../model/operations';
import type { CallRunner } from '../../discord/call-runner';
import { formatSeconds } from '../../discord/call-runner';
import { explainOperation, indexNotReady } from './explain-operation';
import { toRelayRequest } from './relay-request';

export type OperationResult = { ok: true; status: number; body: unknown } | { ok: false };

export interface OperationCall {
  /** What is under way, in words. */
  busy: string;
  /** The sentence for a success; the answer's body is shown beside it. */
  success: (status: number, body: unknown) => string;
}

/** Sends `op` with `token` and shows the answer; the answer when it succeeded. Never rejects. */
export async function runOperation(
  runner: CallRunner,
  op: OperationRequest,
  token: string,
  { busy, success }: OperationCall,
): Promise<OperationResult> {
  const secrets = [token];
  const seen: { notReady: number | null } = { notReady: null };
  const outcome = await runner.run({
    busy,
    request: toRelayRequest(op, token.trim()),
    secrets,
    explain: (answer) => {
      seen.notReady = indexNotReady(answer);
      return explainOperation(answer, op.auth, secrets);
    },
  });
  if (outcome.kind !== 'ok') return { ok: false };
  const answer = { status: outcome.status, body: outcome.body };
  if (seen.notReady !== null) {
    runner.report(
      'info',
      `Discord is still building this server's search index (202, code 110000): search again in ${formatSeconds(seen.notReady)} s.`,
      { answer, againAt: runner.now() + seen.notReady * 1000 },
    );
    return { ok: false };
  }
  runner.report('success', success(outcome.status, outcome.body), { answer });
  return { ok: true, ...answer };
}
