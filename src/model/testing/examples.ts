// The JSON payloads from Discord's docs in spec/discord/examples (with _manifest.json saying where
// each came from), for tests (unit, component
// and e2e alike).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved with node:path, not the global URL: under jsdom that is jsdom's, which gets it wrong.
export const EXAMPLES_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../spec/discord/examples',
);

export interface Example {
  file: string;
  json: unknown;
}

export function loadExamples(filter: RegExp = /^\d/): Example[] {
  return readdirSync(EXAMPLES_DIR)
    .filter((f) => f.endsWith('.json') && filter.test(f))
    .sort()
    .map((file) => ({
      file,
      json: JSON.parse(readFileSync(join(EXAMPLES_DIR, file), 'utf8')) as unknown,
    }));
}

/** The example whose file name starts with `number` ("01", "15", ...). */
export function docsExample(number: string): unknown {
  const [example] = loadExamples(new RegExp(`^${number}_`));
  if (!example) throw new Error(`No docs example ${number} in ${EXAMPLES_DIR}`);
  return example.json;
}

/** Message and modal payloads (what the designer imports); the rest are interactions, commands and errors. */
export const designExamples = () => loadExamples(/_(message|modal)-(?!submit)/);
