import { describe, expect, it } from 'vitest';
import {
  COMMAND_KINDS,
  OPTION_KINDS,
  aKind,
  commandKindOfType,
  isCommandKind,
  isOptionKind,
  isValueOption,
  kindInfo,
  optionKindOfType,
  subjectOf,
} from './kinds';

describe('command kinds', () => {
  it('numbers the command kinds 1 to 4 and the option kinds 1 to 11', () => {
    expect(COMMAND_KINDS.map((k) => k.type)).toEqual([1, 2, 3, 4]);
    expect(OPTION_KINDS.map((k) => k.type)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('gives SUB_COMMAND 1 and SUB_COMMAND_GROUP 2', () => {
    expect(kindInfo('subcommand').type).toBe(1);
    expect(kindInfo('subcommand-group')).toEqual({
      kind: 'subcommand-group',
      type: 2,
      name: 'Subcommand group',
    });
  });

  it('reads a command type, a missing one being a slash command', () => {
    expect(commandKindOfType(undefined)).toBe('chat-input-command');
    expect(commandKindOfType(1)).toBe('chat-input-command');
    expect(commandKindOfType(4)).toBe('entry-point-command');
    expect(commandKindOfType(0)).toBeUndefined();
    expect(commandKindOfType(5)).toBeUndefined();
    expect(commandKindOfType('1')).toBeUndefined();
  });

  it('reads an option type', () => {
    expect(optionKindOfType(3)).toBe('string-option');
    expect(optionKindOfType(11)).toBe('attachment-option');
    expect(optionKindOfType(0)).toBeUndefined();
    expect(optionKindOfType(12)).toBeUndefined();
    expect(optionKindOfType(undefined)).toBeUndefined();
  });

  it('puts the right article before a kind', () => {
    expect(aKind('user-command')).toBe('a user command');
    expect(aKind('user-option')).toBe('a User option');
    expect(aKind('entry-point-command')).toBe('an entry point command');
    expect(aKind('integer-option')).toBe('an Integer option');
    expect(aKind('attachment-option')).toBe('an Attachment option');
    expect(aKind('subcommand-group')).toBe('a Subcommand group');
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
