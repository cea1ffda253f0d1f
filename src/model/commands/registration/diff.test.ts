import { describe, expect, it } from 'vitest';
import { changedFields, diffCommands, editBody, findRegistered, sharedWithGuild } from './diff';
import { messageCommand, option, slash, userCommand } from '../../testing/command-fixtures';

/** A command as Discord returns it: output-only fields and every default written out. */
const registered = (body: Record<string, unknown>, id = '1') => ({
  id,
  application_id: '1290000000000000100',
  version: '1300000000000000000',
  type: 1,
  description: '',
  default_member_permissions: null,
  dm_permission: true,
  nsfw: false,
  contexts: null,
  integration_types: [0],
  name_localizations: null,
  description_localizations: null,
  ...body,
});

describe('diffCommands', () => {
  it('leaves a command Discord returns with its defaults and ids unchanged', () => {
    const designed = slash({ options: [option('string-option', { name: 'shade' })] });
    const back = registered({
      ...designed,
      options: [{ ...option('string-option', { name: 'shade' }), required: false }],
    });
    expect(diffCommands([designed], [back])).toMatchObject({
      created: [],
      changed: [],
      deleted: [],
      unchanged: [{ type: 1, name: 'color' }],
    });
  });

  it('names the top-level fields that changed, options as one', () => {
    const before = registered(slash({ options: [option('string-option', { name: 'a' })] }));
    const after = slash({
      description: 'Pick a colour',
      options: [option('string-option', { name: 'a', required: true })],
    });
    expect(diffCommands([after], [before]).changed).toEqual([
      { type: 1, name: 'color', fields: ['description', 'options'] },
    ]);
  });

  it('sees a localization-only change, and no change in key or set order', () => {
    const base = slash({ name_localizations: { fr: 'couleur', de: 'farbe' }, contexts: [0, 1] });
    const reordered = registered(
      slash({ contexts: [1, 0], name_localizations: { de: 'farbe', fr: 'couleur' } }),
    );
    expect(changedFields(base, reordered)).toEqual([]);
    const relocalized = slash({
      name_localizations: { fr: 'teinte', de: 'farbe' },
      contexts: [0, 1],
    });
    expect(changedFields(relocalized, reordered)).toEqual(['name_localizations']);
    // The order of the commands in the list is not a change either.
    const two = [slash(), slash({ name: 'size' })];
    expect(diffCommands(two, two.map((c) => registered(c)).reverse()).unchanged).toHaveLength(2);
  });

  it('sees the order of options as a change (Discord shows them in that order)', () => {
    const a = option('string-option', { name: 'a' });
    const b = option('string-option', { name: 'b' });
    expect(
      changedFields(slash({ options: [a, b] }), registered(slash({ options: [b, a] }))),
    ).toEqual(['options']);
  });

  it('matches by type and name: a type change is a delete and a create', () => {
    const diff = diffCommands(
      [messageCommand({ name: 'Info' })],
      [registered(userCommand({ name: 'Info' }))],
    );
    expect(diff.created).toEqual([{ type: 3, name: 'Info' }]);
    expect(diff.deleted).toEqual([{ type: 2, name: 'Info' }]);
    expect(diff.renames).toEqual([]);
  });

  it('shows a rename as a delete and a create, and pairs them as a likely rename', () => {
    const diff = diffCommands([slash({ name: 'colour' })], [registered(slash({ name: 'color' }))]);
    expect(diff.created).toEqual([{ type: 1, name: 'colour' }]);
    expect(diff.deleted).toEqual([{ type: 1, name: 'color' }]);
    expect(diff.renames).toEqual([
      { from: { type: 1, name: 'color' }, to: { type: 1, name: 'colour' } },
    ]);
  });

  it('creates what is new and deletes what the set no longer has', () => {
    const diff = diffCommands(
      [slash(), slash({ name: 'size', description: 'Pick a size' })],
      [registered(slash()), registered(slash({ name: 'old', description: 'Gone' }), '2')],
    );
    expect(diff.created).toEqual([{ type: 1, name: 'size' }]);
    expect(diff.deleted).toEqual([{ type: 1, name: 'old' }]);
    expect(diff.unchanged).toEqual([{ type: 1, name: 'color' }]);
    expect(diff.renames).toEqual([]);
  });
});

describe('sharedWithGuild', () => {
  it('lists the global commands a guild also registers, which it would show twice', () => {
    expect(
      sharedWithGuild(
        [slash(), slash({ name: 'size' }), userCommand()],
        [registered(slash()), userCommand({ name: 'Other' })],
      ),
    ).toEqual([{ type: 1, name: 'color' }]);
  });
});

describe('editBody', () => {
  it('sends only the changed fields, and the default for one the design dropped', () => {
    const before = registered({
      ...slash({ options: [option('string-option', { name: 'a' })] }),
      nsfw: true,
      description_localizations: { fr: 'Une couleur' },
    });
    const after = slash({ description: 'Pick', options: [option('string-option', { name: 'a' })] });
    expect(editBody(after, before)).toEqual({
      description: 'Pick',
      description_localizations: null,
      nsfw: false,
    });
  });

  it('is empty for an unchanged command', () => {
    const designed = slash();
    expect(editBody(designed, registered(designed))).toEqual({});
  });
});

describe('findRegistered', () => {
  it('matches by type and name, not by name alone', () => {
    const list = [registered(userCommand({ name: 'color' }), '7'), registered(slash(), '8')];
    expect(findRegistered(list, { type: 1, name: 'color' })?.id).toBe('8');
    expect(findRegistered(list, { type: 3, name: 'color' })).toBeUndefined();
  });
});
