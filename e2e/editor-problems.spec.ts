// The problems panel lists what Discord would refuse; a click on a problem selects the component
// and puts the cursor in the field it is about.
import { expect, test } from '@playwright/test';
import { EditorPage } from './pages/editor-page';

test.use({ viewport: { width: 1440, height: 1400 } });

test.describe('problems', () => {
  test('clicking a problem selects its component and focuses the field', async ({ page }) => {
    const app = new EditorPage(page);
    await app.openBlank();
    await expect(app.problems).toHaveCount(1);
    await app.dragPaletteTo('text-display', app.rootZone(0));
    await expect(app.noProblems).toBeVisible();

    await app.fill('content', '');
    await expect(app.problems).toHaveCount(1);
    await expect(app.problems).toHaveAttribute('data-path', '$.components[0].content');
    // Something else is selected when the problem is picked.
    await app.dragPaletteTo('separator', app.rootZone(1));
    await expect(app.node('separator')).toHaveAttribute('aria-selected', 'true');

    await app.problems.click();

    await expect(app.node('text-display')).toHaveAttribute('aria-selected', 'true');
    await expect(app.field('content')).toBeFocused();
    await app.field('content').pressSequentially('Fixed');
    await expect(app.noProblems).toBeVisible();
    await app.expectPayload({
      flags: 1 << 15,
      components: [
        { type: 10, content: 'Fixed' },
        { type: 14, divider: true, spacing: 1 },
      ],
    });
  });
});
