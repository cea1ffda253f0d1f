// The React floor of time to usable (react-floor/main.tsx): built once per bench run with React's
// Vite plugin and nothing of the app's, served under REACT_FLOOR_PATH beside the app.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { readTree } from './serve';

export const REACT_FLOOR_PATH = '/react-floor/';
const SOURCE = fileURLToPath(new URL('./react-floor/', import.meta.url));
const OUT = fileURLToPath(new URL('../../.bench/react-floor', import.meta.url));

/** Builds the floor page and returns its files by URL path, for serveStatic's `extra`. */
export async function buildReactFloor(): Promise<Record<string, Buffer>> {
  await build({
    configFile: false,
    root: SOURCE,
    base: REACT_FLOOR_PATH,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: OUT, emptyOutDir: true },
  });
  return Object.fromEntries(readTree(OUT, REACT_FLOOR_PATH));
}
