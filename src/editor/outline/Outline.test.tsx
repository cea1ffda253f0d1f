// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import { emptyMessage, emptyModal } from '../../model';
import {
  button,
  container,
  docOf,
  message,
  nodeAt,
  section,
  text,
  thumbnail,
} from '../../model/testing/fixtures';
import { renderEditor, row, zones } from './test-utils';
import { flattenTree } from './tree';
import { loadCommands } from './commands';
import { toolbarChunk } from './LazyNodeCommands';

afterEach(cleanup);

// Where a move goes (commands.ts) and the toolbar (LazyNodeCommands.tsx) load after the first
// frame; these tests start once they are there.
beforeAll(() => Promise.all([loadCommands(), toolbarChunk.load()]));

describe('Outline', () => {
  it('draws a row per node with its kind, label and key', () => {
    const doc = docOf(message(text('Hello'), section([text('Side')], button({ label: 'Go' }))));
    const { container: root } = renderEditor(doc);
    const rows = screen.getAllByTestId('node');
    expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual([
      'text-display',
      'section',
      'text-display',
      'button',
    ]);
    const go = nodeAt(doc, 1, 'accessory');
    expect(row(root, go.key).textContent).toContain('Button');
    expect(row(root, go.key).textContent).toContain('Go');
  });

  it('puts a zone before each child and after the last, and one in a single slot', () => {
    const doc = docOf(message(text('A'), section([text('S')], thumbnail())));
    const side = doc.nodes[1]!.key;
    const { container: root } = renderEditor(doc);
    expect(zones(root)).toEqual([
      'root/components/0',
      'root/components/1',
      `${side}/components/0`,
      `${side}/components/1`,
      `${side}/accessory/0`,
      'root/components/2',
    ]);
    const sectionItem = row(root, side).closest('li')!;
    expect(within(sectionItem).getByText('Text')).toBeTruthy();
    expect(within(sectionItem).getByText('Accessory')).toBeTruthy();
  });

  it('invites a drop into an empty slot and an empty document', () => {
    const doc = docOf(message(section([text('S')])));
    renderEditor(doc);
    expect(screen.getByText('Drop an accessory here')).toBeTruthy();
    cleanup();
    renderEditor(emptyMessage());
    const zone = screen.getByTestId('dropzone');
    expect(zone.textContent).toBe('Drag components here');
    expect(zone.getAttribute('data-parent-key')).toBe('root');
  });

  it('selects on click and highlights the selected row', () => {
    const doc = docOf(message(text('A'), text('B')));
    const { store, container: root } = renderEditor(doc);
    const b = doc.nodes[1]!.key;
    fireEvent.click(row(root, b));
    expect(store.getState().selectedKey).toBe(b);
    expect(row(root, b).getAttribute('aria-selected')).toBe('true');
    expect(row(root, b).className).toContain('is-selected');
    expect(within(row(root, b)).getByTestId('command:delete')).toBeTruthy();
  });

  it('goes back to the document fields with Escape on a row', () => {
    const doc = docOf(message(text('A')));
    const { store, container: root } = renderEditor(doc);
    const a = doc.nodes[0]!.key;
    fireEvent.click(row(root, a));
    fireEvent.keyDown(row(root, a), { key: 'Escape' });
    expect(store.getState().selectedKey).toBeNull();
  });

  it('collapses a node and hides its children', () => {
    const doc = docOf(message(container(text('Inside'))));
    const { container: root } = renderEditor(doc);
    const box = doc.nodes[0]!.key;
    expect(screen.getAllByTestId('node')).toHaveLength(2);
    fireEvent.click(within(row(root, box)).getByRole('button', { name: /^Collapse/ }));
    expect(screen.getAllByTestId('node')).toHaveLength(1);
    expect(row(root, box).getAttribute('aria-expanded')).toBe('false');
  });

  it('re-renders only the edited row when a text changes', () => {
    const doc = docOf(message(text('A'), text('B')));
    const { store, container: root } = renderEditor(doc);
    const [a, b] = doc.nodes.map((n) => n.key) as [string, string];
    const before = row(root, b).querySelector('.outline-label');
    act(() => {
      store.getState().dispatch({ type: 'update', key: a, patch: { content: 'Changed' } });
    });
    expect(row(root, a).textContent).toContain('Changed');
    expect(row(root, b).querySelector('.outline-label')).toBe(before);
  });
});

