// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyMessage, emptyModal, makeNode } from '../../model';
import type { Doc } from '../../model';
import { Counters, counterTone } from './Counters';
import { renderWithStore } from './test-helpers';

afterEach(cleanup);

const texts = (n: number, content = 'abc') =>
  Array.from({ length: n }, () => makeNode('text-display', { content }));
const v2 = (...components: ReturnType<typeof makeNode>[]): Doc => ({
  ...emptyMessage(),
  nodes: components,
});

describe('counterTone', () => {
  it('is amber from 90 % of a limit and red past it', () => {
    expect(counterTone(35, 40)).toBe('ok');
    expect(counterTone(36, 40)).toBe('near');
    expect(counterTone(40, 40)).toBe('near');
    expect(counterTone(41, 40)).toBe('over');
  });
});

describe('Counters', () => {
  it('counts components at every depth and Text Display characters in a V2 message', () => {
    const box = makeNode('container', {}, { components: texts(3, 'hello') });
    renderWithStore(<Counters />, v2(box, ...texts(1, 'hi')));
    expect(screen.getByTestId('counter:components').textContent).toContain('5 / 40');
    expect(screen.getByTestId('counter:text').textContent).toContain('17 / 4,000');
    expect(screen.queryByTestId('counter:rows')).toBeNull();
  });

  it('follows the document with the change, and turns red past the limit', () => {
    const { store } = renderWithStore(<Counters />, v2(...texts(40)));
    const components = screen.getByTestId('counter:components');
    expect(components.getAttribute('data-tone')).toBe('near');
    act(() => {
      store.getState().dispatch({ type: 'load', doc: v2(...texts(41)) });
    });
    expect(components.textContent).toContain('41 / 40');
    expect(components.getAttribute('data-tone')).toBe('over');
    expect(components.textContent).toContain('over the limit');
  });

  it('counts Action Rows in a legacy message', () => {
    const row = () => makeNode('action-row', {}, { components: [] });
    renderWithStore(<Counters />, { ...emptyMessage(false), nodes: [row(), row()] });
    expect(screen.getByTestId('counter:rows').textContent).toContain('2 / 5');
    expect(screen.queryByTestId('counter:components')).toBeNull();
    expect(screen.queryByTestId('counter:text')).toBeNull();
  });

  it('counts top-level components against 5 in a modal', () => {
    const label = makeNode(
      'label',
      { label: 'L' },
      { component: [makeNode('text-input', { custom_id: 'a', style: 1 })] },
    );
    renderWithStore(<Counters />, { ...emptyModal(), nodes: [label, ...texts(1)] });
    expect(screen.getByTestId('counter:components').textContent).toContain('2 / 5');
  });
});
