// The call runner in React: a component's own runner (cancelled when the component goes) with its
// state, and a clock for the countdowns a state asks for (a 429's retry, a search index's wait).
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { CallDeps, CallState } from './call-runner';
import { CallRunner, PAGE_DEPS } from './call-runner';

/** A runner of the component's own and what it shows; a call under way stops with the component. */
export function useDiscordCall<Busy extends string = string>(
  deps: CallDeps = PAGE_DEPS,
): [CallState<Busy>, CallRunner<Busy>] {
  const [runner] = useState(() => new CallRunner<Busy>(deps));
  useEffect(() => () => runner.cancel(), [runner]);
  return [useStore(runner.store), runner];
}

/** Date.now(), ticking every `every` ms until `until` has passed (not at all without one). */
export function useNow(until: number | null | undefined, every = 100): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || until === undefined) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    }, every);
    return () => clearInterval(timer);
  }, [until, every]);
  return now;
}
