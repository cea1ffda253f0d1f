// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EPHEMERAL, SUPPRESS_NOTIFICATIONS, emptyMessage, toPayload } from '../../../model';
import type { MessageDoc } from '../../../model';
import { docOf } from '../../../model/testing/fixtures';
import { richInputs } from '../RichField';
import { renderInspector } from '../test-utils';

beforeAll(() => richInputs.load());
afterEach(cleanup);

const message = (payload: unknown) => docOf(payload) as MessageDoc;
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const body = (r: ReturnType<typeof renderInspector>) => r.store.getState().doc.body;

describe('message form groups', () => {
  it('groups a legacy message’s fields as Content, Mentions and Delivery', () => {
    renderInspector(emptyMessage(false));
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Content', 'Mentions', 'Delivery']);
    expect(within(screen.getByTestId('group:content')).getByTestId('field:content')).toBeTruthy();
    expect(screen.getByTestId('field:content').tagName).toBe('TEXTAREA');
  });

  it('says a V2 message takes no content instead of offering it', () => {
    renderInspector(emptyMessage(true));
    expect(screen.queryByTestId('field:content')).toBeNull();
    expect(screen.getByTestId('v2-content-note').textContent).toContain('Text Displays');
    expect(screen.getByTestId('field:allowed_mentions')).toBeTruthy();
  });

  it('counts content against 2000 and shows 2001 over it', () => {
    const r = renderInspector(emptyMessage(false));
    type(r.field('content'), 'a'.repeat(2000));
    expect(screen.getByText('2000 / 2000').hasAttribute('data-bad')).toBe(false);
    type(r.field('content'), 'a'.repeat(2001));
    expect(screen.getByText('2001 / 2000').hasAttribute('data-bad')).toBe(true);
    expect(r.field('content').getAttribute('aria-invalid')).toBe('true');
  });

  it('toggles tts, leaving no `tts: false` behind', () => {
    const r = renderInspector(emptyMessage(false));
    fireEvent.click(r.field('tts'));
    expect(body(r).tts).toBe(true);
    fireEvent.click(r.field('tts'));
    expect('tts' in body(r)).toBe(false);
  });
});

describe('where the message is sent', () => {
  it('switches a new message to a reply, where EPHEMERAL is offered, and to a webhook, with its name', () => {
    const r = renderInspector(emptyMessage(false));
    const target = r.field('envelope') as HTMLSelectElement;
    expect(target.value).toBe('message');
    expect(screen.queryByTestId('field:flags.ephemeral')).toBeNull();
    fireEvent.change(target, { target: { value: 'response-4' } });
    expect(r.store.getState().doc.envelope).toBe('response-4');
    fireEvent.click(r.field('flags.ephemeral'));
    expect(toPayload(r.store.getState().doc as MessageDoc)).toEqual({
      type: 4,
      data: { flags: EPHEMERAL, components: [] },
    });
    fireEvent.change(r.field('envelope'), { target: { value: 'webhook' } });
    expect(screen.getByTestId('field:username')).toBeTruthy();
    r.store.getState().undo();
    expect(r.store.getState().doc.envelope).toBe('response-4');
  });
});

describe('flags', () => {
  it('offers no EPHEMERAL on a channel message', () => {
    renderInspector(emptyMessage(false));
    expect(screen.queryByTestId('field:flags.ephemeral')).toBeNull();
  });

  it('offers EPHEMERAL on an interaction response and writes flag 64', () => {
    const r = renderInspector(message({ type: 4, data: { content: 'Hi' } }));
    fireEvent.click(r.field('flags.ephemeral'));
    fireEvent.click(r.field('flags.suppress_notifications'));
    expect(body(r).flags).toBe(EPHEMERAL | SUPPRESS_NOTIFICATIONS);
    expect(toPayload(r.store.getState().doc as MessageDoc)).toEqual({
      type: 4,
      data: { content: 'Hi', flags: 4160 },
    });
  });

  it('shows an imported EPHEMERAL on a channel message so that it can be cleared', () => {
    const r = renderInspector(message({ content: 'Hi', flags: 64 }));
    expect(screen.getByText(/works only in an interaction response/)).toBeTruthy();
    fireEvent.click(r.field('flags.ephemeral'));
    expect('flags' in body(r)).toBe(false);
    expect(screen.queryByTestId('field:flags.ephemeral')).toBeNull();
  });
});

