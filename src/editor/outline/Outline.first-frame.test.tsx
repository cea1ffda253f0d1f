// @vitest-environment jsdom
// The outline's first frame, held there: useDrawnLater never turns, so what the test sees is what
// the page draws before it (first-rows.ts).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { docOf, message, texts } from '../../model/testing/fixtures';
import { rowsThatFit } from './first-rows';
import { renderEditor, zones } from './test-utils';

vi.mock('../use-drawn-later', () => ({ useDrawnLater: () => false }));

afterEach(cleanup);

describe('the outline in its first frame', () => {
  it('draws the rows the window shows, each with the gap before it, and no gap after them', () => {
    const doc = docOf(message(...texts(rowsThatFit() + 25)));
    const { container: root } = renderEditor(doc);
    const shown = doc.nodes.slice(0, rowsThatFit()).map((n) => n.key);
    expect(screen.getAllByTestId('node').map((r) => r.getAttribute('data-node-key'))).toEqual(
      shown,
    );
    expect(zones(root)).toEqual(shown.map((_, i) => `root/components/${i}`));
  });

  it('draws a design that fits the window whole', () => {
    const doc = docOf(message(...texts(5)));
    const { container: root } = renderEditor(doc);
    expect(screen.getAllByTestId('node')).toHaveLength(5);
    expect(zones(root)).toHaveLength(6);
  });
});
