// The JSON payloads from Discord's docs in ../shared/spec/examples, for tests.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const EXAMPLES_DIR = fileURLToPath(
  new URL('../../../../shared/spec/examples/', import.meta.url),
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
      json: JSON.parse(readFileSync(EXAMPLES_DIR + file, 'utf8')) as unknown,
    }));
}

/** Message and modal payloads (what the designer imports); the rest are interactions, commands and errors. */
export const designExamples = () => loadExamples(/_(message|modal)-(?!submit)/);
