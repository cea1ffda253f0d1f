import { describe, expect, it } from 'vitest';
import {
  describeMentions,
  mentionsMode,
  readMentions,
  splitIds,
  writeMentions,
} from './allowed-mentions';
import type { MentionsChoice } from './allowed-mentions';

const none: MentionsChoice = {
  everyone: false,
  roles: 'none',
  roleIds: [],
  users: 'none',
  userIds: [],
  repliedUser: false,
};

describe('mentionsMode', () => {
  it('tells the default (no field) from nobody ({ parse: [] }) from a choice', () => {
    expect(mentionsMode(undefined)).toBe('default');
    expect(mentionsMode({ parse: [] })).toBe('nobody');
    expect(mentionsMode({})).toBe('nobody');
    expect(mentionsMode({ parse: ['users'] })).toBe('choose');
    expect(mentionsMode({ parse: [], roles: [] })).toBe('choose');
    expect(mentionsMode({ replied_user: true })).toBe('choose');
  });

  it('takes a value that is not an object as allowing nobody', () => {
    expect(mentionsMode('all')).toBe('nobody');
    expect(mentionsMode(null)).toBe('nobody');
  });
});

describe('readMentions', () => {
  it('reads each type as none, all or listed', () => {
    expect(
      readMentions({ parse: ['everyone', 'users'], roles: ['1', '2'], replied_user: true }),
    ).toEqual({
      everyone: true,
      roles: 'these',
      roleIds: ['1', '2'],
      users: 'all',
      userIds: [],
      repliedUser: true,
    });
  });

  it('shows a type in parse as all even when it is listed too (the validator reports it)', () => {
    const c = readMentions({ parse: ['roles'], roles: ['1'] });
    expect(c.roles).toBe('all');
    expect(c.roleIds).toEqual(['1']);
  });
});

describe('writeMentions', () => {
  it('writes nobody as an empty parse', () => {
    expect(writeMentions(none)).toEqual({ parse: [] });
  });

  it('never puts a listed type in parse', () => {
    const json = writeMentions({ ...none, roles: 'these', roleIds: ['7'], users: 'all' });
    expect(json).toEqual({ parse: ['users'], roles: ['7'] });
  });

  it('choosing "these roles" takes roles out of parse', () => {
    const before = { parse: ['roles', 'everyone'] };
    const choice = { ...readMentions(before), roles: 'these' as const, roleIds: ['42'] };
    expect(writeMentions(choice, before)).toEqual({ parse: ['everyone'], roles: ['42'] });
  });

  it('keeps an empty list for "these" with no ids yet, so the choice stays', () => {
    const json = writeMentions({ ...none, users: 'these' });
    expect(json).toEqual({ parse: [], users: [] });
    expect(readMentions(json).users).toBe('these');
  });

  it('writes replied_user only when it is allowed', () => {
    expect(writeMentions({ ...none, repliedUser: true })).toEqual({
      parse: [],
      replied_user: true,
    });
  });

  it('keeps fields Discord does not document', () => {
    expect(writeMentions(none, { parse: ['users'], note: 'x' })).toEqual({ parse: [], note: 'x' });
  });

  it('round-trips what it reads', () => {
    const samples = [
      { parse: [] },
      { parse: ['roles', 'users', 'everyone'] },
      { parse: ['everyone'], roles: ['1'], users: ['2', '3'], replied_user: true },
    ];
    for (const s of samples) expect(writeMentions(readMentions(s), s)).toEqual(s);
  });
});

describe('splitIds', () => {
  it('splits at spaces, commas and new lines', () => {
    expect(splitIds(' 1, 2\n3  4,,')).toEqual(['1', '2', '3', '4']);
    expect(splitIds('')).toEqual([]);
  });
});

describe('describeMentions', () => {
  it('says the default, nobody, and who in words', () => {
    expect(describeMentions(undefined)).toMatch(/^Discord’s default/);
    expect(describeMentions({ parse: [] })).toBe('Nobody is pinged, whoever the text mentions.');
    expect(describeMentions({ parse: ['everyone'], users: ['1', '2'], replied_user: true })).toBe(
      'Pinged when the text mentions them: @everyone and @here, only the 2 users listed and the author of the message replied to; nobody else.',
    );
    expect(describeMentions({ parse: ['roles'] })).toBe(
      'Pinged when the text mentions them: any role; nobody else.',
    );
  });
});
