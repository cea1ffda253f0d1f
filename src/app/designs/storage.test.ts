import './restore-test-kit';
import { describe, expect, it } from 'vitest';
import { emptyHistory } from '../../editor';
import type { History } from '../../editor';
import {
  emptyMessage,
  emptyModal,
  importPayload,
  makeNode,
  restyleButton,
  toPayload,
  updateNode,
} from '../../model';
import type { Doc, MessageDoc } from '../../model';
import { FakeStorage } from './fake-storage';
import { INDEX_KEY, designKey, historyKey } from './format';
import { MAX_HISTORY_CHARS, saveHistory } from './history-save';
import {
  isQuotaError,
  listedElsewhere,
  loadDesigns,
  loadHistory,
  saveDesign,
  saveIndex,
  writeItem,
} from './storage';

const summary = (id: string, name = `Design ${id}`) => ({ id, name, updatedAt: 1000 });

function makeMessage(text = 'Hello'): Doc {
  return {
    ...emptyMessage(),
    nodes: [
      makeNode(
        'container',
        { accent_color: 0xff0000 },
        { components: [makeNode('text-display', { content: text })] },
      ),
    ],
  };
}

function store(designs: Record<string, Doc>, currentId: string | null = null): FakeStorage {
  const s = new FakeStorage();
  for (const [id, doc] of Object.entries(designs)) saveDesign(s, summary(id), doc, null);
  saveIndex(s, { version: 1, currentId, designs: Object.keys(designs).map((id) => summary(id)) });
  return s;
}

