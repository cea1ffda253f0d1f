import { describe, expect, it } from 'vitest';
import { COMMAND_LIMITS } from '../limits';
import { chars } from '../testing/fixtures';
import { choiceSize, commandSize, longestText, optionSize, ownSize } from './size';

describe('longestText', () => {
  it('counts the default when there are no localizations', () => {
    expect(longestText('color', undefined)).toBe(5);
    expect(longestText('color', null)).toBe(5);
  });

  it('counts the longest localization when it is longer than the default', () => {
    expect(longestText('color', { 'en-GB': 'colour', de: 'farbe' })).toBe(6);
  });

  it('counts the default when it is the longest', () => {
    expect(longestText('colours', { 'en-US': 'color' })).toBe(7);
  });

  it('ignores null localizations and values that are not strings', () => {
    expect(longestText('a', { de: null, fr: 12345 })).toBe(1);
    expect(longestText(undefined, undefined)).toBe(0);
  });
});

describe('choiceSize', () => {
  it('counts a string value by its length', () => {
    expect(choiceSize({ name: 'Red', value: 'red' })).toBe(6);
  });

  it('counts a number value as its decimal string', () => {
    expect(choiceSize({ name: 'One', value: 1 })).toBe(4);
    expect(choiceSize({ name: 'Pi', value: 3.14 })).toBe(6);
    expect(choiceSize({ name: 'Neg', value: -100 })).toBe(7);
  });

  it('counts the longest localized choice name', () => {
    expect(choiceSize({ name: 'Red', name_localizations: { de: 'Rotes' }, value: 'r' })).toBe(6);
  });

  it('counts nothing for something that is not a choice', () => {
    expect(choiceSize(null)).toBe(0);
    expect(choiceSize('red')).toBe(0);
  });
});

describe('ownSize', () => {
  it('counts name, description and choices but not child options', () => {
    expect(
      ownSize({
        name: 'color',
        description: 'Pick one',
        choices: [{ name: 'Red', value: 'red' }],
        options: [{ name: 'ignored', description: 'ignored' }],
      }),
    ).toBe(5 + 8 + 6);
  });

  it('counts the longest localized description', () => {
    expect(
      ownSize({ name: 'a', description: 'b', description_localizations: { fr: 'cccc' } }),
    ).toBe(5);
  });
});

describe('optionSize', () => {
  it('counts options at every depth', () => {
    const sub = {
      type: 1,
      name: 'add',
      description: 'Add',
      options: [{ name: 'x', description: 'y' }],
    };
    const group = { type: 2, name: 'role', description: 'Roles', options: [sub] };
    expect(optionSize(sub)).toBe(3 + 3 + 2);
    expect(optionSize(group)).toBe(4 + 5 + 8);
  });
});

describe('commandSize', () => {
  it('gives the total and the breakdown per top-level option', () => {
    const command = {
      name: 'color',
      description: 'Pick a color',
      name_localizations: { 'en-GB': 'colour' },
      options: [
        { type: 3, name: 'shade', description: 'Which', choices: [{ name: 'Dark', value: 'd' }] },
        { type: 5, name: 'loud', description: 'Shout it' },
      ],
    };
    expect(commandSize(command)).toEqual({
      total: 6 + 12 + (5 + 5 + 5) + (4 + 8),
      own: 18,
      options: [
        { name: 'shade', size: 15 },
        { name: 'loud', size: 12 },
      ],
    });
  });

  it('is zero for something that is not a command', () => {
    expect(commandSize('x')).toEqual({ total: 0, own: 0, options: [] });
  });

  it('counts a command of 8000 and one of 8001 exactly', () => {
    // 2 options of 25 choices, each a 100-character name and a 54-character value.
    const option = {
      type: 3,
      name: chars(32),
      description: chars(100),
      choices: Array.from({ length: 25 }, () => ({ name: chars(100), value: chars(54) })),
    };
    const command = (description: number) => ({
      name: chars(32),
      description: chars(description),
      options: [option, option],
    });
    expect(commandSize(command(4)).total).toBe(COMMAND_LIMITS.combinedSize);
    expect(commandSize(command(5)).total).toBe(COMMAND_LIMITS.combinedSize + 1);
    expect(commandSize(command(4)).options).toEqual([
      { name: chars(32), size: 132 + 25 * 154 },
      { name: chars(32), size: 132 + 25 * 154 },
    ]);
  });
});
