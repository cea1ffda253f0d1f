// Vitest setup: the editor's and the app's unit tests run as the page does once its first frame
// is drawn, with the tree actions' chunk (tree-later.ts) there, so a dispatch applies at once.
// Tests of the time before it arrives (tree-later.test.ts) reset the modules and start without.
import { beforeAll, expect } from 'vitest';

const EDITING = /[\\/]src[\\/](editor|app|lib)[\\/]/;

beforeAll(async () => {
  if (!EDITING.test(expect.getState().testPath ?? '')) return;
  const { treeOps } = await import('./tree-later');
  await treeOps.load();
});
