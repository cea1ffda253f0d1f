import { describe, expect, it } from 'vitest';
import { emptyCommands, importPayload, makeNode } from '../../model';
import type { CommandsDoc, Node } from '../../model';
import { COLLAPSE_COMMANDS_OVER, initialCollapsed } from './collapse';
import { createEditorStore } from './store';

/** n slash commands with two options each (3 nodes a command). */
function bigSet(n: number): CommandsDoc {
  const list = Array.from({ length: n }, (_, i) => ({
    name: `cmd-${i}`,
    description: 'Does things',
    options: [
      { type: 3, name: 'a', description: 'A' },
      { type: 3, name: 'b', description: 'B' },
    ],
  }));
  return importPayload(list, { as: 'commands' }).doc as CommandsDoc;
}

describe('initialCollapsed', () => {
  it('collapses nothing in a small set or a message', () => {
    expect(initialCollapsed(bigSet(10), null).size).toBe(0);
    expect(initialCollapsed({ ...emptyCommands(), nodes: [] }, null).size).toBe(0);
  });

  it('collapses the commands of a large set, but the one holding the selection', () => {
    const doc = bigSet(Math.ceil(COLLAPSE_COMMANDS_OVER / 3) + 1);
    const selected = doc.nodes[5]!.slots.options![1]!;
    const collapsed = initialCollapsed(doc, selected.key);
    expect(collapsed.size).toBe(doc.nodes.length - 1);
    expect(collapsed.has(doc.nodes[5]!.key)).toBe(false);
    expect(collapsed.has(doc.nodes[0]!.key)).toBe(true);
  });

  it('leaves a command without options alone (it has nothing to hide)', () => {
    const doc = bigSet(60);
    const bare: Node = makeNode('user-command', { type: 2, name: 'Info' });
    expect(initialCollapsed({ ...doc, nodes: [...doc.nodes, bare] }, null).has(bare.key)).toBe(
      false,
    );
  });
});

describe('the store opens the way to what is selected', () => {
  it('expands the collapsed command of an option selected elsewhere (a problem, the preview)', () => {
    const doc = bigSet(60);
    const store = createEditorStore({ doc });
    const option = doc.nodes[7]!.slots.options![0]!;
    expect(store.getState().collapsed.has(doc.nodes[7]!.key)).toBe(true);
    store.getState().select(option.key);
    expect(store.getState().collapsed.has(doc.nodes[7]!.key)).toBe(false);
    expect(store.getState().collapsed.has(doc.nodes[8]!.key)).toBe(true);
    store.getState().requestFocus(doc.nodes[9]!.slots.options![1]!.key, 'description');
    expect(store.getState().collapsed.has(doc.nodes[9]!.key)).toBe(false);
  });

  it('expands a collapsed command when an option is added into it', () => {
    const doc = bigSet(60);
    const store = createEditorStore({ doc });
    const command = doc.nodes[3]!;
    store.getState().dispatch({
      type: 'add',
      kind: 'boolean-option',
      target: { parentKey: command.key, slot: 'options', index: 2 },
    });
    expect(store.getState().collapsed.has(command.key)).toBe(false);
  });
});
