import { describe, expect, it } from 'vitest';
import { findNode, validate } from '../../src/model';
import { allDesignsSealed, loadDesigns } from '../../src/app/designs/storage';
import type { StorageLike } from '../../src/app/designs/storage';
import {
  COMMANDS_ID,
  DESIGN_ID,
  EMBEDS_ID,
  TYPED_EMBED,
  TYPED_COMMAND,
  TYPED_OPTION,
  benchCommandSet,
  benchDesign,
  benchEmbedDesign,
  storageSeed,
  visibleRows,
} from './fixture';

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

  it.each([
    ['40 components', benchDesign, DESIGN_ID],
    ['100 commands', benchCommandSet, COMMANDS_ID],
    ['10 embeds', benchEmbedDesign, EMBEDS_ID],
  ] as const)(
    'is stored so that the app opens it as the current design, selection included (%s)',
    (_, build, id) => {
      const design = build();
      const loaded = loadDesigns(storageOf(storageSeed(design)));
      expect(loaded.indexProblem).toBeNull();
      expect(loaded.broken).toEqual([]);
      expect(loaded.currentId).toBe(id);
      expect(loaded.designs).toHaveLength(1);
      expect(loaded.designs[0]!.doc).toEqual(design.doc);
      expect(loaded.designs[0]!.selectedKey).toBe(design.selectedKey);
      // As the app itself saved it: a returning visit opens it without loading restore.
      expect(allDesignsSealed(storageOf(storageSeed(design)))).toBe(true);
    },
  );
});

describe('editor bench embeds', () => {
  it('is 10 embeds of 3 fields, with no problem, the typed embed selected', () => {
    const { doc, selectedKey } = benchEmbedDesign();
    expect(doc.nodes.map((n) => n.kind)).toEqual(Array(10).fill('embed'));
    expect(validate(doc)).toEqual([]);
    expect(selectedKey).toBe(doc.nodes[TYPED_EMBED]!.key);
    expect(doc.nodes[TYPED_EMBED]!.props.description).toEqual(expect.any(String));
  });
});

describe('editor bench command set', () => {
  it('is 100 slash commands with no problem, a few of them localized', () => {
    const { doc } = benchCommandSet();
    expect(doc.surface).toBe('commands');
    expect(doc.nodes).toHaveLength(100);
    expect(doc.nodes.every((n) => n.kind === 'chat-input-command')).toBe(true);
    expect(validate(doc)).toEqual([]);
    const localized = doc.nodes.filter((n) => n.props.name_localizations !== undefined);
    expect(localized.length).toBeGreaterThan(0);
    expect(localized.length).toBeLessThan(10);
  });

  it("selects the 50th command's second option, a value option with a description", () => {
    const { doc, selectedKey } = benchCommandSet();
    const found = findNode(doc, selectedKey)!;
    expect(found.node).toBe(doc.nodes[TYPED_COMMAND]!.slots.options![TYPED_OPTION]);
    expect(found.node.kind).toMatch(/-option$/);
    expect(found.node.props.description).toEqual(expect.any(String));
  });

  it('opens with its commands collapsed but the one being typed in', () => {
    const design = benchCommandSet();
    const open = design.doc.nodes[TYPED_COMMAND]!;
    let under = 0;
    const walk = (n: typeof open) => {
      for (const slot of Object.values(n.slots))
        for (const child of slot ?? []) {
          under += 1;
          walk(child);
        }
    };
    walk(open);
    expect(visibleRows(design)).toBe(100 + under);
    expect(visibleRows(benchDesign())).toBe(40);
  });
});
