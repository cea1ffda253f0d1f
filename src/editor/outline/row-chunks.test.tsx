// @vitest-environment jsdom
// A long top level drawn in chunks near the window (row-chunks.tsx), with the browser's observers
// played by hand: the test says which chunks are near and how tall each is.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Doc } from '../../model';
import { container, docOf, message, text, texts } from '../../model/testing/fixtures';
import { DragPlanContext } from '../dnd/drag-state';
import type { DragPlan } from '../dnd/plan';
import { EditorProvider } from '../state/context';
import { createEditorStore } from '../state/store';
import { CHUNKED_FROM, rowsThatFit } from './first-rows';
import { chunksCode } from './lazy-chunks';
import { Outline } from './Outline';
import { CHUNK, rowsPerChunk } from './row-chunks';
import { renderEditor, zones } from './test-utils';

type Report = (entries: object[]) => void;
let nearBy: Report = () => undefined;
let sizes: Report = () => undefined;
const watched = new Set<Element>();
let observed = 0;

class FakeIntersectionObserver {
  constructor(callback: (entries: object[]) => void) {
    nearBy = callback;
  }
  observe(el: Element) {
    watched.add(el);
    observed += 1;
  }
  unobserve(el: Element) {
    watched.delete(el);
  }
  disconnect() {
    watched.clear();
  }
}

class FakeResizeObserver {
  constructor(callback: (entries: object[]) => void) {
    sizes = callback;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

// The chunks' code loads after the first frame (lazy-chunks.tsx); these tests start once it is there.
beforeAll(() => chunksCode.load());

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  watched.clear();
});

const chunkEl = (c: number) => document.querySelector<HTMLElement>(`[data-chunk="${c}"]`)!;
/** Which chunks have their rows drawn. */
const drawnChunks = () =>
  [...document.querySelectorAll<HTMLElement>('.outline-chunk')]
    .filter((el) => el.querySelector('[data-testid="node"]'))
    .map((el) => Number(el.dataset.chunk));
const near = (chunks: number[], isIntersecting: boolean) =>
  act(() => nearBy(chunks.map((c) => ({ target: chunkEl(c), isIntersecting }))));
const tall = (c: number, blockSize: number) =>
  act(() => sizes([{ target: chunkEl(c), borderBoxSize: [{ blockSize }] }]));

const ROWS = 60;
const CHUNKS = ROWS / CHUNK;
const longDoc = (): Doc => docOf(message(...texts(ROWS)));

