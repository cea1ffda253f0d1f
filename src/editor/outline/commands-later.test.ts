import { beforeEach, describe, expect, it, vi } from 'vitest';
import { docOf, message, text } from '../../model/testing/fixtures';

// Fresh modules: neither where a move goes (resolve-drop) nor the tree actions' code has arrived.
beforeEach(() => {
  vi.resetModules();
});

describe('the row commands before their code has arrived', () => {
  it('offer Move up and Move down, and a press waits for the code, then moves and says so', async () => {
    const { moveBy, loadCommands } = await import('./commands');
    const { canMove } = await import('./command-checks');
    const { createEditorStore } = await import('../state/store');
    const store = createEditorStore({ doc: docOf(message(text('A'), text('B'))) });
    const b = store.getState().doc.nodes[1]!.key;
    expect(canMove(store.getState().doc, b, 'down')).toBe(true);

    const then = vi.fn();
    expect(moveBy(store, b, 'up', then)).toBe(false);
    expect(then).not.toHaveBeenCalled();
    await loadCommands();
    await vi.waitFor(() => expect(then).toHaveBeenCalledWith(true));
    expect(store.getState().doc.nodes.map((n) => n.props.content)).toEqual(['B', 'A']);
    // Worked out for real now: B is at the top.
    expect(canMove(store.getState().doc, b, 'up')).toBe(false);
  });

  it('delete waits for the code too, then removes the node and says so', async () => {
    const { remove } = await import('./commands');
    const { createEditorStore } = await import('../state/store');
    const store = createEditorStore({ doc: docOf(message(text('A'), text('B'))) });
    const a = store.getState().doc.nodes[0]!.key;
    const then = vi.fn();
    remove(store, a, then);
    await vi.waitFor(() => expect(then).toHaveBeenCalledWith(true));
    expect(store.getState().doc.nodes).toHaveLength(1);
  });
});
