// Switching a legacy message with an embed to Components V2 and back: the embed becomes a
// Container (the dialog names the icons it cannot keep first), and the Container becomes the
// embed again, the same but for its icons.
import { expect, test } from '@playwright/test';
import { IS_COMPONENTS_V2, seedDesigns } from './fixtures/editor-designs';
import { EditorPage } from './pages/editor-page';
import { ARTIFACTS_DIR } from './support/screenshots';

test.use({ viewport: { width: 1440, height: 1400 } });

const CONTENT = 'Weekly trail report';
const UNIX = 1795797000; // 2026-11-27T16:30:00Z
const FIELDS = [
  { name: 'Length', value: '12 km', inline: true },
  { name: 'Climb', value: '640 m', inline: true },
  { name: 'Time', value: '4 h', inline: true },
];
const EMBED = {
  author: {
    name: 'Trail crew',
    url: 'https://trails.example/crew',
    icon_url: 'https://trails.example/crew.png',
  },
  title: 'Ridge Loop is open',
  url: 'https://trails.example/ridge',
  description: 'The bridge is rebuilt. Bring **boots**.',
  color: 0x57f287,
  thumbnail: { url: 'https://trails.example/thumb.png' },
  image: { url: 'https://trails.example/ridge.jpg' },
  footer: { text: 'Trail report', icon_url: 'https://trails.example/report.png' },
  timestamp: '2026-11-27T16:30:00.000Z',
};
const GOING = { type: 2, style: 1, label: "I'm going", custom_id: 'rsvp_yes' };

/** The design as the editor stores it: the embed a node with its fields as child nodes. */
function legacyDesign(): Record<string, unknown> {
  return {
    surface: 'message',
    envelope: 'message',
    body: { content: CONTENT },
    hasNodes: true,
    nodes: [
      {
        key: 'seed_embed',
        kind: 'embed',
        props: EMBED,
        slots: {
          fields: FIELDS.map((props, i) => ({
            key: `seed_field_${i}`,
            kind: 'embed-field',
            props,
            slots: {},
          })),
        },
      },
      {
        key: 'seed_row',
        kind: 'action-row',
        props: {},
        slots: {
          components: [
            { key: 'seed_button', kind: 'button', props: { ...GOING, type: undefined }, slots: {} },
          ],
        },
      },
    ],
  };
}

const legacyPayload = (embed: Record<string, unknown>) => ({
  content: CONTENT,
  embeds: [{ ...embed, fields: FIELDS }],
  components: [{ type: 1, components: [GOING] }],
});

test('a legacy embed becomes a Container, and the Container an embed again', async ({ page }) => {
  await seedDesigns(page, [{ id: 'report', name: 'Trail report', doc: legacyDesign() }]);
  const app = new EditorPage(page);
  await app.goto();
  await expect(app.surface).toHaveValue('legacy');
  await app.expectPayload(legacyPayload(EMBED));

  await app.chooseSurface('v2');
  const dialog = page.getByTestId('convert-dialog');
  await expect(dialog.getByTestId('convert-loss')).toHaveText([
    'The author icon of 1 embed (a Components V2 message has no place for it).',
    'The footer icon of 1 embed (a Components V2 message has no place for it).',
  ]);
  await dialog.screenshot({ path: `${ARTIFACTS_DIR}/convert-embed-dialog.png` });
  await page.getByTestId('convert-confirm').click();
  await expect(dialog).toBeHidden();

  await expect(app.surface).toHaveValue('v2');
  await expect(app.nodes('container')).toHaveCount(1);
  await expect(app.nodes('embed')).toHaveCount(0);
  await app.expectPayload({
    flags: IS_COMPONENTS_V2,
    components: [
      { type: 10, content: CONTENT },
      {
        type: 17,
        accent_color: 0x57f287,
        components: [
          {
            type: 9,
            components: [
              {
                type: 10,
                content:
                  '-# [Trail crew](https://trails.example/crew)\n## [Ridge Loop is open](https://trails.example/ridge)',
              },
              { type: 10, content: 'The bridge is rebuilt. Bring **boots**.' },
            ],
            accessory: { type: 11, media: { url: 'https://trails.example/thumb.png' } },
          },
          { type: 10, content: '**Length**\n12 km\n\n**Climb**\n640 m\n\n**Time**\n4 h' },
          { type: 12, items: [{ media: { url: 'https://trails.example/ridge.jpg' } }] },
          { type: 10, content: `-# Trail report • <t:${UNIX}:f>` },
        ],
      },
      { type: 1, components: [GOING] },
    ],
  });
  await expect(app.problems).toHaveCount(0);
  await app.preview.screenshot({ path: `${ARTIFACTS_DIR}/convert-embed-v2.png` });

  // Back: nothing is lost, so the switch needs no confirming.
  await app.chooseSurface('legacy');
  await expect(app.surface).toHaveValue('legacy');
  await expect(dialog).toHaveCount(0);
  await expect(app.nodes('embed')).toHaveCount(1);
  await expect(app.nodes('container')).toHaveCount(0);
  await app.expectPayload(
    legacyPayload({
      ...EMBED,
      author: { name: 'Trail crew', url: 'https://trails.example/crew' },
      footer: { text: 'Trail report' },
    }),
  );
  await expect(app.problems).toHaveCount(0);
  await app.preview.screenshot({ path: `${ARTIFACTS_DIR}/convert-embed-back.png` });
});
