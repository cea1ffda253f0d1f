import { expect, test } from '@playwright/test';
import { coyoteContainer } from './fixtures/discord-examples';
import { ValidatePage } from './pages/validate-page';

test('editing the JSON keeps the preview mounted and the picked component selected', async ({
  page,
}) => {
  const app = new ValidatePage(page);
  await app.goto();
  const payload = coyoteContainer();
  await app.pastePayload(payload);
  await expect(app.verdict).toHaveText(/^Valid/);

  await app.preview.button('Run away!').click();
  await expect(app.preview.button('Run away!')).toHaveAttribute('data-selected', 'true');
  // Mark the drawn button: a remount would replace the element and lose the mark.
  await app.preview.button('Run away!').evaluate((el) => el.setAttribute('data-mark', 'before'));

  await app.pastePayload(JSON.parse(JSON.stringify(payload).replace('Run away!', 'Flee!')));

  const button = app.preview.button('Flee!');
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('data-selected', 'true');
  await expect(button).toHaveAttribute('data-mark', 'before');
});
