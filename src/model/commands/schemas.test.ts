import { describe, expect, it } from 'vitest';
import { chars } from '../testing/fixtures';
import type { Props } from '../testing/command-fixtures';
import {
  entryPoint,
  messageCommand,
  option,
  propsOf,
  schemaIssues,
  slash,
  summary,
  userCommand,
} from '../testing/command-fixtures';
import type { CommandFamilyKind } from './kind-names';
import { COMMAND_FAMILY_KINDS } from './kind-names';
import { COMMAND_FAMILY_SCHEMAS, fieldsOf, misplacedFieldMessage } from './schemas';

const codes = (kind: CommandFamilyKind, props: Props) => summary(schemaIssues(kind, props));
const messages = (kind: CommandFamilyKind, props: Props) =>
  schemaIssues(kind, props).map((i) => i.message);
const ok = (kind: CommandFamilyKind, props: Props) => expect(codes(kind, props)).toEqual([]);

describe('command schemas', () => {
  it('has a schema for every command and option kind', () => {
    expect(Object.keys(COMMAND_FAMILY_SCHEMAS).sort()).toEqual([...COMMAND_FAMILY_KINDS].sort());
  });

  it.each(COMMAND_FAMILY_KINDS)('accepts the default props of a %s', (kind) =>
    ok(kind, propsOf(kind)),
  );

  it('accepts a slash command with every field, and a GET answer with its output-only fields', () => {
    ok(
      'chat-input-command',
      slash({
        type: 1,
        name_localizations: { de: 'farbe', 'en-GB': 'colour', fr: null },
        description_localizations: { de: 'Wähle eine Farbe' },
        default_member_permissions: null,
        dm_permission: false,
        default_permission: true,
        nsfw: false,
        integration_types: [0, 1],
        contexts: [0, 1, 2],
        id: '1290000000000000001',
        application_id: '1290000000000000100',
        version: '1290000000000000999',
        guild_id: '1290000000000000002',
        name_localized: 'color',
        description_localized: 'Pick a color',
      }),
    );
  });

  it('lists the fields a kind may hold', () => {
    expect(fieldsOf('boolean-option')).toContain('required');
    expect(fieldsOf('boolean-option')).not.toContain('choices');
    expect(fieldsOf('entry-point-command')).toContain('handler');
  });
});

describe('names and descriptions', () => {
  it('accepts a slash command name of 1 and 32 characters and refuses 0 and 33', () => {
    ok('chat-input-command', slash({ name: 'a' }));
    ok('chat-input-command', slash({ name: chars(32) }));
    expect(codes('chat-input-command', slash({ name: '' }))).toEqual(['empty $.name']);
    expect(messages('chat-input-command', slash({ name: chars(33) }))).toEqual([
      '`name` of this slash command is 33 characters long; the maximum is 32.',
    ]);
  });

  it('refuses an uppercase slash command name and names the letter', () => {
    expect(messages('chat-input-command', slash({ name: 'setColor' }))).toEqual([
      '`name` of this slash command contains an uppercase letter, "C"; the name must be lowercase ("setcolor").',
    ]);
  });

  it('refuses an option name with a space', () => {
    expect(codes('string-option', option('string-option', { name: 'dark shade' }))).toEqual([
      'invalid-name $.name',
    ]);
  });

  it('accepts mixed case and spaces in user and message command names, 1 to 32', () => {
    ok('user-command', userCommand({ name: 'A' }));
    ok('message-command', messageCommand({ name: `Report ${chars(25, 'X')}` }));
    expect(codes('user-command', userCommand({ name: chars(33, 'A') }))).toEqual([
      'too-long $.name',
    ]);
    expect(codes('message-command', messageCommand({ name: '' }))).toEqual(['empty $.name']);
  });

  it('accepts a description of 1 and 100 characters and refuses 0 and 101', () => {
    ok('chat-input-command', slash({ description: 'a' }));
    ok('subcommand', option('subcommand', { description: chars(100) }));
    expect(codes('chat-input-command', slash({ description: '' }))).toEqual([
      'empty $.description',
    ]);
    expect(codes('role-option', option('role-option', { description: chars(101) }))).toEqual([
      'too-long $.description',
    ]);
  });

  it('needs a name and a description on a slash command', () => {
    expect(messages('chat-input-command', {})).toEqual([
      'This slash command needs `name`.',
      'This slash command needs `description`.',
    ]);
  });

  it('leaves the description of user and message commands to the field rules', () => {
    ok('user-command', userCommand({ description: '' }));
    ok('user-command', userCommand({ description: 'Shown nowhere' }));
  });

  it('accepts an entry point description up to 100 characters', () => {
    ok('entry-point-command', entryPoint({ description: chars(100) }));
    expect(codes('entry-point-command', entryPoint({ description: chars(101) }))).toEqual([
      'too-long $.description',
    ]);
  });
});

