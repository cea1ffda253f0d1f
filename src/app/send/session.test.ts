import { describe, expect, it } from 'vitest';
import { validate } from '../../model';
import type { Doc } from '../../model';
import {
  button,
  docOf,
  label,
  linkButton,
  message,
  modal,
  nodeAt,
  row,
  stringSelect,
  text,
  textInput,
  thumbnail,
  section,
} from '../../model/testing/fixtures';
import type { Scripted } from '../discord/test-kit';
import { CHANNEL, TOKEN, scriptedFetch, sentJson } from '../discord/test-kit';
import { createTokenStore } from '../discord/token-store';
import { createSendFormStore } from './form-store';
import type { SendForm } from './requests';
import { MESSAGE, WEBHOOK, WEBHOOK_URL, botForm, webhookForm } from './send-test-helpers';
import type { DesignOpener } from './session';
import { SendSession, hasInteractive } from './session';

function setup(form: Partial<SendForm>, ...script: Scripted[]) {
  const { fetch, calls } = scriptedFetch(...script);
  const { token, channelId, webhookUrl, ...own } = { ...botForm(), ...form };
  const tokens = createTokenStore(null);
  tokens.setState({ token, channelId, webhookUrl });
  const store = createSendFormStore(null);
  store.setState(own);
  const waits: number[] = [];
  const session = new SendSession(
    {
      fetch,
      wait: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      readFile: (f) => Promise.resolve(new Blob([`bytes of ${f.name}`])),
      now: () => 1000,
    },
    tokens,
    store,
  );
  return { session, store, calls, waits };
}

const design = (doc: Doc, attachments = {}) => ({ designId: 'd1', doc, attachments });
const sent = { status: 200, body: { id: '444444444444444444', channel_id: CHANNEL } };

describe('SendSession.deliver', () => {
  const doc = docOf(message(text('Hello'), row(button({ label: 'Go', custom_id: 'go' }))));

  it('sends the design with a bot and fills the message id for a later edit', async () => {
    const { session, store, calls } = setup({}, sent);
    await session.deliver('send', design(doc));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: `/relay/channels/${CHANNEL}/messages` });
    expect(await sentJson(calls[0]!.body)).toEqual(
      message(text('Hello'), row(button({ label: 'Go', custom_id: 'go' }))),
    );
    expect(session.getState().result).toMatchObject({
      tone: 'success',
      text: 'Sent: message 444444444444444444.',
    });
    expect(store.getState().messageId).toBe('444444444444444444');
    expect(session.getState().busy).toBeNull();
  });

  it('says what is missing and sends nothing', async () => {
    const { session, calls } = setup({ channelId: '' }, sent);
    await session.deliver('send', design(doc));
    expect(calls).toHaveLength(0);
    expect(session.getState().result).toMatchObject({
      tone: 'error',
      text: 'Enter the channel id.',
    });
  });

  it('refuses a modal', async () => {
    const { session, calls } = setup({}, sent);
    await session.deliver('send', design(docOf(modal(label('Name', textInput())))));
    expect(calls).toHaveLength(0);
    expect(session.getState().result?.text).toMatch(/^A modal cannot be sent to a channel/);
  });

  it('edits the message in the form with PATCH', async () => {
    const { session, calls } = setup(
      { messageId: MESSAGE },
      { status: 200, body: { id: MESSAGE } },
    );
    await session.deliver('edit', design(doc));
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: `/relay/channels/${CHANNEL}/messages/${MESSAGE}`,
    });
    expect(session.getState().result?.text).toBe(`Edited: message ${MESSAGE}.`);
  });

  it('sends attached files as multipart', async () => {
    const withFile = docOf(
      message(section([text('Map')], thumbnail({ media: { url: 'attachment://map.png' } }))),
    );
    const attachments = {
      'map.png': { name: 'map.png', size: 11, url: 'blob:x', contentType: 'image/png' },
    };
    const { session, calls } = setup({}, sent);
    await session.deliver('send', design(withFile, attachments));
    const form = calls[0]!.body as FormData;
    expect(calls[0]!.headers).toEqual({ Authorization: `Bot ${TOKEN}` });
    expect(await sentJson(form)).toMatchObject({ attachments: [{ id: 0, filename: 'map.png' }] });
    expect(await (form.get('files[0]') as File).text()).toBe('bytes of map.png');
  });

  it('maps a 50035 tree onto the nodes it names, and leaves the design alone', async () => {
    const body = {
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        components: {
          '1': {
            components: {
              '0': {
                label: {
                  _errors: [
                    { code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 80 or fewer in length.' },
                  ],
                },
              },
            },
          },
        },
      },
    };
    const { session } = setup({}, { status: 400, body });
    const before = JSON.stringify(doc);
    await session.deliver('send', design(doc));
    expect(JSON.stringify(doc)).toBe(before);
    expect(session.getState().result).toEqual({
      tone: 'error',
      text: 'Discord refused the message (400, Invalid Form Body) with 1 error; click one to find it in the design.',
      designId: 'd1',
      items: [
        {
          path: '$.components[1].components[0].label',
          code: 'BASE_TYPE_MAX_LENGTH',
          message: 'Must be 80 or fewer in length.',
          severity: 'error',
          nodeKey: nodeAt(doc, 1, 'components', 0).key,
          where: 'Action Row 2 › Button "Go"',
        },
      ],
    });
  });

  it('waits out a 429 with a countdown and retries once', async () => {
    const limited = {
      status: 429,
      body: { message: 'You are being rate limited.', retry_after: 1.5, global: false },
    };
    const { session, calls, waits } = setup({}, limited, sent);
    const seen: (number | null)[] = [];
    session.store.subscribe((state) => seen.push(state.retryAt));
    await session.deliver('send', design(doc));
    expect(calls).toHaveLength(2);
    expect(waits).toEqual([1500]);
    expect(seen).toContain(2500);
    expect(session.getState()).toMatchObject({ retryAt: null, result: { tone: 'success' } });
  });

  it('reports a network failure without the token', async () => {
    const { session } = setup({}, { reject: true });
    await session.deliver('send', design(doc));
    const result = session.getState().result;
    expect(result?.text).toMatch(/^Could not reach Discord: the network/);
    expect(JSON.stringify(session.getState())).not.toContain(TOKEN);
  });

  it('hides the webhook token from what Discord says', async () => {
    const { session } = setup(webhookForm(), {
      status: 400,
      body: { message: `Bad ${WEBHOOK.token}`, code: 50109 },
    });
    await session.deliver('send', design(docOf({ content: 'Hi' })));
    expect(session.getState().result?.text).toContain('Bad [hidden]');
    expect(JSON.stringify(session.getState())).not.toContain(WEBHOOK.token);
    expect(JSON.stringify(session.getState())).not.toContain(WEBHOOK_URL);
  });
});

