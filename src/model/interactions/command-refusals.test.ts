import { describe, expect, it } from 'vitest';
import { option, slash } from '../testing/command-fixtures';
import { SAMPLE_GUILD } from './sample-guild';
import { commandsDoc, invoke, nodeNamed, received } from '../testing/command-use';
import { CHANNEL, LEFT_USER, LOUNGE, ROLE, USER } from '../testing/interactions';
import { refused } from '../testing/interactions';
import { buildCommandInteraction } from './command';

const SET = [
  slash({
    name: 'pick',
    description: 'Checks on values',
    options: [
      option('string-option', { name: 'reason', required: true, min_length: 3, max_length: 10 }),
      option('string-option', {
        name: 'color',
        choices: [
          { name: 'Red', value: 'red' },
          { name: 'Blue', value: 'blue' },
        ],
      }),
      option('integer-option', { name: 'count', min_value: 1, max_value: 10 }),
      option('integer-option', {
        name: 'size',
        choices: [
          { name: 'Small', value: 1 },
          { name: 'Large', value: 3 },
        ],
      }),
      option('number-option', { name: 'ratio', max_value: 1 }),
      option('boolean-option', { name: 'public' }),
      option('user-option', { name: 'who' }),
      option('role-option', { name: 'role' }),
      option('mentionable-option', { name: 'ping' }),
      option('channel-option', { name: 'where', channel_types: [0, 5] }),
      option('attachment-option', { name: 'file' }),
    ],
  }),
  slash({
    name: 'mod',
    description: 'Moderation',
    default_member_permissions: '8192',
    options: [option('subcommand', { name: 'purge', description: 'Delete messages' })],
  }),
  slash({ name: 'admin', description: 'Admins only', default_member_permissions: '0' }),
  slash({ name: 'spicy', description: 'Age-restricted', nsfw: true }),
  slash({ name: 'dm', description: 'Only in DMs', contexts: [1, 2], integration_types: [0, 1] }),
  { type: 2, name: 'Show Profile' },
  { type: 4, name: 'Launch', description: 'Start the game', handler: 2 },
];
const doc = commandsDoc(SET);
const use = (inputs: Record<string, string>) => invoke(doc, { path: ['pick'], inputs });
const ok = { reason: 'spam' };

