// Switching a legacy message with an embed to Components V2 and back: the embed becomes a
// Container (the dialog names the icons it cannot keep first), and the Container becomes the
// embed again, the same but for its icons.
import { expect, test } from '@playwright/test';
import { importPayload } from '../src/model';
import {
  TYPICAL_ICONS_LOST,
  typicalContainer,
  typicalEmbed,
} from '../src/model/testing/embed-fixtures';
import { IS_COMPONENTS_V2, seedDesigns } from './fixtures/editor-designs';
import { EditorPage } from './pages/editor-page';
import { ARTIFACTS_DIR } from './support/screenshots';

test.use({ viewport: { width: 1440, height: 1400 } });

const CONTENT = 'Weekly trail report';
const GOING = { type: 2, style: 1, label: "I'm going", custom_id: 'rsvp_yes' };

/** The typical embed with an Action Row, as the editor stores it after an import. */
function legacyDesign(): Record<string, unknown> {
  return { ...importPayload(legacyPayload(typicalEmbed())).doc! };
}

const legacyPayload = (embed: Record<string, unknown>) => ({
  content: CONTENT,
  embeds: [embed],
  components: [{ type: 1, components: [GOING] }],
});

test('a legacy embed becomes a Container, and the Container an embed again', async ({ page }) => {
  await seedDesigns(page, [{ id: 'report', name: 'Trail report', doc: legacyDesign() }]);
  const app = new EditorPage(page);
  await app.goto();
  await expect(app.surface).toHaveValue('legacy');
  await app.expectPayload(legacyPayload(typicalEmbed()));

  await app.chooseSurface('v2');
  const convert = app.convertDialog;
  const { dialog } = convert;
  await expect(convert.losses).toHaveText(TYPICAL_ICONS_LOST);
  await dialog.screenshot({ path: `${ARTIFACTS_DIR}/convert-embed-dialog.png` });
  await convert.confirm.click();
  await expect(dialog).toBeHidden();

  await expect(app.surface).toHaveValue('v2');
  await expect(app.nodes('container')).toHaveCount(1);
  await expect(app.nodes('embed')).toHaveCount(0);
  await app.expectPayload({
    flags: IS_COMPONENTS_V2,
    components: [
      { type: 10, content: CONTENT },
      typicalContainer(),
      { type: 1, components: [GOING] },
    ],
  });
  await expect(app.problems).toHaveCount(0);
  await app.preview.root.screenshot({ path: `${ARTIFACTS_DIR}/convert-embed-v2.png` });

  // Back: nothing is lost, so the switch needs no confirming.
  await app.chooseSurface('legacy');
  await expect(app.surface).toHaveValue('legacy');
  await expect(dialog).toHaveCount(0);
  await expect(app.nodes('embed')).toHaveCount(1);
  await expect(app.nodes('container')).toHaveCount(0);
  await app.expectPayload(
    legacyPayload({
      ...typicalEmbed(),
      author: { name: 'Trail crew', url: 'https://trails.example/crew' },
      footer: { text: 'Trail report' },
    }),
  );
  await expect(app.problems).toHaveCount(0);
  await app.preview.root.screenshot({ path: `${ARTIFACTS_DIR}/convert-embed-back.png` });
});
