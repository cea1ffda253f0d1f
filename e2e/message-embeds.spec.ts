import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { FakeDiscordClient } from './fake-discord/client';
import { FAKE_BOT_TOKEN, FAKE_CHANNEL_ID } from './fake-discord/constants';
import { importPayload } from '../src/model';
import { seedDesigns } from './fixtures/editor-designs';
import { EditorPage } from './pages/editor-page';
import { LayoutPage } from './pages/layout-page';
import { SendPage } from './pages/send-page';

// A legacy message's embeds and poll, made with the palette and the inspector's forms only: the
// payload, the preview, and what the fake Discord receives when it is sent.

const fake = new FakeDiscordClient();
test.beforeEach(async () => {
  await fake.reset();
});

const WHEN = '2026-11-27T16:30:00.000Z';

const expected = {
  embeds: [
    {
      title: 'Trail report',
      description: '**Ridge Loop** is open again.',
      color: 0x57f287,
      author: { name: 'Ranger Kim', url: 'https://trails.example/kim' },
      url: 'https://trails.example/report',
      footer: { text: 'Trails team' },
      timestamp: WHEN,
      image: { url: 'https://trails.example/ridge.png' },
      fields: [
        { name: 'Length', value: '12 km', inline: true },
        { name: 'Climb', value: '480 m', inline: true },
      ],
    },
    { title: 'Second embed', description: 'More news', color: 0x5865f2 },
  ],
  poll: {
    question: { text: 'Which loop next week?' },
    duration: 48,
    allow_multiselect: true,
    answers: [
      { poll_media: { text: 'Ridge Loop', emoji: { name: '⛰️' } } },
      { poll_media: { text: 'Lake Loop' } },
    ],
  },
  // A blank legacy message starts with its (empty) list of Action Rows.
  components: [],
};

async function buildByForms(app: EditorPage): Promise<void> {
  await app.openBlank();
  await app.chooseSurface('legacy');

  await app.paletteItem('embed').click();
  const first = app.node('embed', 0);
  await app.select(first);
  await app.fill('author.name', 'Ranger Kim');
  await app.fill('author.url', 'https://trails.example/kim');
  await app.fill('title', 'Trail report');
  await app.fill('url', 'https://trails.example/report');
  await app.fill('description', '**Ridge Loop** is open again.');
  await app.fill('color', '#57f287');
  await app.fill('image', 'https://trails.example/ridge.png');
  await app.fill('footer.text', 'Trails team');
  await app.fill('timestamp', WHEN);

  for (const [name, value] of [
    ['Length', '12 km'],
    ['Climb', '480 m'],
  ] as const) {
    await app.select(first);
    await app.paletteItem('embed-field').click();
    const field = app.nodes('embed-field').last();
    await app.select(field);
    await app.fill('name', name);
    await app.fill('value', value);
    await app.field('inline').check();
  }

  await app.paletteItem('embed').click();
  await app.select(app.node('embed', 1));
  await app.fill('title', 'Second embed');
  await app.fill('description', 'More news');

  await app.paletteItem('poll').click();
  await app.select(app.node('poll', 0));
  await app.fill('question.text', 'Which loop next week?');
  await app.fill('duration', '48');
  await app.field('allow_multiselect').check();
  await app.select(app.node('poll-answer', 0));
  await app.fill('poll_media.text', 'Ridge Loop');
  await app.fill('poll_media.emoji', '⛰️');
  await app.select(app.node('poll-answer', 1));
  await app.fill('poll_media.text', 'Lake Loop');
}

test('builds two embeds and a poll by forms only; the preview draws them and the fake receives them', async ({
  page,
}) => {
  const app = new EditorPage(page);
  await buildByForms(app);
  await app.expectPayload(expected);
  await expect(app.problems).toHaveCount(0);

  // The outline keeps Discord's order: embeds, then the poll.
  await expect(app.nodes()).toHaveCount(7);
  const kinds = await app
    .outlineKinds()
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')));
  expect(kinds.filter((k) => k === 'embed' || k === 'poll')).toEqual(['embed', 'embed', 'poll']);
  await expect(app.counter('embeds')).toContainText('2 / 10');
  await expect(app.counter('embed-chars')).toContainText('/ 6,000');

  await expect(app.preview.message.embedNodes).toHaveCount(2);
  await expect(app.preview.message.embedNodes.first()).toContainText('Trail report');
  await expect(app.preview.message.embedNodes.first()).toContainText('Ranger Kim');
  await expect(app.preview.message.pollNodes).toContainText('Which loop next week?');

  const send = new SendPage(page);
  await send.open();
  await send.useBot(FAKE_BOT_TOKEN, FAKE_CHANNEL_ID);
  await send.send();
  await send.sentMessageId();
  const [request] = await fake.requests();
  expect(request).toMatchObject({
    method: 'POST',
    path: `/channels/${FAKE_CHANNEL_ID}/messages`,
    json: expected,
  });
});

