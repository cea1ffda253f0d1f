// validate() between edits: what it keeps (an untouched command's problems, as they were) and the
// rules that span a command set, found again as an edit makes or mends them, as a fresh pass finds them.
import { describe, expect, it } from 'vitest';
import type { Doc } from '../document/document';
import { newNode } from '../catalog/new-node';
import { insertNode, removeNode, updateNode } from '../document/tree';
import { importPayload } from '../payload/import';
import { option, slash, slashCommands } from '../testing/command-fixtures';
import type { Problem } from './problems';
import { validate } from './validate';

const setOf = (commands: unknown[]): Doc => importPayload(commands, { as: 'commands' }).doc!;

/** The pass after an edit, checked against a pass over a copy that shares nothing kept. */
function checked(doc: Doc): Problem[] {
  const problems = validate(doc);
  expect(problems).toStrictEqual(validate(structuredClone(doc)));
  return problems;
}

function edited(result: ReturnType<typeof updateNode>): Doc {
  if (!result.ok) throw new Error(result.reason);
  return result.doc;
}

const codes = (problems: readonly Problem[]) => problems.map((p) => `${p.code} ${p.path}`);

describe('validate between edits', () => {
  it("takes an untouched command's problems as they were, and checks the edited one again", () => {
    const doc = setOf([
      slash({ name: 'a', description: '' }),
      slash({ name: 'b', description: '' }),
    ]);
    const before = validate(doc);
    const after = checked(edited(updateNode(doc, doc.nodes[1]!.key, { name: 'c' })));
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]).toStrictEqual(before[1]);
  });

  it('reports a command renamed into a duplicate, and nothing once it is renamed back', () => {
    const doc = setOf(slashCommands(5));
    expect(checked(doc)).toEqual([]);
    const twin = edited(updateNode(doc, doc.nodes[3]!.key, { name: 'cmd-1' }));
    const problems = checked(twin);
    expect(codes(problems)).toEqual(['duplicate-name $[3].name']);
    expect(problems[0]!.message).toContain('the other is at $[1]');
    expect(checked(edited(updateNode(twin, twin.nodes[3]!.key, { name: 'cmd-3' })))).toEqual([]);
  });

  it('reports the slash command past the 100 a set may hold, and nothing once one goes', () => {
    const doc = setOf(slashCommands(101));
    expect(codes(checked(doc))).toEqual(['too-many-commands $[100]']);
    const fewer = edited(removeNode(doc, doc.nodes[0]!.key));
    expect(checked(fewer)).toEqual([]);
    // The editor refuses the 101st; the set stays as it was.
    expect(
      insertNode(fewer, newNode(fewer, 'chat-input-command'), { parentKey: null, slot: 'options' })
        .ok,
    ).toBe(false);
  });

  it('reports a command grown past 8,000 characters, and nothing once it shrinks back', () => {
    // A choice counts its name and its value: 100 + 100 characters each, 20 to an option.
    const choices = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        name: `${i}`.padEnd(100, 'n'),
        value: `${i}`.padEnd(100, 'v'),
      }));
    const doc = setOf([
      slash({ name: 'small' }),
      slash({
        name: 'big',
        options: [
          option('string-option', { name: 'one', choices: choices(20) }),
          option('string-option', { name: 'two', choices: choices(19) }),
        ],
      }),
    ]);
    expect(checked(doc)).toEqual([]);
    const two = doc.nodes[1]!.slots.options![1]!;
    const grown = edited(updateNode(doc, two.key, { choices: choices(20) }));
    const problems = checked(grown);
    expect(codes(problems)).toEqual(['command-too-large $[1]']);
    expect(problems[0]!.message).toContain('the option "one" with');
    const shrunk = edited(updateNode(grown, two.key, { choices: choices(19) }));
    expect(checked(shrunk)).toEqual([]);
  });

  it("moves a command's problems with it, the path its message names too", () => {
    const doc = setOf([
      slash({ name: 'first' }),
      slash({
        name: 'alpha',
        description: '',
        options: [
          option('subcommand', { name: 'one', options: [option('user-option', { name: 'ban' })] }),
          option('subcommand', {
            name: 'two',
            options: [option('user-option', { name: 'member', name_localizations: { de: 'ban' } })],
          }),
        ],
      }),
    ]);
    const clash = (problems: readonly Problem[]) =>
      problems.find((p) => p.code === 'localized-name-clash')!.message;
    expect(clash(checked(doc))).toContain('at $[1].options[0].options[0]');
    const shifted = edited(removeNode(doc, doc.nodes[0]!.key));
    const problems = checked(shifted);
    expect(problems.every((p) => p.path.startsWith('$[0]'))).toBe(true);
    expect(clash(problems)).toContain('at $[0].options[0].options[0]');
  });
});
