// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { container, docOf, message, text, texts } from '../../model/testing/fixtures';
import type * as RowKeys from './use-row-keys';
import { renderEditor } from './test-utils';

// Every row render calls useRowKeys once for its own node: counting calls counts row renders.
const rendered = vi.hoisted(() => ({ keys: [] as string[] }));
vi.mock('./use-row-keys', async (original) => {
  const actual = await original<typeof RowKeys>();
  return {
    ...actual,
    useRowKeys: (...args: Parameters<typeof actual.useRowKeys>) => {
      rendered.keys.push(args[0]);
      return actual.useRowKeys(...args);
    },
  };
});

afterEach(cleanup);

const LONG = 'A long paragraph whose first forty characters are all a row shows of it';

describe('Outline rendering', () => {
  it('re-renders no row while typing changes none of the words rows show', () => {
    const doc = docOf(message(container(...Array.from({ length: 39 }, () => text(LONG)))));
    const { store } = renderEditor(doc);
    const edited = doc.nodes[0]!.slots.components![20]!.key;
    rendered.keys.length = 0;
    act(() => {
      store
        .getState()
        .dispatch({ type: 'update', key: edited, patch: { content: `${LONG} more` } });
    });
    expect(rendered.keys).toEqual([]);
  });

  it('re-renders just the edited row when its first words change, not its Container', () => {
    const doc = docOf(message(container(...texts(39))));
    const { store, getAllByTestId } = renderEditor(doc);
    const edited = doc.nodes[0]!.slots.components![20]!.key;
    rendered.keys.length = 0;
    act(() => {
      store.getState().dispatch({ type: 'update', key: edited, patch: { content: 'Typed' } });
    });
    expect(rendered.keys).toEqual([edited]);
    const row = getAllByTestId('node').find((r) => r.dataset.nodeKey === edited)!;
    expect(row.textContent).toContain('Typed');
  });

  it('re-renders the Container row when its children change, and draws the new one', () => {
    const doc = docOf(message(container(...texts(3))));
    const { store, getAllByTestId } = renderEditor(doc);
    const box = doc.nodes[0]!;
    const first = box.slots.components![0]!.key;
    rendered.keys.length = 0;
    act(() => {
      store.getState().dispatch({ type: 'duplicate', key: first });
    });
    const copy = store.getState().selectedKey!;
    expect(copy).not.toBe(first);
    expect(rendered.keys.sort()).toEqual([box.key, copy].sort());
    expect(getAllByTestId('node')).toHaveLength(5);
  });

  it('re-renders just the two rows whose selection changed', () => {
    const doc = docOf(message(text('A'), text('B'), text('C')));
    const { store } = renderEditor(doc);
    const [a, b] = doc.nodes.map((n) => n.key) as [string, string];
    act(() => store.getState().select(a));
    rendered.keys.length = 0;
    act(() => store.getState().select(b));
    expect(rendered.keys.sort()).toEqual([a, b].sort());
  });
});
