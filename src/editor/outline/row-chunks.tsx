// The top level of a long outline (a set of 100 commands) in chunks of CHUNK rows, each drawn only
// while it is near the part of the outline on screen. A chunk far from it is a block as tall as
// its rows, so the scroll bar and the rows around it stay where they were: in a set of 100
// commands the page has about 600 elements fewer to style, lay out and paint on every keystroke,
// and the store fewer row subscriptions to ask. The block holds what its rows say, one line a
// row, hidden until the browser's find in page (or a link to a text) finds it there: then the
// chunk is drawn, its found row about where the line was. Always drawn: the first chunk (its first
// row is the tree's tab stop while nothing is selected) and the one holding the selection (the
// focused row and its toolbar). While a drag is on, chunks come as the outline scrolls and none
// goes, so no drop zone leaves under it; a keyboard drag draws them all.
//
// Nearness is an IntersectionObserver's (NEAR_PX around the window and around the outline's own
// scroll box); where there is none (jsdom, an old browser) the top level is drawn whole
// (`chunked` in first-rows.ts). This code loads after the first frame (lazy-chunks.tsx).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Doc, NodeKey } from '../../model';
import { useDragPlan } from '../dnd/drag-state';
import { useEditor, useEditorStore } from '../state/context';
import { nodeIndex } from '../state/selectors';
import type { EditorState } from '../state/store';
import { rowsThatFit } from './first-rows';
import { rowWords } from './row-view';
import { walkOutline } from './tree';

/** Top-level rows per chunk. */
export const CHUNK = 10;
/** How far outside the visible part a chunk is drawn already (px). */
const NEAR_PX = 400;
/** A row with the gap before it (px), until drawn chunks say what a row takes here. */
const ROW_PX = 38;

/** The top-level row the selection sits in, or null. */
const selectSelectedTop = (s: EditorState): NodeKey | null => {
  let key = s.selectedKey;
  if (key === null) return null;
  const index = nodeIndex(s.doc);
  for (let site = index.get(key); site?.parentKey; site = index.get(site.parentKey))
    key = site.parentKey;
  return key;
};

/**
 * The rows of each chunk of the top level by node key, in order (the outline's own walk, tree.ts):
 * its top-level rows with those inside them, unless collapsed.
 */
export function rowsPerChunk(doc: Doc, collapsed: ReadonlySet<NodeKey>): NodeKey[][] {
  const chunks: NodeKey[][] = [];
  let top = -1;
  walkOutline(doc, collapsed, {
    row: ({ key, depth }) => {
      if (depth === 0) top += 1;
      (chunks[Math.floor(top / CHUNK)] ??= []).push(key);
    },
  });
  return chunks;
}

/** Which chunks are near the window, and the last height each had. */
function useNearChunks(dragging: boolean) {
  // Before the observer's first answer: as many chunks as fill a screen at one row each.
  const [near, setNear] = useState<ReadonlySet<number>>(
    () => new Set(Array.from({ length: Math.ceil(rowsThatFit() / CHUNK) }, (_, i) => i)),
  );
  const [heights, setHeights] = useState<ReadonlyMap<number, number>>(() => new Map());
  const elements = useRef(new Set<HTMLElement>());
  const observers = useRef<{ near: IntersectionObserver; size: ResizeObserver } | null>(null);
  const holding = useRef(dragging);
  useEffect(() => {
    holding.current = dragging;
    // After a drag, observing again makes the observer tell where each chunk is now, so those
    // held while it lasted can go.
    const near = observers.current?.near;
    if (!dragging && near)
      for (const el of elements.current) {
        near.unobserve(el);
        near.observe(el);
      }
  }, [dragging]);

  useEffect(() => {
    const chunkOf = (el: Element) => Number((el as HTMLElement).dataset.chunk);
    const size = new ResizeObserver((entries) =>
      setHeights((was) => {
        const changed = entries.filter(
          (e) => Math.round(e.borderBoxSize[0]!.blockSize) !== was.get(chunkOf(e.target)),
        );
        if (changed.length === 0) return was;
        const next = new Map(was);
        for (const e of changed)
          next.set(chunkOf(e.target), Math.round(e.borderBoxSize[0]!.blockSize));
        return next;
      }),
    );
    const nearBy = new IntersectionObserver(
      (entries) =>
        setNear((was) => {
          const next = new Set(was);
          for (const e of entries) {
            if (e.isIntersecting) next.add(chunkOf(e.target));
            else if (!holding.current) next.delete(chunkOf(e.target));
          }
          return next.size === was.size && [...next].every((c) => was.has(c)) ? was : next;
        }),
      // scrollMargin widens the outline's own scroll box (a laptop's column) as rootMargin does
      // the window.
      { rootMargin: `${NEAR_PX}px 0px`, scrollMargin: `${NEAR_PX}px 0px` },
    );
    observers.current = { near: nearBy, size };
    for (const el of elements.current) {
      nearBy.observe(el);
      size.observe(el);
    }
    return () => {
      nearBy.disconnect();
      size.disconnect();
      observers.current = null;
    };
  }, []);

  /** A chunk whose words the browser found: drawn, as if near (it is, once scrolled to). */
  const found = useCallback(
    (c: number) => setNear((was) => (was.has(c) ? was : new Set(was).add(c))),
    [],
  );

  const observe = useCallback((el: HTMLElement | null) => {
    if (!el) return undefined;
    elements.current.add(el);
    observers.current?.near.observe(el);
    observers.current?.size.observe(el);
    return () => {
      elements.current.delete(el);
      observers.current?.near.unobserve(el);
      observers.current?.size.unobserve(el);
    };
  }, []);
  return { near, heights, observe, found };
}

