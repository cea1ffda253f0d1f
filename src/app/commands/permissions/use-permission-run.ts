// The editor's calls to Discord, one at a time: what is under way (and the wait a 429 asked for),
// the last answer in words, and a way to cancel. A new call cancels the one under way.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunDeps } from '../../send/run';
import { formatSeconds, sleep } from '../../send/run';
import type { RelayRequest } from '../../send/requests';
import type { FieldError, PermissionsCall, PermissionsResult } from './permission-answers';
import type { PermissionsRunOptions } from './run-permissions';
import { runPermissions } from './run-permissions';

export type Shown =
  | { tone: 'busy'; message: string }
  | { tone: 'success' | 'info' | 'error'; message: string; errors?: readonly FieldError[] };

/** Requests go to this page's own relay. */
export const PAGE_DEPS: RunDeps = { fetch: (url, init) => window.fetch(url, init), wait: sleep };

type Options = Pick<PermissionsRunOptions, 'credential' | 'secrets'>;

export function usePermissionRun(deps: RunDeps) {
  const [shown, setShown] = useState<Shown | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /** Runs a call and shows its answer; the result, or null when cancelled or overtaken. */
  const run = useCallback(
    async (
      request: RelayRequest,
      call: PermissionsCall,
      options: Options,
      busyText: string,
    ): Promise<PermissionsResult | null> => {
      controller.current?.abort();
      const mine = new AbortController();
      controller.current = mine;
      setShown({ tone: 'busy', message: busyText });
      const result = await runPermissions(request, call, deps, {
        ...options,
        signal: mine.signal,
        onWait: (s) =>
          setShown({
            tone: 'busy',
            message: `Discord asked to wait: trying again in ${formatSeconds(s)} s…`,
          }),
      });
      if (controller.current !== mine) return null;
      controller.current = null;
      if (result.kind === 'cancelled') {
        setShown({ tone: 'info', message: 'Cancelled: nothing more was sent.' });
        return null;
      }
      setShown(
        result.kind === 'failed'
          ? { tone: 'error', message: result.message, errors: result.errors }
          : {
              tone: result.kind === 'loaded' && !result.own ? 'info' : 'success',
              message: result.message,
            },
      );
      return result;
    },
    [deps],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { shown, busy: shown?.tone === 'busy', run, cancel, show: setShown };
}
