// One run of the editor benchmark in a fresh browser context (empty cache and storage): open a
// seeded design, then type into a field of its selected node.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import type { PhoneFigures } from './phone';
import { measurePhone } from './phone';
import type { TypingFigures } from './typing';
import { measureTyping, OPEN_TIMEOUT } from './typing';

export const USABLE_MARK = 'component-studio:usable';
const NODE = '[data-testid="node"]';
/** A long top level drawn in chunks near the window (src/editor/outline/row-chunks.tsx). */
const CHUNK = '.outline-chunk';

export interface JsFile {
  url: string;
  raw: number;
  gzip: number;
}

/** The typing figures (typing.ts) and the load's. */
export interface RunFigures extends TypingFigures {
  /** From navigation start to the usable mark, ms. */
  usable: number;
  /** 'mark' when the app set the usable mark; 'dom' when the palette and outline were first seen. */
  usableFrom: 'mark' | 'dom';
  /** JavaScript whose response ended before usable. */
  js: JsFile[];
  /** Typing on a phone-class CPU (phone.ts). */
  phone: PhoneFigures;
}

export interface RunInput {
  url: string;
  seed: Record<string, string>;
  /** The node typed into. */
  typedKey: string;
  /** The CSS selector of the inspector field typed into. */
  field: string;
  /** A palette item of the design's kind, whose showing (with the outline) means usable. */
  palette: string;
  /** Nodes in the design: the outline has a row for each. */
  nodes: number;
  /** What the server sent for a URL. */
  bodyOf: (url: string) => Buffer | undefined;
}

/**
 * The design as the app would find it on a returning visit: in the origin's localStorage before the
 * page loads (Playwright's storage state), not written by a script in the page while it loads.
 */
function storageState(url: string, entries: Record<string, string>) {
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(url).origin,
        localStorage: Object.entries(entries).map(([name, value]) => ({ name, value })),
      },
    ],
  };
}

/** Notes when the palette and the outline (every row, or its chunks) are first in the page
 * (used without the mark). */
