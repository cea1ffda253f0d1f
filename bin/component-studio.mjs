#!/usr/bin/env node
// Runs the TypeScript CLI straight from src/ through tsx, so `npx component-studio` works right
// after `npm ci` with no build step. Paths are relative to this file, not to the caller's cwd.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// Our own tsconfig, whatever directory the user runs from.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import(new URL('../src/cli/main.ts', import.meta.url).href);
