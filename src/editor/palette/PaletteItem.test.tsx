// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyMessage } from '../../model';
import { renderEditor } from '../outline/test-utils';

afterEach(cleanup);

describe('PaletteItem', () => {
  it('adds what was clicked before the code placing it had loaded, in order', async () => {
    const { store } = renderEditor(emptyMessage());
    // At once, before the palette's idle ask can have loaded best-place.ts.
    fireEvent.click(screen.getByTestId('palette-item:text-display'));
    fireEvent.keyDown(screen.getByTestId('palette-item:separator'), { key: 'Enter' });
    await waitFor(() =>
      expect(store.getState().doc.nodes.map((n) => n.kind)).toEqual(['text-display', 'separator']),
    );
    expect(store.getState().history.past).toHaveLength(2);
  });
});
