import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterThisTask, whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks the browser for an idle moment, waiting no longer than the timeout', () => {
    const requestIdleCallback = vi.fn((run: () => void, options?: { timeout?: number }) => {
      void options;
      run();
      return 7;
    });
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const task = vi.fn();
    const cancel = whenIdle(task, { timeout: 2000 });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(task).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('runs the task once the current work is done where the browser cannot say when it is idle', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, { timeout: 500 });
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs a cancelled task', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, { timeout: 500 })();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});

describe('afterThisTask', () => {
  it('runs the task once the current task is done, and not once cancelled', async () => {
    const ran: string[] = [];
    afterThisTask(() => ran.push('after'));
    const cancel = afterThisTask(() => ran.push('cancelled'));
    cancel();
    ran.push('now');
    await new Promise((done) => setTimeout(done, 0));
    expect(ran).toEqual(['now', 'after']);
  });
});