describe('loadDesigns', () => {
  it('gives back every saved design exactly, keys and selection included', () => {
    const a = makeMessage('A');
    const b = emptyModal();
    const s = new FakeStorage();
    saveDesign(s, summary('a'), a, a.nodes[0]!.key);
    saveDesign(s, summary('b'), b, null);
    saveIndex(s, { version: 1, currentId: 'b', designs: [summary('a'), summary('b')] });

    const loaded = loadDesigns(s);
    expect(loaded.currentId).toBe('b');
    expect(loaded.broken).toEqual([]);
    expect(loaded.designs.map((d) => d.summary)).toEqual([summary('a'), summary('b')]);
    expect(loaded.designs[0]!.doc).toEqual(a);
    expect(loaded.designs[0]!.selectedKey).toBe(a.nodes[0]!.key);
    expect(loaded.designs[1]!.doc).toEqual(b);
  });

  it('gives back an imported entry that was not a component as it was', () => {
    const doc = importPayload({
      flags: 1 << 15,
      components: [42, { type: 10, content: 'x' }],
    }).doc!;
    const s = new FakeStorage();
    saveDesign(s, summary('a'), doc, null);
    saveIndex(s, { version: 1, currentId: 'a', designs: [summary('a')] });
    const loaded = loadDesigns(s);
    expect(loaded.broken).toEqual([]);
    expect(toPayload(loaded.designs[0]!.doc)).toEqual(toPayload(doc));
  });

  it('drops a stored selection the document does not hold', () => {
    const s = new FakeStorage();
    saveDesign(s, summary('a'), makeMessage('A'), 'no-such-key');
    expect(loadDesigns(s).designs[0]!.selectedKey).toBeNull();
  });

  it('starts empty on empty storage, with nothing to report', () => {
    expect(loadDesigns(new FakeStorage())).toEqual({
      currentId: null,
      designs: [],
      broken: [],
      indexProblem: null,
    });
  });

  it('reports a design that is not JSON and still loads the others', () => {
    const s = store({ a: makeMessage('A'), b: makeMessage('B') });
    s.items.set(designKey('a'), '{"version":1,"doc":');
    const loaded = loadDesigns(s);
    expect(loaded.designs.map((d) => d.summary.id)).toEqual(['b']);
    expect(loaded.broken).toEqual([{ summary: summary('a'), reason: 'It is not valid JSON.' }]);
    // Reported, not wiped: the record is still there for a later version to rescue.
    expect(s.items.get(designKey('a'))).toBe('{"version":1,"doc":');
  });

  it.each([
    ['a surface that is neither', { surface: 'poster' }],
    ['a node without a key', { nodes: [{ kind: 'text-display', props: {}, slots: {} }] }],
    ['a node list that is not a list', { nodes: 'many' }],
    [
      'a node of a kind the catalog does not have',
      { nodes: [{ key: 'k', kind: 'poster', props: {}, slots: {} }] },
    ],
    ['a node with neither a kind nor a type', { nodes: [{ key: 'k', props: {}, slots: {} }] }],
    [
      'a slot that is not a list',
      { nodes: [{ key: 'k', kind: 'container', props: {}, slots: { components: {} } }] },
    ],
    [
      'two nodes with one key',
      {
        nodes: [
          { key: 'k', kind: 'text-display', props: {}, slots: {} },
          { key: 'k', kind: 'text-display', props: {}, slots: {} },
        ],
      },
    ],
    [
      'an old components field that is not a list',
      { nodes: undefined, hasNodes: undefined, hasComponents: true, components: 'many' },
    ],
  ])('refuses a stored document with %s', (_what, damage) => {
    const s = store({ a: makeMessage('A'), b: makeMessage('B') });
    const stored = JSON.parse(s.items.get(designKey('b'))!) as { doc: object };
    stored.doc = { ...stored.doc, ...damage };
    s.items.set(designKey('b'), JSON.stringify(stored));
    const loaded = loadDesigns(s);
    expect(loaded.designs.map((d) => d.summary.id)).toEqual(['a']);
    expect(loaded.broken[0]!.summary.id).toBe('b');
    expect(loaded.broken[0]!.reason).toMatch(/^Its document is damaged: .+\.$/);
  });

  it('opens a design saved before nodes were keyed by kind, its type numbers read as kinds', () => {
    const s = store({ a: makeMessage('A') });
    const old = {
      surface: 'message',
      envelope: 'message',
      body: { flags: 32768 },
      hasComponents: true,
      components: [
        {
          key: 'c',
          type: 17,
          props: { accent_color: 1 },
          slots: { components: [{ key: 't', type: 10, props: { content: 'Hi' }, slots: {} }] },
        },
        { key: 'u', type: 99, props: { weird: true }, slots: {} },
      ],
    };
    s.items.set(designKey('a'), JSON.stringify({ version: 1, doc: old, selectedKey: 't' }));
    const [design] = loadDesigns(s).designs;
    const doc = design!.doc;
    expect(doc.hasNodes).toBe(true);
    expect(doc.nodes.map((n) => [n.key, n.kind])).toEqual([
      ['c', 'container'],
      ['u', 'unknown'],
    ]);
    expect(doc.nodes[0]!.slots.components![0]).toMatchObject({ key: 't', kind: 'text-display' });
    // The unknown type goes back into the payload object it came from, so it still exports.
    expect(doc.nodes[1]!.props).toEqual({ type: 99, weird: true });
    expect(toPayload(doc as MessageDoc).components).toEqual([
      { type: 17, accent_color: 1, components: [{ type: 10, content: 'Hi' }] },
      { type: 99, weird: true },
    ]);
  });

  it('recovers every design, with its name, when the list of designs is damaged', () => {
    const s = store({ a: makeMessage('A'), b: makeMessage('B') }, 'a');
    s.items.set(INDEX_KEY, 'not json');
    const loaded = loadDesigns(s);
    expect(loaded.indexProblem).toMatch(/could not be read/);
    expect(loaded.designs.map((d) => d.summary).sort((x, y) => x.id.localeCompare(y.id))).toEqual([
      summary('a'),
      summary('b'),
    ]);
  });

  it('leaves a list of designs a newer version wrote as it is, and finds the designs anyway', () => {
    const s = store({ a: makeMessage('A') });
    const newer = JSON.stringify({ version: 2, folders: [{ designs: ['a'] }] });
    s.items.set(INDEX_KEY, newer);
    const loaded = loadDesigns(s);
    expect(loaded.indexProblem).toBe(
      'The list of designs could not be read. A newer version of Component Studio wrote it.',
    );
    expect(loaded.designs.map((d) => d.summary.id)).toEqual(['a']);
    expect(saveIndex(s, { version: 1, currentId: 'a', designs: [summary('a')] })).toEqual({
      ok: true,
    });
    expect(s.items.get(INDEX_KEY)).toBe(newer);
  });

  it('finds a stored design the list does not name', () => {
    const s = store({ a: makeMessage('A') });
    saveDesign(s, summary('lost', 'Lost one'), makeMessage('L'), null);
    const loaded = loadDesigns(s);
    expect(loaded.designs.map((d) => d.summary.name)).toEqual(['Design a', 'Lost one']);
  });

  it('reports a design the list names but storage lacks', () => {
    const s = store({ a: makeMessage('A') });
    s.items.delete(designKey('a'));
    expect(loadDesigns(s).broken).toEqual([{ summary: summary('a'), reason: 'It is missing.' }]);
  });
});

