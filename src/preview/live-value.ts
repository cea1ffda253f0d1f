// Values that change on almost every edit (the selection, a modal's answers and errors) are kept
// out of React context: a context change re-renders every consumer, while a live value re-renders
// only the components whose own slice of it changed. Memoised nodes then skip the rest.
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';

export interface LiveValue<T> {
  /** The value as last staged (what the owner's render passed down). */
  get: () => T;
  /**
   * Takes a new value without telling the listeners: the owner does this while it renders, so
   * that children drawn in the same pass (a node just added and selected) read the new value.
   */
  stage: (value: T) => void;
  /** Tells the listeners, when the value changed since they were last told. */
  publish: () => void;
  /** The published value: its listeners hear of a change once it is published. */
  published: StoreApi<{ value: T }>;
}

/** A live value starting at `initial`, published. */
export function createLiveValue<T>(initial: T): LiveValue<T> {
  const published = createStore<{ value: T }>(() => ({ value: initial }));
  let staged = initial;
  return {
    get: () => staged,
    stage(value) {
      staged = value;
    },
    publish() {
      if (!Object.is(staged, published.getState().value)) published.setState({ value: staged });
    },
    published,
  };
}
