// The Laters of use-editor-later.ts: when a view that follows the store a little later draws.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPause, atMostEvery, shownGate } from './use-editor-later';
import type { Later } from './use-editor-later';

/** Asks `later` again at each change, cancelling the request before, as useEditorLater does. */
function follow(later: Later, show: () => void) {
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

describe('atMostEvery', () => {
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

  it('draws a change after a quiet moment at once, with the change', () => {
    const show = vi.fn();
    follow(
      atMostEvery(100, () => clock),
      show,
    )();
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('draws a burst of keys 50 ms apart every few keys, each time with a key', () => {
    const drawnAt: number[] = [];
    const keysAt: number[] = [];
    const change = follow(
      atMostEvery(100, () => clock),
      () => drawnAt.push(clock),
    );
    for (let i = 0; i < 20; i += 1) {
      keysAt.push(clock);
      change();
      tick(50);
    }
    // 20 keys over a second: a drawing every second key (one every 100 ms), not one a key...
    expect(drawnAt).toHaveLength(10);
    // ...each with a key, in its task (no frame of its own between two keys).
    for (const at of drawnAt) expect(keysAt).toContain(at);
  });

  it("draws a burst's last change the bound and a frame after it", () => {
    const drawnAt: number[] = [];
    const change = follow(
      atMostEvery(100, () => clock),
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

  it('draws nothing of a waiting change once cancelled', () => {
    const later = atMostEvery(100, () => clock);
    const show = vi.fn();
    later(show); // drawn at once
    tick(30);
    const cancel = later(show); // waits
    cancel();
    tick(500);
    expect(show).toHaveBeenCalledTimes(1);
  });
});

describe('shownGate', () => {
  let observers: { callback: () => void; observing: boolean }[] = [];
  beforeEach(() => {
    observers = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        private readonly entry: { callback: () => void; observing: boolean };
        constructor(callback: () => void) {
          this.entry = { callback, observing: false };
          observers.push(this.entry);
        }
        observe() {
          this.entry.observing = true;
        }
        disconnect() {
          this.entry.observing = false;
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  /** An element whose visibility the test sets, observed; a Later that draws at once. */
  function setup() {
    let visible = true;
    let checks = 0;
    const element = {
      checkVisibility: () => (checks++, visible),
    } as unknown as Element;
    const paced = vi.fn<Later>((show) => (show(), () => undefined));
    const show = vi.fn();
    const gate = shownGate(paced);
    gate.observe(element);
    const change = follow(gate.later, show);
    // What the browser does after layout: the observer hears of a change in size.
    const resize = () => observers.filter((o) => o.observing).forEach((o) => o.callback());
    resize(); // as on observe()
    return {
      change,
      show,
      paced,
      resize,
      checks: () => checks,
      setVisible: (v: boolean) => (visible = v),
    };
  }

  it('draws through its Later while the element is shown, checking nothing per change', () => {
    const { change, show, paced, checks } = setup();
    const before = checks();
    change();
    change();
    expect(paced).toHaveBeenCalledTimes(2);
    expect(show).toHaveBeenCalledTimes(2);
    expect(checks()).toBe(before);
  });

  it('draws nothing while the element is hidden, then the latest at once when it shows', () => {
    const { change, show, paced, resize, setVisible } = setup();
    setVisible(false);
    resize();
    change();
    change();
    resize(); // a resize while still hidden
    expect(show).not.toHaveBeenCalled();
    setVisible(true);
    resize();
    expect(show).toHaveBeenCalledTimes(1);
    expect(paced).not.toHaveBeenCalled();
    resize(); // nothing left to draw
    expect(show).toHaveBeenCalledTimes(1);
  });
});
