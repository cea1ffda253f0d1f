// Trace typing on a phone: aggregate main-thread trace events by name per key.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { serveStatic } from './serve';
import { scenarioInputs } from './scenarios';
import { withDesign } from './measure';
import { measurePhone } from './phone';
import { onBarePage, CONTENT } from './typing';
const dist = process.env.BENCH_EDITOR_DIST ?? '.bench/app';
const server = await serveStatic(dist);
const inputs = scenarioInputs(server.url, server.bodyOf);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const cats = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'v8.execute', 'input', 'benchmark'];
async function trace(page: any, cdp: any, field: string, name: string) {
  await measurePhone(page, cdp, field); // warm
  await browser.startTracing(page, { categories: cats });
  const phone = await measurePhone(page, cdp, field);
  const buf = await browser.stopTracing();
  const ev = JSON.parse(buf.toString()).traceEvents as any[];
  const mainT = ev.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && ev.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === 'EventDispatch'));
  const mine = ev.filter((e) => e.pid === mainT.pid && e.tid === mainT.tid && e.ph === 'X' && e.dur);
  // exclusive time per event name: subtract children (nesting by ts/dur)
  mine.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const excl = new Map<string, number>(); const stack: any[] = [];
  for (const e of mine) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const p = stack.at(-1); if (p) excl.set(p.name, (excl.get(p.name) ?? 0) - e.dur);
    excl.set(e.name, (excl.get(e.name) ?? 0) + e.dur); stack.push(e);
  }
  const keys = phone.secondFrame.length;
  console.log(`\n${name}: ${phone.perKey.toFixed(1)} ms/key; 2nd frame p95 ${[...phone.secondFrame].sort((a, b) => a - b)[Math.floor(keys * 0.95)]!.toFixed(0)}`);
  console.log([...excl].filter(([, v]) => v / keys / 1000 > 0.3).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 14)).map(([k, v]) => `${(v / keys / 1000).toFixed(2).padStart(7)} ${k}`).join('\n'));
}
const only = process.env.N;
if (only === 'bare') await onBarePage(browser, (page, cdp) => trace(page, cdp, CONTENT, 'bare'));
for (const [n, input] of inputs.entries()) {
  if (only && only !== String(n)) continue;
  await withDesign(browser, input, async (page, cdp) => {
    await trace(page, cdp, input.field, `scenario ${n} base`);
    if (process.env.CSS) { await page.addStyleTag({ content: process.env.CSS }); await trace(page, cdp, input.field, `scenario ${n} with CSS`); }
  });
}
await browser.close(); await server.close();
