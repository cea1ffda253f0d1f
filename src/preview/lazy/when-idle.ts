// "Run this when the browser has nothing better to do": work the first screen does not need (a
// chunk to fetch, controls below the fold) waits for an idle moment instead of competing with the
// first frames and the first keystrokes.

/**
 * Runs `task` in a task of its own once the work under way is done (a commit's effects, all of
 * them); returns its cancel.
 */
export function afterThisTask(task: () => void): () => void {
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/** Runs `task` once the browser is idle, or after `timeout` ms at the latest; returns its cancel. */
export function whenIdle(task: () => void, { timeout }: { timeout: number }): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  // Where the browser cannot say when it is idle (Safari, jsdom): once the current work is done.
  return afterThisTask(task);
}
