// Runs in headless Chromium against the production build: mounts the preview of the fixture
// message again and again and reports the time of each synchronous render.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MessagePreview } from '../../src/preview';
import { benchMessage } from './fixture';

declare global {
  interface Window {
    benchResult?: { samples: number[] } | { error: string };
  }
}

const WARMUP = 20;
const SAMPLES = 200;

async function run(): Promise<void> {
  const stage = document.getElementById('stage')!;
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    // A fresh document each time, so that nothing is reused from the previous render.
    const doc = benchMessage();
    const root = createRoot(stage);
    const start = performance.now();
    flushSync(() => root.render(<MessagePreview doc={doc} theme="dark" timestamp={new Date(0)} />));
    const took = performance.now() - start;
    if (i >= WARMUP) samples.push(took);
    root.unmount();
    // Let the browser breathe (garbage collection, lazy chunks) between samples.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  window.benchResult = { samples };
}

run().catch((err: unknown) => {
  window.benchResult = { error: String(err) };
});
