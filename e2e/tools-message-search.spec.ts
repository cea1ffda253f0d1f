// The Search guild messages tool against the fake Discord through the relay: an offset past 9975
// is refused before sending; the filters reach Discord as the query (lists repeated, negations
// with a dash); the hits are drawn by the message preview, inert, page by page; a 202 while the
// index is being built counts down before Search works again. Pictures at desktop and phone size.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { FakeDiscordClient } from './fake-discord/client';
import { FAKE_BOT_TOKEN, FAKE_GUILD_ID } from './fake-discord/constants';
import { MessageSearchPage } from './pages/message-search-page';
import { ToolsPage } from './pages/tools-page';
import { keepScreenshot } from './support/screenshots';

const fake = new FakeDiscordClient();
const RIVER = '1300000000000000031';
const SAM = '1300000000000000032';
const SEARCH_PATH = `/guilds/${FAKE_GUILD_ID}/messages/search`;

test.beforeEach(async () => {
  await fake.reset();
});

async function open(page: Page) {
  await new ToolsPage(page).goto('message-search', { guild_id: FAKE_GUILD_ID });
  const search = new MessageSearchPage(page);
  await search.token.fill(FAKE_BOT_TOKEN);
  return search;
}

test('refuses an offset past 9975 before sending: nothing reaches Discord', async ({ page }) => {
  const search = await open(page);
  await search.field('offset').fill('9976');
  await search.field('content').fill('x'.repeat(1025));
  await search.send.click();
  await expect(search.problem('offset')).toHaveText(
    'The offset is a whole number from 0 to 9975; "9976" is not.',
  );
  await expect(search.problem('content')).toHaveText(
    'The text to find takes at most 1024 characters; it has 1025.',
  );
  await expect(search.result).toHaveText('Nothing was sent: 2 fields need fixing first.');
  expect(await fake.requests()).toEqual([]);
});

test('sends every filter asked for as the query, repeated lists and negations included', async ({
  page,
}) => {
  const search = await open(page);
  await search.field('authorIds').fill(`${RIVER}\n${SAM}`);
  await search.field('authorType.bot').selectOption('without');
  await search.field('has.image').selectOption('with');
  await search.field('has.embed').selectOption('without');
  await search.field('pinned').selectOption('false');
  await search.field('sortOrder').selectOption('asc');
  await search.field('includeNsfw').check();
  await search.field('limit').fill('10');
  await search.send.click();
  await expect(search.result).toHaveText('Discord found 1 message.');
  await expect(search.hits).toHaveCount(1);
  await expect(search.pageLine).toHaveText('Page 1 of 1 · 1 result');
  const [sent] = await fake.requests();
  expect(sent?.path).toBe(SEARCH_PATH);
  expect(sent?.queryPairs).toEqual([
    ['author_id', RIVER],
    ['author_id', SAM],
    ['author_type', '-bot'],
    ['pinned', 'false'],
    ['has', 'image'],
    ['has', '-embed'],
    ['sort_order', 'asc'],
    ['include_nsfw', 'true'],
    ['limit', '10'],
    ['offset', '0'],
  ]);
});

test('draws the hits with the message preview, inert, page by page', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const search = await open(page);
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await search.field('content').fill('trail');
  await search.field('limit').fill('2');
  await search.send.click();
  await expect(search.result).toHaveText('Discord found 5 messages.');
  const { pageLine } = search;
  await expect(pageLine).toHaveText('Page 1 of 3 · 5 results');
  await expect(search.hits).toHaveCount(2);
  // The bot's message is drawn by the preview, with its APP tag.
  const bot = search.hit('1300000000000000407');
  await expect(bot.content).toContainText('the east trail is closed');
  await expect(bot.header).toContainText('APP');
  // A component type the preview does not know: its text, plainly, with the reason.
  const odd = search.hit('1300000000000000406');
  await expect(odd.plain).toContainText('The preview cannot draw this message (Component type 99');
  await expect(odd.plainText).toHaveText('Trail poll results');
  await expect(search.previousButton).toBeDisabled();
  // The README's picture of the Tools page: filters, paging and hits drawn by the preview.
  await keepScreenshot(
    'tools-message-search',
    await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }),
  );

  await search.nextButton.click();
  await expect(pageLine).toHaveText('Page 2 of 3 · 5 results');
  await expect(search.field('offset')).toHaveValue('2');
  const hostile = search.hit('1300000000000000405');
  await expect(hostile.content).toContainText('<img src=x onerror="alert(1)">');
  await expect(hostile.header).not.toContainText('APP');
  await expect(hostile.root).toContainText('pinned');
  expect(await search.drawing.imagesAt('x').count()).toBe(0);
  for (const href of await search.drawing.links.evaluateAll((as) =>
    as.map((a) => a.getAttribute('href') ?? ''),
  ))
    expect(href).not.toMatch(/^\s*javascript:/i);
  await hostile.text('click here').click();
  await expect(search.hits).toHaveCount(2);

  await search.nextButton.click();
  await expect(pageLine).toHaveText('Page 3 of 3 · 5 results');
  await expect(search.hits).toHaveCount(1);
  await expect(search.hit('1300000000000000401').root).toContainText(
    'Files: trail-map.png (image/png)',
  );
  await expect(search.nextButton).toBeDisabled();
  await search.previousButton.click();
  await expect(pageLine).toHaveText('Page 2 of 3 · 5 results');

  const offsets = (await fake.requests()).map((r) => `${r.query.limit}@${r.query.offset}`);
  expect(offsets).toEqual(['2@0', '2@2', '2@4', '2@2']);
  expect(dialogs).toBe(0);
});

test('a 202 while the index is being built counts down, then the search works', async ({
  page,
}) => {
  const search = await open(page);
  await fake.next({
    status: 202,
    body: {
      message: 'Index not yet available. Try again later',
      code: 110000,
      documents_indexed: 0,
      retry_after: 2,
    },
  });
  await search.send.click();
  await expect(search.result).toHaveText(
    "Discord is still building this server's search index (202, code 110000): search again in 2.0 s.",
  );
  await expect(search.send).toBeDisabled();
  await expect(search.send).toHaveText(/^Search \(in [12] s\)$/);
  await expect(search.send).toBeEnabled({ timeout: 4000 });
  await expect(search.send).toHaveText('Search');
  await search.send.click();
  await expect(search.result).toHaveText('Discord found 7 messages.');
  expect(await fake.requests()).toHaveLength(2);
});

test('on a phone, the filters and the hits fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const search = await open(page);
  await search.field('channelIds').fill('1300000000000000100');
  await search.field('limit').fill('3');
  await search.send.click();
  await expect(search.pageLine).toHaveText('Page 1 of 2 · 5 results');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({
    path: 'artifacts/screenshots/tools-message-search-phone.png',
    fullPage: true,
  });
  await search.kinds.screenshot({
    path: 'artifacts/screenshots/tools-message-search-phone-filters.png',
  });
  await search.drawn.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'artifacts/screenshots/tools-message-search-phone-hits.png' });
});