describe('localization dictionaries', () => {
  it('accepts null, an empty dictionary and null values', () => {
    ok('chat-input-command', slash({ name_localizations: null }));
    ok('chat-input-command', slash({ description_localizations: {} }));
    ok('chat-input-command', slash({ name_localizations: { de: null } }));
  });

  it('refuses a key that is not a locale, suggesting the locale meant', () => {
    expect(messages('chat-input-command', slash({ name_localizations: { en: 'color' } }))).toEqual([
      '`name_localizations.en` of this slash command uses the key "en", which is not a Discord locale; use en-US or en-GB.',
    ]);
  });

  it('lists a few locales when it cannot guess', () => {
    expect(
      messages('chat-input-command', slash({ description_localizations: { xx: 'Hi' } })),
    ).toEqual([
      '`description_localizations.xx` of this slash command uses the key "xx", which is not a Discord locale; Discord\'s 32 locales are codes such as de, en-US, es-419, pt-BR and zh-TW.',
    ]);
  });

  it('holds localized names to the name rules of their kind', () => {
    expect(codes('chat-input-command', slash({ name_localizations: { de: 'Farbe' } }))).toEqual([
      'name-not-lowercase $.name_localizations.de',
    ]);
    ok('user-command', userCommand({ name_localizations: { de: 'Profil Zeigen' } }));
    expect(
      codes('user-command', userCommand({ name_localizations: { 'pt-BR': chars(33) } })),
    ).toEqual(['too-long $.name_localizations["pt-BR"]']);
  });

  it('holds localized descriptions to 1-100 characters', () => {
    ok('chat-input-command', slash({ description_localizations: { fr: chars(100) } }));
    expect(
      codes('chat-input-command', slash({ description_localizations: { fr: chars(101) } })),
    ).toEqual(['too-long $.description_localizations.fr']);
    expect(codes('chat-input-command', slash({ description_localizations: { fr: '' } }))).toEqual([
      'empty $.description_localizations.fr',
    ]);
  });

  it('refuses a dictionary that is not an object', () => {
    expect(codes('chat-input-command', slash({ name_localizations: ['de'] }))).toEqual([
      'invalid-type $.name_localizations',
    ]);
  });
});

describe('command fields', () => {
  it('checks default_member_permissions with the permission bits', () => {
    ok('chat-input-command', slash({ default_member_permissions: '0' }));
    ok('chat-input-command', slash({ default_member_permissions: '8192' }));
    expect(
      messages('chat-input-command', slash({ default_member_permissions: String(1n << 47n) })),
    ).toEqual([
      '`default_member_permissions` of this slash command sets bit 47, which is not a permission (bit 47 is unused and the highest is bit 52, BYPASS_SLOWMODE).',
    ]);
    expect(codes('chat-input-command', slash({ default_member_permissions: 8192 }))).toEqual([
      'invalid-type $.default_member_permissions',
    ]);
  });

  it('accepts integration types 0 and 1 once each', () => {
    ok('chat-input-command', slash({ integration_types: [1, 0] }));
    expect(codes('chat-input-command', slash({ integration_types: [2] }))).toEqual([
      'invalid-value $.integration_types[0]',
    ]);
    expect(messages('chat-input-command', slash({ integration_types: [0, 0] }))).toEqual([
      '`integration_types[1]` of this slash command repeats 0, already listed at index 0; list each value once.',
    ]);
  });

  it('accepts contexts 0 to 2 and null, and refuses 3', () => {
    ok('chat-input-command', slash({ contexts: null }));
    ok('message-command', messageCommand({ contexts: [2] }));
    expect(messages('chat-input-command', slash({ contexts: [3] }))).toEqual([
      '`contexts[0]` of this slash command must be an interaction context: 0 (GUILD), 1 (BOT_DM) or 2 (PRIVATE_CHANNEL); it is 3.',
    ]);
  });

  it('accepts the deprecated fields as nullable booleans', () => {
    ok('chat-input-command', slash({ dm_permission: null, default_permission: null }));
    expect(codes('chat-input-command', slash({ dm_permission: 'no' }))).toEqual([
      'invalid-type $.dm_permission',
    ]);
  });

  it("refuses a type that is not the kind's", () => {
    ok('chat-input-command', slash({ type: 1 }));
    expect(messages('user-command', userCommand({ type: 3 }))).toEqual([
      '`type` of this user command is 3; a user command has type 2.',
    ]);
  });

  it('accepts handler 1 and 2 on an entry point and refuses 3', () => {
    ok('entry-point-command', entryPoint({ handler: 1 }));
    ok('entry-point-command', entryPoint({ handler: undefined }));
    expect(codes('entry-point-command', entryPoint({ handler: 3 }))).toEqual([
      'invalid-value $.handler',
    ]);
  });
});

