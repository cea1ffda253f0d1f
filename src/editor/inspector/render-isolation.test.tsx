// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyMessage, makeNode, newNode } from '../../model';
import { docWith, renderInspector } from './test-utils';
import type * as DraftModule from './use-draft';

// The number field (the Text Display's `id`) is the only user of useDraft on this form, so its
// calls count that field's renders.
const drafts = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./use-draft', async (load) => {
  const real = await load<typeof DraftModule>();
  return {
    useDraft: (...args: Parameters<typeof real.useDraft>) => {
      drafts.calls += 1;
      return real.useDraft(...args);
    },
  };
});

afterEach(cleanup);

describe('Inspector rendering', () => {
  it('re-renders only the field being typed into', () => {
    const base = emptyMessage();
    const texts = Array.from({ length: 39 }, () => newNode(base, 'text-display'));
    const doc = docWith(makeNode('container', { accent_color: null }, { components: texts }), base);
    const { props, field } = renderInspector(doc, texts[5]!.key);
    const before = drafts.calls;
    for (const text of ['a', 'ab', 'abc'])
      fireEvent.change(field('content'), { target: { value: text } });
    expect(props().content).toBe('abc');
    expect(drafts.calls).toBe(before);
  });
});
