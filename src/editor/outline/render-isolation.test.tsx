// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { container, docOf, message, text, texts } from '../../model/test-fixtures';
import type * as Describe from '../describe';
import { renderEditor } from './test-utils';

// Every row render asks nodeLabel once for its own node: counting calls counts row renders.
const labels = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('../describe', async (original) => {
  const actual = await original<typeof Describe>();
  return {
    ...actual,
    nodeLabel: (node: Parameters<typeof actual.nodeLabel>[0]) => {
      labels.calls.push(node.key);
      return actual.nodeLabel(node);
    },
  };
});

afterEach(cleanup);

describe('Outline rendering', () => {
  it('re-renders only the edited row and its Container when one of 40 texts changes', () => {
    const doc = docOf(message(container(...texts(39))));
    const { store } = renderEditor(doc);
    const box = doc.components[0]!;
    const edited = box.slots.components![20]!.key;
    labels.calls.length = 0;
    act(() => {
      store.getState().dispatch({ type: 'update', key: edited, patch: { content: 'Typed' } });
    });
    expect(labels.calls.sort()).toEqual([box.key, edited].sort());
  });

  it('re-renders just the two rows whose selection changed', () => {
    const doc = docOf(message(text('A'), text('B'), text('C')));
    const { store } = renderEditor(doc);
    const [a, b] = doc.components.map((n) => n.key) as [string, string];
    act(() => store.getState().select(a));
    labels.calls.length = 0;
    act(() => store.getState().select(b));
    expect(labels.calls.sort()).toEqual([a, b].sort());
  });
});
