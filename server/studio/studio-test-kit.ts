// Test harness for the studio: a bot's folder and a stand-in of the built designer in a fresh
// temporary folder, the studio on an ephemeral loopback port, and helpers for its API and events.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Studio, StudioOptions } from './server.ts';
import { startStudio } from './server.ts';

export const KEY = 'test-key-not-secret';

export interface StudioHarness {
  studio: Studio;
  /** The bot's folder (DIR), its real path. */
  root: string;
  /** A folder beside DIR, outside it. */
  outside: string;
  logs: string[];
  /** Writes a file under DIR (folders created). */
  put: (path: string, text: string) => string;
  /** fetch() on the studio with the key, unless headers say otherwise. */
  api: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

/** The designer's index.html stand-in: what a test checks the server sends back. */
export const INDEX_HTML =
  '<!doctype html><title>Component Studio stand-in</title><div id="root"></div>\n';

export async function startHarness(options: Partial<StudioOptions> = {}): Promise<StudioHarness> {
  const tmp = realpathSync(mkdtempSync(join(tmpdir(), 'studio-test-')));
  const root = join(tmp, 'bot');
  const outside = join(tmp, 'outside');
  const dist = join(tmp, 'dist');
  for (const dir of [root, outside, join(dist, 'assets')]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'app.js'), 'export {};\n');
  const logs: string[] = [];
  const studio = await startStudio({
    dir: root,
    distDir: dist,
    key: KEY,
    log: (line) => logs.push(line),
    ...options,
  }).catch((error: unknown) => {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  });
  const put = (path: string, text: string) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  };
  return {
    studio,
    root,
    outside,
    logs,
    put,
    api: (path, init = {}) =>
      fetch(`http://127.0.0.1:${studio.port}${path}`, {
        ...init,
        headers: { 'x-studio-key': KEY, ...(init.headers as Record<string, string>) },
      }),
    close: async () => {
      await studio.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

export interface EventReader {
  /** The next event, or a rejection after `ms`. */
  next: (ms?: number) => Promise<{ path: string; rev: string | null }>;
  /** Waits for an event about `path` (skipping others), or rejects after `ms`. */
  about: (path: string, ms?: number) => Promise<{ path: string; rev: string | null }>;
  close: () => Promise<void>;
}

/** Reads /api/events as the page does: fetch() with the key and a ReadableStream. */
export async function readEvents(h: StudioHarness): Promise<EventReader> {
  const res = await h.api('/api/events');
  if (!res.ok || !res.body) throw new Error(`events answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const queue: { path: string; rev: string | null }[] = [];
  // A read that lost a race with the timeout is kept for the next wait, so no chunk is dropped.
  let pending: ReturnType<typeof reader.read> | undefined;
  const next = async (ms = 1000) => {
    const deadline = Date.now() + ms;
    while (queue.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${ms} ms`);
      let timer: NodeJS.Timeout | undefined;
      pending ??= reader.read();
      const chunk = await Promise.race([
        pending,
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left))),
      ]);
      clearTimeout(timer);
      if (chunk === null) continue;
      pending = undefined;
      if (chunk.done) throw new Error('the event stream ended');
      buffered += decoder.decode(chunk.value, { stream: true });
      let end;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (data) queue.push(JSON.parse(data.slice(6)) as { path: string; rev: string | null });
      }
    }
    return queue.shift()!;
  };
  return {
    next,
    about: async (path, ms = 1000) => {
      const deadline = Date.now() + ms;
      for (;;) {
        const event = await next(Math.max(1, deadline - Date.now()));
        if (event.path === path) return event;
      }
    },
    close: () => reader.cancel(),
  };
}
