// A callback whose identity never changes but which always calls the latest `fn`, so that the
// preview's context stays the same object when a caller passes a new arrow function on each render.
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useEventCallback<A extends unknown[], R>(
  fn: ((...args: A) => R) | undefined,
): (...args: A) => R | undefined {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current?.(...args), []);
}
