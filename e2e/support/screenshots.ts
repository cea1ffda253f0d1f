// Screenshots for people to look at: always kept under artifacts/screenshots/, and copied to
// docs/screenshots/ (the README's pictures, committed) only when UPDATE_SCREENSHOTS is set or the
// committed file is missing, so that an ordinary run never rewrites the README's pictures.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Locator, Page } from '@playwright/test';

export const ARTIFACTS_DIR = 'artifacts/screenshots';
export const DOCS_DIR = 'docs/screenshots';

/** Writes `png` to artifacts/screenshots/<name>.png, and to docs/screenshots/<name>.png when asked. */
export async function keepScreenshot(name: string, png: Buffer): Promise<void> {
  const artifact = `${ARTIFACTS_DIR}/${name}.png`;
  await mkdir(dirname(artifact), { recursive: true });
  await writeFile(artifact, png);
  const docs = `${DOCS_DIR}/${name}.png`;
  if (process.env.UPDATE_SCREENSHOTS || !existsSync(docs)) {
    await mkdir(dirname(docs), { recursive: true });
    await writeFile(docs, png);
  }
}

/** Screenshots `target` (a page or one element) and keeps it as <name>.png. */
export async function saveScreenshot(target: Page | Locator, name: string): Promise<Buffer> {
  const png = await target.screenshot({ animations: 'disabled', caret: 'hide' });
  await keepScreenshot(name, png);
  return png;
}
