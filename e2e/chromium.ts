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
  // Headless Chromium still builds a browser window for every new context, and loads its WebUI
  // omnibox popup (chrome://omnibox-popup.top-chrome, ~350 requests of Chrome's own scripts) into
  // it: on a two-core machine that competed with the page under test for the first few hundred ms.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI',
];
