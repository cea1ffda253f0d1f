// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import {
  button,
  container,
  docOf,
  legacy,
  message,
  nodeAt,
  row as rowOf,
  text,
} from '../../model/testing/fixtures';
import { renderEditor, row } from './test-utils';
import { loadCommands } from './commands';
import { toolbarChunk } from './LazyNodeCommands';

afterEach(cleanup);

const commands = (root: HTMLElement, key: string) => within(row(root, key));

// Where a move goes (commands.ts) and the toolbar (LazyNodeCommands.tsx) load after the first
// frame; these tests start once they are there.
beforeAll(() => Promise.all([loadCommands(), toolbarChunk.load()]));

describe('NodeCommands', () => {
  it('moves a node up out of a Container, into the one before, and back down', () => {
    const doc = docOf(message(container(text('A')), container(text('B'), text('C'))));
    const [first, second] = doc.nodes.map((n) => n.key);
    const b = nodeAt(doc, 1, 'components', 0).key;
    const { store, container: root } = renderEditor(doc, b);
    const where = () => {
      const site = store.getState().doc.nodes.findIndex((n) => n.key === b);
      if (site >= 0) return `top ${site}`;
      const box = store
        .getState()
        .doc.nodes.find((n) => n.slots.components?.some((c) => c.key === b))!;
      return `${box.key === first ? 'first' : box.key === second ? 'second' : '?'} ${box.slots.components!.findIndex((c) => c.key === b)}`;
    };
    const click = (id: string) => fireEvent.click(commands(root, b).getByTestId(id));
    click('command:move-up');
    expect(where()).toBe('top 1');
    click('command:move-up');
    expect(where()).toBe('first 1');
    click('command:move-down');
    expect(where()).toBe('top 1');
    click('command:move-down');
    expect(where()).toBe('second 0');
    expect(store.getState().history.past).toHaveLength(4);
  });

  it('disables Move up at the top and Move down at the bottom', () => {
    const doc = docOf(message(text('A')));
    const a = doc.nodes[0]!.key;
    const { container: root } = renderEditor(doc, a);
    const up = commands(root, a).getByRole('button', { name: 'Move up' }) as HTMLButtonElement;
    const down = commands(root, a).getByRole('button', { name: 'Move down' }) as HTMLButtonElement;
    expect(up.disabled).toBe(true);
    expect(down.disabled).toBe(true);
  });

  it('duplicates and deletes, and says why a delete is refused', () => {
    const doc = docOf(legacy(rowOf(button({ label: 'Only' }))));
    const only = nodeAt(doc, 0, 'components', 0).key;
    const { store, container: root } = renderEditor(doc, only);
    fireEvent.click(commands(root, only).getByTestId('command:duplicate'));
    const buttons = store.getState().doc.nodes[0]!.slots.components!;
    expect(buttons).toHaveLength(2);
    const copy = buttons[1]!.key;
    fireEvent.click(commands(root, copy).getByTestId('command:delete'));
    expect(store.getState().doc.nodes[0]!.slots.components).toHaveLength(1);
    act(() => store.getState().select(only));
    fireEvent.click(screen.getByTestId('command:delete'));
    expect(screen.getByTestId('notice').textContent).toMatch(/needs at least 1 component/);
  });

  it('wraps a top-level node in a Container, only in V2 messages', () => {
    const doc = docOf(message(text('Alone')));
    const alone = doc.nodes[0]!.key;
    const { store, container: root } = renderEditor(doc, alone);
    fireEvent.click(commands(root, alone).getByRole('button', { name: 'Wrap in Container' }));
    const top = store.getState().doc.nodes[0]!;
    expect(top.kind).toBe('container');
    expect(top.slots.components![0]!.key).toBe(alone);
    cleanup();
    const legacyDoc = docOf(legacy(rowOf(button())));
    const r = legacyDoc.nodes[0]!.key;
    const view = renderEditor(legacyDoc, r);
    expect(within(row(view.container, r)).queryByTestId('command:wrap')).toBeNull();
  });
});
