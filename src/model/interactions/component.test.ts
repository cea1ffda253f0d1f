import type {
  APIMessageComponentInteraction,
  APIModalSubmitInteraction,
} from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import type { Doc } from '../document/document';
import type { InteractionContext, InteractionPayload } from './component';
import { selectableEntities } from './component';
import type { DirectoryMember, DirectoryUser, GuildDirectory } from './sample-guild';
import { SAMPLE_GUILD, SAMPLE_GUILD_ID } from './sample-guild';
import {
  button,
  docOf,
  label,
  message,
  nodeAt,
  roleSelect,
  row,
  stringSelect,
  userSelect,
  channelSelect,
} from '../testing/fixtures';
import { loadExamples } from '../testing/examples';
import { CHANNEL, LOUNGE, USER, click, refused, sent, submit } from '../testing/interactions';

type Json = Record<string, unknown>;

const example = (n: string): { type: number; data: Json } => {
  const [found] = loadExamples(new RegExp(`^${n}_`));
  if (!found) throw new Error(`No example ${n}.`);
  return found.json as { type: number; data: Json };
};

/** The first component of the first row of a message. */
const firstInRow = (doc: Doc) => nodeAt(doc, 0, 'components', 0).key;
/** The component inside the modal's Label at `index`. */
const inLabel = (doc: Doc, index = 0) => nodeAt(doc, index, 'component').key;

