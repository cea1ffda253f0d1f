import { describe, expect, it } from 'vitest';
import { chars } from '../testing/fixtures';
import {
  chatInputNameProblem,
  choiceNameProblem,
  contextMenuNameProblem,
  descriptionProblem,
  emptyDescriptionProblem,
  lengthProblem,
  showCharacter,
} from './names';

describe('lengthProblem', () => {
  it('accepts the bounds and refuses one past each', () => {
    expect(lengthProblem('ab', 3, 2)).toBeNull();
    expect(lengthProblem('abc', 3, 2)).toBeNull();
    expect(lengthProblem('a', 3, 2)).toEqual({
      code: 'too-short',
      fragment: 'is 1 characters long; the minimum is 2',
    });
    expect(lengthProblem('abcd', 3, 2)).toEqual({
      code: 'too-long',
      fragment: 'is 4 characters long; the maximum is 3',
    });
  });

  it('calls an empty string empty when one character is needed', () => {
    expect(lengthProblem('', 3)).toEqual({
      code: 'empty',
      fragment: 'is empty; it needs at least 1 character',
    });
  });

  it('counts UTF-16 code units, like the rest of the model', () => {
    expect(lengthProblem('😀', 1)?.code).toBe('too-long');
    expect(lengthProblem('é', 1)).toBeNull();
  });
});

describe('chatInputNameProblem', () => {
  it('accepts 1 and 32 characters and refuses 0 and 33', () => {
    expect(chatInputNameProblem('a')).toBeNull();
    expect(chatInputNameProblem(chars(32))).toBeNull();
    expect(chatInputNameProblem('')?.code).toBe('empty');
    expect(chatInputNameProblem(chars(33))).toEqual({
      code: 'too-long',
      fragment: 'is 33 characters long; the maximum is 32',
    });
  });

  it.each([
    'ping',
    'set-color',
    'user_id',
    "don't",
    'día',
    'größe',
    'цвет',
    '色',
    'नमस्ते',
    'สวัสดี',
    '42',
    'ß',
  ])('accepts %s', (name) => {
    expect(chatInputNameProblem(name)).toBeNull();
  });

  it('names a space as the wrong character', () => {
    expect(chatInputNameProblem('set color')).toEqual({
      code: 'invalid-name',
      fragment:
        'contains " " (a space), which is not allowed; a name holds only letters, digits, -, _ and \'',
    });
  });

  it('names up to three wrong characters, each once', () => {
    expect(chatInputNameProblem('a!b!c?d.')?.fragment).toMatch(
      /^contains "!", "\?" and "\.", which are not allowed/,
    );
    expect(chatInputNameProblem('a!b?c.d,e/')?.fragment).toMatch(
      /^contains "!", "\?", "\." and 2 more, which are not allowed/,
    );
  });

  it('shows invisible characters and combining marks by code point', () => {
    expect(chatInputNameProblem('a\tb')?.fragment).toMatch(/^contains U\+0009 \(an invisible/);
    expect(chatInputNameProblem('e\u0301')?.fragment).toMatch(
      /^contains U\+0301 \(a combining mark/,
    );
  });

  it('refuses emoji', () => {
    expect(chatInputNameProblem('fire🔥')?.code).toBe('invalid-name');
  });

  it('refuses an uppercase letter and names it', () => {
    expect(chatInputNameProblem('setColor')).toEqual({
      code: 'name-not-lowercase',
      fragment: 'contains an uppercase letter, "C"; the name must be lowercase ("setcolor")',
    });
    expect(chatInputNameProblem('ÉTÉ')?.fragment).toMatch(/uppercase letters, "É" and "T"/);
  });

  it('refuses a titlecase letter, which has a lowercase form', () => {
    expect(chatInputNameProblem('ǅ')?.code).toBe('name-not-lowercase');
  });

  it('reports a wrong character before an uppercase one', () => {
    expect(chatInputNameProblem('Set color')?.code).toBe('invalid-name');
  });
});

describe('contextMenuNameProblem', () => {
  it('accepts mixed case and spaces', () => {
    expect(contextMenuNameProblem('Report Message')).toBeNull();
    expect(contextMenuNameProblem('Launch')).toBeNull();
  });

  it('accepts 1 and 32 characters and refuses 0 and 33', () => {
    expect(contextMenuNameProblem('A')).toBeNull();
    expect(contextMenuNameProblem(chars(32, 'A'))).toBeNull();
    expect(contextMenuNameProblem('')?.code).toBe('empty');
    expect(contextMenuNameProblem(chars(33, 'A'))?.code).toBe('too-long');
  });
});

describe('descriptionProblem', () => {
  it('accepts 1 and 100 characters and refuses 0 and 101', () => {
    expect(descriptionProblem('a')).toBeNull();
    expect(descriptionProblem(chars(100))).toBeNull();
    expect(descriptionProblem('')?.code).toBe('empty');
    expect(descriptionProblem(chars(101))).toEqual({
      code: 'too-long',
      fragment: 'is 101 characters long; the maximum is 100',
    });
  });
});

describe('emptyDescriptionProblem', () => {
  it('accepts an absent or empty description', () => {
    expect(emptyDescriptionProblem(undefined, 'user command')).toBeNull();
    expect(emptyDescriptionProblem('', 'user command')).toBeNull();
  });

  it('refuses any other description', () => {
    expect(emptyDescriptionProblem('Shows a profile', 'user command')).toEqual({
      code: 'description-not-empty',
      fragment: 'must be empty ("" or left out): a user command shows no description',
    });
    expect(emptyDescriptionProblem(' ', 'message command')?.code).toBe('description-not-empty');
  });
});

describe('choiceNameProblem', () => {
  it('accepts 1 and 100 characters and refuses 0 and 101', () => {
    expect(choiceNameProblem('A b!')).toBeNull();
    expect(choiceNameProblem(chars(100))).toBeNull();
    expect(choiceNameProblem('')?.code).toBe('empty');
    expect(choiceNameProblem(chars(101))?.code).toBe('too-long');
  });
});

describe('showCharacter', () => {
  it('quotes a visible character', () => {
    expect(showCharacter('!')).toBe('"!"');
    expect(showCharacter(' ')).toBe('" " (a space)');
    expect(showCharacter('\u200b')).toBe('U+200B (an invisible character)');
  });
});
