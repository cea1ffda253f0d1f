// `npm run bench`: how fast our validator is, how it compares with @discordjs/builders on the same
// valid payloads, and how many broken payloads each one catches; then the same for application
// commands (run-commands.ts). Prints tables; never fails the process (speed goals are reported,
// not enforced).
import { cpus, loadavg } from 'node:os';
import { importJsonText, importPayload } from '../src/model';
import { buildersRejects, buildersVersion, enableBuildersValidation } from './discordjs';
import {
  countComponents,
  fullModal,
  hugeTextMessage,
  invalidCases,
  MB,
  message40,
  v2Message,
  container,
  text,
} from './fixtures';
import type { MeasureOptions } from './harness';
import { catchTable, formatDuration, formatOps, measure, table } from './harness';
import { runCommands } from './run-commands';

/** The target from the issue: a 40-component message validates in at most 50 µs (median). */
const TARGET_NS = 50_000;
const TARGET_CASE = '40-component V2 message';

type Json = Record<string, unknown>;

interface SpeedCase {
  name: string;
  /** Builds the payload only when its turn comes, so 10 MB fixtures do not slow the small cases. */
  setup: () => { ours: () => unknown; theirs: () => unknown; payload: Json };
  options?: MeasureOptions;
}

const FEW: MeasureOptions = { warmupMs: 0, batchMs: 0, samples: 15, maxMs: 20_000 };

/** Both sides get the same parsed object; builders' verdict is a throw, so it is caught here. */
const parsed = (payload: Json) => ({
  ours: () => importPayload(payload),
  theirs: () => buildersRejects(payload),
  payload,
});

// 10 MB spread over many small components instead of one big string: work should grow linearly
// with the number of nodes.
const LINE = 'A line of text in a very long message, repeated many times over.';
const WIDE_COUNT = Math.floor((10 * MB) / JSON.stringify(text(LINE)).length);

const SPEED_CASES: SpeedCase[] = [
  { name: TARGET_CASE, setup: () => parsed(message40()) },
  { name: 'Modal, 5 Labels', setup: () => parsed(fullModal()) },
  {
    name: '10 MB Text Display (parsed)',
    setup: () => parsed(hugeTextMessage(10 * MB)),
    options: FEW,
  },
  {
    name: '10 MB Text Display (JSON text in)',
    setup: () => {
      const payload = hugeTextMessage(10 * MB);
      const json = JSON.stringify(payload);
      return {
        ours: () => importJsonText(json),
        theirs: () => buildersRejects(JSON.parse(json) as Json),
        payload,
      };
    },
    options: FEW,
  },
  {
    name: `10 MB, ${WIDE_COUNT.toLocaleString('en-US')} Text Displays`,
    setup: () =>
      parsed(v2Message([container(Array.from({ length: WIDE_COUNT }, () => text(LINE)))])),
    options: FEW,
  },
];

const verdict = (valid: boolean) => (valid ? 'accepts' : 'rejects');

function runSpeed(): number {
  const rows: string[][] = [];
  let targetNs = Number.NaN;
  for (const c of SPEED_CASES) {
    const { ours: oursFn, theirs: theirsFn, payload } = c.setup();
    const ours = measure(c.name, oursFn, c.options);
    const theirs = measure(c.name, theirsFn, c.options);
    if (c.name === TARGET_CASE) targetNs = ours.medianNs;
    rows.push([
      c.name,
      formatDuration(ours.medianNs),
      formatOps(ours.medianNs),
      verdict(importPayload(payload).valid),
      formatDuration(theirs.medianNs),
      formatOps(theirs.medianNs),
      verdict(!buildersRejects(payload).rejected),
      `${(ours.medianNs / theirs.medianNs).toFixed(2)}x`,
    ]);
  }
  const header = [
    'payload',
    'ours',
    'ops/s',
    'ours says',
    'builders',
    'ops/s',
    'builders says',
    'ours/theirs',
  ];
  console.log(table(header, rows));
  return targetNs;
}

function runCatchRate(): void {
  const rows = invalidCases().map((c) => ({
    name: c.name,
    caught: !importPayload(c.payload).valid,
    builders: buildersRejects(c.payload),
  }));
  console.log(catchTable('invalid payload', rows));
}

function main(): void {
  const validating = enableBuildersValidation();
  const components = countComponents(message40().components as unknown[]);
  const load = loadavg()[0]!.toFixed(1);
  console.log(
    `Node ${process.version}, ${cpus().length} CPUs, load average ${load}; @discordjs/builders ${buildersVersion}, validation ${validating ? 'on' : 'OFF'}.`,
  );
  console.log(
    'Median wall time per call after warm-up (process.hrtime); a busy machine inflates it.',
  );
  console.log('The model is bundled by esbuild, as for the browser, not run through a TS loader.');
  console.log(
    'ours = importPayload (detect + normalise + validate); builders = fromJSON + toJSON().\n',
  );

  const m40Ns = runSpeed();
  const pass = m40Ns <= TARGET_NS;
  console.log(
    `\nTarget: the ${components}-component message validates in <= ${formatDuration(TARGET_NS)} median: ${formatDuration(m40Ns)} -> ${pass ? 'PASS' : 'FAIL'}\n`,
  );
  runCatchRate();
  runCommands();
}

main();
