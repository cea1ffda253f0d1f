// Typing into an inspector field: the key presses, what they cost the main thread, and how long
// the page takes to show them in the payload; and the same in a bare page, the harness's floor.
import type { Browser, CDPSession, Page } from '@playwright/test';

export const CONTENT = '[data-testid="field:content"]';
export const PAYLOAD = '[data-testid="payload-json"]';
export const OPEN_TIMEOUT = 30_000;
/** Long enough for work the app defers after a change (saving, idle validation) to run. */
const SETTLE_MS = 1_000;
/** Keys typed one at a time, this far apart: longer than a frame, so none shares one. */
const SPACED_KEYS = 60;
const SPACED_MS = 50;

/** Letters and spaces only, so that the JSON of the payload holds them exactly as typed. */
export function typedText(length: number, tag: string): string {
  const words = ['quartz', 'vexing', 'jumbo', 'flick', 'plow', 'dwarf', 'glyph', 'nymph'];
  let text = ` ${tag}`;
  for (let i = 0; text.length < length; i += 1) text += ` ${words[i % words.length]}`;
  return text.slice(0, length);
}

/** Chromium's figures for the page, by name (durations in seconds). */
async function metrics(cdp: CDPSession): Promise<Map<string, number>> {
  const { metrics: all } = await cdp.send('Performance.getMetrics');
  const byName = new Map(all.map((m) => [m.name, m.value]));
  if (!byName.has('TaskDuration')) throw new Error('Chromium reported no TaskDuration metric.');
  return byName;
}

/** How much one of Chromium's figures (in seconds) grew per key, in ms. */
function msPerKey(
  before: Map<string, number>,
  after: Map<string, number>,
  name: string,
  keys: number,
): number {
  return (((after.get(name) ?? 0) - (before.get(name) ?? 0)) * 1000) / keys;
}

/** Where the main thread's time per keystroke went, ms (ThreadTime is CPU time, not wall time). */
export interface KeyBreakdown {
  script: number;
  layout: number;
  style: number;
  cpu: number;
}

export function waitForPayload(page: Page, text: string): Promise<unknown> {
  return page.waitForFunction(
    ([sel, t]) => document.querySelector(sel!)?.textContent?.includes(t!) === true,
    [PAYLOAD, text] as const,
    { timeout: OPEN_TIMEOUT },
  );
}

/**
 * Sends `text` as key presses straight through the DevTools protocol without waiting between
 * them: Chromium still hands them to the page one at a time, each after the page has handled the
 * one before, so the time is the app's, not the driver's round trips.
 */
async function sendBurst(cdp: CDPSession, text: string): Promise<void> {
  const sent: Promise<unknown>[] = [];
  for (const key of text) {
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key }));
  }
  await Promise.all(sent);
}

/** Types `text` with `send` and times it from the first keydown to the payload holding all of it. */
async function timeTyping(page: Page, text: string, send: () => Promise<void>): Promise<number> {
  await page.evaluate(
    ([sel, t]) => {
      const w = window as unknown as { __benchTyping?: { first?: number; done?: number } };
      const state: { first?: number; done?: number } = {};
      w.__benchTyping = state;
      document.addEventListener(
        'keydown',
        (event) => {
          state.first ??= event.timeStamp;
        },
        { capture: true, once: true },
      );
      const observer = new MutationObserver(() => {
        if (document.querySelector(sel!)?.textContent?.includes(t!)) {
          state.done = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    [PAYLOAD, text] as const,
  );
  await send();
  await waitForPayload(page, text);
  const state = await page.evaluate(
    () =>
      (window as unknown as { __benchTyping?: { first?: number; done?: number } }).__benchTyping,
  );
  if (state?.first === undefined || state.done === undefined)
    throw new Error('Typing was not seen by the page.');
  return state.done - state.first;
}

export interface TypingFigures {
  /** Main-thread task time per keystroke, ms, over 200 keystrokes. */
  perKey: number;
  perKeyParts: KeyBreakdown;
  /** The same with the keys SPACED_MS apart, each drawn in a frame of its own (a person typing). */
  perKeySpaced: number;
  /** From the first of 50 keys sent back to back to the payload holding all 50, ms, in the page. */
  type50: number;
  /** The same with Playwright typing key by key (each key waits for the driver's round trip). */
  type50Driver: number;
}

/**
 * Types 50 characters twice (timed), then 200 more (main-thread time), then 60 spaced, at the end
 * of the field `field` (a CSS selector).
 */
export async function measureTyping(
  page: Page,
  cdp: CDPSession,
  field: string,
): Promise<TypingFigures> {
  await page.locator(field).click();
  await page.keyboard.press('Control+End');
  const burst = typedText(50, 'zyxw');
  const type50 = await timeTyping(page, burst, () => sendBurst(cdp, burst));
  await page.waitForTimeout(SETTLE_MS);
  const driven = typedText(50, 'wxyz');
  const type50Driver = await timeTyping(page, driven, () => page.keyboard.type(driven));
  await page.waitForTimeout(SETTLE_MS);

  const text200 = typedText(200, 'qvbk');
  const before = await metrics(cdp);
  await page.keyboard.type(text200);
  await waitForPayload(page, text200);
  await page.waitForTimeout(SETTLE_MS);
  const after = await metrics(cdp);
  const perKey = (name: string) => msPerKey(before, after, name, text200.length);

  const spaced = typedText(SPACED_KEYS, 'jkzq');
  const start = await metrics(cdp);
  await page.keyboard.type(spaced, { delay: SPACED_MS });
  await waitForPayload(page, spaced);
  await page.waitForTimeout(SETTLE_MS);
  const end = await metrics(cdp);
  return {
    perKeySpaced: msPerKey(start, end, 'TaskDuration', spaced.length),
    perKey: perKey('TaskDuration'),
    perKeyParts: {
      script: perKey('ScriptDuration'),
      layout: perKey('LayoutDuration'),
      style: perKey('RecalcStyleDuration'),
      cpu: perKey('ThreadTime'),
    },
    type50,
    type50Driver,
  };
}

// The floor: what the same typing costs in a bare page, a textarea copied into a <pre> on each
// input. The driver's own round trips and the browser's typing work are in every figure.
export const BARE_PAGE = `<!doctype html><textarea data-testid="field:content"></textarea>
<pre data-testid="payload-json"></pre>
<script>
  const field = document.querySelector('textarea');
  const out = document.querySelector('pre');
  field.addEventListener('input', () => { out.textContent = JSON.stringify({ content: field.value }); });
</script>`;

/** Runs `measure` on the bare textarea page, in a browser context of its own. */
export async function onBarePage<T>(
  browser: Browser,
  measure: (page: Page, cdp: CDPSession) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.setContent(BARE_PAGE);
    return await measure(page, cdp);
  } finally {
    await context.close();
  }
}

export function measureFloor(browser: Browser): Promise<TypingFigures> {
  return onBarePage(browser, (page, cdp) => measureTyping(page, cdp, CONTENT));
}
