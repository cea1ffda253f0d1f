// What this version wrote opens before restore (and its zod) has loaded, as on a returning visit's
// first load; anything else waits for restore, and what another tab writes meanwhile is heard
// once restore is there, in order.
import './sync-test-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyHistory } from '../../editor';
import { docOf, message, text } from '../../model/testing/fixtures';
import type * as Restore from '../../model/stored/restore';
import type * as Restorer from './restorer';
import { DesignManager } from './design-manager';
import { FakeStorage } from './fake-storage';
import { designKey, historyKey } from './format';
import { RESTORE_NOT_READY } from './restorer';
import {
  allDesignsSealed,
  allHistoriesSealed,
  loadDesigns,
  loadHistory,
  saveDesign,
} from './storage';
import { saveHistory } from './history-save';

// The restore module as the page has it before it has loaded: `get` gives null until `arrive`.
const gate = vi.hoisted(() => ({
  module: null as typeof Restore | null,
  arrive: null as (() => void) | null,
  /** One load for every caller, as lazyModule shares it; it ends when the test says it arrived. */
  loading: null as Promise<typeof Restore> | null,
}));
vi.mock('./restorer', async (actual) => {
  const real = await actual<typeof Restorer>();
  const module = await real.restorer.load();
  return {
    ...real,
    restorer: {
      get: () => gate.module,
      load: () =>
        (gate.loading ??= new Promise((resolve) => {
          gate.arrive = () => {
            gate.module = module;
            resolve(module);
          };
        })),
    },
  };
});

const summary = (id: string) => ({ id, name: `Design ${id}`, updatedAt: 1000 });
const doc = (content: string) => docOf(message(text(content)));
/** A design as an earlier version wrote it: format 1, no seal. */
const olderRecord = JSON.stringify({
  version: 1,
  doc: {
    surface: 'message',
    envelope: 'message',
    body: { flags: 32768 },
    hasComponents: true,
    components: [{ key: 'k1', type: 10, props: { content: 'Old' }, slots: {} }],
  },
  selectedKey: null,
  name: 'Old',
  updatedAt: 5,
});

beforeEach(() => {
  gate.module = null;
  gate.arrive = null;
  gate.loading = null;
});
afterEach(() => vi.useRealTimers());

describe('before restore has loaded', () => {
  it('opens the designs and undo history this version saved, sealed', () => {
    const local = new FakeStorage();
    const session = new FakeStorage();
    saveDesign(local, summary('a'), doc('Mine'), null);
    const steps = { ...emptyHistory(), past: [{ doc: doc('Before'), selectedKey: null }] };
    saveHistory(session, 'a', steps);
    expect(local.items.get(designKey('a'))).toMatch(/,"seal":"[0-9a-f]{8}"\}$/);
    expect(allDesignsSealed(local)).toBe(true);
    expect(allHistoriesSealed(session)).toBe(true);
    const loaded = loadDesigns(local);
    expect(loaded.broken).toEqual([]);
    expect(loaded.designs[0]!.doc.nodes[0]!.props.content).toBe('Mine');
    const history = loadHistory(session, 'a');
    expect(history.ok && history.value.past[0]!.doc.nodes[0]!.props.content).toBe('Before');
  });

  it('opens each record once at load: the designs the check opened are the ones loaded', () => {
    const local = new FakeStorage();
    saveDesign(local, summary('a'), doc('Mine'), null);
    saveDesign(local, summary('b'), doc('Other'), null);
    const parse = vi.spyOn(JSON, 'parse');
    const recordsParsed = () =>
      parse.mock.calls.filter(([text]) => typeof text === 'string' && text.includes('"doc"'))
        .length;
    try {
      expect(allDesignsSealed(local)).toBe(true);
      expect(recordsParsed()).toBe(2);
      const loaded = loadDesigns(local);
      expect(loaded.designs.map((d) => d.doc.nodes[0]!.props.content).sort()).toEqual([
        'Mine',
        'Other',
      ]);
      expect(recordsParsed()).toBe(2);
      // A record written between the check and the load (another tab) opens as it is now.
      allDesignsSealed(local);
      expect(saveDesign(local, summary('a'), doc('Changed'), null, 1).ok).toBe(true);
      const again = loadDesigns(local).designs.find((d) => d.summary.id === 'a');
      expect(again?.doc.nodes[0]!.props.content).toBe('Changed');
      // Nothing is kept past a load: the next one opens the records again.
      const before = recordsParsed();
      loadDesigns(local);
      expect(recordsParsed()).toBe(before + 2);
    } finally {
      parse.mockRestore();
    }
  });

  it('says that a design an earlier version kept is waiting for restore, and keeps it', () => {
    const local = new FakeStorage();
    local.items.set(designKey('old'), olderRecord);
    const session = new FakeStorage();
    session.items.set(historyKey('old'), '{"version":2,"format":3}');
    expect(allHistoriesSealed(session)).toBe(false);
    expect(allDesignsSealed(local)).toBe(false);
    expect(loadDesigns(local).broken).toEqual([
      { summary: { id: 'old', name: 'Recovered design', updatedAt: 0 }, reason: RESTORE_NOT_READY },
    ]);
    expect(local.items.get(designKey('old'))).toBe(olderRecord);
  });

  it('hears what another tab writes once restore has loaded, in order', async () => {
    const local = new FakeStorage();
    const tab = new DesignManager({ local, session: new FakeStorage(), newId: () => 'mine' });
    local.items.set(designKey('old'), olderRecord);
    tab.receive(designKey('old'));
    saveDesign(local, summary('new'), doc('New'), null);
    tab.receive(designKey('new'));
    expect(tab.getSnapshot().designs.map((d) => d.id)).not.toContain('old');
    expect(gate.arrive).not.toBeNull();
    gate.arrive!();
    await vi.waitFor(() =>
      expect(tab.getSnapshot().designs.map((d) => d.id)).toEqual(['mine', 'old', 'new']),
    );
  });
});
