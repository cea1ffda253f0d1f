import type { Locator, Page } from '@playwright/test';
import type { DrawnEmbed } from './pages/drawn-embed';
import { expect, test } from '@playwright/test';
import { everyEmbedPart } from './fixtures/legacy-look';
import { DrawnMessage } from './pages/drawn-message';
import { ValidatePage } from './pages/validate-page';
import { fakeRemoteImages, imagesSettled } from './support/fake-images';
import { ARTIFACTS_DIR } from './support/screenshots';

// A legacy message's embeds and poll in the preview: the footer's timestamp as Discord writes it,
// a title with a `url` drawn as a link (a safe one only), and every part laid out in both themes.

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const NOW = new Date('2026-11-24T18:00:00Z');

const embedMessage = (embed: Record<string, unknown>) =>
  JSON.stringify({ content: 'Weekly trail report', embeds: [embed] });

async function openAt(page: Page, now: Date = NOW): Promise<ValidatePage> {
  await page.clock.setFixedTime(now);
  const validate = new ValidatePage(page);
  await validate.goto();
  return validate;
}

test('the footer shows its text and the timestamp: today, yesterday, or a date', async ({
  page,
}) => {
  const validate = await openAt(page);
  const embed = new DrawnMessage(validate.preview.surface).embed();
  const { footer } = embed;
  await validate.paste(
    embedMessage({
      title: 'Ridge Loop',
      description: 'Open again after the storm.',
      footer: { text: 'Trail crew' },
      timestamp: '2026-11-24T14:05:00.000Z',
    }),
  );
  await expect(footer).toHaveText('Trail crew • Today at 2:05 PM');
  await expect(embed.footerTime).toHaveAttribute('datetime', '2026-11-24T14:05:00.000Z');
  await validate.preview.surface.screenshot({ path: `${ARTIFACTS_DIR}/embed-footer-time.png` });

  await validate.paste(
    embedMessage({ footer: { text: 'Trail crew' }, timestamp: '2026-11-23T09:30:00Z' }),
  );
  await expect(footer).toHaveText('Trail crew • Yesterday at 9:30 AM');

  await validate.paste(
    embedMessage({ description: 'Old news', timestamp: '2026-06-01T14:05:00Z' }),
  );
  await expect(footer).toHaveText('06/01/2026 2:05 PM');
});

test('a title with a url is a link that opens in a new tab; an unsafe url stays text', async ({
  page,
}) => {
  const validate = await openAt(page);
  const drawn = new DrawnMessage(validate.preview.surface);
  const embed = drawn.embed();
  const { title } = embed;
  await validate.paste(
    embedMessage({ title: 'Ridge Loop report', url: 'https://trails.example/ridge' }),
  );
  const link = embed.titleLink('Ridge Loop report');
  await expect(link).toHaveAttribute('href', 'https://trails.example/ridge');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noreferrer noopener');

  await validate.paste(embedMessage({ title: 'Click me', url: 'javascript:alert(1)' }));
  await expect(title).toHaveText('Click me');
  await expect(embed.titleLinks).toHaveCount(0);
  await expect(drawn.scriptLinks).toHaveCount(0);
});

// Layout needs a browser: jsdom has no boxes. Both themes, with pictures kept for people to see.
for (const theme of ['dark', 'light'] as const) {
  test(`every part of an embed and a poll, laid out as Discord does (${theme})`, async ({
    page,
  }) => {
    // The day of the fixture's footer timestamp and of its poll.
    const validate = await openAt(page, new Date('2025-04-18T18:00:00Z'));
    await fakeRemoteImages(page);
    await validate.pastePayload(everyEmbedPart());
    await validate.chooseTheme(theme);
    const surface = validate.preview.surface;
    const drawn = new DrawnMessage(surface);
    const [full, beside] = [drawn.embed(0), drawn.embed(1)];
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('not drawn');
      return found;
    };
    const fieldTops = async (embed: DrawnEmbed) =>
      Promise.all((await embed.fields.all()).map(async (f) => (await box(f)).y));

    // Full-width field, then inline 2, 3, 4 in one row, inline 5 alone, full-width 6, inline 7.
    const tops = await fieldTops(full);
    expect(tops).toHaveLength(7);
    expect(new Set(tops.slice(1, 4)).size).toBe(1);
    expect(tops[0]!).toBeLessThan(tops[1]!);
    expect(tops[3]!).toBeLessThan(tops[4]!);
    expect(tops[4]!).toBeLessThan(tops[5]!);
    expect(tops[5]!).toBeLessThan(tops[6]!);
    // Beside a thumbnail: two to a row.
    const besideTops = await fieldTops(beside);
    expect(besideTops[0]).toBe(besideTops[1]);
    expect(besideTops[1]!).toBeLessThan(besideTops[2]!);

    // The thumbnail at the top right, beside the title; the image under the fields; the footer last.
    const thumb = await box(beside.thumbnail);
    const title = await box(beside.title);
    expect(thumb.width).toBe(80);
    expect(thumb.x).toBeGreaterThanOrEqual(title.x + title.width + 16);
    expect(Math.abs(thumb.y - title.y)).toBeLessThan(2);
    const image = await box(full.image);
    const lastField = await box(full.fields.last());
    const footer = await box(full.footer);
    expect(image.y).toBeGreaterThanOrEqual(lastField.y + lastField.height + 16);
    expect(image.width).toBeLessThanOrEqual(400);
    expect(image.height).toBeLessThanOrEqual(300);
    expect(footer.y).toBeGreaterThan(image.y + image.height);
    await expect(full.footer).toHaveText('Trail crew • Today at 9:30 AM');
    expect((await box(full.authorIcon)).width).toBe(24);
    expect((await box(full.footerIcon)).width).toBe(20);
    await expect(full.mentions).toHaveText('@Ben (mod)');

    // The poll: below the embeds, with square marks (several answers allowed) and a week left.
    const { poll } = drawn;
    expect((await box(poll.root)).y).toBeGreaterThan((await box(beside.root)).y);
    await expect(poll.hint).toHaveText('Select one or more answers');
    await expect(poll.answers).toHaveCount(3);
    await expect(poll.status).toHaveText('0 votes•7d left');
    await expect(poll.voteButton).toBeDisabled();

    await imagesSettled(validate.preview.root);
    await surface.screenshot({ path: `${ARTIFACTS_DIR}/embed-poll-${theme}.png` });
  });
}
