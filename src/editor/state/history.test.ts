import { describe, expect, it } from 'vitest';
import { emptyMessage, emptyModal } from '../../model';
import type { HistoryEntry } from './history';
import { HISTORY_LIMIT, emptyHistory, record, redo, undo } from './history';

const entry = (n: number): HistoryEntry => ({
  doc: { ...emptyMessage(), body: { flags: 32768, n } },
  selectedKey: `k${n}`,
});

describe('record', () => {
  it('pushes the state before a change and clears redo', () => {
    const h = record({ past: [], future: [entry(9)], lastGroup: null }, entry(0));
    expect(h).toEqual({ past: [entry(0)], future: [], lastGroup: null });
  });

  it('merges a change into the last step when the group repeats', () => {
    const first = record(emptyHistory(), entry(0), 'g');
    const second = record(first, entry(1), 'g');
    expect(second.past).toEqual([entry(0)]);
    expect(second.lastGroup).toBe('g');
  });

  it('does not merge into nothing: a group on an empty history still records', () => {
    const h = record({ past: [], future: [], lastGroup: 'g' }, entry(0), 'g');
    expect(h.past).toEqual([entry(0)]);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps, dropping the oldest`, () => {
    let h = emptyHistory();
    for (let i = 0; i <= HISTORY_LIMIT; i += 1) h = record(h, entry(i));
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toEqual(entry(1));
    expect(h.past.at(-1)).toEqual(entry(HISTORY_LIMIT));
  });
});

describe('undo and redo', () => {
  it('move entries between the stacks and end any typing group', () => {
    const now: HistoryEntry = { doc: emptyModal(), selectedKey: null };
    const h = record(emptyHistory(), entry(0), 'g');
    const [back, afterUndo] = undo(h, now)!;
    expect(back).toEqual(entry(0));
    expect(afterUndo).toEqual({ past: [], future: [now], lastGroup: null });
    const [forward, afterRedo] = redo(afterUndo, back)!;
    expect(forward).toBe(now);
    expect(afterRedo).toEqual({ past: [entry(0)], future: [], lastGroup: null });
  });

  it('give null at either end', () => {
    expect(undo(emptyHistory(), entry(0))).toBeNull();
    expect(redo(emptyHistory(), entry(0))).toBeNull();
  });
});
