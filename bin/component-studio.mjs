#!/usr/bin/env node
// The developers' entry: runs the TypeScript CLI straight from src/ through tsx (a dev dependency),
// so that `npm run cli -- validate FILE` (or `node bin/component-studio.mjs validate FILE`) works
// right after `npm ci` with no build step. The package's own `component-studio` command is the
// compiled dist-cli/component-studio.mjs (scripts/build-cli.mjs), which needs nothing but Node.
// Paths are relative to this file, not to the caller's cwd.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// Our own tsconfig, whatever directory the user runs from.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import(new URL('../src/cli/main.ts', import.meta.url).href);
