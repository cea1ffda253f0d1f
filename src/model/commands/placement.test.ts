import { describe, expect, it } from 'vitest';
import type { CommandsDoc, Node } from '../document/document';
import { emptyCommands } from '../catalog/factory';
import { newNode } from '../catalog/new-node';
import { importPayload } from '../payload/import';
import type { PlaceTarget } from '../document/placement';
import { canPlace } from '../document/placement';
import { toPayload } from '../payload/to-payload';
import { insertNode, moveNode } from '../document/tree';
import { validate } from '../rules/validate';

const top: PlaceTarget = { parentKey: null, slot: 'options' };
const into = (node: Node): PlaceTarget => ({ parentKey: node.key, slot: 'options' });
const refused = (reason: RegExp) =>
  expect.objectContaining({ ok: false, reason: expect.stringMatching(reason) });

/** A command set from payload JSON, through the model's own import. */
function set(list: unknown[], guildId: string | null = null): CommandsDoc {
  const { doc } = importPayload(list, { as: 'commands', guildId });
  if (doc?.surface !== 'commands') throw new Error('not a command set');
  return doc;
}
const slash = (name: string, options: unknown[] = []) => ({ name, description: 'd', options });
const opt = (type: number, name: string, extra: Record<string, unknown> = {}) => ({
  type,
  name,
  description: 'd',
  ...extra,
});

describe('canPlace in a command set', () => {
  it('takes commands at the top level and nothing else there', () => {
    const doc = set([]);
    expect(canPlace(doc, { kind: 'chat-input-command' }, top)).toEqual({ ok: true });
    expect(canPlace(doc, { kind: 'message-command' }, top)).toEqual({ ok: true });
    expect(canPlace(doc, { kind: 'subcommand' }, top)).toEqual(
      refused(/^A subcommand goes in a slash command or in a subcommand group\.$/),
    );
    expect(canPlace(doc, { kind: 'button' }, top)).toEqual(
      refused(/part of an application command|for messages only/),
    );
  });

  it('keeps components out of commands and commands out of messages', () => {
    const doc = set([slash('ban')]);
    expect(canPlace(doc, { kind: 'text-display' }, into(doc.nodes[0]!))).toMatchObject({
      ok: false,
    });
  });

  it('nests command > group > subcommand > value options and nothing deeper', () => {
    const doc = set([
      slash('mod', [opt(2, 'user', { options: [opt(1, 'ban', { options: [opt(3, 'why')] })] })]),
    ]);
    const command = doc.nodes[0]!;
    const group = command.slots.options![0]!;
    const sub = group.slots.options![0]!;
    expect(canPlace(doc, { kind: 'subcommand' }, into(group))).toEqual({ ok: true });
    expect(canPlace(doc, { kind: 'subcommand-group' }, into(group))).toEqual(
      refused(/holds subcommands only; nothing nests deeper/),
    );
    expect(canPlace(doc, { kind: 'string-option' }, into(group))).toEqual(
      refused(/holds subcommands only/),
    );
    expect(canPlace(doc, { kind: 'integer-option' }, into(sub))).toEqual({ ok: true });
    expect(canPlace(doc, { kind: 'subcommand' }, into(sub))).toEqual(
      refused(/holds value options only/),
    );
    expect(canPlace(doc, { kind: 'subcommand-group' }, into(sub))).toEqual(
      refused(/holds value options only/),
    );
  });

  it('never mixes subcommands and value options on one level', () => {
    const withSubs = set([slash('mod', [opt(1, 'ban')])]);
    expect(canPlace(withSubs, { kind: 'user-option' }, into(withSubs.nodes[0]!))).toEqual(
      refused(/has subcommands; its value options go inside a subcommand/),
    );
    const withValues = set([slash('ping', [opt(3, 'text')])]);
    expect(canPlace(withValues, { kind: 'subcommand' }, into(withValues.nodes[0]!))).toEqual(
      refused(/has value options; subcommands and value options cannot share a level/),
    );
  });

  it('gives user and message commands no options at all', () => {
    const doc = set([{ type: 2, name: 'Info' }]);
    expect(canPlace(doc, { kind: 'string-option' }, into(doc.nodes[0]!))).toEqual(
      refused(/^A user command takes no options\.$/),
    );
  });

  it('takes a 25th option and refuses a 26th', () => {
    const options = (n: number) => Array.from({ length: n }, (_, i) => opt(3, `o${i}`));
    const at24 = set([slash('big', options(24))]);
    expect(canPlace(at24, { kind: 'string-option' }, into(at24.nodes[0]!))).toEqual({ ok: true });
    const at25 = set([slash('big', options(25))]);
    expect(canPlace(at25, { kind: 'string-option' }, into(at25.nodes[0]!))).toEqual(
      refused(/at most 25 options/),
    );
  });

  it('counts commands per type: the 100th slash command fits, the 101st does not', () => {
    const slashes = (n: number) => Array.from({ length: n }, (_, i) => slash(`c${i}`));
    expect(canPlace(set(slashes(99)), { kind: 'chat-input-command' }, top)).toEqual({ ok: true });
    expect(canPlace(set(slashes(100)), { kind: 'chat-input-command' }, top)).toEqual(
      refused(/^An app has at most 100 slash commands\.$/),
    );
    // Another type still fits beside 100 slash commands.
    expect(canPlace(set(slashes(100)), { kind: 'user-command' }, top)).toEqual({ ok: true });
    const users = Array.from({ length: 15 }, (_, i) => ({ type: 2, name: `U${i}` }));
    expect(canPlace(set(users, '1'), { kind: 'user-command' }, top)).toEqual(
      refused(/^A guild has at most 15 user commands\.$/),
    );
  });

  it('takes one entry point, only in a global set', () => {
    const launch = { type: 4, name: 'launch', description: 'Go', handler: 2 };
    expect(canPlace(set([]), { kind: 'entry-point-command' }, top)).toEqual({ ok: true });
    expect(canPlace(set([launch]), { kind: 'entry-point-command' }, top)).toEqual(
      refused(/at most one entry point command/),
    );
    expect(canPlace(set([], '1'), { kind: 'entry-point-command' }, top)).toEqual(
      refused(/only be global/),
    );
  });
});

