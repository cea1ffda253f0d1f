import { describe, expect, it } from 'vitest';
import {
  COMMAND_FAMILY_KINDS,
  aKind,
  isCommandKind,
  isOptionKind,
  isValueOption,
  kindInfo,
  subjectOf,
} from './kind-names';

describe('command kind names', () => {
  it('lists the 4 command kinds and the 11 option kinds of the catalog', () => {
    expect(COMMAND_FAMILY_KINDS).toHaveLength(15);
    expect(COMMAND_FAMILY_KINDS.filter(isCommandKind)).toEqual([
      'chat-input-command',
      'user-command',
      'message-command',
      'entry-point-command',
    ]);
    expect(COMMAND_FAMILY_KINDS.filter(isOptionKind)).toHaveLength(11);
  });

  it('gives SUB_COMMAND 1 and SUB_COMMAND_GROUP 2', () => {
    expect(kindInfo('subcommand').type).toBe(1);
    expect(kindInfo('subcommand-group')).toEqual({
      kind: 'subcommand-group',
      type: 2,
      name: 'subcommand group',
    });
  });

  it('numbers the commands 1 to 4 and the value options 3 to 11', () => {
    expect(COMMAND_FAMILY_KINDS.filter(isCommandKind).map((k) => kindInfo(k).type)).toEqual([
      1, 2, 3, 4,
    ]);
    const values = COMMAND_FAMILY_KINDS.filter(isValueOption).map((k) => kindInfo(k).type);
    expect([...values].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('names commands in lower case and options as the catalog does', () => {
    expect(kindInfo('chat-input-command').name).toBe('slash command');
    expect(kindInfo('entry-point-command').name).toBe('entry point command');
    expect(kindInfo('string-option').name).toBe('String option');
  });

  it('puts the right article before a kind', () => {
    expect(aKind('user-command')).toBe('a user command');
    expect(aKind('user-option')).toBe('a User option');
    expect(aKind('entry-point-command')).toBe('an entry point command');
    expect(aKind('integer-option')).toBe('an Integer option');
    expect(aKind('attachment-option')).toBe('an Attachment option');
    expect(aKind('subcommand-group')).toBe('a subcommand group');
  });

  it('names the subject of a sentence', () => {
    expect(subjectOf('chat-input-command')).toBe('this slash command');
    expect(subjectOf('boolean-option')).toBe('this Boolean option');
  });

  it('tells commands, options and value options apart', () => {
    expect(isCommandKind('user-command')).toBe(true);
    expect(isCommandKind('subcommand')).toBe(false);
    expect(isOptionKind('subcommand')).toBe(true);
    expect(isOptionKind('button')).toBe(false);
    expect(isValueOption('subcommand-group')).toBe(false);
    expect(isValueOption('role-option')).toBe(true);
  });
});