describe('who may be pinged', () => {
  const summary = () => screen.getByTestId('mentions-summary').textContent ?? '';

  it('tells the default (no field) from nobody ({ parse: [] })', () => {
    const r = renderInspector(emptyMessage(false));
    expect((r.field('allowed_mentions.mode.default') as HTMLInputElement).checked).toBe(true);
    expect(summary()).toContain('No allowed_mentions is sent');
    fireEvent.click(r.field('allowed_mentions.mode.nobody'));
    expect(body(r).allowed_mentions).toEqual({ parse: [] });
    expect(summary()).toContain('Nobody is pinged');
    expect(summary()).toContain('{"parse":[]}');
    fireEvent.click(r.field('allowed_mentions.mode.default'));
    expect('allowed_mentions' in body(r)).toBe(false);
  });

  it('lists users by id, two of them, without users in parse', () => {
    const r = renderInspector(emptyMessage(false));
    fireEvent.click(r.field('allowed_mentions.mode.choose'));
    expect(body(r).allowed_mentions).toEqual({ parse: [] });
    // Chosen with nothing ticked yet: the choice stays "Only these", not "Nobody".
    expect((r.field('allowed_mentions.mode.choose') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(r.field('allowed_mentions.users.all'));
    expect(body(r).allowed_mentions).toEqual({ parse: ['users'] });
    fireEvent.click(r.field('allowed_mentions.users.these'));
    type(r.field('allowed_mentions.users.ids'), '111111111111111111, 222222222222222222');
    expect(body(r).allowed_mentions).toEqual({
      parse: [],
      users: ['111111111111111111', '222222222222222222'],
    });
    expect(screen.getByText('2 / 100')).toBeTruthy();
    expect(summary()).toContain('only the 2 users listed');
  });

  it('choosing "these roles" takes roles out of parse', () => {
    const r = renderInspector(
      message({ content: 'Hi', allowed_mentions: { parse: ['roles', 'everyone'] } }),
    );
    expect((r.field('allowed_mentions.roles.all') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(r.field('allowed_mentions.roles.these'));
    type(r.field('allowed_mentions.roles.ids'), '42');
    expect(body(r).allowed_mentions).toEqual({ parse: ['everyone'], roles: ['42'] });
  });

  it('counts ids against 100 and marks ids that are not digits', () => {
    const r = renderInspector(emptyMessage(false));
    fireEvent.click(r.field('allowed_mentions.mode.choose'));
    fireEvent.click(r.field('allowed_mentions.roles.these'));
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(1000 + i)).join(' ');
    type(r.field('allowed_mentions.roles.ids'), ids(100));
    expect(screen.getByText('100 / 100').hasAttribute('data-bad')).toBe(false);
    type(r.field('allowed_mentions.roles.ids'), ids(101));
    expect(screen.getByText('101 / 100').hasAttribute('data-bad')).toBe(true);
    type(r.field('allowed_mentions.roles.ids'), '12 abc');
    expect(screen.getByText(/An id is digits only: “abc” is not/)).toBeTruthy();
    expect(r.field('allowed_mentions.roles.ids').getAttribute('aria-invalid')).toBe('true');
  });

  it('says the replied user only matters in a reply', () => {
    const r = renderInspector(message({ content: 'Hi', allowed_mentions: { parse: [] } }));
    fireEvent.click(r.field('allowed_mentions.mode.choose'));
    fireEvent.click(r.field('allowed_mentions.replied_user'));
    expect(body(r).allowed_mentions).toEqual({ parse: [], replied_user: true });
    expect(screen.getByText(/Only matters in a reply/)).toBeTruthy();
  });

  it('says nothing of replies when the message is one', () => {
    const r = renderInspector(
      message({
        content: 'Hi',
        message_reference: { message_id: '1' },
        allowed_mentions: { parse: [], replied_user: true },
      }),
    );
    expect((r.field('allowed_mentions.replied_user') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/Only matters in a reply/)).toBeNull();
  });

  it('follows undo', () => {
    const r = renderInspector(emptyMessage(false));
    fireEvent.click(r.field('allowed_mentions.mode.nobody'));
    r.store.getState().undo();
    expect('allowed_mentions' in body(r)).toBe(false);
  });
});

describe('webhook fields', () => {
  const hook = () => message({ content: 'Hi', username: 'Hook' });

  it('shows a Webhook group only for a webhook body', () => {
    renderInspector(emptyMessage(false));
    expect(screen.queryByTestId('group:webhook')).toBeNull();
    cleanup();
    renderInspector(hook());
    expect(screen.getByTestId('group:webhook')).toBeTruthy();
  });

  it('edits username against 80, the avatar URL and the thread name', () => {
    const r = renderInspector(hook());
    type(r.field('username'), 'a'.repeat(80));
    expect(screen.getByText('80 / 80').hasAttribute('data-bad')).toBe(false);
    type(r.field('username'), 'a'.repeat(81));
    expect(screen.getByText('81 / 80').hasAttribute('data-bad')).toBe(true);
    type(r.field('avatar_url'), 'https://cdn.example/a.png');
    type(r.field('thread_name'), 'Weekly report');
    expect(body(r)).toMatchObject({
      avatar_url: 'https://cdn.example/a.png',
      thread_name: 'Weekly report',
    });
    type(r.field('username'), '');
    expect('username' in body(r)).toBe(false);
  });
});