describe('tree operations on commands', () => {
  it('builds a valid command set with the same operations as components', () => {
    let doc: CommandsDoc = emptyCommands();
    const add = (node: Node, target: PlaceTarget) => {
      const result = insertNode(doc, node, target);
      if (!result.ok) throw new Error(result.reason);
      doc = result.doc as CommandsDoc;
      return node;
    };
    const command = add(newNode(doc, 'chat-input-command'), top);
    const group = add(newNode(doc, 'subcommand-group'), into(command));
    const sub = group.slots.options![0]!;
    const found = (key: string) => {
      let hit: Node | undefined;
      const visit = (nodes: readonly Node[]) =>
        nodes.forEach((n) => {
          if (n.key === key) hit = n;
          visit(n.slots.options ?? []);
        });
      visit(doc.nodes);
      return hit!;
    };
    add(newNode(doc, 'user-option'), into(found(sub.key)));
    add(newNode(doc, 'user-command'), top);
    expect(validate(doc)).toEqual([]);
    // A value option moved up beside the group is refused with the rule's sentence.
    const option = found(sub.key).slots.options![0]!;
    expect(moveNode(doc, option.key, into(command))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/has subcommands/),
    });
  });
});

describe('import and export of commands', () => {
  it('drops what Discord adds to a returned command and takes the guild it names', () => {
    const returned = {
      id: '1290000000000000500',
      application_id: '1290000000000000100',
      guild_id: '1290000000000000001',
      version: '1290000000000000600',
      default_member_permissions: null,
      type: 1,
      name: 'ping',
      name_localized: 'ping',
      description: 'Replies',
      description_localized: 'Replies',
      nsfw: false,
    };
    const result = importPayload([returned]);
    expect(result.problems).toEqual([]);
    const doc = result.doc as CommandsDoc;
    expect(doc.guildId).toBe('1290000000000000001');
    expect(doc.envelope).toBe('commands');
    expect(result.kind).toBe('commands');
    const { type, name, description, default_member_permissions, nsfw } = returned;
    const kept = { type, name, description, default_member_permissions, nsfw };
    expect(toPayload(doc)).toEqual([kept]);
    expect(JSON.stringify(toPayload(doc))).not.toMatch(/application_id|version|_localized|"id"/);
    expect(importPayload(returned).kind).toBe('command');
  });

  it('keeps a command without `type` without one, and one with `type: 1` with it', () => {
    for (const command of [slash('a'), { ...slash('b'), type: 1 }]) {
      const { doc } = importPayload(command);
      const payload = doc && (toPayload(doc) as Record<string, unknown>);
      expect(payload).toEqual(command);
      expect(payload && 'type' in payload).toBe('type' in command);
    }
  });
});