describe('a design with errors', () => {
  const tooLong = 'x'.repeat(92);
  const invalid = docOf(message(text('Hello'), row(button({ label: tooLong, custom_id: 'go' }))));

  it('asks first, listing the errors with where they are, and sends nothing yet', async () => {
    const { session, calls } = setup({}, sent);
    await session.deliver('send', design(invalid));
    expect(calls).toHaveLength(0);
    expect(session.getState()).toMatchObject({
      busy: null,
      result: null,
      warning: {
        kind: 'invalid',
        op: 'send',
        designId: 'd1',
        items: [
          {
            severity: 'error',
            path: '$.components[1].components[0].label',
            nodeKey: nodeAt(invalid, 1, 'components', 0).key,
            where: `Action Row 2 › Button "${'x'.repeat(39)}…"`,
          },
        ],
      },
    });
  });

  it('sends anyway when asked, and nothing when cancelled', async () => {
    const { session, calls } = setup({}, sent);
    await session.deliver('send', design(invalid));
    session.cancel();
    expect(session.getState()).toMatchObject({ warning: null, result: { text: 'Not sent.' } });
    await session.sendAnyway();
    expect(calls).toHaveLength(0);

    await session.deliver('send', design(invalid));
    await session.sendAnyway();
    expect(calls.map((c) => c.method)).toEqual(['POST']);
    expect(session.getState()).toMatchObject({ warning: null, result: { tone: 'success' } });
  });

  it('asks before an edit too, then about a plain webhook after send anyway', async () => {
    const plainWebhook = { status: 200, body: { id: WEBHOOK.id, type: 1, application_id: null } };
    const { session, calls } = setup({ ...webhookForm(), messageId: MESSAGE }, plainWebhook, sent);
    await session.deliver('edit', design(invalid));
    expect(session.getState().warning).toMatchObject({ kind: 'invalid', op: 'edit' });
    await session.sendAnyway();
    expect(session.getState().warning).toEqual({ kind: 'webhook', op: 'edit' });
    await session.sendAnyway();
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PATCH']);
  });

  it('does not ask about warnings alone', async () => {
    const long = docOf(message(row(button({ label: 'x'.repeat(60), custom_id: 'go' }))));
    expect(validate(long).map((p) => p.severity)).toEqual(['warning']);
    const { session, calls } = setup({}, sent);
    await session.deliver('send', design(long));
    expect(calls.map((c) => c.method)).toEqual(['POST']);
    expect(session.getState()).toMatchObject({ warning: null, result: { tone: 'success' } });
  });
});

