// Installs the relay in Vite's dev server and in `vite preview`, so `npm start` serves the app and
// the relay from one process on 127.0.0.1.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { API_BASE_ALLOW, DEFAULT_API_BASE, resolveApiBase } from './discord-api.ts';
import { createRelay } from './relay.ts';

export interface DiscordRelayOptions {
  /** One line per request (method, path with webhook tokens masked, status). Default true. */
  log?: boolean;
}

/** Vite plugin: `/relay/…` forwards the app's Discord requests to DISCORD_API_BASE. */
export function discordRelay(options: DiscordRelayOptions = {}): Plugin {
  const install = (server: ViteDevServer | PreviewServer) => {
    // Vitest starts a Vite server too; it has no use for a relay.
    if (process.env.VITEST) return;
    const apiBase = resolveApiBase(process.env.DISCORD_API_BASE, process.env[API_BASE_ALLOW]);
    const logger = server.config.logger;
    if (apiBase !== DEFAULT_API_BASE) logger.info(`relay: Discord requests go to ${apiBase}`);
    // RELAY_LOG_FILE keeps the same lines in a file too (the e2e specs read it to prove that no
    // token is ever logged).
    const file = process.env.RELAY_LOG_FILE?.trim();
    const log = (line: string) => {
      logger.info(line);
      if (!file) return;
      try {
        mkdirSync(dirname(file), { recursive: true });
        appendFileSync(file, `${line}\n`);
      } catch {
        // A log that cannot be written must not stop the relay.
      }
    };
    server.middlewares.use(createRelay({ apiBase, log: options.log === false ? undefined : log }));
  };
  return {
    name: 'component-studio:discord-relay',
    configureServer: install,
    configurePreviewServer: install,
  };
}