describe('saveDesign', () => {
  it('counts revisions, one per save, from a record that has none as 0', () => {
    const s = new FakeStorage();
    s.setItem(
      designKey('a'),
      JSON.stringify({ version: 1, doc: makeMessage('Old'), selectedKey: null }),
    );
    expect(loadDesigns(s).designs[0]!.rev).toBe(0);
    expect(saveDesign(s, summary('a'), makeMessage('B'), null, 0)).toEqual({ ok: true, rev: 1 });
    expect(saveDesign(s, summary('a'), makeMessage('C'), null, 1)).toEqual({ ok: true, rev: 2 });
    expect(loadDesigns(s).designs[0]!.rev).toBe(2);
  });

  it('refuses to write over a newer save and gives it back', () => {
    const s = new FakeStorage();
    saveDesign(s, summary('a'), makeMessage('Read by both'), null, 0);
    expect(saveDesign(s, summary('a'), makeMessage('Theirs'), null, 1)).toEqual({
      ok: true,
      rev: 2,
    });
    const writes = s.writes;
    const mine = saveDesign(s, summary('a'), makeMessage('Mine'), null, 1);
    expect(mine.ok).toBe(false);
    expect(s.writes).toBe(writes);
    expect('newer' in mine && mine.newer.rev).toBe(2);
    expect(JSON.stringify(loadDesigns(s).designs[0]!.doc)).toContain('Theirs');
  });

  it('writes back a design that was deleted meanwhile, so unsaved work is not lost', () => {
    const s = new FakeStorage();
    expect(saveDesign(s, summary('a'), makeMessage('Mine'), null, 3)).toEqual({ ok: true, rev: 4 });
    expect(JSON.stringify(loadDesigns(s).designs[0]!.doc)).toContain('Mine');
  });
});

describe('listedElsewhere', () => {
  it('names the listed, stored designs a tab does not know, and no others', () => {
    const s = store({ a: makeMessage('A'), b: makeMessage('B') });
    saveIndex(s, {
      version: 1,
      currentId: null,
      designs: [summary('a'), summary('b'), summary('gone')],
    });
    expect(listedElsewhere(s, (id) => id === 'a').map((d) => d.id)).toEqual(['b']);
  });
});

describe('writeItem', () => {
  it('says the storage is full when the browser throws QuotaExceededError', () => {
    const s = new FakeStorage();
    s.quota = 10;
    const result = writeItem(s, 'key', 'a long value');
    expect(result).toEqual({ ok: false, failure: expect.objectContaining({ kind: 'quota' }) });
    expect(s.items.size).toBe(0);
  });

  it('says the storage is unavailable when every access throws', () => {
    const s = new FakeStorage();
    s.broken = true;
    expect(writeItem(s, 'k', 'v')).toEqual({
      ok: false,
      failure: expect.objectContaining({ kind: 'unavailable' }),
    });
    expect(() => loadDesigns(s)).not.toThrow();
  });

  it('tells quota errors from other errors', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(new DOMException('no', 'SecurityError'))).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
  });
});

function typingHistory(steps: number): { doc: Doc; history: History } {
  let doc = makeMessage('');
  const text = doc.nodes[0]!.slots.components![0]!.key;
  const history = emptyHistory();
  for (let i = 0; i < steps; i += 1) {
    history.past.push({ doc, selectedKey: text });
    const next = updateNode(doc, text, { content: `typed ${i}` });
    if (!next.ok) throw new Error(next.reason);
    doc = next.doc;
  }
  return { doc, history };
}