describe('fields of other kinds', () => {
  it('names the kinds `choices` is for', () => {
    const choices = [{ name: 'Yes', value: 'yes' }];
    expect(messages('boolean-option', option('boolean-option', { choices }))).toEqual([
      '`choices` is only for String, Integer and Number options; this is a Boolean option.',
    ]);
  });

  it("takes a default value of another kind's field as absent: a warning, not an error", () => {
    // discordgo (interactions.go, f43dd94) writes `required`, `autocomplete`, `choices`,
    // `channel_types` and `options` on every option; JDA writes `autocomplete: false` on a User option.
    expect(schemaIssues('user-option', option('user-option', { autocomplete: false }))).toEqual([
      {
        code: 'field-not-for-kind',
        path: ['autocomplete'],
        severity: 'warning',
        message:
          '`autocomplete` has no effect on a User option and Discord ignores it: it is only for String, Integer and Number options.',
      },
    ]);
    for (const value of [false, null, []])
      expect(
        schemaIssues('subcommand', option('subcommand', { required: value })).map(
          (p) => p.severity,
        ),
      ).toEqual(['warning']);
  });

  it('refuses handler on every command but an entry point', () => {
    expect(schemaIssues('chat-input-command', slash({ handler: 1 }))).toEqual([
      {
        code: 'field-not-for-kind',
        path: ['handler'],
        message: '`handler` is only for entry point commands; this is a slash command.',
      },
    ]);
    expect(codes('user-command', userCommand({ handler: 1 }))).toEqual([
      'field-not-for-kind $.handler',
    ]);
  });

  it('refuses required on a subcommand and a group', () => {
    expect(messages('subcommand-group', option('subcommand-group', { required: true }))).toEqual([
      '`required` is only for options that take a value (not subcommands or groups); this is a subcommand group.',
    ]);
    expect(codes('subcommand', option('subcommand', { required: true }))).toEqual([
      'field-not-for-kind $.required',
    ]);
  });

  it('refuses options on a user, message or entry point command and on a value option', () => {
    const options = [option('string-option')];
    expect(messages('user-command', userCommand({ options }))).toEqual([
      '`options` is only for slash commands, subcommands and subcommand groups; this is a user command.',
    ]);
    expect(codes('integer-option', option('integer-option', { options }))).toEqual([
      'field-not-for-kind $.options',
    ]);
    expect(misplacedFieldMessage('chat-input-command', 'options')).toBeNull();
    expect(misplacedFieldMessage('subcommand', 'options')).toBeNull();
  });

  it('refuses command fields on an option and option fields on a command', () => {
    expect(messages('string-option', option('string-option', { nsfw: true }))).toEqual([
      '`nsfw` is only for commands, not options; this is a String option.',
    ]);
    expect(codes('chat-input-command', slash({ min_length: 1 }))).toEqual([
      'field-not-for-kind $.min_length',
    ]);
  });

  it.each([
    ['string-option', 'min_value'],
    ['string-option', 'channel_types'],
    ['integer-option', 'min_length'],
    ['number-option', 'max_length'],
    ['channel-option', 'autocomplete'],
    ['user-option', 'file_types'],
    ['attachment-option', 'choices'],
  ] as const)('refuses on a %s the field %s', (kind, field) => {
    expect(codes(kind, option(kind, { [field]: 1 }))).toEqual([`field-not-for-kind $.${field}`]);
  });

  it('says nothing of a field no kind has: validate reports it as unknown', () => {
    ok('chat-input-command', slash({ colour: 'red' }));
    expect(misplacedFieldMessage('chat-input-command', 'colour')).toBeNull();
  });
});
