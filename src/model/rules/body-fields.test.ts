import { describe, expect, it } from 'vitest';
import { chars, expectOnly, expectProblems, expectValid, text, message } from '../testing/fixtures';

const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => String(100000000000000000n + BigInt(i)));
const hello = (fields: Record<string, unknown>) => ({ content: 'Hello', ...fields });
const webhook = (fields: Record<string, unknown>) => ({
  content: 'Hello',
  username: 'Hook',
  ...fields,
});
const reply = (data: Record<string, unknown>) => ({ type: 4, data: { content: 'Hello', ...data } });

describe('content', () => {
  it('accepts 2000 characters and refuses 2001', () => {
    expectValid({ content: chars(1999) });
    expectValid({ content: chars(2000) });
    expectOnly({ content: chars(2001) }, 'error too-long $.content', 2001, 2000);
  });

  it('counts the same in a response body', () => {
    expectValid(reply({ content: chars(2000) }));
    expectOnly(reply({ content: chars(2001) }), 'error too-long $.data.content', 2001, 2000);
  });
});

describe('allowed_mentions', () => {
  it.each(['roles', 'users'])('accepts 99 and 100 listed %s and refuses 101', (list) => {
    expectValid(hello({ allowed_mentions: { parse: [], [list]: ids(99) } }));
    expectValid(hello({ allowed_mentions: { parse: [], [list]: ids(100) } }));
    expectOnly(
      hello({ allowed_mentions: { parse: [], [list]: ids(101) } }),
      `error too-many $.allowed_mentions.${list}`,
      101,
      100,
    );
  });

  it('accepts nobody, and each type allowed in full or listed', () => {
    expectValid(hello({ allowed_mentions: { parse: [] } }));
    expectValid(hello({ allowed_mentions: { parse: ['roles', 'users', 'everyone'] } }));
    expectValid(hello({ allowed_mentions: { parse: ['everyone'], roles: ['1'], users: ['2'] } }));
    expectValid(hello({ allowed_mentions: { replied_user: true } }));
  });

  it('refuses a type that is in parse and listed, at the list', () => {
    const problem = expectOnly(
      hello({ allowed_mentions: { parse: ['roles'], roles: ['123'] } }),
      'error mentions-conflict $.allowed_mentions.roles',
    );
    expect(problem.message).toContain('cannot both allow all roles');
    expectOnly(
      hello({ allowed_mentions: { parse: ['users', 'roles'], users: ids(2) } }),
      'error mentions-conflict $.allowed_mentions.users',
      '2 users listed',
    );
    expectProblems(
      hello({ allowed_mentions: { parse: ['users', 'roles'], users: ['1'], roles: ['2'] } }),
      [
        'error mentions-conflict $.allowed_mentions.users',
        'error mentions-conflict $.allowed_mentions.roles',
      ],
    );
  });

  it('takes an empty list beside its type in parse as listing nobody', () => {
    expectValid(hello({ allowed_mentions: { parse: ['roles'], roles: [] } }));
  });

  it('refuses ids that are not snowflakes, and unknown parse types', () => {
    expectOnly(
      hello({ allowed_mentions: { users: ['12', 'abc'] } }),
      'error invalid-format $.allowed_mentions.users[1]',
    );
    expectOnly(
      hello({ allowed_mentions: { parse: ['here'] } }),
      'error invalid-value $.allowed_mentions.parse[0]',
    );
  });

  it('reports a conflict in a response at its path under data', () => {
    expectOnly(
      reply({ allowed_mentions: { parse: ['users'], users: ['1'] } }),
      'error mentions-conflict $.data.allowed_mentions.users',
    );
  });
});

describe('EPHEMERAL', () => {
  it('is accepted in both interaction responses', () => {
    expectValid(reply({ flags: 64 }));
    expectValid({ type: 7, data: { content: 'Hello', flags: 64 | 4096 } });
  });

  it('is refused on a channel message and on a webhook, saying why', () => {
    const problem = expectOnly(hello({ flags: 64 }), 'error invalid-flags $.flags', 64);
    expect(problem.message).toContain('only an interaction response');
    expect(problem.message).not.toContain('bits Discord does not accept');
    expectOnly(webhook({ flags: 64 }), 'error invalid-flags $.flags', 'EPHEMERAL');
  });

  it('names EPHEMERAL and the other bits in one problem', () => {
    const problem = expectOnly(hello({ flags: 64 | 2 }), 'error invalid-flags $.flags');
    expect(problem.message).toContain('EPHEMERAL (64)');
    expect(problem.message).toContain('(2)');
  });
});

describe('tts', () => {
  it('is a boolean', () => {
    expectValid(hello({ tts: true }));
    expectValid(hello({ tts: false }));
    expectOnly(hello({ tts: 'yes' }), 'error invalid-type $.tts', '"yes"');
  });
});

describe('webhook fields', () => {
  it('accepts a username of 1, 79 and 80 characters and refuses 0 and 81', () => {
    expectValid(webhook({ username: 'H' }));
    expectValid(webhook({ username: chars(79) }));
    expectValid(webhook({ username: chars(80) }));
    expectOnly(webhook({ username: chars(81) }), 'error too-long $.username', 81, 80);
    expectOnly(webhook({ username: '' }), 'error empty $.username');
  });

  it('takes an http(s) avatar_url only', () => {
    expectValid(webhook({ avatar_url: 'https://cdn.example/a.png' }));
    expectOnly(webhook({ avatar_url: 'javascript:alert(1)' }), 'error invalid-format $.avatar_url');
  });

  it('accepts a thread_name of 100 characters and refuses 101', () => {
    expectValid(webhook({ thread_name: chars(100) }));
    expectOnly(webhook({ thread_name: chars(101) }), 'error too-long $.thread_name', 101, 100);
  });

  it('reports username outside a webhook as a field Discord does not document there', () => {
    expectOnly(reply({ username: 'Hook' }), 'warning unknown-field $.data.username');
  });
});

describe('Components V2 and content', () => {
  it('refuses content in a V2 message', () => {
    expectOnly({ ...message(text()), content: 'Hi' }, 'error v2-forbidden-field $.content');
  });
});
