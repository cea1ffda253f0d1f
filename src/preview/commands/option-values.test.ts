import { describe, expect, it } from 'vitest';
import { SAMPLE_GUILD } from '../../model';
import { filterSuggestions, hasList, inputFor, suggestionsOf } from './option-values';
import { commandsDoc, named } from './test-helpers';

const doc = commandsDoc();

describe('suggestionsOf', () => {
  it('offers True and False for a boolean', () => {
    expect(suggestionsOf(named(doc, 'silent'), 'en-US')).toEqual([
      { value: 'true', label: 'True' },
      { value: 'false', label: 'False' },
    ]);
  });

  it("offers an option's choices by their name in the locale, valued as the option holds them", () => {
    expect(suggestionsOf(named(doc, 'shade'), 'fr')).toEqual([
      { value: 'red', label: 'Rouge' },
      { value: 'blue', label: 'Blue' },
    ]);
  });

  it("offers the sample guild's users for a user option, and only text channels where asked", () => {
    const users = suggestionsOf(named(doc, 'user'), 'en-US');
    expect(users.map((s) => s.value)).toEqual(SAMPLE_GUILD.users.map((u) => u.id));
    expect(users.find((s) => s.value === '1290000000000000202')?.label).toBe('Ben (mod)');
    const channels = suggestionsOf(named(doc, 'where'), 'en-US');
    expect(channels.map((s) => s.label)).toEqual(['general', 'bug-reports']);
  });

  it('offers nothing for free text and says which options have a list', () => {
    expect(suggestionsOf(named(doc, 'reason'), 'en-US')).toEqual([]);
    expect(hasList(named(doc, 'reason'))).toBe(false);
    expect(hasList(named(doc, 'shade'))).toBe(true);
    expect(hasList(named(doc, 'user'))).toBe(true);
    expect(hasList(named(doc, 'silent'))).toBe(true);
  });
});

describe('filterSuggestions', () => {
  it('narrows users by name and username, whatever the case', () => {
    const users = suggestionsOf(named(doc, 'user'), 'en-US');
    expect(filterSuggestions(users, 'CLEO').map((s) => s.label)).toEqual(['Cleo']);
    expect(filterSuggestions(users, 'benji').map((s) => s.label)).toEqual(['Ben (mod)']);
    expect(filterSuggestions(users, '')).toHaveLength(users.length);
  });
});

describe('inputFor', () => {
  const shades = suggestionsOf(named(doc, 'shade'), 'en-US');
  it('sends the picked value, else the value of a label typed in full, else the text', () => {
    expect(inputFor(shades, 'Red', 'red')).toBe('red');
    expect(inputFor(shades, ' blue ', undefined)).toBe('blue');
    expect(inputFor(shades, 'green', undefined)).toBe('green');
    expect(inputFor([], '', undefined)).toBe('');
  });
});
