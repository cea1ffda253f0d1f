import { describe, expect, it } from 'vitest';
import type { Props } from '../testing/command-fixtures';
import { messageCommand, option, slash, summary, userCommand } from '../testing/command-fixtures';
import { fieldRules } from './field-rules';
import type { CommandFamilyKind } from './kind-names';

const rules = (kind: CommandFamilyKind, props: Props) =>
  fieldRules(kind, props).map((p) => `${p.severity} ${summary([p])[0]}`);
const messages = (kind: CommandFamilyKind, props: Props) =>
  fieldRules(kind, props).map((p) => p.message);

describe('fieldRules', () => {
  it('finds nothing in plain props of every kind', () => {
    expect(fieldRules('chat-input-command', slash())).toEqual([]);
    expect(fieldRules('user-command', userCommand())).toEqual([]);
    expect(fieldRules('string-option', option('string-option'))).toEqual([]);
  });
});

describe('autocomplete and choices', () => {
  const choices = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `C${i}`, value: i }));

  it('refuses autocomplete with 1 choice', () => {
    expect(
      fieldRules(
        'integer-option',
        option('integer-option', { autocomplete: true, choices: choices(1) }),
      ),
    ).toEqual([
      {
        severity: 'error',
        code: 'autocomplete-with-choices',
        path: ['autocomplete'],
        message:
          'This Integer option has `autocomplete` and 1 choice; an option offers fixed choices or answers autocomplete, not both.',
      },
    ]);
  });

  it('accepts autocomplete with no choices or an empty list, and choices without autocomplete', () => {
    expect(rules('string-option', option('string-option', { autocomplete: true }))).toEqual([]);
    expect(
      rules('string-option', option('string-option', { autocomplete: true, choices: [] })),
    ).toEqual([]);
    expect(
      rules(
        'number-option',
        option('number-option', { autocomplete: false, choices: choices(25) }),
      ),
    ).toEqual([]);
  });
});

describe('min and max', () => {
  it('accepts min_value equal to max_value and refuses one above', () => {
    expect(
      rules('integer-option', option('integer-option', { min_value: 5, max_value: 5 })),
    ).toEqual([]);
    expect(
      messages('integer-option', option('integer-option', { min_value: 6, max_value: 5 })),
    ).toEqual([
      '`min_value` (6) of this Integer option is greater than its `max_value` (5); no value could be entered.',
    ]);
  });

  it('compares fractional bounds of a Number option', () => {
    expect(
      rules('number-option', option('number-option', { min_value: 0.5, max_value: 0.5 })),
    ).toEqual([]);
    expect(
      rules('number-option', option('number-option', { min_value: 0.6, max_value: 0.5 })),
    ).toEqual(['error min-greater-than-max $.min_value']);
  });

  it('accepts min_length equal to max_length and refuses one above', () => {
    expect(
      rules('string-option', option('string-option', { min_length: 10, max_length: 10 })),
    ).toEqual([]);
    expect(
      rules('string-option', option('string-option', { min_length: 11, max_length: 10 })),
    ).toEqual(['error min-greater-than-max $.min_length']);
  });

  it('says nothing when only one bound is set', () => {
    expect(rules('integer-option', option('integer-option', { min_value: 100 }))).toEqual([]);
    expect(rules('string-option', option('string-option', { max_length: 1 }))).toEqual([]);
  });
});

describe('user and message command descriptions', () => {
  it('accepts no description and an empty one', () => {
    expect(rules('user-command', userCommand({ description: '' }))).toEqual([]);
    expect(rules('message-command', messageCommand())).toEqual([]);
  });

  it('refuses a description', () => {
    expect(fieldRules('user-command', userCommand({ description: 'Shows a profile' }))).toEqual([
      {
        severity: 'error',
        code: 'description-not-empty',
        path: ['description'],
        message:
          '`description` of this user command must be empty ("" or left out): a user command shows no description.',
      },
    ]);
  });

  it('warns that description localizations are ignored', () => {
    expect(
      messages('message-command', messageCommand({ description_localizations: { de: 'Melden' } })),
    ).toEqual([
      '`description_localizations` of this message command is ignored: a message command shows no description.',
    ]);
    expect(
      rules('message-command', messageCommand({ description_localizations: { de: '', fr: null } })),
    ).toEqual([]);
  });
});

describe('localizations equal to the default', () => {
  it('warns of a localized name equal to the default', () => {
    expect(
      fieldRules(
        'chat-input-command',
        slash({ name_localizations: { de: 'color', fr: 'couleur' } }),
      ),
    ).toEqual([
      {
        severity: 'warning',
        code: 'localization-same-as-default',
        path: ['name_localizations', 'de'],
        message:
          '`name_localizations.de` of this slash command is the same as the default name ("color"); Discord ignores it, so it can be left out.',
      },
    ]);
  });

  it('warns of a description and a choice name equal to the default', () => {
    expect(
      rules(
        'string-option',
        option('string-option', {
          description_localizations: { 'pt-BR': 'Which shade' },
          choices: [{ name: 'Dark', name_localizations: { ja: 'Dark' }, value: 'd' }],
        }),
      ),
    ).toEqual([
      'warning localization-same-as-default $.description_localizations["pt-BR"]',
      'warning localization-same-as-default $.choices[0].name_localizations.ja',
    ]);
  });

  it('keeps quiet about en-US equal to the default when en-GB differs, as Discord advises', () => {
    expect(
      rules(
        'chat-input-command',
        slash({ name_localizations: { 'en-US': 'color', 'en-GB': 'colour' } }),
      ),
    ).toEqual([]);
    expect(
      rules(
        'chat-input-command',
        slash({ name_localizations: { 'es-419': 'color', 'es-ES': 'colores' } }),
      ),
    ).toEqual([]);
  });

  it('warns of en-US equal to the default when en-GB is missing or the same', () => {
    expect(
      rules('chat-input-command', slash({ name_localizations: { 'en-US': 'color' } })),
    ).toEqual(['warning localization-same-as-default $.name_localizations["en-US"]']);
    expect(
      rules(
        'chat-input-command',
        slash({ name_localizations: { 'en-US': 'color', 'en-GB': 'color' } }),
      ),
    ).toEqual([
      'warning localization-same-as-default $.name_localizations["en-US"]',
      'warning localization-same-as-default $.name_localizations["en-GB"]',
    ]);
  });

  it('leaves keys that are not locales to the schema', () => {
    expect(rules('chat-input-command', slash({ name_localizations: { en: 'color' } }))).toEqual([]);
  });
});

describe('deprecated fields', () => {
  it('warns of dm_permission and default_permission', () => {
    expect(
      fieldRules('chat-input-command', slash({ dm_permission: false, default_permission: true })),
    ).toEqual([
      {
        severity: 'warning',
        code: 'deprecated-field',
        path: ['dm_permission'],
        message: '`dm_permission` is deprecated; use `contexts` instead ([0] for servers only).',
      },
      {
        severity: 'warning',
        code: 'deprecated-field',
        path: ['default_permission'],
        message:
          '`default_permission` is deprecated; use `default_member_permissions` instead ("0" for administrators only, null for everyone).',
      },
    ]);
  });

  it('says nothing of null values', () => {
    expect(
      rules('user-command', userCommand({ dm_permission: null, default_permission: null })),
    ).toEqual([]);
  });
});
