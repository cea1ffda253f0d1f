// @vitest-environment jsdom
// A long top level before the chunks' code has arrived (lazy-chunks.tsx): the rows a screen shows,
// then the chunks once it is there.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { docOf, message, texts } from '../../model/testing/fixtures';

class Unheard {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// Fresh modules: the chunks' code has not arrived.
beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('IntersectionObserver', Unheard);
  vi.stubGlobal('ResizeObserver', Unheard);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('draws the rows a screen shows until the chunks’ code is there, then the chunks', async () => {
  const { renderEditor } = await import('./test-utils');
  const { rowsThatFit } = await import('./first-rows');
  renderEditor(docOf(message(...texts(70))));
  expect(document.querySelectorAll('.outline-chunk')).toHaveLength(0);
  expect(screen.getAllByTestId('node')).toHaveLength(rowsThatFit());
  await waitFor(() => expect(document.querySelectorAll('.outline-chunk')).toHaveLength(7));
});
