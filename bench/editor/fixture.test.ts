import { describe, expect, it } from 'vitest';
import { findNode } from '../../src/model';
import { loadDesigns } from '../../src/app/designs/storage';
import type { StorageLike } from '../../src/app/designs/storage';
import { DESIGN_ID, benchDesign, storageSeed } from './fixture';

/** A Storage over a plain map, holding the seed. */
function storageOf(entries: Record<string, string>): StorageLike {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('editor bench design', () => {
  it('is 1 Container holding 39 Text Displays, one of them selected', () => {
    const { doc, selectedKey } = benchDesign();
    expect(doc.nodes).toHaveLength(1);
    const [box] = doc.nodes;
    expect(box!.kind).toBe('container');
    const texts = box!.slots.components!;
    expect(texts).toHaveLength(39);
    expect(texts.every((n) => n.kind === 'text-display')).toBe(true);
    expect(findNode(doc, selectedKey)?.node.kind).toBe('text-display');
  });

  it('is stored so that the app opens it as the current design, selection included', () => {
    const design = benchDesign();
    const loaded = loadDesigns(storageOf(storageSeed(design)));
    expect(loaded.indexProblem).toBeNull();
    expect(loaded.broken).toEqual([]);
    expect(loaded.currentId).toBe(DESIGN_ID);
    expect(loaded.designs).toHaveLength(1);
    expect(loaded.designs[0]!.doc).toEqual(design.doc);
    expect(loaded.designs[0]!.selectedKey).toBe(design.selectedKey);
  });
});