describe('saveHistory and loadHistory', () => {
  it('give back the undo and redo steps', () => {
    const { history } = typingHistory(5);
    history.future.push(history.past.pop()!);
    const s = new FakeStorage();
    expect(saveHistory(s, 'a', history)).toEqual({ ok: true });
    const loaded = loadHistory(s, 'a');
    expect(loaded.ok && loaded.value).toEqual({ ...history, lastGroup: null });
  });

  it('store each shared node once, so a long history stays small', () => {
    const { history } = typingHistory(200);
    const s = new FakeStorage();
    saveHistory(s, 'a', history);
    const stored = JSON.parse(s.items.get(historyKey('a'))!) as { nodes: unknown[] };
    // 200 text versions and 200 containers, not 200 copies of every node of every step.
    expect(stored.nodes.length).toBeLessThanOrEqual(401);
    const loaded = loadHistory(s, 'a');
    expect(loaded.ok && loaded.value.past[199]!.doc).toEqual(history.past[199]!.doc);
  });

  it("keep a node's held fields (a Link button's custom_id) in every step", () => {
    const doc = importPayload({
      flags: 32768,
      components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'go' }] }],
    }).doc!;
    const key = doc.nodes[0]!.slots.components![0]!.key;
    const link = restyleButton(doc, key, 5);
    if (!link.ok) throw new Error(link.reason);
    const history = emptyHistory();
    history.past.push({ doc: link.doc, selectedKey: key });
    const s = new FakeStorage();
    saveHistory(s, 'a', history);
    const loaded = loadHistory(s, 'a');
    expect(loaded.ok && loaded.value.past[0]!.doc.nodes[0]!.slots.components![0]!.held).toEqual({
      custom_id: 'go',
    });
  });

  it('read the first stored version (whole documents per step)', () => {
    const { history } = typingHistory(3);
    const s = new FakeStorage();
    s.items.set(historyKey('a'), JSON.stringify({ version: 1, past: history.past, future: [] }));
    const loaded = loadHistory(s, 'a');
    expect(loaded.ok && loaded.value.past).toEqual(history.past);
  });

  it('refuse a damaged history instead of loading it', () => {
    const s = new FakeStorage();
    s.items.set(
      historyKey('a'),
      JSON.stringify({
        version: 2,
        nodes: [{ key: 'x', kind: 'text-display', props: {}, slots: { components: [0] } }],
        bodies: [],
        past: [],
        future: [],
      }),
    );
    expect(loadHistory(s, 'a')).toEqual({
      ok: false,
      reason: 'It is damaged: node 0 has a broken slot.',
    });
    s.items.set(historyKey('a'), '{');
    expect(loadHistory(s, 'a').ok).toBe(false);
  });

  it('trim a history that would pass the size cap, keeping the latest steps', () => {
    const big = 'x'.repeat(3000);
    const { history } = typingHistory(10);
    const huge: History = {
      ...history,
      past: Array.from({ length: 600 }, (_, i) => ({
        doc: { ...makeMessage(`${big}${i}`) },
        selectedKey: null,
      })),
    };
    const s = new FakeStorage();
    expect(saveHistory(s, 'a', huge).ok).toBe(true);
    expect(s.items.get(historyKey('a'))!.length).toBeLessThanOrEqual(MAX_HISTORY_CHARS);
    const loaded = loadHistory(s, 'a');
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.value.past.length).toBeGreaterThan(0);
    expect(loaded.value.past.at(-1)!.doc).toEqual(huge.past.at(-1)!.doc);
  });

  it('make room by dropping other designs’ histories when the storage is full', () => {
    const { history } = typingHistory(20);
    const s = new FakeStorage();
    s.items.set(historyKey('other'), 'x'.repeat(5000));
    s.quota = 5000;
    expect(saveHistory(s, 'a', history).ok).toBe(true);
    expect(s.items.has(historyKey('other'))).toBe(false);
  });
});
