import { expect, test } from '@playwright/test';
import { FakeDiscordClient } from './fake-discord/client';
import { FAKE_BOT_TOKEN, FAKE_CHANNEL_ID } from './fake-discord/constants';
import { EditorPage } from './pages/editor-page';
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
  const kinds = await app.outline
    .locator('[data-kind]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')));
  expect(kinds.filter((k) => k === 'embed' || k === 'poll')).toEqual(['embed', 'embed', 'poll']);
  await expect(app.counter('embeds')).toContainText('2 / 10');
  await expect(app.counter('embed-chars')).toContainText('/ 6,000');

  await expect(app.preview.locator('[data-node-key][data-kind="embed"]')).toHaveCount(2);
  await expect(app.preview.locator('[data-node-key][data-kind="embed"]').first()).toContainText(
    'Trail report',
  );
  await expect(app.preview.locator('[data-node-key][data-kind="embed"]').first()).toContainText(
    'Ranger Kim',
  );
  await expect(app.preview.locator('[data-node-key][data-kind="poll"]')).toContainText(
    'Which loop next week?',
  );

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
