// @vitest-environment jsdom
// The selected row's toolbar before its chunk has arrived: the row holds its line, and the
// keyboard shortcuts (commands.ts, in the first load) work at once, waiting for the tree code.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { docOf, message, text } from '../../model/testing/fixtures';

// Fresh modules: neither the toolbar's chunk nor the tree actions' code has arrived.
beforeEach(() => {
  vi.resetModules();
});
afterEach(cleanup);

describe('LazyNodeCommands', () => {
  it('holds the toolbar line until its chunk arrives, then draws the buttons there', async () => {
    const { renderEditor, row } = await import('./test-utils');
    const doc = docOf(message(text('A'), text('B')));
    const a = doc.nodes[0]!.key;
    const { container: root } = renderEditor(doc, a);
    const selected = row(root, a);
    // First frame: the line is there, empty and hidden from assistive technology.
    const pending = within(selected).getByTestId('node-commands-pending');
    expect(pending.className).toContain('node-commands');
    expect(pending.getAttribute('aria-hidden')).toBe('true');
    expect(within(selected).queryByTestId('command:delete')).toBeNull();
    await waitFor(() => expect(within(selected).getByTestId('command:delete')).toBeTruthy());
    expect(within(selected).queryByTestId('node-commands-pending')).toBeNull();
  });

  it('runs a shortcut pressed before the chunk arrives: Delete removes the row', async () => {
    const { renderEditor, row } = await import('./test-utils');
    const doc = docOf(message(text('A'), text('B')));
    const [a, b] = doc.nodes.map((n) => n.key);
    const { store, container: root } = renderEditor(doc, a);
    expect(within(row(root, a!)).queryByTestId('command:delete')).toBeNull();
    act(() => void fireEvent.keyDown(row(root, a!), { key: 'Delete' }));
    await waitFor(() => expect(store.getState().doc.nodes.map((n) => n.key)).toEqual([b]));
    expect(screen.queryByText('A')).toBeNull();
  });

  it('runs Alt+ArrowDown pressed before the chunk arrives: the node moves down', async () => {
    const { renderEditor, row } = await import('./test-utils');
    const doc = docOf(message(text('A'), text('B')));
    const [a, b] = doc.nodes.map((n) => n.key);
    const { store, container: root } = renderEditor(doc, a);
    act(() => void fireEvent.keyDown(row(root, a!), { key: 'ArrowDown', altKey: true }));
    await waitFor(() => expect(store.getState().doc.nodes.map((n) => n.key)).toEqual([b, a]));
  });
});
