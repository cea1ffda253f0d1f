// Code the first screen does not need (dnd-kit, the validator, the emoji data, the inspector's
// larger editors...) loads in a chunk of its own, once, so that the first load's JavaScript stays
// small. One mechanism for all of them: every caller shares the load under way, `get()` is null
// until the module is there, and `useLoaded()` asks for it and re-renders once it is. A load that
// failed (offline, a deploy that replaced the chunk) is forgotten, so the next ask tries again
// instead of the feature staying broken until a reload.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { afterThisTask, whenIdle } from './when-idle';

/**
 * When a component asks for the module: at once; `soon`, in a task of its own once the work under
 * way is done (asked from the first commit's effects, a chunk asked `now` could arrive before the
 * last of those effects ran, the page's own usable mark among them); once the browser is idle; or
 * not (yet).
 */
export type Ask = 'now' | 'soon' | 'idle' | false;

export interface LazyModule<M> {
  /** Loads the module: one load at a time for every caller; after a failure the next call tries again. */
  load(): Promise<M>;
  /** The module, or null until it has loaded. */
  get(): M | null;
  /** Settles with the module once a load succeeds, whichever; a failed load leaves it waiting. */
  readonly arrived: Promise<M>;
  /**
   * The module (null until loaded), asked for as `ask` says (by default when the browser is idle)
   * when the component mounts and when `ask` changes. A failed load is not retried on its own:
   * the next mount, ask or `load()` (a click, a press) tries again.
   */
  useLoaded(ask?: Ask): M | null;
}

export interface LazyOptions {
  /** How long an idle ask waits for the browser to be idle before loading anyway, in ms. */
  idleTimeout?: number;
}

const ignore = () => undefined;

/** A module behind `importer`, loaded at most once and tried again after a failed load. */
export function lazyModule<M>(
  importer: () => Promise<M>,
  { idleTimeout = 500 }: LazyOptions = {},
): LazyModule<M> {
  const store = createStore<{ module: M | null }>(() => ({ module: null }));
  let loading: Promise<M> | null = null;
  let arrive: (module: M) => void = ignore;
  const arrived = new Promise<M>((resolve) => (arrive = resolve));

  const load = () =>
    (loading ??= importer().then(
      (module) => {
        store.setState({ module });
        arrive(module);
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const get = () => store.getState().module;

  function useLoaded(ask: Ask = 'idle'): M | null {
    const module = useStore(store, (s) => s.module);
    const asking = module === null ? ask : false;
    useEffect(() => {
      // Whoever needs to know about a failure calls load() itself; here it waits for the next ask.
      const fetch = () => void load().catch(ignore);
      if (asking === 'idle') return whenIdle(fetch, { timeout: idleTimeout });
      if (asking === 'soon') return afterThisTask(fetch);
      if (asking === 'now') fetch();
      return undefined;
    }, [asking]);
    return module;
  }

  return { load, get, arrived, useLoaded };
}
