import { describe, expect, it } from 'vitest';
import type { CommandsDoc } from '../../model';
import { updateNode } from '../../model/document/tree';
import { filterRows, chipOrder, pickerRows } from './picker-rows';
import { commandsDoc, named } from './test-helpers';

describe('pickerRows', () => {
  it('lists each subcommand path as its own row and leaves context-menu commands out', () => {
    const rows = pickerRows(commandsDoc(), 'en-US');
    expect(rows.map((r) => r.path)).toEqual([
      'mod member ban',
      'mod member kick',
      'mod purge',
      'color',
      'search',
      'ping',
    ]);
    const ban = rows[0]!;
    expect(ban.description).toBe('Ban a member');
    expect(ban.options.map((o) => o.props.name)).toEqual(['user', 'reason', 'silent']);
  });

  it('keys a subcommand row by its subcommand and a plain command by itself', () => {
    const doc = commandsDoc();
    const [ban, , , color] = pickerRows(doc, 'en-US');
    expect(ban!.commandKey).toBe(named(doc, 'mod').key);
    expect(ban!.subcommandKey).toBe(named(doc, 'ban').key);
    expect(ban!.nodeKey).toBe(named(doc, 'ban').key);
    expect(color!.subcommandKey).toBeUndefined();
    expect(color!.nodeKey).toBe(named(doc, 'color').key);
  });

  it('makes again only the rows of the command an edit changed', () => {
    const doc = commandsDoc();
    const before = pickerRows(doc, 'en-US');
    const edited = updateNode(doc, named(doc, 'kick').key, { description: 'Kick, edited' });
    if (!edited.ok) throw new Error(edited.reason);
    const after = pickerRows(edited.doc as CommandsDoc, 'en-US');
    expect(after.map((r) => r.description)).toEqual(
      before.map((r) => (r.path === 'mod member kick' ? 'Kick, edited' : r.description)),
    );
    // The other commands' rows are the very objects made before; /mod's are new.
    after.forEach((row, i) => {
      if (row.commandKey === named(doc, 'mod').key) expect(row).not.toBe(before[i]);
      else expect(row).toBe(before[i]);
    });
  });

  it('skips a group with no subcommands, as Discord does', () => {
    const doc = commandsDoc([
      {
        name: 'tools',
        description: 'Tools',
        options: [{ type: 2, name: 'empty', description: 'Nothing yet', options: [] }],
      },
    ]);
    expect(pickerRows(doc, 'en-US')).toEqual([]);
  });

  it('shows names and descriptions in the chosen locale, with fallbacks, and keeps default paths', () => {
    const doc = commandsDoc();
    const fr = pickerRows(doc, 'fr');
    expect(fr[0]).toMatchObject({
      path: 'mod member ban',
      label: 'mod member bannir',
      description: 'Bannir un membre',
    });
    expect(fr.find((r) => r.path === 'color')).toMatchObject({
      label: 'couleur',
      description: 'Choisir une couleur',
    });
    // en-US falls back to en-GB before the default.
    expect(pickerRows(doc, 'en-US').find((r) => r.path === 'color')!.description).toBe(
      'Pick a colour',
    );
    expect(pickerRows(doc, 'de').find((r) => r.path === 'color')!.description).toBe('Pick a color');
  });
});

describe('filterRows', () => {
  const rows = pickerRows(commandsDoc(), 'en-US');
  it('lists every row for an empty filter', () => {
    expect(filterRows(rows, '')).toHaveLength(rows.length);
  });
  it('puts names that start with the text first, then names that contain it', () => {
    expect(filterRows(rows, 'p').map((r) => r.path)).toEqual(['ping', 'mod purge']);
    expect(filterRows(rows, 'ba').map((r) => r.path)).toEqual(['mod member ban']);
  });
  it('matches a subcommand path typed with spaces, whatever the case', () => {
    expect(filterRows(rows, 'MOD  member b').map((r) => r.path)).toEqual(['mod member ban']);
  });
  it('matches the localized name and the default one', () => {
    const fr = pickerRows(commandsDoc(), 'fr');
    expect(filterRows(fr, 'coul').map((r) => r.path)).toEqual(['color']);
    expect(filterRows(fr, 'colo').map((r) => r.path)).toEqual(['color']);
  });
  it('finds nothing for a text no name holds', () => {
    expect(filterRows(rows, 'zzz')).toEqual([]);
  });
});

describe('chipOrder', () => {
  it('puts required options first, then the optional ones, each in order', () => {
    const doc = commandsDoc([
      {
        name: 'x',
        description: 'x',
        options: [
          { type: 3, name: 'a', description: 'a' },
          { type: 3, name: 'b', description: 'b', required: true },
          { type: 3, name: 'c', description: 'c' },
        ],
      },
    ]);
    const { required, optional } = chipOrder(pickerRows(doc, 'en-US')[0]!.options);
    expect(required.map((o) => o.props.name)).toEqual(['b']);
    expect(optional.map((o) => o.props.name)).toEqual(['a', 'c']);
  });
});
