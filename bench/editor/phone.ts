// Typing as a person does on a mid-range phone: Chromium's CPU slowed 4x through the DevTools
// protocol (as Lighthouse does for mobile), keys sent PHONE_GAP_MS apart so that each is drawn in
// a frame of its own. Gives the main-thread work per key and, for each key, the time from the key
// event to the second frame after it.
import type { Browser, CDPSession, Page } from '@playwright/test';
import { CONTENT, onBarePage, typedText, waitForPayload } from './typing';

/** Lighthouse's mobile CPU slowdown. */
export const PHONE_CPU_RATE = 4;
/** Keys this far apart: more than a frame (16.7 ms), so no two keys share one. */
export const PHONE_GAP_MS = 50;
const PHONE_KEYS = Math.max(5, Number(process.env.BENCH_PHONE_KEYS ?? 40));
/**
 * After the last key, long enough for everything the keys left for later (the panels' throttle,
 * the save at 250 ms, the undo history's at 2 s) to have run inside the measured window.
 */
const PHONE_SETTLE_MS = 2_500;

export interface PhoneFigures {
  /** Main-thread task time per key, ms, with the CPU slowed PHONE_CPU_RATE times. */
  perKey: number;
  /**
   * The main thread's CPU time per key, ms: the slowed CPU's pauses are not in it, nor the time
   * other processes of a busy machine took the core, so it compares builds where perKey is noisy.
   */
  cpuPerKey: number;
  /** For each key, ms from its keydown event to the second animation frame after it. */
  secondFrame: number[];
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** Chromium's running totals, s: TaskDuration (wall time of tasks) and ThreadTime (CPU time). */
async function taskSeconds(cdp: CDPSession): Promise<{ task: number; cpu: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const task = metrics.find((m) => m.name === 'TaskDuration');
  const cpu = metrics.find((m) => m.name === 'ThreadTime');
  if (!task || !cpu) throw new Error('Chromium reported no TaskDuration or ThreadTime metric.');
  return { task: task.value, cpu: cpu.value };
}

/**
 * Notes, for every keydown, when the second animation frame after it starts running its callbacks.
 * The first frame is the one that should draw the key; the second comes late only if the key's
 * work (or work it set off) overran a frame. performance.now() in the callback, not the frame's
 * timestamp: Chromium stamps a frame when it was asked for, so a frame held up behind a long task
 * would carry a time from before the wait.
 */
function recordFrames(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { __benchFrames?: number[]; __benchListening?: true };
    w.__benchFrames = [];
    // One listener per page, however many runs it types: each run starts a new list.
    if (w.__benchListening) return;
    w.__benchListening = true;
    document.addEventListener(
      'keydown',
      (event) => {
        const at = event.timeStamp;
        const frames = w.__benchFrames!;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => frames.push(performance.now() - at)),
        );
      },
      { capture: true },
    );
  });
}

/**
 * Types PHONE_KEYS letters at the end of `field` with the CPU slowed. Main-thread work is Chromium's
 * TaskDuration (wall time of every main-thread task: input, script, style, layout, paint, and the
 * timers the keys set off) from before the first key to PHONE_SETTLE_MS after the last, divided by
 * the keys: read twice only, so the protocol's own calls are not in the window, and deferred work
 * (saving, the panels) is counted against the keys that caused it. Tracing would split it per key
 * but costs the slowed page more than what it measures for the textarea.
 */
export async function measurePhone(
  page: Page,
  cdp: CDPSession,
  field: string,
): Promise<PhoneFigures> {
  await page.locator(field).click();
  await page.keyboard.press('Control+End');
  await recordFrames(page);
  const text = typedText(PHONE_KEYS, 'phon');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_RATE });
  try {
    await sleep(500); // whatever the click set off finishes before the window opens
    const before = await taskSeconds(cdp);
    const start = Date.now();
    for (const [i, key] of [...text].entries()) {
      await sleep(start + i * PHONE_GAP_MS - Date.now());
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
    }
    await waitForPayload(page, text);
    await sleep(PHONE_SETTLE_MS);
    const after = await taskSeconds(cdp);
    const secondFrame = await page.evaluate(
      () => (window as unknown as { __benchFrames?: number[] }).__benchFrames ?? [],
    );
    const perKey = (span: number) => (span * 1000) / text.length;
    return {
      perKey: perKey(after.task - before.task),
      cpuPerKey: perKey(after.cpu - before.cpu),
      secondFrame,
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/** The floor: the same typing in the bare textarea of typing.ts, in a context of its own. */
export function measurePhoneFloor(browser: Browser): Promise<PhoneFigures> {
  return onBarePage(browser, (page, cdp) => measurePhone(page, cdp, CONTENT));
}
