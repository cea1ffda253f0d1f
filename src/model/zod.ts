// zod, set up once for the whole model: every schema imports `z` (or `zm`) from here, so the
// setting is in place before the first schema is built. In a browser the page's
// Content-Security-Policy forbids eval (server/security-headers.ts), so zod's compiled fast path
// cannot run there anyway; jitless keeps zod from probing with `new Function`, which the browser
// reports as a policy violation. Node (the command line, the benchmarks) keeps the compiled path.
// package.json lists this file under sideEffects, or the bundler would skip it and hand out zod's
// `z` directly. `zm` is zod's tree-shakable form (zod/mini, same core and setting), for schemas
// the editor's first screen needs (stored designs, read as the page opens): a module that only
// uses `zm` does not bring the whole of `z` into the first load.
import { config } from 'zod/v4/core';

config({ jitless: typeof document !== 'undefined' });

export { z } from 'zod';
export * as zm from 'zod/mini';