describe('a long top level in chunks', () => {
  it('draws at first the chunks that fill a screen, the others as empty blocks', () => {
    const doc = longDoc();
    const { container } = renderEditor(doc);
    const first = Math.ceil(rowsThatFit() / CHUNK);
    expect(document.querySelectorAll('.outline-chunk')).toHaveLength(CHUNKS);
    expect(drawnChunks()).toEqual(Array.from({ length: first }, (_, i) => i));
    expect(screen.getAllByTestId('node')).toHaveLength(first * CHUNK);
    // Every chunk is watched; a block not drawn keeps the room of its rows.
    expect(watched.size).toBe(CHUNKS);
    expect(chunkEl(CHUNKS - 1).style.height).toBe(`${CHUNK * 38}px`);
    // The gaps of the drawn rows, and the last one after the top level.
    const drawnGaps = Array.from({ length: first * CHUNK }, (_, i) => `root/components/${i}`);
    expect(zones(container)).toEqual([...drawnGaps, `root/components/${ROWS}`]);
    // The tree is one tree: the chunks' own elements say nothing to assistive technology.
    expect(chunkEl(0).getAttribute('role')).toBe('none');
    expect(chunkEl(0).querySelector('ul')!.getAttribute('role')).toBe('none');
  });

  it('draws a chunk that comes near and empties one that goes, at the height its rows take', () => {
    renderEditor(longDoc());
    // The drawn chunks' rows are 50px each here (with their gaps).
    tall(0, CHUNK * 50);
    tall(1, CHUNK * 50);
    near([5], true);
    near([1, 2, 3], false);
    expect(drawnChunks()).toEqual([0, 5]);
    expect(chunkEl(1).style.height).toBe(`${CHUNK * 50}px`);
    expect(chunkEl(2).style.height).toBe(`${CHUNK * 50}px`);
    const rows = screen.getAllByTestId('node').map((r) => r.getAttribute('aria-label'));
    expect(rows).toHaveLength(2 * CHUNK);
  });

  it('keeps the first chunk and the selection’s drawn however far they are', () => {
    const doc = longDoc();
    const selected = doc.nodes[4 * CHUNK + 3]!.key;
    const { store } = renderEditor(doc, selected);
    near([0, 1, 2, 3, 4], false);
    expect(drawnChunks()).toEqual([0, 4]);
    // The selection moves to a row never drawn: its chunk comes with it.
    act(() => store.getState().select(doc.nodes[ROWS - 1]!.key));
    expect(drawnChunks()).toEqual([0, CHUNKS - 1]);
  });

  it('lets no chunk go while a drag is on, and lets them go after it', () => {
    const store = createEditorStore({ doc: longDoc() });
    const view = (plan: DragPlan | null) => (
      <EditorProvider store={store}>
        <DragPlanContext.Provider value={plan}>
          <Outline />
        </DragPlanContext.Provider>
      </EditorProvider>
    );
    const plan: DragPlan = {
      source: { kind: 'node', key: store.getState().doc.nodes[0]!.key },
      ids: [],
      spots: new Map(),
      status: new Map(),
      origin: null,
      keyboard: false,
    };
    const { rerender } = render(view(plan));
    near([4], true);
    near([1, 2, 3], false);
    expect(drawnChunks()).toEqual([0, 1, 2, 3, 4]);
    // Once it ends, every chunk is observed again, so the observer says where each is now.
    const before = observed;
    rerender(view(null));
    expect(observed - before).toBe(CHUNKS);
    near([1, 2, 3], false);
    expect(drawnChunks()).toEqual([0, 4]);
    // A keyboard drag steps through every gap: all chunks are drawn while it lasts.
    rerender(view({ ...plan, keyboard: true }));
    expect(drawnChunks()).toEqual(Array.from({ length: CHUNKS }, (_, i) => i));
  });

  it('moves focus with End to the last row, in a chunk not drawn until then', async () => {
    const doc = longDoc();
    const { container } = renderEditor(doc, doc.nodes[0]!.key);
    const last = doc.nodes[ROWS - 1]!.key;
    const firstRow = container.querySelector<HTMLElement>(
      `[data-node-key="${doc.nodes[0]!.key}"]`,
    )!;
    firstRow.focus();
    fireEvent.keyDown(firstRow, { key: 'End' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-node-key')).toBe(last));
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
  });

  it('holds what a chunk not drawn says, hidden until found, and draws the chunk found', () => {
    const doc = docOf(message(...texts(ROWS - 1), container(text('needle'))));
    renderEditor(doc);
    const last = CHUNKS - 1;
    const block = chunkEl(last).querySelector<HTMLElement>('.outline-findable')!;
    // Hidden until the browser's find in page (or a link to a text) finds it; never announced.
    expect(block.getAttribute('hidden')).toBe('until-found');
    expect(block.getAttribute('aria-hidden')).toBe('true');
    // A line a row, the Container's child included, each as the row says it.
    const lines = block.textContent!.split('\n');
    expect(lines).toHaveLength(CHUNK + 1);
    expect(lines[0]).toBe(`Text Display Text ${(CHUNKS - 1) * CHUNK}`);
    expect(lines.at(-1)).toBe('Text Display needle');
    expect(chunkEl(0).querySelector('.outline-findable')).toBeNull();
    // The browser tells the block before it shows what it found there: the chunk's rows come.
    act(() => void block.dispatchEvent(new Event('beforematch')));
    expect(drawnChunks()).toContain(last);
    expect(chunkEl(last).querySelector('.outline-findable')).toBeNull();
    expect(chunkEl(last).textContent).toContain('needle');
    // Found, it stays drawn until the window says it has gone.
    near([last], false);
    expect(drawnChunks()).not.toContain(last);
  });

  it('counts a chunk’s rows with those inside its nodes, unless collapsed', () => {
    const doc = docOf(message(...texts(45), container(text('a'), text('b'))));
    const box = doc.nodes[45]!.key;
    expect(rowsPerChunk(doc, new Set()).map((keys) => keys.length)).toEqual([
      10,
      10,
      10,
      10,
      5 + 3,
    ]);
    expect(rowsPerChunk(doc, new Set([box])).map((keys) => keys.length)).toEqual([
      10,
      10,
      10,
      10,
      5 + 1,
    ]);
  });

  it('draws a top level of CHUNKED_FROM rows or fewer whole, without chunks', () => {
    renderEditor(docOf(message(...texts(CHUNKED_FROM))));
    expect(document.querySelectorAll('.outline-chunk')).toHaveLength(0);
    expect(screen.getAllByTestId('node')).toHaveLength(CHUNKED_FROM);
  });

  it('draws every row where the browser has no observers', () => {
    vi.unstubAllGlobals();
    renderEditor(longDoc());
    expect(document.querySelectorAll('.outline-chunk')).toHaveLength(0);
    expect(screen.getAllByTestId('node')).toHaveLength(ROWS);
  });
});
