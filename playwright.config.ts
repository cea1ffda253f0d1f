import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { relayLogFile } from './e2e/support/relay-log';

// The specs run against the built app (`vite preview`) in Debian's Chromium: Playwright's own
// browser download does not work on this machine, and scripts/ensure-chromium.mjs installs this one.
// `npm run test:e2e` builds first; the web server here only serves dist/ (or E2E_OUTDIR, with
// E2E_PORT, so that two runs on one machine keep out of each other's way). The specs' sends go
// through the app's relay to the fake Discord (e2e/fake-discord), started here on FAKE_DISCORD_PORT.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_OUTDIR ?? 'dist';
const fakePort = Number(process.env.FAKE_DISCORD_PORT ?? 4174);
const relayLog = relayLogFile(port);

export default defineConfig({
  testDir: 'e2e',
  // e2e/fake-discord's own *.test.ts files are unit tests for vitest.
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // The app follows the system's theme on a first visit; Playwright's default system is light.
    // The specs and their pictures are of the dark theme unless they say otherwise.
    colorScheme: 'dark',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: `./node_modules/.bin/tsx e2e/fake-discord/main.ts --port ${fakePort}`,
      url: `http://127.0.0.1:${fakePort}/__fake/requests`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `./node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
      url: `http://127.0.0.1:${port}`,
      env: { DISCORD_API_BASE: `http://127.0.0.1:${fakePort}/api/v10`, RELAY_LOG_FILE: relayLog },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
