// The served app's relay writes its log lines to this file too (RELAY_LOG_FILE), so that a spec
// can read what the relay logged: never a token.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The log file of the relay serving on `port`. */
export const relayLogFile = (port: number): string =>
  join(tmpdir(), `component-studio-e2e-relay-${port}.log`);

/** Everything the relay of this run has logged so far ('' before its first line). */
export function relayLogText(): string {
  try {
    return readFileSync(relayLogFile(Number(process.env.E2E_PORT ?? 4173)), 'utf8');
  } catch {
    return '';
  }
}
