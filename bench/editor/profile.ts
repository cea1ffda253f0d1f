// Where each key's time goes on a phone: `npx tsx bench/editor/profile.ts` builds the app without
// minifying (so each module keeps its `// src/...` heading), types as phone.ts does with the
// sampling profiler on, and adds each sample to the part of the editor nearest the running code:
// the first frame, from the leaf up, that a rule below names. Output: ms per key by part, and
// the busiest source files. bench/editor/PROFILE.md keeps what it found.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { CDPSession } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { table } from '../harness';
import { measureRun, withDesign } from './measure';
import { measurePhone } from './phone';
import { SCENARIOS, scenarioInputs } from './scenarios';
import { serveStatic } from './serve';

const OUT = fileURLToPath(new URL('../../.bench/profile-app', import.meta.url));
const DIST = process.env.BENCH_EDITOR_DIST;

/** Parts of the editor by source path, first match wins (checked for each frame, leaf first). */
const PARTS: [string, RegExp][] = [
  ['validator', /src\/model\/rules\//],
  ['save', /src\/app\/designs\/|src\/model\/stored\//],
  ['JSON view', /PayloadJson|src\/app\/json|codemirror|@lezer/],
  ['problem list', /ProblemsPanel|problems-of|fixes-of|NodeProblems|use-node-problems/],
  ['outline', /src\/editor\/outline\//],
  ['inspector', /src\/editor\/(inspector|emoji|permissions)\//],
  ['preview', /src\/editor\/preview\/|src\/preview\//],
  ['store and reducer', /src\/editor\/state\/|src\/model\/document\/|zustand/],
  ['other app code', /src\//],
  ['React (reconcile, commit)', /react-dom|scheduler|\/react\//],
];

/** For each script, its module headings by line, from the unminified build's comments. */
function modulesOf(body: string): { line: number; path: string }[] {
  const out: { line: number; path: string }[] = [];
  body.split('\n').forEach((text, line) => {
    const m = /^\/\/ (\S*(?:src|node_modules)\/\S+)$/.exec(text);
    if (m) out.push({ line, path: m[1]! });
  });
  return out;
}

function moduleAt(mods: { line: number; path: string }[], line: number): string {
  let found = '';
  for (const m of mods) {
    if (m.line > line) break;
    found = m.path;
  }
  return found;
}

/** The parts of the DevTools protocol's Profiler.Profile read here. */
interface Profile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** ms by part and by source file, over the whole profile. */
function attribute(profile: Profile, bodyOf: (url: string) => Buffer | undefined) {
  const mods = new Map<string, { line: number; path: string }[]>();
  const parent = new Map<number, number>();
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const where = (id: number): string => {
    const { url, lineNumber, functionName } = nodes.get(id)!.callFrame;
    if (!url) return functionName;
    if (!mods.has(url)) mods.set(url, modulesOf(bodyOf(url)?.toString() ?? ''));
    return moduleAt(mods.get(url)!, lineNumber);
  };
  const byPart = new Map<string, number>();
  const byFile = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  const { samples = [], timeDeltas = [] } = profile;
  samples.forEach((leaf, i) => {
    const ms = (timeDeltas[i + 1] ?? 0) / 1000;
    const leafName = nodes.get(leaf)!.callFrame.functionName;
    if (leafName === '(idle)' || leafName === '(root)') return;
    let part = leafName === '(garbage collector)' ? 'garbage collection' : '';
    let file = '';
    for (let id: number | undefined = leaf; id !== undefined && !part; id = parent.get(id)) {
      const path = where(id);
      if (!file && path.includes('src/')) file = path.replace(/^.*?src\//, 'src/');
      part = PARTS.find(([, re]) => re.test(path))?.[0] ?? '';
    }
    add(byPart, part || 'browser (input, style, layout, paint)', ms);
    if (file) add(byFile, file, ms);
  });
  return { byPart, byFile };
}

const SPLIT = ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration'];

/** Chromium's running totals of SPLIT, ms. */
async function durations(cdp: CDPSession): Promise<number[]> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return SPLIT.map((name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000);
}

const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
const f1 = (v: number) => v.toFixed(1);

async function main(): Promise<void> {
  if (!DIST)
    await build({
      configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
      logLevel: 'warn',
      build: { outDir: OUT, emptyOutDir: true, minify: false },
    });
  const server = await serveStatic(DIST ?? OUT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const inputs = scenarioInputs(server.url, server.bodyOf);
    await measureRun(browser, inputs[0]!); // warm-up
    for (const [n, input] of inputs.entries()) {
      const result = await withDesign(browser, input, async (page, cdp) => {
        await measurePhone(page, cdp, input.field); // the JIT warms up on the same keys
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        const before = await durations(cdp);
        const phone = await measurePhone(page, cdp, input.field);
        const after = await durations(cdp);
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
        return { phone, profile, split: after.map((v, i) => v - before[i]!) };
      });
      const keys = result.phone.secondFrame.length;
      const { byPart, byFile } = attribute(result.profile, server.bodyOf);
      const sampled = [...byPart.values()].reduce((a, b) => a + b, 0);
      console.log(`\n${SCENARIOS[n]!.design.name}: ${f1(result.phone.perKey)} ms per key`);
      const [script, style, layout, task] = result.split.map((v) => f1(v / keys));
      console.log(
        `(window with the profiler on: task ${task}, script ${script}, style ${style}, layout ${layout} ms per key)`,
      );
      console.log(
        `(TaskDuration; the profile saw ${f1(sampled / keys)} ms per key of busy samples)`,
      );
      console.log(
        table(
          ['part', 'ms per key', 'share'],
          top(byPart, 20).map(([k, v]) => [k, f1(v / keys), `${Math.round((100 * v) / sampled)}%`]),
        ),
      );
      console.log(
        table(
          ['source file', 'ms per key'],
          top(byFile, 12).map(([k, v]) => [k, f1(v / keys)]),
        ),
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
