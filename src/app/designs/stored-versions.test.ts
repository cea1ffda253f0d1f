// Designs kept by every earlier version of the app open, with their undo histories, and are saved
// again at the current version; a design a newer version saved is refused with a sentence and
// never written over, whether it was there at load or another tab (of the updated app) wrote it.
import './restore-test-kit';
import './sync-test-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESIGN_FORMAT } from '../../model';
import { storedFixtures } from '../../model/testing/stored-fixtures';
import type { StoredFixture } from '../../model/testing/stored-fixtures';
import { DesignManager, SAVE_DELAY_MS } from './design-manager';
import { FakeStorage } from './fake-storage';
import { INDEX_KEY, designKey } from './format';

/** A storage holding what the fixture's version of the app wrote, as the very text it wrote. */
function storageOf(items: Record<string, unknown> = {}): FakeStorage {
  const s = new FakeStorage();
  for (const [key, value] of Object.entries(items)) s.items.set(key, JSON.stringify(value));
  return s;
}

/** Sets the content of the first Text Display found at the top level or in a Container. */
function typeIn(manager: DesignManager, content: string, id?: string) {
  const store = manager.store(id);
  const [first] = store.getState().doc.nodes;
  const key = first?.kind === 'text-display' ? first.key : first?.slots.components?.[0]?.key;
  if (!key) throw new Error('nothing to type in');
  store.getState().dispatch({ type: 'update', key, patch: { content } });
}

const NEWER = `This design was saved by a newer version of Component Studio (format ${DESIGN_FORMAT + 1}; this one reads up to ${DESIGN_FORMAT}). Update the app to open it.`;

/** A design as a newer version of the app might write it: a shape this one does not know. */
const newerText = JSON.stringify({
  version: DESIGN_FORMAT + 1,
  rev: 7,
  name: 'From the future',
  design: { pages: [{ blocks: [] }] },
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('designs kept by every earlier version of the app', () => {
  const fixtures = storedFixtures('format-');

  it.each(fixtures.map((f) => [f.file, f] as const))(
    'open from %s, with their undo histories, and are saved at the current version',
    (_, f: StoredFixture) => {
      const local = storageOf(f.local);
      const session = storageOf(f.session);
      const manager = new DesignManager({ local, session });
      const snap = manager.getSnapshot();
      expect(snap.broken).toEqual([]);
      expect(snap.loadProblems).toEqual([]);
      expect(snap.designs.map((d) => d.name)).toEqual(
        expect.arrayContaining(['Launch post', 'Lunch vote', 'Feedback form']),
      );
      // The open design is the one the old app had open, with the steps it could undo.
      expect(snap.designs.find((d) => d.id === snap.currentId)?.name).toBe('Launch post');
      expect(manager.store().getState().history.past.length).toBeGreaterThan(0);
      const lunch = snap.designs.find((d) => d.name === 'Lunch vote')!.id;
      expect(manager.store(lunch).getState().history.past.length).toBeGreaterThan(0);
      expect(
        manager
          .store(lunch)
          .getState()
          .doc.nodes.map((n) => n.kind),
      ).toEqual(['embed', 'poll', 'action-row']);

      typeIn(manager, 'Saved again');
      vi.advanceTimersByTime(SAVE_DELAY_MS);
      const saved = JSON.parse(local.items.get(designKey(snap.currentId))!) as { version: number };
      expect(saved.version).toBe(DESIGN_FORMAT);
      const reopened = new DesignManager({ local, session: new FakeStorage() });
      expect(reopened.getSnapshot().broken).toEqual([]);
      expect(reopened.store(snap.currentId).getState().doc).toEqual(manager.store().getState().doc);
    },
  );
});

describe('a design saved by a newer version of the app', () => {
  function seeded() {
    const f = storedFixtures('format-4')[0]!;
    const local = storageOf(f.local);
    const index = JSON.parse(local.items.get(INDEX_KEY)!) as { designs: object[] };
    index.designs.push({ id: 'future', name: 'From the future', updatedAt: 1 });
    local.items.set(INDEX_KEY, JSON.stringify(index));
    local.items.set(designKey('future'), newerText);
    return local;
  }

  it('is listed as one that cannot be opened, with a sentence saying why', () => {
    const manager = new DesignManager({ local: seeded(), session: new FakeStorage() });
    expect(manager.getSnapshot().broken).toEqual([
      { summary: expect.objectContaining({ id: 'future' }), reason: NEWER },
    ]);
  });

  it('is never written over, and stays in the list of designs', () => {
    const local = seeded();
    const manager = new DesignManager({ local, session: new FakeStorage() });
    typeIn(manager, 'Edited here');
    manager.create('Another', manager.store().getState().doc);
    manager.rename(manager.getSnapshot().currentId, 'Renamed');
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    manager.saveNow();
    manager.leave();
    expect(local.items.get(designKey('future'))).toBe(newerText);
    const listed = JSON.parse(local.items.get(INDEX_KEY)!) as { designs: { id: string }[] };
    expect(listed.designs.map((d) => d.id)).toContain('future');
  });

  it('another tab of the updated app saved is not written over: this tab keeps its edits as a copy', () => {
    const local = seeded();
    const manager = new DesignManager({ local, session: new FakeStorage() });
    const id = manager.getSnapshot().currentId;
    typeIn(manager, 'Edited in the old tab');
    // The updated app, in another tab, saves this design in its own shape before this tab does.
    local.items.set(designKey(id), newerText);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(local.items.get(designKey(id))).toBe(newerText);
    const snap = manager.getSnapshot();
    expect(snap.broken.map((b) => [b.summary.id, b.reason])).toContainEqual([id, NEWER]);
    expect(snap.designs.map((d) => d.id)).not.toContain(id);
    const copy = snap.designs.find((d) => d.name === 'Launch post (this tab’s copy)');
    expect(copy?.id).toBe(snap.currentId);
    expect(JSON.stringify(manager.store().getState().doc)).toContain('Edited in the old tab');
    manager.leave();
    expect(local.items.get(designKey(id))).toBe(newerText);
  });

  it('heard of from another tab is left to it, and this tab writes nothing over it', () => {
    const local = seeded();
    const manager = new DesignManager({ local, session: new FakeStorage() });
    const lunch = manager.getSnapshot().designs.find((d) => d.name === 'Lunch vote')!.id;
    local.items.set(designKey(lunch), newerText);
    manager.receive(designKey(lunch));
    const snap = manager.getSnapshot();
    expect(snap.designs.map((d) => d.id)).not.toContain(lunch);
    expect(snap.broken.map((b) => b.summary.id)).toContain(lunch);
    expect(snap.designs.some((d) => d.name.includes('copy'))).toBe(false);
    manager.leave();
    expect(local.items.get(designKey(lunch))).toBe(newerText);
  });
});
