// Hooks over a live value (see live-value.ts): one that follows a prop, and a slice of one.
import { useLayoutEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { LiveValue } from './live-value';
import { createLiveValue } from './live-value';

/**
 * A live value that follows `value`, one per mounted component. Children drawn in the same render
 * read the new value at once; memoised ones that skipped this render are told after the commit,
 * before the browser paints. `merge` may keep parts of the previous value that did not change.
 */
export function useLiveValue<T>(value: T, merge?: (prev: T, next: T) => T): LiveValue<T> {
  const [live] = useState(() => createLiveValue(value));
  live.stage(merge ? merge(live.get(), value) : value);
  useLayoutEffect(() => {
    live.publish();
  });
  return live;
}

/** The part of a live value this component draws; it re-renders only when that part changes. */
export function useLiveSlice<T, S>(live: LiveValue<T>, pick: (value: T) => S): S {
  // Told when the value is published, it reads the staged one: a child drawn in the pass that
  // staged a value (before it is published) draws that value, not the one before it.
  return useStore(live.published, () => pick(live.get()));
}
