// Holds back one of the app's lazy chunks (dist/assets/<name>-<hash>.js) until the test lets it
// through: the specs of what a person does before a chunk has arrived (the *-early specs).
import type { Page } from '@playwright/test';

export interface HeldChunk {
  /** Whether the page has asked for the chunk yet. */
  asked: () => boolean;
  /** Lets the chunk's request through. */
  release: () => void;
}

export async function holdChunk(page: Page, name: string): Promise<HeldChunk> {
  let asked = false;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    asked = true;
    await gate;
    await route.continue();
  });
  return { asked: () => asked, release };
}