describe('a webhook and interactive components', () => {
  const interactive = docOf(message(row(button({ custom_id: 'go' }))));
  const plainWebhook = { status: 200, body: { id: WEBHOOK.id, type: 1, application_id: null } };
  const appWebhook = {
    status: 200,
    body: { id: WEBHOOK.id, type: 3, application_id: '1234567890123456789' },
  };

  it('looks the webhook up, warns, and sends anyway when asked', async () => {
    const { session, calls } = setup(webhookForm(), plainWebhook, sent);
    await session.deliver('send', design(interactive));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /relay/webhooks/${WEBHOOK.id}/${WEBHOOK.token}`,
    ]);
    expect(session.getState()).toMatchObject({ busy: null, warning: { op: 'send' } });
    await session.sendAnyway();
    expect(calls[1]).toMatchObject({
      method: 'POST',
      url: `/relay/webhooks/${WEBHOOK.id}/${WEBHOOK.token}?wait=true&with_components=true`,
    });
    expect(session.getState()).toMatchObject({ warning: null, result: { tone: 'success' } });
  });

  it('sends nothing when the warning is cancelled', async () => {
    const { session, calls } = setup(webhookForm(), plainWebhook, sent);
    await session.deliver('send', design(interactive));
    session.cancel();
    await session.sendAnyway();
    expect(calls).toHaveLength(1);
    expect(session.getState()).toMatchObject({ warning: null, result: { text: 'Not sent.' } });
  });

  it('sends straight away from an application’s webhook', async () => {
    const { session, calls } = setup(webhookForm(), appWebhook, sent);
    await session.deliver('send', design(interactive));
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST']);
    expect(session.getState().warning).toBeNull();
  });

  it('does not look the webhook up for link buttons only', async () => {
    const { session, calls } = setup(webhookForm(), sent);
    await session.deliver('send', design(docOf(message(row(linkButton())))));
    expect(calls.map((c) => c.method)).toEqual(['POST']);
  });

  it('reports an unknown webhook found by the look-up', async () => {
    const { session, calls } = setup(webhookForm(), {
      status: 404,
      body: { message: 'Unknown Webhook', code: 10015 },
    });
    await session.deliver('send', design(interactive));
    expect(calls).toHaveLength(1);
    expect(session.getState().result?.text).toContain('(404, Unknown Webhook)');
  });
});

describe('hasInteractive', () => {
  it('counts buttons other than link and premium, and selects', () => {
    expect(hasInteractive(docOf(message(row(linkButton()))))).toBe(false);
    expect(hasInteractive(docOf(message(row(button()))))).toBe(true);
    expect(hasInteractive(docOf(message(row(stringSelect()))))).toBe(true);
    expect(hasInteractive(docOf(message(text('x'))))).toBe(false);
  });
});

describe('SendSession.load', () => {
  const fetched = {
    id: MESSAGE,
    channel_id: CHANNEL,
    author: { id: '1', username: 'Bot' },
    content: '',
    flags: 32768,
    components: [{ type: 10, id: 1, content: 'Loaded text' }],
  };
  const opener = () => {
    const created: { name: string; doc: Doc }[] = [];
    const switched: string[] = [];
    const o: DesignOpener = {
      create: (name, doc) => {
        created.push({ name, doc });
        return `new-${created.length}`;
      },
      switchTo: (id) => switched.push(id),
    };
    return { o, created, switched };
  };

  it('opens the message as a new design and keeps its id for an edit', async () => {
    const { session, store, calls } = setup({ messageId: MESSAGE }, { status: 200, body: fetched });
    const { o, created, switched } = opener();
    await session.load(o);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `/relay/channels/${CHANNEL}/messages/${MESSAGE}`,
    });
    expect(created).toHaveLength(1);
    expect(created[0]!.name).toBe(`Message ${MESSAGE}`);
    expect(created[0]!.doc.body).toEqual({ flags: 32768 });
    expect(switched).toEqual(['new-1']);
    expect(store.getState().messageId).toBe(MESSAGE);
    expect(session.getState().result).toMatchObject({
      tone: 'success',
      designId: 'new-1',
      items: [],
    });
  });

  it('opens a message with problems all the same, listing them', async () => {
    const odd = { ...fetched, components: [{ type: 10, id: 1, content: '' }] };
    const { session } = setup({ messageId: MESSAGE }, { status: 200, body: odd });
    const { o, created } = opener();
    await session.load(o);
    expect(created).toHaveLength(1);
    expect(session.getState().result?.items.length).toBeGreaterThan(0);
    expect(session.getState().result?.text).toContain('the design opened all the same');
  });

  it('opens nothing when Discord refuses', async () => {
    const { session } = setup(
      { messageId: MESSAGE },
      { status: 404, body: { message: 'Unknown Message', code: 10008 } },
    );
    const { o, created } = opener();
    await session.load(o);
    expect(created).toHaveLength(0);
    expect(session.getState().result?.text).toContain('(404, Unknown Message)');
  });
});
