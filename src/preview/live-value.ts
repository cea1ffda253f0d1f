// Values that change on almost every edit (the selection, a modal's answers and errors) are kept
// out of React context: a context change re-renders every consumer, while a live value re-renders
// only the components whose own slice of it changed. Memoised nodes then skip the rest.
export interface LiveValue<T> {
  get: () => T;
  /**
   * Takes a new value without telling the listeners: the owner does this while it renders, so
   * that children drawn in the same pass (a node just added and selected) read the new value.
   */
  stage: (value: T) => void;
  /** Tells the listeners, when the value changed since they were last told. */
  publish: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createLiveValue<T>(initial: T): LiveValue<T> {
  let current = initial;
  let published = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    stage(value) {
      current = value;
    },
    publish() {
      if (Object.is(current, published)) return;
      published = current;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
