import { describe, expect, it } from 'vitest';
import type { Doc } from '../../model';
import {
  button,
  container,
  docOf,
  message,
  nodeAt,
  section,
  text,
} from '../../model/testing/fixtures';
import { flattenTree, walkOutline } from './tree';

/** A, then a Container holding B and a Section (C, with a Button accessory), then D. */
function nested(): Doc {
  return docOf(message(text('A'), container(text('B'), section([text('C')], button())), text('D')));
}

describe('flattenTree', () => {
  it('lists every row in reading order with its depth and parent', () => {
    const doc = nested();
    const box = nodeAt(doc, 1);
    const sec = nodeAt(doc, 1, 'components', 1);
    expect(flattenTree(doc, new Set())).toEqual([
      { key: nodeAt(doc, 0).key, parentKey: null, depth: 0, expandable: false, collapsed: false },
      { key: box.key, parentKey: null, depth: 0, expandable: true, collapsed: false },
      {
        key: nodeAt(doc, 1, 'components', 0).key,
        parentKey: box.key,
        depth: 1,
        expandable: false,
        collapsed: false,
      },
      { key: sec.key, parentKey: box.key, depth: 1, expandable: true, collapsed: false },
      {
        key: nodeAt(doc, 1, 'components', 1, 'components', 0).key,
        parentKey: sec.key,
        depth: 2,
        expandable: false,
        collapsed: false,
      },
      {
        key: nodeAt(doc, 1, 'components', 1, 'accessory').key,
        parentKey: sec.key,
        depth: 2,
        expandable: false,
        collapsed: false,
      },
      { key: nodeAt(doc, 2).key, parentKey: null, depth: 0, expandable: false, collapsed: false },
    ]);
  });

  it('keeps a collapsed row and leaves out everything inside it', () => {
    const doc = nested();
    const box = nodeAt(doc, 1);
    const rows = flattenTree(doc, new Set([box.key]));
    expect(rows.map((r) => r.key)).toEqual([nodeAt(doc, 0).key, box.key, nodeAt(doc, 2).key]);
    expect(rows[1]).toMatchObject({ expandable: true, collapsed: true });
  });

  it('gives no rows for an empty document', () => {
    expect(flattenTree(docOf(message()), new Set())).toEqual([]);
  });
});

describe('walkOutline', () => {
  it('puts a gap before each child and after the last, and one in a single slot', () => {
    const doc = docOf(message(section([text('C')], button())));
    const sec = nodeAt(doc, 0).key;
    const seen: string[] = [];
    walkOutline(doc, new Set(), {
      row: (r) => seen.push(`row ${r.depth}`),
      gap: (s) =>
        seen.push(`gap ${s.parentKey === sec ? 'sec' : s.parentKey}/${s.slot}/${s.index}`),
    });
    expect(seen).toEqual([
      'gap null/components/0',
      'row 0',
      'gap sec/components/0',
      'row 1',
      'gap sec/components/1',
      'gap sec/accessory/0',
      'row 1',
      'gap null/components/1',
    ]);
  });

  it('skips the gaps inside a collapsed node', () => {
    const doc = nested();
    const gaps: string[] = [];
    walkOutline(doc, new Set([nodeAt(doc, 1).key]), {
      gap: (s) => gaps.push(`${s.parentKey ?? 'root'}/${s.index}`),
    });
    expect(gaps).toEqual(['root/0', 'root/1', 'root/2', 'root/3']);
  });
});