async function watchReady(context: BrowserContext, input: RunInput): Promise<void> {
  await context.addInitScript(
    ({ palette, node, chunk, count }) => {
      const w = window as unknown as { __benchDomReady?: number };
      const observer = new MutationObserver(() => {
        if (w.__benchDomReady !== undefined) return;
        const outline =
          document.querySelectorAll(node).length >= count || document.querySelector(chunk);
        if (document.querySelector(palette) && outline) {
          w.__benchDomReady = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    { palette: input.palette, node: NODE, chunk: CHUNK, count: input.nodes },
  );
}

/**
 * Waits for the usable mark and returns its time (null if it never came), with no script of
 * Playwright's in the page: `waitForFunction` evaluates Playwright's injected script (330 kB) in the
 * page on first use, 25-30 ms of main-thread work here. page.goto returns at the load event, which
 * comes before the editor's (and the React floor's) first frame, so that evaluation ran in the
 * middle of the load being timed and was counted as the page's own; the bare page sets its mark
 * while parsing, before it. One small expression instead, answered by a PerformanceObserver.
 */
async function markTime(cdp: CDPSession): Promise<number | null> {
  const expression = `new Promise((resolve) => {
    const name = ${JSON.stringify(USABLE_MARK)};
    const mark = performance.getEntriesByName(name, 'mark')[0];
    if (mark) return resolve(mark.startTime);
    // Nothing of this wait is left in the page once it is answered (the typing is timed next).
    const end = (at) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(at);
    };
    const observer = new PerformanceObserver((list) => {
      const found = list.getEntriesByName(name, 'mark')[0];
      if (found) end(found.startTime);
    });
    observer.observe({ type: 'mark' });
    const timer = setTimeout(() => end(null), ${OPEN_TIMEOUT});
  })`;
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(`Waiting for the usable mark: ${exceptionDetails.text}`);
  return typeof result.value === 'number' ? result.value : null;
}

async function openDesign(page: Page, cdp: CDPSession, input: RunInput) {
  // Bodies come from the server's own copy afterwards: asking the browser for them while the
  // page loads would add the driver's work to the load being timed.
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (new URL(url).pathname.endsWith('.js') || type.includes('javascript')) scripts.push(url);
  });
  await page.goto(input.url);
  const mark = await markTime(cdp);
  await page.locator(input.palette).waitFor({ state: 'visible', timeout: OPEN_TIMEOUT });
  // Every row drawn; or, in chunks, those the outline draws near the window (they come together).
  await page.waitForFunction(
    ([sel, chunk, n]) =>
      document.querySelectorAll(sel!).length >= Number(n) || document.querySelector(chunk!),
    [NODE, CHUNK, String(input.nodes)] as const,
    { timeout: OPEN_TIMEOUT },
  );
  const timing = await page.evaluate(() => ({
    dom: (window as unknown as { __benchDomReady?: number }).__benchDomReady ?? null,
    resources: performance
      .getEntriesByType('resource')
      .map((e) => ({ name: e.name, end: (e as PerformanceResourceTiming).responseEnd })),
  }));
  const usable = mark ?? timing.dom;
  if (usable === null) throw new Error('The editor never showed its palette and outline.');
  const ends = new Map(timing.resources.map((r) => [r.name, r.end]));
  const js: JsFile[] = [];
  for (const url of scripts) {
    const end = ends.get(url);
    // A script with no timing entry is counted: better too much than too little.
    if (end !== undefined && end > usable) continue;
    const bytes = input.bodyOf(url);
    if (!bytes) throw new Error(`The server has no file for ${url}.`);
    js.push({ url, raw: bytes.length, gzip: gzipSync(bytes).length });
  }
  return { usable, usableFrom: mark !== null ? 'mark' : 'dom', js } as const;
}

/** Makes sure the inspector shows the typed node's field. */
async function showField(page: Page, input: RunInput): Promise<void> {
  const field = page.locator(input.field);
  if (await field.isVisible()) return;
  // The selection was not restored: select the node in the outline.
  await page.locator(`${NODE}[data-node-key="${input.typedKey}"]`).first().click();
  await field.waitFor({ state: 'visible', timeout: OPEN_TIMEOUT });
}

/** Opens `input`'s design in a fresh context, its field showing, and hands the page to `then`. */
export async function withDesign<T>(
  browser: Browser,
  input: RunInput,
  then: (page: Page, cdp: CDPSession, opened: Awaited<ReturnType<typeof openDesign>>) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState: storageState(input.url, input.seed),
  });
  try {
    await watchReady(context, input);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const opened = await openDesign(page, cdp, input);
    await showField(page, input);
    return await then(page, cdp, opened);
  } finally {
    await context.close();
  }
}

export function measureRun(browser: Browser, input: RunInput): Promise<RunFigures> {
  return withDesign(browser, input, async (page, cdp, opened) => {
    const typing = await measureTyping(page, cdp, input.field);
    return { ...typing, ...opened, phone: await measurePhone(page, cdp, input.field) };
  });
}

/** A page of nothing but a textarea, usable as soon as it is parsed: the floor of time to usable. */
export const BARE_PATH = '/bench-bare.html';
export const BARE_HTML = `<!doctype html><meta charset="utf-8"><title>bare</title><textarea></textarea>
<script>performance.mark('${USABLE_MARK}')</script>`;

/**
 * Navigation to usable of one of the bench's own pages (served as the app is, in a fresh context),
 * ms: the bare page by default, or the React floor (react-floor.ts).
 */
export async function measureBareLoad(
  browser: Browser,
  url: string,
  path = BARE_PATH,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(new URL(path, url).href);
    const mark = await markTime(cdp);
    if (mark === null) throw new Error(`${path} set no "${USABLE_MARK}" mark.`);
    return mark;
  } finally {
    await context.close();
  }
}
