// Hostile input stays harmless wherever it goes (issue 12): code exported from a stranger's share
// link runs no code of theirs, the page sends a Content-Security-Policy and cannot be framed,
// a shared design's pictures contact no host until the person agrees, and the Send panel says
// where a remembered token is kept.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PY_PREAMBLE } from '../src/codegen/common/python';
import { HAS_PYTHON } from '../src/codegen/discordpy/testing/python';
import { runPython } from '../src/codegen/discordpy/testing/run-py';
import { EditorPage } from './pages/editor-page';
import { ExportPanelPage } from './pages/export-page';
import { JsonEditorPage } from './pages/json-editor-page';
import { SendPage } from './pages/send-page';
import { fakeRemoteImages } from './support/fake-images';
import { shareLinkTo } from './support/share-link';

test.use({ viewport: { width: 1440, height: 1200 } });

const V2 = 1 << 15;
const TRACKER = 'tracker.example';

/** A Components V2 message whose pictures live on a host the link's author watches. */
const picturesOn = (host: string) => ({
  flags: V2,
  components: [
    {
      type: 9,
      components: [{ type: 10, content: 'Look at this <:wave:123456789012345678>' }],
      accessory: { type: 11, media: { url: `https://${host}/thumb.png` } },
    },
    { type: 12, items: [{ media: { url: `https://${host}/landscape.png` } }] },
  ],
});

/** Requests the page made to `host`, counted from now on. */
function requestsTo(page: Page, host: string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).host === host) seen.push(r.url());
  });
  return seen;
}

/** Content-Security-Policy violations the page reports, from its first script on. */
async function cspViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = list;
    document.addEventListener('securitypolicyviolation', (e) =>
      list.push(
        `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      ),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
}

test('exported discord.py of a shared design named coding:utf-7 runs none of its text', async ({
  page,
}) => {
  test.skip(!HAS_PYTHON, 'needs python3');
  const app = new EditorPage(page);
  await app.goto();
  const proxy = `\\nprint('PWNED')# +AAo-print('PWNED')#`;
  const payload = {
    flags: V2,
    components: [
      {
        type: 9,
        components: [{ type: 10, content: 'Look at this' }],
        accessory: { type: 11, media: { url: 'https://a.test/x.png', proxy_url: proxy } },
      },
    ],
  };
  for (const name of ['x coding:utf-7', 'x coding:unicode_escape']) {
    await page.goto(shareLinkTo({ v: 1, name, payload }));
    await expect(app.designSwitcher).toContainText(`${name} (shared)`);
    const panel = new ExportPanelPage(page);
    await panel.openTab('discordpy');
    const { text } = await panel.download();
    expect(text.split('\n').slice(0, 2).join('\n')).toBe(PY_PREAMBLE);
    const { runs, out } = runPython([text]);
    expect(out).not.toContain('PWNED');
    expect(runs[0]?.error).toBeUndefined();
    expect(runs[0]?.strings).toContain('Look at this');
  }
});

test('the page sends a Content-Security-Policy and refuses to be framed', async ({
  page,
  baseURL,
}) => {
  const response = await page.goto('/');
  const csp = (await response!.headerValue('content-security-policy')) ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(await response!.headerValue('x-frame-options')).toBe('DENY');

  // Another page, on another origin, tries to frame the editor.
  await page.route('http://framer.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<iframe id="app" src="${baseURL}/" width="800" height="600"></iframe>`,
    }),
  );
  await page.goto('http://framer.test/');
  // Chromium puts its error page in the frame instead of the editor.
  await expect
    .poll(() => page.frames().map((f) => f.url()))
    .toEqual(['http://framer.test/', 'chrome-error://chromewebdata/']);
  await expect(page.frameLocator('#app').getByTestId('outline')).toHaveCount(0);
});

test('the editor works under its policy: no violation while designing, editing JSON and exporting', async ({
  page,
}) => {
  const violations = await cspViolations(page);
  const app = new EditorPage(page);
  await app.openBlank();
  await fakeRemoteImages(page);
  await page.route('https://cdn.discordapp.com/**', (route) => route.abort());
  await app.dragPaletteTo('text-display', app.rootZone(0));
  const json = new JsonEditorPage(page);
  await json.open();
  const panel = new ExportPanelPage(page);
  await panel.openTab('discordjs');
  await expect(panel.code).toContainText('TextDisplayBuilder');
  // A picture of the person's own design loads (through the fake image host).
  await page.goto(shareLinkTo({ v: 1, name: 'Pictures', payload: picturesOn(TRACKER) }));
  await app.preview.allowRemoteMedia.click();
  await expect(app.preview.message.imagesFrom('thumb.png')).toHaveJSProperty('complete', true);
  expect(await violations()).toEqual([]);
});

test('a shared design contacts no host of its author until the person agrees, per design', async ({
  page,
}) => {
  const app = new EditorPage(page);
  await app.openBlank();
  await fakeRemoteImages(page);
  await page.route('https://cdn.discordapp.com/**', (route) => route.abort());
  const requests = requestsTo(page, TRACKER);
  const emoji = requestsTo(page, 'cdn.discordapp.com');
  await page.goto(shareLinkTo({ v: 1, name: 'Pictures', payload: picturesOn(TRACKER) }));
  await expect(app.designSwitcher).toContainText('Pictures (shared)');
  const held = app.preview.heldMedia;
  await expect(held).toHaveCount(2);
  await expect(held.first()).toHaveAttribute(
    'aria-label',
    `Remote image from ${TRACKER}, not loaded`,
  );
  await expect(app.preview.remoteMediaBar).toContainText(
    'so 3 pictures from the web are not loaded',
  );
  await expect(app.preview.message.text(':wave:')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('remote-media-held.png') });
  expect(requests).toEqual([]);
  expect(emoji).toEqual([]);

  await app.preview.allowRemoteMedia.click();
  await expect(held).toHaveCount(0);
  await expect(app.preview.message.imagesFrom(TRACKER)).toHaveCount(2);
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  await expect.poll(() => emoji.length).toBeGreaterThan(0);

  // Remembered for this design after a reload; the person's own designs never asked.
  await page.reload();
  await expect(app.preview.message.imagesFrom(TRACKER)).toHaveCount(2);
  await expect(app.preview.remoteMediaBar).toHaveCount(0);
  await page.goto(shareLinkTo({ v: 1, name: 'Pictures', payload: picturesOn(TRACKER) }));
  await expect(app.designSwitcher).toContainText('Pictures (shared) 2');
  await expect(app.preview.heldMedia).toHaveCount(2);
});

test('the Send panel says where a remembered token is kept and who else can read it', async ({
  page,
  baseURL,
}) => {
  const app = new EditorPage(page);
  await app.openBlank();
  const send = new SendPage(page);
  await send.open();
  await expect(send.rememberWhere).toContainText(
    `kept unencrypted in this browser’s localStorage for ${baseURL}, where any other page served from that same address can read it`,
  );
  await send.panel.screenshot({ path: test.info().outputPath('send-remember-where.png') });
});
