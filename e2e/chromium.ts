// Debian's Chromium, as the e2e specs and the browser benchmarks launch it. Playwright's own
// browser download does not work on these machines; scripts/ensure-chromium.mjs installs this.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
