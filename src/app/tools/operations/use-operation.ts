// A console's calls to Discord, one at a time: what is under way (and the wait a 429 asked for),
// the last answer in words with Discord's body, and a way to cancel. A new call cancels the one
// under way; a search whose index is not ready says when to ask again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DiscordFieldError } from '../../../model';
import type { OperationRequest } from '../../../model/operations';
import type { RunDeps } from '../../send/run';
import { formatSeconds, runRequest, sleep } from '../../send/run';
import { explainOperation, indexNotReady } from './explain-operation';
import { toRelayRequest } from './relay-request';

export type OperationShown =
  | { tone: 'busy'; message: string }
  | {
      tone: 'success' | 'info' | 'error';
      message: string;
      status?: number;
      body?: unknown;
      errors?: readonly DiscordFieldError[];
      /** When Discord said to ask again (ms since the epoch): a search index being built. */
      retryAt?: number;
    };

export type OperationResult = { ok: true; status: number; body: unknown } | { ok: false };

export const PAGE_DEPS: RunDeps = { fetch: (url, init) => window.fetch(url, init), wait: sleep };

export interface RunOptions {
  busy: string;
  /** The sentence for a success; the answer's body is shown beside it. */
  success: (status: number, body: unknown) => string;
  /** Runs without changing what the console shows (a second read that only adds detail). */
  quiet?: boolean;
}

export function useOperation(deps: RunDeps = PAGE_DEPS) {
  const [shown, setShown] = useState<OperationShown | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (op: OperationRequest, token: string, options: RunOptions): Promise<OperationResult> => {
      if (!options.quiet) controller.current?.abort();
      const mine = new AbortController();
      if (!options.quiet) {
        controller.current = mine;
        setShown({ tone: 'busy', message: options.busy });
      }
      const secrets = [token];
      let notReady: number | null = null;
      const outcome = await runRequest(toRelayRequest(op, token.trim()), deps, {
        mode: 'bot',
        secrets,
        signal: mine.signal,
        onWait: (s) =>
          options.quiet ||
          setShown({
            tone: 'busy',
            message: `Discord asked to wait: trying again in ${formatSeconds(s)} s…`,
          }),
        explain: (answer) => {
          notReady = indexNotReady(answer);
          return explainOperation(answer, op.auth, secrets);
        },
      });
      if (options.quiet) return outcome.kind === 'ok' ? { ok: true, ...outcome } : { ok: false };
      if (controller.current !== mine) return { ok: false };
      controller.current = null;
      switch (outcome.kind) {
        case 'ok':
          if (notReady !== null) {
            setShown({
              tone: 'info',
              message: `Discord is still building this server's search index (202, code 110000): search again in ${formatSeconds(notReady)} s.`,
              status: outcome.status,
              body: outcome.body,
              retryAt: Date.now() + notReady * 1000,
            });
            return { ok: false };
          }
          setShown({
            tone: 'success',
            message: options.success(outcome.status, outcome.body),
            status: outcome.status,
            body: outcome.body,
          });
          return { ok: true, status: outcome.status, body: outcome.body };
        case 'cancelled':
          setShown({ tone: 'info', message: 'Cancelled: nothing more was sent.' });
          return { ok: false };
        case 'invalid':
          setShown({ tone: 'error', message: outcome.message, errors: outcome.errors });
          return { ok: false };
        case 'rate-limited':
        case 'failed':
          setShown({ tone: 'error', message: outcome.message });
          return { ok: false };
      }
    },
    [deps],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  /** Shows problems found before sending (nothing was sent). */
  const refuse = useCallback((message: string) => setShown({ tone: 'error', message }), []);
  return { shown, run, cancel, refuse };
}