describe('flattenTree', () => {
  it('lists the rows in the order and at the levels the outline draws them', () => {
    const doc = docOf(
      message(text('A'), container(text('B'), section([text('C')], button())), text('D')),
    );
    const { store } = renderEditor(doc);
    act(() => store.getState().toggleCollapsed(nodeAt(doc, 1, 'components', 1).key));
    const drawn = screen
      .getAllByTestId('node')
      .map((r) => `${r.getAttribute('data-node-key')}@${r.getAttribute('aria-level')}`);
    const { doc: now, collapsed } = store.getState();
    expect(flattenTree(now, collapsed).map((r) => `${r.key}@${r.depth + 1}`)).toEqual(drawn);
    expect(drawn).toHaveLength(5);
  });
});

describe('Outline keyboard', () => {
  it('moves focus and selection with the arrows', () => {
    const doc = docOf(message(text('A'), text('B')));
    const { store, container: root } = renderEditor(doc);
    const [a, b] = doc.nodes.map((n) => n.key) as [string, string];
    expect(row(root, a).tabIndex).toBe(0);
    row(root, a).focus();
    fireEvent.keyDown(row(root, a), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(row(root, b));
    expect(store.getState().selectedKey).toBe(b);
  });

  it('closes and opens a node with Left and Right, and moves in and out of it', () => {
    const doc = docOf(message(container(text('A'))));
    const { store, container: root } = renderEditor(doc);
    const [box, a] = [nodeAt(doc, 0).key, nodeAt(doc, 0, 'components', 0).key];
    fireEvent.keyDown(row(root, box), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(row(root, a));
    fireEvent.keyDown(row(root, a), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(row(root, box));
    fireEvent.keyDown(row(root, box), { key: 'ArrowLeft' });
    expect(store.getState().collapsed.has(box)).toBe(true);
    expect(root.querySelector(`[data-node-key="${a}"]`)).toBeNull();
    fireEvent.keyDown(row(root, box), { key: 'ArrowRight' });
    expect(row(root, a)).toBeTruthy();
  });

  it('moves a node with Alt+Arrow and keeps focus on it', async () => {
    const doc = docOf(message(text('A'), text('B')));
    const { store, container: root } = renderEditor(doc);
    const a = doc.nodes[0]!.key;
    row(root, a).focus();
    fireEvent.keyDown(row(root, a), { key: 'ArrowDown', altKey: true });
    expect(store.getState().doc.nodes[1]!.key).toBe(a);
    await waitFor(() => expect(document.activeElement).toBe(row(root, a)));
  });

  it('duplicates with Ctrl+D and deletes with Delete', async () => {
    const doc = docOf(message(text('A')));
    const { store, container: root } = renderEditor(doc);
    const a = doc.nodes[0]!.key;
    fireEvent.keyDown(row(root, a), { key: 'd', ctrlKey: true });
    expect(store.getState().doc.nodes).toHaveLength(2);
    const copy = store.getState().doc.nodes[1]!.key;
    await waitFor(() => expect(document.activeElement).toBe(row(root, copy)));
    fireEvent.keyDown(row(root, copy), { key: 'Delete' });
    expect(store.getState().doc.nodes.map((n) => n.key)).toEqual([a]);
  });

  it('gives focus to the row after a deleted node, past its children', async () => {
    const doc = docOf(message(text('A'), container(text('B')), text('C')));
    const { container: root } = renderEditor(doc);
    const [box, c] = [nodeAt(doc, 1).key, nodeAt(doc, 2).key];
    row(root, box).focus();
    fireEvent.keyDown(row(root, box), { key: 'Delete' });
    await waitFor(() => expect(document.activeElement).toBe(row(root, c)));
  });

  it('shows the reason when a delete is refused', () => {
    const doc = docOf(message(section([text('Only')], button())));
    const { container: root } = renderEditor(doc);
    const only = nodeAt(doc, 0, 'components', 0).key;
    fireEvent.keyDown(row(root, only), { key: 'Backspace' });
    expect(screen.getByTestId('notice').getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('notice').textContent).toMatch(/needs at least 1 Text Display/);
  });

  it('draws modal documents too', () => {
    renderEditor(emptyModal());
    expect(screen.getByTestId('dropzone').textContent).toBe('Drag components here');
  });
});
