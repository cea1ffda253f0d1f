import { describe, expect, it } from 'vitest';
import { SAMPLE_GUILD } from '../../../../model/interactions/sample-guild';
import { GROUP_CAP, allGroups, searchGroups } from './mention-entries';
import { sampleDirectory } from './sample-directory';
import type { MentionDirectory } from './sources';

const sample = sampleDirectory(SAMPLE_GUILD);

const withUsers = (n: number): MentionDirectory => ({
  ...sample,
  users: Array.from({ length: n }, (_, i) => ({
    id: `13000000000000${String(i).padStart(5, '0')}`,
    name: `Member ${i}`,
    username: `member${i}`,
    bot: false,
  })),
});

const labels = (groups: ReturnType<typeof searchGroups>) =>
  groups.flatMap((g) => g.entries.map((e) => e.label));

describe('sampleDirectory', () => {
  it('names users as Discord shows them and leaves out @everyone and categories', () => {
    expect(sample.users.map((u) => u.name)).toEqual([
      'Ava',
      'Ben (mod)',
      'Cleo',
      'dev.null',
      'Studio Bot',
    ]);
    expect(sample.roles.map((r) => r.name)).not.toContain('@everyone');
    expect(sample.channels.map((c) => c.name)).not.toContain('Text Channels');
    expect(sample.channels).toHaveLength(6);
  });
});

describe('allGroups', () => {
  it('makes each row the text Discord reads, and offers loading a guild only when the app can', () => {
    const groups = allGroups(sample, [], false);
    const byKey = new Map(groups.flatMap((g) => g.entries).map((e) => [e.key, e]));
    expect(byKey.get('user:1290000000000000203')).toMatchObject({
      label: '@Cleo',
      text: '<@1290000000000000203>',
    });
    expect(byKey.get('role:1290000000000000302')).toMatchObject({
      label: '@Moderator',
      text: '<@&1290000000000000302>',
      color: 0x3498db,
    });
    expect(byKey.get('channel:1290000000000000407')).toMatchObject({
      label: '🔊 Lounge',
      detail: 'voice channel',
    });
    expect(byKey.has('guild')).toBe(false);
    expect(
      allGroups(sample, [], true)
        .at(-1)
        ?.entries.map((e) => e.key),
    ).toEqual(['timestamp', 'command', 'guild']);
  });

  it('drops a row whose id or command name Discord would not read', () => {
    const bad: MentionDirectory = {
      ...sample,
      users: [{ id: '42', name: 'Short', username: 's', bot: false }],
    };
    const commands = [
      { path: ['Ping'], id: '1300000000000000600', where: 'x' },
      { path: ['ping'], id: 'nope', where: 'x' },
    ];
    const groups = allGroups(bad, commands, false);
    expect(groups.find((g) => g.id === 'users')?.entries).toEqual([]);
    expect(groups.find((g) => g.id === 'commands')?.entries).toEqual([]);
  });
});

describe('searchGroups', () => {
  it('keeps rows holding every word, in any case and without accents', () => {
    const groups = allGroups(sample, [], false);
    expect(labels(searchGroups(groups, 'BEN MOD'))).toEqual(['@Ben (mod)']);
    expect(labels(searchGroups(groups, 'clëo'))).toEqual(['@Cleo']);
    expect(labels(searchGroups(groups, 'voice'))).toEqual(['🔊 Lounge']);
    expect(searchGroups(groups, 'nothing like this')).toEqual([]);
  });

  it(`shows ${GROUP_CAP} rows of a group and counts the rest: ${GROUP_CAP - 1}, ${GROUP_CAP}, ${GROUP_CAP + 1}`, () => {
    for (const n of [GROUP_CAP - 1, GROUP_CAP, GROUP_CAP + 1]) {
      const users = searchGroups(allGroups(withUsers(n), [], false), '')[0]!;
      expect(users.entries, String(n)).toHaveLength(Math.min(n, GROUP_CAP));
      expect(users.hidden, String(n)).toBe(Math.max(0, n - GROUP_CAP));
    }
  });
});
