import { describe, expect, it } from 'vitest';
import { NOT_FORWARDED, matchRoute } from './relay-routes';

const ID = '1300000000000000100';

describe('matchRoute', () => {
  it('masks the webhook token in the path it gives the log', () => {
    const m = matchRoute('PATCH', `/webhooks/${ID}/tok-en_1/messages/${ID}?with_components=true`);
    expect(m).toEqual({
      ok: true,
      path: `/webhooks/${ID}/tok-en_1/messages/${ID}`,
      query: 'with_components=true',
      logPath: `/webhooks/${ID}/***/messages/${ID}`,
    });
  });

  it('keeps channel paths as they are in the log', () => {
    const m = matchRoute('POST', `/channels/${ID}/messages`);
    expect(m).toMatchObject({ ok: true, logPath: `/channels/${ID}/messages`, query: '' });
  });

  it('accepts snowflakes of 15 to 21 digits only', () => {
    expect(matchRoute('POST', `/channels/${'1'.repeat(15)}/messages`).ok).toBe(true);
    expect(matchRoute('POST', `/channels/${'1'.repeat(21)}/messages`).ok).toBe(true);
    expect(matchRoute('POST', `/channels/${'1'.repeat(14)}/messages`).ok).toBe(false);
    expect(matchRoute('POST', `/channels/${'1'.repeat(22)}/messages`).ok).toBe(false);
  });

  it('refuses lowercase methods and paths with encoded characters', () => {
    expect(matchRoute('post', `/channels/${ID}/messages`)).toEqual({
      ok: false,
      status: 404,
      message: NOT_FORWARDED,
    });
    expect(matchRoute('GET', `/webhooks/${ID}/%74oken`).ok).toBe(false);
    expect(matchRoute('GET', `/webhooks/${ID}/token%00`).ok).toBe(false);
  });

  it('rebuilds the query from the allowed parameters only', () => {
    const m = matchRoute(
      'POST',
      `/webhooks/${ID}/t?wait=true&thread_id=${ID}&with_components=false`,
    );
    expect(m).toMatchObject({
      ok: true,
      query: `wait=true&thread_id=${ID}&with_components=false`,
    });
    expect(matchRoute('POST', `/webhooks/${ID}/t?wait=yes`)).toMatchObject({ status: 400 });
  });
});
