import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPause } from './use-editor-later';

/** Asks `later` again at each change, cancelling the request before, as useEditorLater does. */
function follow(later: ReturnType<typeof afterPause>, show: () => void) {
  let cancel: (() => void) | null = null;
  return () => {
    cancel?.();
    cancel = later(() => {
      cancel = null;
      show();
    });
  };
}

describe('afterPause', () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => vi.useRealTimers());
  const tick = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };

  it('shows a change after a quiet moment at once, then the rest of a burst when it pauses', () => {
    const show = vi.fn();
    const change = follow(
      afterPause(150, 1000, () => clock),
      show,
    );
    change(); // a drop, a click, or the first key after a pause
    tick(1);
    expect(show).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i += 1) {
      change();
      tick(50); // a key every 50 ms: never a pause of 150 ms
    }
    expect(show).toHaveBeenCalledTimes(1);
    tick(100); // 150 ms after the last change
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('shows a burst longer than maxMs no later than maxMs after its first change not shown', () => {
    const show = vi.fn();
    const change = follow(
      afterPause(150, 1000, () => clock),
      show,
    );
    change();
    tick(1);
    for (let t = 0; t < 1000; t += 50) {
      change();
      tick(50);
    }
    expect(show).toHaveBeenCalledTimes(2);
    // A change right after a show is not after a quiet moment: it waits for a pause.
    change();
    tick(149);
    expect(show).toHaveBeenCalledTimes(2);
    tick(1);
    expect(show).toHaveBeenCalledTimes(3);
  });

  it('shows nothing once cancelled', () => {
    const show = vi.fn();
    const cancel = afterPause(150, 1000, () => clock)(show);
    cancel();
    tick(2000);
    expect(show).not.toHaveBeenCalled();
  });
});
