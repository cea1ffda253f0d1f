// The stored designs every earlier version of the app wrote (src/model/stored/fixtures), for the
// tests of the migrations and of the designs kept in the browser. Each fixture is what one
// version's own code wrote to localStorage and sessionStorage, each value parsed: JSON.stringify
// gives back the very text that version stored.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved with node:path, not the global URL: under jsdom that is jsdom's, which gets it wrong.
const DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../stored/fixtures');

export interface StoredFixture {
  /** The file's name, e.g. format-2.c01c7cf.json. */
  file: string;
  /** The commit whose code wrote it. */
  app: string;
  /** The version of the stored shape it holds (every design then said version 1). */
  format: number;
  what: string;
  local?: Record<string, unknown>;
  session?: Record<string, unknown>;
  /** A share link's wrapper, unpacked. */
  link?: unknown;
}

export function storedFixtures(prefix = ''): StoredFixture[] {
  return readdirSync(DIR)
    .filter((file) => file.endsWith('.json') && file.startsWith(prefix))
    .sort()
    .map((file) => ({
      file,
      ...(JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Omit<StoredFixture, 'file'>),
    }));
}

/** The records of one storage of a fixture whose key starts with `prefix`, by key. */
export function recordsOf(
  fixture: StoredFixture,
  side: 'local' | 'session',
  prefix: string,
): [string, unknown][] {
  return Object.entries(fixture[side] ?? {}).filter(([key]) => key.startsWith(prefix));
}
