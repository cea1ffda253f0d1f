// The fake's port from its command line or environment.
import { FAKE_DISCORD_DEFAULT_PORT } from './constants';

/** The port from `--port N` / `--port=N`, else FAKE_DISCORD_PORT, else 4174; a sentence if bad. */
export function portFrom(argv: readonly string[], env: NodeJS.ProcessEnv): number | string {
  const i = argv.findIndex((a) => a === '--port' || a.startsWith('--port='));
  const arg = i === -1 ? undefined : argv[i]?.includes('=') ? argv[i]?.slice(7) : argv[i + 1];
  const raw = i !== -1 ? (arg ?? '') : (env.FAKE_DISCORD_PORT ?? String(FAKE_DISCORD_DEFAULT_PORT));
  const port = Number(raw);
  return /^\d+$/.test(raw) && port > 0 && port < 65536
    ? port
    : `The port must be a number from 1 to 65535; got ${JSON.stringify(raw)}.`;
}
