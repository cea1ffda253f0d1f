import { describe, expect, it } from 'vitest';
import type { Doc } from '../document/document';
import { SAMPLE_GUILD_ID } from './sample-guild';
import {
  button,
  channelSelect,
  docOf,
  label,
  linkButton,
  mentionableSelect,
  message,
  modal,
  nodeAt,
  premiumButton,
  roleSelect,
  row,
  stringSelect,
  text,
  userSelect,
} from '../testing/fixtures';
import {
  CHANNEL,
  LEFT_USER,
  LOUNGE,
  ROLE,
  USER,
  choose,
  click,
  refused,
  sent,
  submit,
} from '../testing/interactions';

type Json = Record<string, unknown>;

/** The first component of the first row of a message. */
const firstInRow = (doc: Doc) => nodeAt(doc, 0, 'components', 0).key;
/** The component inside the modal's Label at `index`. */
const inLabel = (doc: Doc, index = 0) => nodeAt(doc, index, 'component').key;

describe('buildInteraction', () => {
  describe('message components', () => {
    const clickMe = () =>
      docOf(message(row(button({ style: 1, label: 'Click me', custom_id: 'click_me' }))));

    it('is deterministic, and takes its time and ids from the context', () => {
      const doc = clickMe();
      const key = firstInRow(doc);
      expect(JSON.stringify(click(doc, key))).toBe(JSON.stringify(click(doc, key)));
      const later = sent(click(doc, key, { now: Date.UTC(2026, 0, 1) }));
      expect(later.id).not.toBe(sent(click(doc, key)).id);
      const given = sent(
        click(doc, key, { interactionId: '42', messageId: '1290000000000000999' }),
      );
      expect(given.id).toBe('42');
      expect(given.type === 3 && given.message.id).toBe('1290000000000000999');
    });

    it('sends nothing for link and premium buttons', () => {
      const doc = docOf(message(row(linkButton(), premiumButton())));
      expect(click(doc, nodeAt(doc, 0, 'components', 0).key)).toEqual({
        ok: true,
        sends: false,
        reason: 'A link button opens its URL and sends no interaction.',
      });
      const premium = click(doc, nodeAt(doc, 0, 'components', 1).key);
      expect(premium).toMatchObject({ ok: true, sends: false });
    });

    it('refuses a disabled button, a missing node and a click on a select', () => {
      const doc = docOf(message(row(button({ disabled: true })), row(stringSelect())));
      expect(refused(click(doc, firstInRow(doc)))).toEqual([
        'This button is disabled; clicking it does nothing.',
      ]);
      expect(refused(click(doc, 'nope'))).toEqual(['There is no component with key nope.']);
      expect(refused(click(doc, nodeAt(doc, 1, 'components', 0).key))[0]).toMatch(
        /cannot be clicked/,
      );
    });

    it('sends the chosen options of a String Select', () => {
      const doc = docOf(message(row(stringSelect({ custom_id: 'pick', max_values: 2 }))));
      const payload = sent(choose(doc, firstInRow(doc), ['option-3', 'option-1']));
      expect(payload.data).toEqual({
        component_type: 3,
        id: 2,
        custom_id: 'pick',
        values: ['option-3', 'option-1'],
      });
    });

    it('refuses value counts outside min/max, unknown options, repeats and disabled selects', () => {
      const doc = docOf(
        message(
          row(stringSelect({ custom_id: 'pick', min_values: 2, max_values: 3 })),
          row(stringSelect({ custom_id: 'off', disabled: true })),
        ),
      );
      const key = firstInRow(doc);
      expect(refused(choose(doc, key, ['option-1']))).toEqual([
        'String Select "pick" takes at least 2 options; 1 chosen.',
      ]);
      expect(refused(choose(doc, key, ['option-1', 'option-2', 'option-3', 'option-1']))).toEqual([
        'String Select "pick": "option-1" is chosen twice.',
        'String Select "pick" takes at most 3 options; 4 chosen.',
      ]);
      expect(refused(choose(doc, key, ['option-1', 'nine']))).toEqual([
        'String Select "pick": "nine" is not one of its options.',
      ]);
      expect(refused(choose(doc, nodeAt(doc, 1, 'components', 0).key, ['option-1']))).toEqual([
        'This select is disabled; it cannot be opened.',
      ]);
    });

    it('resolves users with their member record, and a user who left without one', () => {
      const doc = docOf(message(row(userSelect({ custom_id: 'who', max_values: 2 }))));
      const { data } = sent(choose(doc, firstInRow(doc), [USER.ben, LEFT_USER]));
      const resolved = (data as { resolved: { users: Json; members: Json } }).resolved;
      expect(Object.keys(resolved.users)).toEqual([USER.ben, LEFT_USER]);
      expect(Object.keys(resolved.members)).toEqual([USER.ben]);
      expect(resolved.members[USER.ben]).toEqual({
        avatar: null,
        banner: null,
        collectibles: null,
        communication_disabled_until: null,
        flags: 0,
        joined_at: '2024-03-02T10:30:00.000000+00:00',
        nick: 'Ben (mod)',
        pending: false,
        permissions: expect.stringMatching(/^\d+$/),
        premium_since: null,
        roles: [ROLE.moderator, '1290000000000000303'],
        unusual_dm_activity_until: null,
      });
      expect(refused(choose(doc, firstInRow(doc), [ROLE.events]))).toEqual([
        `User Select "who": ${ROLE.events} is not a user in the guild.`,
      ]);
    });

    it('resolves roles, mentionables and channels under their own keys', () => {
      const doc = docOf(
        message(
          row(roleSelect({ custom_id: 'r' })),
          row(mentionableSelect({ custom_id: 'm', max_values: 2 })),
          row(channelSelect({ custom_id: 'c', channel_types: [0, 5] })),
        ),
      );
      const resolvedOf = (i: number, values: string[]) =>
        Object.keys(
          sent(choose(doc, nodeAt(doc, i, 'components', 0).key, values)).data.resolved as Json,
        );
      expect(resolvedOf(0, [ROLE.events])).toEqual(['roles']);
      expect(resolvedOf(1, [USER.ava, ROLE.moderator]).sort()).toEqual([
        'members',
        'roles',
        'users',
      ]);
      expect(resolvedOf(2, [CHANNEL.announcements])).toEqual(['channels']);
      expect(refused(choose(doc, nodeAt(doc, 2, 'components', 0).key, [LOUNGE]))[0]).toMatch(
        /not a channel of the allowed types \(0, 5\)/,
      );
      expect(
        refused(choose(doc, nodeAt(doc, 0, 'components', 0).key, [SAMPLE_GUILD_ID])),
      ).toHaveLength(1);
    });

    it('computes permissions with channel overwrites', () => {
      const doc = docOf(message(row(button({ custom_id: 'go' }))));
      const SEND = 1n << 11n;
      const perms = (userId: string) => {
        const p = sent(click(doc, firstInRow(doc), { userId, channelId: CHANNEL.announcements }));
        return BigInt(p.member.permissions);
      };
      expect(perms(USER.cleo) & SEND).toBe(0n);
      expect(perms(USER.ben) & SEND).toBe(SEND);
      expect(perms(USER.ava)).toBe((1n << 52n) - 1n);
      expect(refused(click(doc, 'x', { userId: LEFT_USER }))).toEqual([
        `User ${LEFT_USER} is not a member of the guild.`,
      ]);
    });

    it('refuses component actions on a modal and submits of a message', () => {
      const form = docOf(modal(label('Name', stringSelect())));
      expect(refused(choose(form, inLabel(form), ['option-1']))[0]).toMatch(
        /submit the modal instead/,
      );
      expect(refused(submit(docOf(message(text())), {}))).toEqual([
        'Only a modal can be submitted.',
      ]);
    });
  });
});
