// zod, set up once for the whole model: every schema imports `z` from here, so the setting is in
// place before the first schema is built. In a browser the page's Content-Security-Policy forbids
// eval (server/security-headers.ts), so zod's compiled fast path cannot run there anyway;
// jitless keeps zod from probing with `new Function`, which the browser reports as a policy
// violation. Node (the command line, the benchmarks) keeps the compiled path. package.json lists
// this file under sideEffects, or the bundler would skip it and hand out zod's `z` directly.
import { z } from 'zod';

z.config({ jitless: typeof document !== 'undefined' });

export { z };
