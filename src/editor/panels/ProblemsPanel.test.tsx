// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyMessage, emptyModal, makeNode, validate } from '../../model';
import type { MessageDoc } from '../../model';
import { ProblemsPanel } from './ProblemsPanel';
import { renderWithStore } from './test-helpers';

afterEach(cleanup);

describe('ProblemsPanel', () => {
  it('says it is checking until the validator has loaded, then lists every problem', async () => {
    const button = makeNode('button', { style: 1, label: 'x'.repeat(81), custom_id: 'b' });
    const doc: MessageDoc = {
      ...emptyMessage(),
      nodes: [makeNode('action-row', {}, { components: [button] })],
    };
    renderWithStore(<ProblemsPanel />, doc);
    // The validator (and zod) load after the editor is usable.
    expect(screen.getByTestId('problems-summary').textContent).toBe('Checking…');
    const expected = validate(doc);
    const rows = await screen.findAllByTestId('problem', {}, { timeout: 10_000 });
    expect(rows).toHaveLength(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    expected.forEach((p, i) => {
      expect(rows[i]!.getAttribute('data-severity')).toBe(p.severity);
      expect(rows[i]!.getAttribute('data-code')).toBe(p.code);
      expect(rows[i]!.textContent).toContain(p.message);
      expect(rows[i]!.textContent).toContain(p.path);
    });
  });

  it('selects the node and asks the inspector to focus the field when a problem is clicked', () => {
    const input = makeNode('text-input', { custom_id: 'name', style: 1, max_length: 0 });
    const label = makeNode('label', { label: 'Name' }, { component: [input] });
    const { store } = renderWithStore(<ProblemsPanel />, { ...emptyModal(), nodes: [label] });
    const problem = screen
      .getAllByTestId('problem')
      .find((row) => row.getAttribute('data-path')?.endsWith('.max_length'));
    expect(problem).toBeDefined();
    fireEvent.click(problem!);
    expect(store.getState().selectedKey).toBe(input.key);
    expect(store.getState().focusRequest).toMatchObject({ key: input.key, field: 'max_length' });
  });

  it('asks for a document field when a problem belongs to no node', () => {
    const { store } = renderWithStore(<ProblemsPanel />, {
      ...emptyModal(),
      body: { custom_id: 'm', title: '' },
      nodes: [makeNode('text-display', { content: 'Hi' })],
    });
    const row = screen
      .getAllByTestId('problem')
      .find((r) => r.getAttribute('data-path')?.endsWith('.title'));
    fireEvent.click(row!);
    expect(store.getState().focusRequest).toMatchObject({ key: null, field: 'title' });
  });

  it('follows the document and says when nothing is wrong', async () => {
    const { store } = renderWithStore(<ProblemsPanel />, emptyMessage());
    expect(await screen.findAllByTestId('problem', {}, { timeout: 10_000 })).not.toHaveLength(0);
    act(() => {
      store.getState().dispatch({
        type: 'load',
        doc: { ...emptyMessage(), nodes: [makeNode('text-display', { content: 'Fine' })] },
      });
    });
    expect(await screen.findByTestId('no-problems')).toBeTruthy();
    expect(screen.queryAllByTestId('problem')).toHaveLength(0);
    expect(screen.getByTestId('problems-summary').textContent).toContain('No problems');
  });

  it('offers the fix a form cannot make, applies it as one undoable step', async () => {
    const text = makeNode('text-display', { content: 'After' });
    const doc: MessageDoc = {
      ...emptyMessage(),
      body: { flags: 32768, content: 'Before' },
      nodes: [text],
    };
    const { store } = renderWithStore(<ProblemsPanel />, doc);
    const row = screen
      .getAllByTestId('problem')
      .find((r) => r.getAttribute('data-code') === 'v2-forbidden-field');
    const fixes = row!.parentElement!.querySelectorAll('[data-testid="problem-fix"]');
    expect([...fixes].map((b) => b.textContent)).toEqual([
      'Move it into a Text Display',
      'Remove content',
    ]);
    // The code that applies a fix may still be loading: the click waits for it.
    act(() => fireEvent.click(fixes[0]!));
    await waitFor(() => expect(store.getState().doc.body.content).toBeUndefined());
    const fixed = store.getState().doc;
    expect(fixed.nodes.map((n) => n.props.content)).toEqual(['Before', 'After']);
    act(() => store.getState().undo());
    expect(store.getState().doc).toBe(doc);
  });
});
