import { describe, expect, it } from 'vitest';
import { toRelayRequest } from './relay-request';

describe('toRelayRequest', () => {
  it('sends a GET to the relay with the bot token and no body', () => {
    expect(
      toRelayRequest({ method: 'GET', path: '/guilds/1/roles/member-counts', auth: 'bot' }, 'tok'),
    ).toEqual({
      method: 'GET',
      url: '/relay/guilds/1/roles/member-counts',
      headers: { Authorization: 'Bot tok' },
      body: null,
    });
  });

  it('sends a JSON body with a Bearer token', () => {
    expect(
      toRelayRequest(
        { method: 'PUT', path: '/lobbies', auth: 'bearer', body: { secret: 's' } },
        'b',
      ),
    ).toEqual({
      method: 'PUT',
      url: '/relay/lobbies',
      headers: { Authorization: 'Bearer b', 'Content-Type': 'application/json' },
      body: '{"secret":"s"}',
    });
  });

  it('sends files as multipart with the body as payload_json, leaving the boundary to fetch', async () => {
    const request = toRelayRequest(
      {
        method: 'POST',
        path: '/channels/1/invites',
        auth: 'bot',
        body: { max_age: 0 },
        files: [
          {
            part: 'target_users_file',
            filename: 'users.csv',
            type: 'text/csv',
            text: 'user_id\n1\n',
          },
        ],
      },
      'tok',
    );
    expect(request.headers).toEqual({ Authorization: 'Bot tok' });
    const form = request.body as FormData;
    expect(form.get('payload_json')).toBe('{"max_age":0}');
    const file = form.get('target_users_file') as File;
    expect(file.name).toBe('users.csv');
    expect(file.type).toBe('text/csv');
    expect(await file.text()).toBe('user_id\n1\n');
  });
});