describe('buildCommandInteraction', () => {
  describe('refuses', () => {
    it('a required option left empty, naming its node', () => {
      const result = use({});
      expect(refused(result)).toEqual(['"reason" is required.']);
      expect(!result.ok && result.errors[0]!.nodeKey).toBe(nodeNamed(doc, 'pick', 'reason').key);
    });

    it('text shorter than min_length or longer than max_length', () => {
      expect(refused(use({ reason: 'no' }))).toEqual([
        '"reason": the text is 2 characters long; its min_length is 3.',
      ]);
      expect(refused(use({ reason: 'far too long' }))).toEqual([
        '"reason": the text is 12 characters long; its max_length is 10.',
      ]);
    });

    it('a value that is not one of the choices, comparing typed values', () => {
      expect(refused(use({ ...ok, color: 'green' }))).toEqual([
        '"color": "green" is not one of its choices, "red" or "blue".',
      ]);
      expect(refused(use({ ...ok, size: '2' }))).toEqual([
        '"size": "2" is not one of its choices, 1 or 3.',
      ]);
      const sent = received(use({ ...ok, size: '3' })).data.options;
      expect(sent).toContainEqual({ name: 'size', type: 4, value: 3 });
    });

    it('an integer that is not whole, outside min/max_value or outside Discord’s range', () => {
      expect(refused(use({ ...ok, count: '2.5' }))).toEqual([
        '"count": "2.5" is not a whole number.',
      ]);
      expect(refused(use({ ...ok, count: '0' }))).toEqual([
        '"count": 0 is less than its min_value, 1.',
      ]);
      expect(refused(use({ ...ok, count: '11' }))).toEqual([
        '"count": 11 is more than its max_value, 10.',
      ]);
      const wide = commandsDoc([slash({ options: [option('integer-option', { name: 'n' })] })]);
      expect(refused(invoke(wide, { path: ['color'], inputs: { n: '9007199254740992' } }))).toEqual(
        [
          '"n": 9007199254740992 is outside what an Integer option holds, -9007199254740991 to 9007199254740991.',
        ],
      );
    });

    it('a number that does not parse or is above max_value', () => {
      expect(refused(use({ ...ok, ratio: 'half' }))).toEqual(['"ratio": "half" is not a number.']);
      expect(refused(use({ ...ok, ratio: '1.5' }))).toEqual([
        '"ratio": 1.5 is more than its max_value, 1.',
      ]);
    });

    it('a boolean that is neither true nor false', () => {
      expect(refused(use({ ...ok, public: 'yes' }))).toEqual([
        '"public": "yes" is neither true nor false.',
      ]);
    });

    it('ids that are not a user, role or channel of the guild', () => {
      expect(
        refused(use({ ...ok, who: ROLE.moderator, role: USER.ben, ping: CHANNEL.general })),
      ).toEqual([
        `"who": "${ROLE.moderator}" is not a user in the guild.`,
        `"role": "${USER.ben}" is not a role in the guild.`,
        `"ping": "${CHANNEL.general}" is not a user or role in the guild.`,
      ]);
      expect(refused(use({ ...ok, where: '42' }))).toEqual([
        '"where": "42" is not a channel in the guild.',
      ]);
    });

    it('a channel of a type the option’s channel_types leave out', () => {
      expect(refused(use({ ...ok, where: LOUNGE }))).toEqual([
        '"where": #Lounge is a Voice channel; it takes Text or Announcement channels.',
      ]);
      expect(
        received(use({ ...ok, where: CHANNEL.announcements })).data.resolved?.channels,
      ).toHaveProperty(CHANNEL.announcements);
    });

    it('an attachment input that names no file, a bad size, or a file over the upload limit', () => {
      expect(refused(use({ ...ok, file: '|12' }))).toEqual([
        '"file": the file has no name; write it as a file name and optionally its size in bytes, like report.pdf|48213.',
      ]);
      expect(refused(use({ ...ok, file: 'a.txt|big' }))).toEqual([
        '"file": the size "big" is not a whole number of bytes; write it as a file name and optionally its size in bytes, like report.pdf|48213.',
      ]);
      expect(refused(use({ ...ok, file: 'movie.mp4|20000000' }))).toEqual([
        '"file": movie.mp4 is larger than the upload limit (10485760 bytes).',
      ]);
    });

    it('every problem at once', () => {
      const result = use({ count: 'x', who: '1' });
      expect(refused(result)).toHaveLength(3);
    });

    it('a command with subcommands used without one', () => {
      expect(refused(invoke(doc, { path: ['mod'] }, { userId: USER.ben }))).toEqual([
        'The command /mod has subcommands and cannot be used on its own; choose one of them.',
      ]);
    });

    it('a command the member lacks default_member_permissions for; administrators pass', () => {
      expect(refused(invoke(doc, { path: ['mod', 'purge'] }))).toEqual([
        'Cleo cannot see this command: it needs Manage Messages (default_member_permissions), and Cleo lacks Manage Messages in #general.',
      ]);
      expect(invoke(doc, { path: ['mod', 'purge'] }, { userId: USER.ben }).ok).toBe(true);
      expect(refused(invoke(doc, { path: ['admin'] }, { userId: USER.ben }))).toEqual([
        'Ben (mod) cannot see this command: its default_member_permissions "0" keeps it for administrators.',
      ]);
      expect(invoke(doc, { path: ['admin'] }, { userId: USER.ava }).ok).toBe(true);
    });

    it('an age-restricted command outside an age-restricted channel', () => {
      expect(refused(invoke(doc, { path: ['spicy'] }))).toEqual([
        'This command is age-restricted (nsfw), and #general is not an age-restricted channel.',
      ]);
      const guild = {
        ...SAMPLE_GUILD,
        channels: SAMPLE_GUILD.channels.map((c) =>
          c.id === CHANNEL.general ? { ...c, nsfw: true } : c,
        ),
      };
      expect(invoke(doc, { path: ['spicy'] }, { guild }).ok).toBe(true);
    });

    it('a command whose contexts leave out servers', () => {
      expect(refused(invoke(doc, { path: ['dm'] }))).toEqual([
        'This command is not offered in servers: its contexts leave out 0 (GUILD).',
      ]);
    });

    it('a user command without a target, or on someone outside the guild', () => {
      expect(refused(invoke(doc, { path: ['Show Profile'] }))).toEqual([
        'A user command is used on a user; choose one.',
      ]);
      expect(refused(invoke(doc, { path: ['Show Profile'], targetId: '123' }))).toEqual([
        '"123" is not a user in the guild.',
      ]);
      expect(invoke(doc, { path: ['Show Profile'], targetId: LEFT_USER }).ok).toBe(true);
    });

    it('a user command where the member cannot send messages', () => {
      expect(
        refused(
          invoke(
            doc,
            { path: ['Show Profile'], targetId: USER.ben },
            { channelId: CHANNEL.announcements },
          ),
        ),
      ).toEqual([
        'Cleo cannot send messages in #announcements, and Discord refuses a user command there with "permission denied".',
      ]);
    });

    it('a message command on something that is not a message id', () => {
      const set = commandsDoc([{ type: 3, name: 'Quote' }]);
      expect(refused(invoke(set, { path: ['Quote'], targetId: 'latest' }))).toEqual([
        '"latest" is not a message id (a snowflake).',
      ]);
    });

    it('an entry point command that launches the Activity itself: the app receives nothing', () => {
      expect(refused(invoke(doc, { path: ['Launch'] }))).toEqual([
        'This entry point command launches the Activity itself (handler 2, DISCORD_LAUNCH_ACTIVITY), so the app receives no interaction.',
      ]);
    });

    it('keys that name no command or subcommand', () => {
      expect(refused(buildCommandInteraction(doc, { commandKey: 'nope', inputs: {} }))).toEqual([
        'There is no command with key nope.',
      ]);
      const mod = nodeNamed(doc, 'mod').key;
      const wrong = { commandKey: mod, subcommandKey: 'nope', inputs: {} };
      expect(refused(buildCommandInteraction(doc, wrong, { userId: USER.ben }))).toEqual([
        'There is no subcommand with key nope in this command.',
      ]);
    });

    it('a guild set used in another guild than its own', () => {
      const set = commandsDoc(SET, '1300000000000000009');
      expect(refused(invoke(set, { path: ['pick'], inputs: ok }, { guild: SAMPLE_GUILD }))).toEqual(
        [
          'These commands are registered in guild 1300000000000000009, so they cannot be used in Component Studio Lab (1290000000000000001).',
        ],
      );
    });

    it('an invoking user who is not a member of the guild', () => {
      expect(refused(invoke(doc, { path: ['pick'], inputs: ok }, { userId: LEFT_USER }))).toEqual([
        `User ${LEFT_USER} is not a member of the guild.`,
      ]);
    });
  });
});
