// Code the first screen does not need (the validator, the inspector's larger editors) loads on
// its own once the editor is usable, so the first load's JavaScript stays small. One mechanism
// for all of them: `get()` is null until the module has loaded, and `useLoaded()` asks for it
// when the browser is idle and re-renders once it is there.
import { useEffect, useSyncExternalStore } from 'react';

export interface LazyModule<M> {
  /** Loads the module once; every caller gets the same promise. */
  load(): Promise<M>;
  /** The module, or null until it has loaded. */
  get(): M | null;
  /** The module (null until loaded); asks for it when the browser is idle. */
  useLoaded(): M | null;
}

/** A module behind `importer`, loaded at most once. */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  const load = () =>
    (loading ??= importer().then((m) => {
      loaded = m;
      for (const listener of listeners) listener();
      return m;
    }));
  const get = () => loaded;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function useLoaded(): M | null {
    useEffect(() => {
      if (loaded) return undefined;
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(() => void load(), { timeout: 500 });
        return () => cancelIdleCallback(id);
      }
      const id = setTimeout(() => void load(), 0);
      return () => clearTimeout(id);
    }, []);
    return useSyncExternalStore(subscribe, get, get);
  }
  return { load, get, useLoaded };
}
