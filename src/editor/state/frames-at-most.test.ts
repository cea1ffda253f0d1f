import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { framesAtMost } from './use-editor-later';

/** Asks `later` again at each change, cancelling the request before, as useEditorLater does. */
function follow(later: ReturnType<typeof framesAtMost>, show: () => void) {
  let cancel: (() => void) | null = null;
  return () => {
    cancel?.();
    cancel = later(() => {
      cancel = null;
      show();
    });
  };
}

describe('framesAtMost', () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
    // A frame every 16 ms of the fake clock.
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) =>
      setTimeout(() => run(clock), 16 - (clock % 16)),
    );
    vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const tick = (ms: number) => {
    for (let i = 0; i < ms; i += 1) {
      clock += 1;
      vi.advanceTimersByTime(1);
    }
  };

  it('draws a change after a quiet moment in the next frame', () => {
    const show = vi.fn();
    follow(
      framesAtMost(100, () => clock),
      show,
    )();
    tick(16);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('draws a burst of keys 50 ms apart every few keys, in the frame of a key', () => {
    const drawnAt: number[] = [];
    const keysAt: number[] = [];
    const change = follow(
      framesAtMost(100, () => clock),
      () => drawnAt.push(clock),
    );
    for (let i = 0; i < 20; i += 1) {
      keysAt.push(clock);
      change();
      tick(50);
    }
    // 20 keys over a second: a drawing every third key, not one a key...
    expect(drawnAt.length).toBeGreaterThanOrEqual(5);
    expect(drawnAt.length).toBeLessThanOrEqual(8);
    // ...each in the first frame after a key (no frame of its own between two keys).
    for (const at of drawnAt) expect(keysAt.some((k) => at > k && at - k <= 16)).toBe(true);
  });

  it("draws a burst's last change at most the bound (and a frame) after it", () => {
    const drawnAt: number[] = [];
    const change = follow(
      framesAtMost(100, () => clock),
      () => drawnAt.push(clock),
    );
    change();
    tick(30);
    change(); // too soon after the first drawing: waits
    const last = clock;
    tick(100 + 16);
    expect(drawnAt).toHaveLength(2);
    expect(drawnAt[1]! - last).toBeLessThanOrEqual(116);
  });

  it('draws nothing once cancelled', () => {
    const show = vi.fn();
    const cancel = framesAtMost(100, () => clock)(show);
    cancel();
    tick(500);
    expect(show).not.toHaveBeenCalled();
  });
});
