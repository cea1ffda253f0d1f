import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ValidatePage } from './pages/validate-page';
import { ARTIFACTS_DIR } from './support/screenshots';

// A legacy message's embed in the preview: the footer's timestamp as Discord writes it, and a
// title with a `url` drawn as a link (a safe one only).

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const NOW = new Date('2026-11-24T18:00:00Z');

const embedMessage = (embed: Record<string, unknown>) =>
  JSON.stringify({ content: 'Weekly trail report', embeds: [embed] });

async function openAt(page: Page): Promise<ValidatePage> {
  await page.clock.setFixedTime(NOW);
  const validate = new ValidatePage(page);
  await validate.goto();
  return validate;
}

test('the footer shows its text and the timestamp: today, yesterday, or a date', async ({
  page,
}) => {
  const validate = await openAt(page);
  const footer = validate.previewSurface.locator('.dp-embed-footer');
  await validate.paste(
    embedMessage({
      title: 'Ridge Loop',
      description: 'Open again after the storm.',
      footer: { text: 'Trail crew' },
      timestamp: '2026-11-24T14:05:00.000Z',
    }),
  );
  await expect(footer).toHaveText('Trail crew • Today at 2:05 PM');
  await expect(footer.locator('time')).toHaveAttribute('datetime', '2026-11-24T14:05:00.000Z');
  await validate.previewSurface.screenshot({ path: `${ARTIFACTS_DIR}/embed-footer-time.png` });

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
  const title = validate.previewSurface.locator('.dp-embed-title');
  await validate.paste(
    embedMessage({ title: 'Ridge Loop report', url: 'https://trails.example/ridge' }),
  );
  const link = title.getByRole('link', { name: 'Ridge Loop report' });
  await expect(link).toHaveAttribute('href', 'https://trails.example/ridge');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noreferrer noopener');

  await validate.paste(embedMessage({ title: 'Click me', url: 'javascript:alert(1)' }));
  await expect(title).toHaveText('Click me');
  await expect(title.locator('a')).toHaveCount(0);
  await expect(validate.previewSurface.locator('a[href^="javascript"]')).toHaveCount(0);
});
