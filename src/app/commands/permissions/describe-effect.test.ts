import { describe, expect, it } from 'vitest';
import type { EffectCommand, EffectInput } from './describe-effect';
import { describeEffect, memberPermissionsPhrase } from './describe-effect';
import type { PermissionEntry } from './permission-entries';
import {
  ALL_CHANNELS,
  CHANNEL_ID,
  GUILD,
  MEMBER,
  MOD_ROLE,
  OTHER_ROLE,
  channel,
  role,
  user,
} from './permission-test-kit';

const ban: EffectCommand = { name: 'ban', type: 1, default_member_permissions: '4' };

function effect(entries: PermissionEntry[], more: Partial<EffectInput> = {}): string {
  return describeEffect({ guildId: GUILD, command: ban, entries, ...more }).join('\n');
}

describe('describeEffect', () => {
  it('says a role allowed with @everyone denied lets only that role in', () => {
    expect(effect([role(MOD_ROLE), role(GUILD, false)])).toContain(
      `Members with role ${MOD_ROLE} can use /ban; everyone else cannot (the @everyone entry denies it).`,
    );
  });

  it('says a denied role keeps its members out, and the rest follow default_member_permissions', () => {
    expect(effect([role(MOD_ROLE, false)])).toContain(
      `Members with role ${MOD_ROLE} cannot use /ban; for everyone else, default_member_permissions decides, and it is "4": members with Ban Members (BAN_MEMBERS) can use it.`,
    );
  });

  it('says a user entry holds whatever the user’s roles', () => {
    const text = effect([user(MEMBER, false), role(MOD_ROLE)]);
    expect(text).toContain(`User ${MEMBER} cannot use /ban, whatever their roles.`);
    expect(text).toContain(`Members with role ${MOD_ROLE} can use /ban;`);
  });

  it('lists several ids of a kind in one sentence', () => {
    expect(effect([user(MEMBER), user(MOD_ROLE)])).toContain(
      `Users ${MEMBER} and ${MOD_ROLE} can use /ban, whatever their roles.`,
    );
    expect(effect([role(MOD_ROLE), role(OTHER_ROLE)])).toContain(
      `Members with roles ${MOD_ROLE} or ${OTHER_ROLE} can use /ban;`,
    );
  });

  it('does not claim which of two roles wins when a member has both', () => {
    expect(effect([role(MOD_ROLE), role(OTHER_ROLE, false)])).toContain(
      'the reference does not say which entry wins',
    );
  });

  it('says @everyone alone covers every member', () => {
    expect(effect([role(GUILD)])).toContain(
      'Every member can use /ban (the @everyone entry allows it).',
    );
    expect(effect([role(GUILD, false)])).toContain(
      'No member can use /ban (the @everyone entry denies it).',
    );
  });

  it('limits where with channel entries, All channels being the base', () => {
    expect(effect([channel(ALL_CHANNELS, false), channel(CHANNEL_ID)])).toContain(
      `/ban can be used only in channel ${CHANNEL_ID} (and the threads in it): the All channels entry denies every other channel.`,
    );
    expect(effect([channel(ALL_CHANNELS, false)])).toContain(
      'The All channels entry denies every channel: /ban cannot be used in any channel.',
    );
    expect(effect([channel(ALL_CHANNELS), channel(CHANNEL_ID, false)])).toContain(
      `/ban can be used in every channel except channel ${CHANNEL_ID} (and the threads in it)`,
    );
    const denied = effect([channel(CHANNEL_ID, false)]);
    expect(denied).toContain(
      `/ban cannot be used in channel ${CHANNEL_ID} (nor in the threads in it).`,
    );
    expect(denied).toContain('Channels without an entry are not limited by these entries.');
  });

  it('says entries without a channel do not limit where', () => {
    expect(effect([role(MOD_ROLE)])).toContain(
      'No entry names a channel, so these entries do not limit where /ban can be used.',
    );
  });

  it('always says administrators can use it', () => {
    const all = [[], [role(GUILD, false)], [channel(ALL_CHANNELS, false)]];
    for (const entries of all)
      expect(effect(entries)).toContain('Administrators can always use /ban.');
  });

  it('falls back to default_member_permissions "0": administrators only', () => {
    expect(
      effect([], {
        command: { name: 'purge', type: 1, default_member_permissions: '0' },
        applicationDefault: [],
      }),
    ).toContain(
      '/purge has no entries of its own in this guild, and the application has no default entries here, so default_member_permissions decides, and it is "0": only administrators can use it.',
    );
  });

  it('falls back to default_member_permissions null: everyone', () => {
    expect(
      effect([], { command: { name: 'ping', type: 1, default_member_permissions: null } }),
    ).toContain(
      'otherwise default_member_permissions decides, and it is null: everyone can use it.',
    );
  });

  it('uses the application-wide default entries for a command without its own', () => {
    const text = effect([], { applicationDefault: [role(MOD_ROLE), role(GUILD, false)] });
    expect(text).toContain(
      '/ban has no entries of its own in this guild, so the application-wide default entries apply to it:',
    );
    expect(text).toContain(`Members with role ${MOD_ROLE} can use /ban; everyone else cannot`);
  });

  it('says the application-wide default entries may apply while they are not loaded', () => {
    expect(effect([])).toContain(
      'the application-wide default entries apply to it if there are any (load "All commands" to see them)',
    );
  });

  it('describes the application-wide default entries themselves', () => {
    const text = describeEffect({ guildId: GUILD, command: null, entries: [role(MOD_ROLE)] });
    expect(text[0]).toBe(
      'These entries apply to every command of the application in this guild that has no entries of its own.',
    );
    expect(text).toContain(
      `Members with role ${MOD_ROLE} can use these commands; for everyone else, each command's own default_member_permissions decides.`,
    );
    expect(text.at(-1)).toBe('Administrators can always use every command.');
  });

  it('names a user or message command without a slash', () => {
    expect(effect([role(GUILD, false)], { command: { name: 'Report', type: 2 } })).toContain(
      'No member can use "Report"',
    );
  });

  it('says nothing of a row whose id is not filled in yet or is not an id', () => {
    expect(effect([role('')])).toBe(effect([]));
    expect(effect([channel('12a', false)])).toBe(effect([]));
  });
});

describe('memberPermissionsPhrase', () => {
  it('names each permission of the set by its label and flag', () => {
    expect(memberPermissionsPhrase('8196')).toBe(
      'default_member_permissions decides, and it is "8196": members with all of Ban Members (BAN_MEMBERS) and Manage Messages (MANAGE_MESSAGES) can use it',
    );
  });

  it('says what is wrong with a set that is not one', () => {
    expect(memberPermissionsPhrase('abc')).toContain('"abc", which is not a whole number');
  });
});