test("a refused drop says why: an embed cannot go below the message's Action Rows", async ({
  page,
}) => {
  const app = new EditorPage(page);
  await app.openBlank();
  await app.chooseSurface('legacy');
  await app.paletteItem('embed').click();
  await app.paletteItem('button').click();
  // The row is below the embed; moving it up past the embed is refused with the reason.
  await app.select(app.node('action-row', 0));
  await expect(app.command('move-up')).toBeDisabled();
  await app.select(app.node('embed', 0));
  await expect(app.command('move-down')).toBeDisabled();
});

test("Discord's 50035 on an embed field's value selects that field in the outline", async ({
  page,
}) => {
  const app = new EditorPage(page);
  await buildByForms(app);
  await fake.next({
    status: 400,
    body: {
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        embeds: {
          '0': {
            fields: {
              '1': {
                value: {
                  _errors: [
                    { code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 1024 or fewer in length.' },
                  ],
                },
              },
            },
          },
        },
      },
    },
  });
  const send = new SendPage(page);
  await send.open();
  await send.useBot(FAKE_BOT_TOKEN, FAKE_CHANNEL_ID);
  await send.send();
  const item = send.errorItems.first();
  await expect(item).toContainText('$.embeds[0].fields[1].value');
  await item.click();
  await expect(app.nodes('embed-field').nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(app.field('value')).toBeFocused();
});

test.describe("reordering an embed's fields", () => {
  const payload = {
    embeds: [
      {
        title: 'Stats',
        fields: ['One', 'Two', 'Three'].map((name) => ({ name, value: name, inline: true })),
      },
      { title: 'Other', fields: [{ name: 'Four', value: '4' }] },
    ],
  };
  const names = async (app: EditorPage) => {
    const doc = (await app.payload()) as { embeds: { fields: { name: string }[] }[] };
    return doc.embeds.map((e) => e.fields.map((f) => f.name));
  };
  const open = async (page: Page) => {
    await seedDesigns(page, [
      { id: 'embeds', name: 'Embeds', doc: { ...importPayload(payload).doc! } },
    ]);
    const app = new EditorPage(page);
    await app.goto();
    return app;
  };

  test('by pointer at laptop size with the page scrolled, into the other embed too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const app = await open(page);
    await page.mouse.wheel(0, 120);
    const three = app.nodes('embed-field').nth(2);
    await app.dragNodeTo(three, await app.zoneIn(app.node('embed', 0), 'fields', 0));
    await expect.poll(() => names(app)).toEqual([['Three', 'One', 'Two'], ['Four']]);
    // An embed's field may go into another embed, never to the top level.
    await app.dragNodeTo(app.nodes('embed-field').nth(0), app.rootZone(2), 'refused');
    await app.dragNodeTo(
      app.nodes('embed-field').nth(0),
      await app.zoneIn(app.node('embed', 1), 'fields', 1),
    );
    await expect
      .poll(() => names(app))
      .toEqual([
        ['One', 'Two'],
        ['Four', 'Three'],
      ]);
  });

  test('by keyboard, announcing each place', async ({ page }) => {
    const app = await open(page);
    const said = await app.keyboardDrag(app.handle(app.nodes('embed-field').nth(0)), ['ArrowDown']);
    expect(said.at(-1)).toMatch(/^Dropped/);
    await expect.poll(() => names(app)).toEqual([['Two', 'One', 'Three'], ['Four']]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a field moves by touch, and the embed reads within the screen', async ({ page }) => {
    const doc = importPayload({
      embeds: [
        {
          title: 'Stats',
          fields: [
            { name: 'A', value: '1' },
            { name: 'B', value: '2' },
          ],
        },
      ],
    }).doc!;
    await seedDesigns(page, [{ id: 'phone', name: 'Phone', doc: { ...doc } }]);
    const app = new EditorPage(page);
    await app.goto();
    const b = app.nodes('embed-field').nth(1);
    await app.touchDrag(app.handle(b), await app.zoneIn(app.node('embed', 0), 'fields', 0));
    await expect
      .poll(async () =>
        (
          (await app.payload()) as { embeds: { fields: { name: string }[] }[] }
        ).embeds[0]!.fields.map((f) => f.name),
      )
      .toEqual(['B', 'A']);
    await new LayoutPage(page).showTab('preview');
    const embed = app.preview.message.embedNodes;
    await expect(embed).toBeInViewport();
    const box = await embed.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