describe('buildInteraction', () => {
  describe('matches the examples from Discord’s docs', () => {
    it('answers example 04 (String Select) with example 05', () => {
      const doc = docOf(example('04'));
      const payload = sent(submit(doc, { [inLabel(doc)]: ['butterfly'] }));
      expect(payload.type).toBe(5);
      expect(payload.data).toEqual(example('05').data);
    });

    it('answers example 06 (Text Input) with example 07 once its min_length allows the text', () => {
      const doc = docOf(example('06'));
      const answer = { [inLabel(doc)]: (example('07').data.components as Json[])[0] };
      const value = ((answer[inLabel(doc)] as Json).component as Json).value as string;
      // Example 07's text has 80 characters, fewer than example 06's min_length of 100.
      expect(refused(submit(doc, { [inLabel(doc)]: value }))).toEqual([
        '"What did you find interesting about the game?" needs at least 100 characters; it has 80.',
      ]);
      nodeAt(doc, 0, 'component').props.min_length = 10;
      expect(sent(submit(doc, { [inLabel(doc)]: value })).data).toEqual(example('07').data);
    });

    it('answers example 16 (File Upload) with example 17, attachments included', () => {
      const doc = docOf(example('16'));
      const context: InteractionContext = {
        channelId: '2222222222222222222',
        now: 0x68db2b61 * 1000,
        nextId: () => '111111111111111111111',
        signAttachmentUrl: () => '5954f90117ccf8716ffa6c7f97a778a0d039810c9584045f400d8a9fff590768',
      };
      const file = {
        name: 'bug.png',
        size: 241394,
        contentType: 'image/png',
        width: 2482,
        height: 604,
        placeholder: '/PcBAoBQydvKesabEIoMsdg=',
      };
      const payload = sent(submit(doc, { [inLabel(doc)]: { files: [file] } }, context));
      expect(payload.data).toEqual(example('17').data);
    });

    it('answers example 18 (Radio Group) with example 19', () => {
      const doc = docOf(example('18'));
      expect(sent(submit(doc, { [inLabel(doc)]: 'warrior' })).data).toEqual(example('19').data);
    });

    it('answers example 20 (Checkbox Group) with example 21, keeping the order of the choices', () => {
      const doc = docOf(example('20'));
      const values = ['march-5', 'march-10', 'march-4'];
      expect(sent(submit(doc, { [inLabel(doc)]: values })).data).toEqual(example('21').data);
    });

    it('answers example 22 (Checkbox) with example 23', () => {
      const doc = docOf(example('22'));
      expect(sent(submit(doc, { [inLabel(doc)]: true })).data).toEqual(example('23').data);
    });

    it('sends example 02 for a button click, with the message and its filled ids', () => {
      const doc = docOf(
        message(row(button({ style: 1, label: 'Click me', custom_id: 'click_me' }))),
      );
      const payload = sent(click(doc, firstInRow(doc)));
      expect(payload.type).toBe(3);
      expect(payload.data).toEqual(example('02').data);
      if (payload.type !== 3) throw new Error('unreachable');
      expect(payload.message.components).toEqual([
        {
          type: 1,
          id: 1,
          components: [{ type: 2, id: 2, style: 1, label: 'Click me', custom_id: 'click_me' }],
        },
      ]);
      expect(payload.message).toMatchObject({ flags: 32768, content: '', author: { bot: true } });
      expect(payload).toMatchObject({
        application_id: '1290000000000000100',
        guild_id: SAMPLE_GUILD_ID,
        channel_id: CHANNEL.general,
        member: { user: { id: USER.cleo } },
        version: 1,
        entitlements: [],
        context: 0,
        authorizing_integration_owners: { '0': SAMPLE_GUILD_ID },
      });
    });

    it('reproduces example 08: resolved users and members (members without `user`)', () => {
      const ex = example('08');
      const resolved = ex.data.resolved as { users: Json; members: Json };
      const id = '11111111111111111';
      const { permissions: _computed, ...member } = resolved.members[id] as Json;
      const guild: GuildDirectory = {
        ...SAMPLE_GUILD,
        users: [...SAMPLE_GUILD.users, resolved.users[id] as DirectoryUser],
        members: {
          ...SAMPLE_GUILD.members,
          [id]: { ...member, deaf: false, mute: false } as DirectoryMember,
        },
        roles: [
          ...SAMPLE_GUILD.roles,
          { ...SAMPLE_GUILD.roles[1]!, id: '1357409927680889032', name: 'Ant Admin' },
        ],
      };
      const doc = docOf({
        custom_id: 'user_modal',
        title: 'Pick a user',
        components: [label('Who?', userSelect({ custom_id: 'user_selected' }))],
      });
      const payload = sent(submit(doc, { [inLabel(doc)]: [id] }, { guild, userId: id }));
      expect(payload.data).toEqual(ex.data);
    });

    it('submits example 11: a Text Display, a user and a voice channel', () => {
      const doc = docOf(example('11'));
      const answers = { [inLabel(doc, 1)]: [USER.ben], [inLabel(doc, 2)]: [LOUNGE] };
      const { data } = sent(submit(doc, answers)) as Extract<InteractionPayload, { type: 5 }>;
      expect(data.components).toEqual([
        { type: 10, id: 1 },
        {
          type: 18,
          id: 2,
          component: { type: 5, id: 3, custom_id: 'user_selected', values: [USER.ben] },
        },
        {
          type: 18,
          id: 4,
          component: { type: 8, id: 5, custom_id: 'channel_selected', values: [LOUNGE] },
        },
      ]);
      expect(Object.keys(data.resolved ?? {}).sort()).toEqual(['channels', 'members', 'users']);
      expect(data.resolved?.channels?.[LOUNGE]).toMatchObject({ type: 2, name: 'Lounge' });
      expect(data.resolved?.members?.[USER.ben]).toMatchObject({ nick: 'Ben (mod)' });
      expect(data.resolved?.members?.[USER.ben]).not.toHaveProperty('user');
    });

    it('refuses a channel that the Channel Select’s channel_types leave out', () => {
      const doc = docOf(example('11'));
      const answers = { [inLabel(doc, 1)]: [USER.ben], [inLabel(doc, 2)]: [CHANNEL.general] };
      expect(refused(submit(doc, answers))).toEqual([
        `"Where should they be sent?": ${CHANNEL.general} is not a channel of the allowed types (2) in the guild.`,
      ]);
    });
  });

  it('builds objects discord-api-types accepts', () => {
    const doc = docOf(message(row(button({ custom_id: 'go' }))));
    const clicked = sent(click(doc, firstInRow(doc)));
    const form = docOf(example('18'));
    const submitted = sent(submit(form, { [inLabel(form)]: 'bard' }));
    if (clicked.type !== 3 || submitted.type !== 5) throw new Error('unreachable');
    // The library types locales and guild features as enums (plain strings here) and message
    // components as its own union; apart from those, the shapes line up.
    const component: APIMessageComponentInteraction = {
      ...clicked,
      locale: clicked.locale as APIMessageComponentInteraction['locale'],
      guild_locale: clicked.guild_locale as APIMessageComponentInteraction['locale'],
      guild: clicked.guild as APIMessageComponentInteraction['guild'],
      message: clicked.message as unknown as APIMessageComponentInteraction['message'],
    };
    const modalSubmit: APIModalSubmitInteraction = {
      ...submitted,
      locale: submitted.locale as APIModalSubmitInteraction['locale'],
      guild_locale: submitted.guild_locale as APIModalSubmitInteraction['locale'],
      guild: submitted.guild as APIModalSubmitInteraction['guild'],
    };
    expect(component.type).toBe(3);
    expect(modalSubmit.type).toBe(5);
  });
});

describe('selectableEntities', () => {
  it('lists users by their nickname, roles highest first without @everyone, channels by channel_types', () => {
    const doc = docOf(
      message(row(userSelect()), row(roleSelect()), row(channelSelect({ channel_types: [2, 13] }))),
    );
    const list = (i: number) =>
      selectableEntities(doc, nodeAt(doc, i, 'components', 0).key)?.map((e) => e.label);
    expect(list(0)).toEqual(['Ava', 'Ben (mod)', 'Cleo', 'dev.null', 'Studio Bot']);
    expect(list(1)).toEqual(['Admin', 'Moderator', 'Studio Bot', 'Member', 'Event Pings']);
    expect(list(2)).toEqual(['Lounge', 'Town Hall']);
  });

  it('lists a String Select’s options and returns null for other kinds', () => {
    const doc = docOf(
      message(
        row(stringSelect({ options: [{ label: 'A', value: 'a', default: true }] }), button()),
      ),
    );
    expect(selectableEntities(doc, firstInRow(doc))).toEqual([
      { kind: 'option', value: 'a', label: 'A', default: true },
    ]);
    expect(selectableEntities(doc, nodeAt(doc, 0, 'components', 1).key)).toBeNull();
    expect(selectableEntities(doc, 'missing')).toBeNull();
  });
});