interface FindableProps {
  chunk: number;
  /** What each row says. */
  lines: readonly string[];
  rowPx: number;
  found: (chunk: number) => void;
}

/**
 * What a chunk not drawn says, hidden until found: React writes `hidden` as a true-or-false
 * attribute, so 'until-found' is set here, and the browser's `beforematch` (before it shows the
 * found text and scrolls to it) draws the chunk. Each row's words on a line as tall as a row.
 */
function Findable({ chunk, lines, rowPx, found }: FindableProps) {
  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el) return undefined;
      el.setAttribute('hidden', 'until-found');
      const draw = () => found(chunk);
      el.addEventListener('beforematch', draw);
      return () => el.removeEventListener('beforematch', draw);
    },
    [chunk, found],
  );
  return (
    <div
      ref={ref}
      className="outline-findable"
      aria-hidden="true"
      style={{ lineHeight: `${rowPx}px` }}
    >
      {lines.join('\n')}
    </div>
  );
}

export interface ChunkedRowsProps {
  keys: readonly NodeKey[];
  /** The drop zone before the row at `index` and the row itself. */
  item: (key: NodeKey, index: number) => ReactNode[];
}

/** The top level's rows in chunks (inside the tree's <ul>); each chunk a presentational <li>. */
export function ChunkedRows({ keys, item }: ChunkedRowsProps) {
  const selectedTop = useEditor(selectSelectedTop);
  const plan = useDragPlan();
  const { near, heights, observe, found } = useNearChunks(plan !== null);
  const at = selectedTop === null ? -1 : keys.indexOf(selectedTop);
  const kept = at < 0 ? 0 : Math.floor(at / CHUNK);
  // A keyboard drag steps from gap to gap in order and skips those not drawn; the next may be
  // further than NEAR_PX (past a command with many options), so every chunk is drawn while it lasts.
  const drawn = (c: number) => plan?.keyboard === true || c === 0 || c === kept || near.has(c);
  // A block not drawn is as tall as its rows at the height a row takes in the drawn chunks. The
  // rows are read, not subscribed to: typing redraws no chunk.
  const { doc, collapsed } = useEditorStore().getState();
  const rows = rowsPerChunk(doc, collapsed);
  let px = 0;
  let measured = 0;
  rows.forEach((inChunk, c) => {
    const height = heights.get(c);
    if (drawn(c) && height !== undefined) {
      px += height;
      measured += inChunk.length;
    }
  });
  const index = nodeIndex(doc);
  const words = (inChunk: readonly NodeKey[]) =>
    inChunk.map((key) => {
      const node = index.get(key)?.node;
      return node ? rowWords(node) : '';
    });
  const rowPx = measured > 0 ? px / measured : ROW_PX;
  const chunks: ReactNode[] = [];
  for (let c = 0; c * CHUNK < keys.length; c += 1) {
    const slice = keys.slice(c * CHUNK, (c + 1) * CHUNK);
    chunks.push(
      <li
        role="none"
        className="outline-chunk"
        key={`chunk:${c}`}
        data-chunk={c}
        ref={observe}
        style={drawn(c) ? undefined : { height: Math.round((rows[c]?.length ?? 0) * rowPx) }}
      >
        {drawn(c) ? (
          <ul role="none">{slice.flatMap((key, i) => item(key, c * CHUNK + i))}</ul>
        ) : (
          <Findable chunk={c} lines={words(rows[c] ?? [])} rowPx={rowPx} found={found} />
        )}
      </li>,
    );
  }
  return chunks;
}
