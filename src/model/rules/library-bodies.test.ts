// The request bodies mainstream libraries send, shaped as each library serialises them (every
// field of its structs, set or not), each naming the library and the file it is modelled on.
// Discord accepts all of them, so the validator must too: at most warnings (docs/discord-rules.md,
// "Absent fields").
import { describe, expect, it } from 'vitest';
import { importJsonText, importPayload } from '../payload/import';
import type { ImportOptions } from '../payload/import';
import { planDesign } from '../plan/build';
import { LACKS_NOTHING } from '../plan/lacks';

const V2 = 1 << 15;

/** Every problem of a body as "severity code path". */
function problems(body: unknown, options: ImportOptions = {}): string[] {
  const result =
    typeof body === 'string' ? importJsonText(body, options) : importPayload(body, options);
  return result.problems.map((p) => `${p.severity} ${p.code} ${p.path}`);
}
const errors = (body: unknown, options?: ImportOptions) =>
  problems(body, options).filter((p) => p.startsWith('error'));

// JDA 6: MessageCreateData's toData() writes every field (JDA's
// src/test/resources/.../restaction/MessageCreateActionTest/testFullFromBuilder.json).
const jdaMessage = (poll: unknown = null) => ({
  allowed_mentions: { parse: ['users'], replied_user: true },
  components: [
    { type: 1, components: [{ type: 2, style: 1, custom_id: 'go', label: 'Go', disabled: false }] },
  ],
  content: 'Trail report',
  embeds: [],
  enforce_nonce: true,
  flags: 0,
  nonce: '42',
  poll,
  tts: false,
});
const jdaPollAnswer = (text: string, emoji: unknown) => ({ poll_media: { text, emoji } });

// discordgo f43dd94, interactions.go: ApplicationCommandOption's `options`, `choices`,
// `channel_types`, `required` and `autocomplete` have no omitempty; ApplicationCommand's `options`
// neither.
const goOption = (type: number, name: string, fields: Record<string, unknown> = {}) => ({
  type,
  name,
  description: `The ${name}`,
  channel_types: null,
  required: false,
  options: null,
  autocomplete: false,
  choices: null,
  ...fields,
});

describe('bodies libraries send', () => {
  it('JDA: a message with `poll: null` and `disabled: false` on a button', () => {
    expect(errors(jdaMessage())).toEqual([]);
    expect(problems(jdaMessage())).toEqual([]);
  });

  it('JDA: poll answers with `emoji: null` and a custom emoji id as a JSON number', () => {
    const poll = {
      question: { text: 'Which trail?' },
      answers: [jdaPollAnswer('North', null), jdaPollAnswer('South', { name: '🌲' })],
      duration: 24,
      allow_multiselect: false,
      layout_type: 1,
    };
    expect(problems(jdaMessage(poll))).toEqual([]);
    // MessageCreateActionTest/testPollOnly.json writes the id as a number past 2^53.
    const text = JSON.stringify(jdaMessage(poll)).replace(
      '{"name":"🌲"}',
      '{"animated":true,"id":821355005788684298,"name":"pine"}',
    );
    expect(problems(text)).toEqual([
      'warning snowflake-precision $.poll.answers[1].poll_media.emoji.id',
    ]);
  });

  it('JDA: a Label with `description: null` holding a select with `disabled: false`', () => {
    // JDA's src/test/resources/.../components/LabelTest/StringSelectMenuChild/testMinimalStringSelectMenu.json
    const modal = {
      custom_id: 'report',
      title: 'Report',
      components: [
        {
          type: 18,
          label: 'Trail',
          description: null,
          component: {
            type: 3,
            custom_id: 'trail',
            disabled: false,
            min_values: 1,
            max_values: 1,
            options: [{ label: 'North', value: 'north', default: false }],
          },
        },
      ],
    };
    expect(problems(modal)).toEqual([]);
    const disabled = structuredClone(modal);
    disabled.components[0]!.component.disabled = true;
    expect(errors(disabled)).toEqual([
      'error disabled-in-modal $.components[0].component.disabled',
    ]);
  });

  it('JDA: a User option with `autocomplete: false` is a warning', () => {
    // JDA's OptionData.toData() writes autocomplete for every option type.
    const set = [
      {
        type: 1,
        name: 'report',
        description: 'Report a member',
        options: [
          { type: 6, name: 'member', description: 'Who', required: true, autocomplete: false },
        ],
      },
    ];
    expect(problems(set)).toEqual(['warning field-not-for-kind $[0].options[0].autocomplete']);
  });

  it('discordgo: commands, subcommands and value options with every field written', () => {
    const set = [
      { type: 1, name: 'ping', description: 'Ping', options: null },
      {
        type: 1,
        name: 'trail',
        description: 'Trails',
        options: [
          goOption(1, 'status', { options: [goOption(3, 'name', { required: true })] }),
          goOption(2, 'admin', { options: [goOption(1, 'close')] }),
        ],
      },
    ];
    expect(errors(set)).toEqual([]);
    // A subcommand's and a group's defaults are named, as warnings; value options take them all
    // but `channel_types` (a String option's default `null` is absent too).
    expect(problems(set).every((p) => p.startsWith('warning field-not-for-kind'))).toBe(true);
    expect(problems(set)).toContain('warning field-not-for-kind $[1].options[0].required');
  });

  it('discordgo: a modal select with `disabled: false`', () => {
    // discordgo f43dd94, components.go: SelectMenu's `disabled` has no omitempty.
    const modal = {
      custom_id: 'pick',
      title: 'Pick',
      components: [
        {
          type: 18,
          label: 'Role',
          component: { type: 6, custom_id: 'role', disabled: false, max_values: 1 },
        },
      ],
    };
    expect(problems(modal)).toEqual([]);
  });

  it('discord.py: a command with `integration_types: null`', () => {
    // discord.py 2.6, app_commands/commands.py: Command.to_dict() writes integration_types and
    // contexts as null when the command sets none.
    const set = [
      {
        type: 1,
        name: 'ping',
        description: 'Ping',
        options: [],
        nsfw: false,
        integration_types: null,
        contexts: null,
        default_member_permissions: null,
      },
    ];
    expect(problems(set)).toEqual([]);
  });

  it('still refuses what Discord refuses: null in a required field, a non-default elsewhere', () => {
    expect(errors({ flags: V2, components: [{ type: 10, content: null }] })).toEqual([
      'error invalid-type $.components[0].content',
    ]);
    expect(
      errors([
        {
          type: 1,
          name: 'a',
          description: 'A',
          options: [goOption(5, 'b', { choices: [{ name: 'Y', value: 'y' }] })],
        },
      ]),
    ).toEqual(['error field-not-for-kind $[0].options[0].choices']);
  });
});

describe('the plan of such a body', () => {
  it('leaves out a null that means absent and writes numeric snowflakes as strings', () => {
    const text = JSON.stringify({
      flags: V2,
      components: [
        {
          type: 1,
          components: [
            { type: 2, style: 1, custom_id: 'go', label: 'Go', emoji: { id: 7, name: 'x' } },
          ],
        },
      ],
      poll: null,
    });
    const doc = importJsonText(text).doc!;
    const plan = planDesign(doc, LACKS_NOTHING('any library'));
    expect(plan.leftOut).toEqual([]);
    if (plan.surface !== 'message') throw new Error('a message');
    expect(plan.body.map((f) => f.key)).toEqual(['flags']);
    const button = plan.declarations.find((n) => n.kind === 'button')!;
    expect(button.fields.find((f) => f.key === 'emoji')?.value).toEqual({ id: '7', name: 'x' });
  });
});
