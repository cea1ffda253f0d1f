// Each migration, on a fixture of the shape it upgrades: what that version of the app wrote.
import { describe, expect, it } from 'vitest';
import { recordsOf, storedFixtures } from '../testing/stored-fixtures';
import type { StoredFixture } from '../testing/stored-fixtures';
import { DESIGN_FORMAT, HISTORY_FORMAT, SHARE_FORMAT } from './format';
import { expandHistory } from './history-older';
import type { Migration, StoredRecord } from './migrations';
import { DESIGN_MIGRATIONS, HISTORY_MIGRATIONS, SHARE_MIGRATIONS } from './migrations';

const fixture = (file: string): StoredFixture => {
  const found = storedFixtures().find((f) => f.file === file);
  if (!found) throw new Error(`no fixture ${file}`);
  return found;
};

/** The design of that name in a fixture's localStorage. */
function design(file: string, name: string): StoredRecord {
  const found = recordsOf(fixture(file), 'local', 'component-studio:design:').find(
    ([, d]) => (d as StoredRecord).name === name,
  );
  if (!found) throw new Error(`no design ${name} in ${file}`);
  return found[1] as StoredRecord;
}

const migration = (list: readonly Migration[], name: string): Migration => {
  const found = list.find((m) => m.name === name);
  if (!found) throw new Error(`no migration ${name}`);
  return found;
};

/** A node's kind and its children's, as nested lists. */
const kinds = (nodes: unknown): unknown =>
  (nodes as { kind: string; slots: Record<string, unknown[]> }[]).map((n) =>
    Object.keys(n.slots).length === 0
      ? n.kind
      : [n.kind, Object.fromEntries(Object.entries(n.slots).map(([k, v]) => [k, kinds(v)]))],
  );

describe('the lists of migrations', () => {
  it.each([
    ['design', DESIGN_MIGRATIONS, DESIGN_FORMAT],
    ['history', HISTORY_MIGRATIONS, HISTORY_FORMAT],
    ['share link', SHARE_MIGRATIONS, SHARE_FORMAT],
  ] as const)('of a %s go one version at a time from 1 to the current one', (_, list, current) => {
    expect(list.map((m) => m.from)).toEqual(Array.from({ length: current - 1 }, (_, i) => i + 1));
    for (const m of list) expect(m.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(new Set(list.map((m) => m.name)).size).toBe(list.length);
  });

  it('name what changed', () => {
    expect(DESIGN_MIGRATIONS.map((m) => m.name)).toEqual([
      'revision-counter',
      'nodes-keyed-by-kind',
      'embeds-and-polls-as-nodes',
    ]);
    expect(HISTORY_MIGRATIONS.map((m) => m.name)).toEqual(['share-unchanged-nodes']);
  });
});

describe('revision-counter (1 -> 2)', () => {
  const up = migration(DESIGN_MIGRATIONS, 'revision-counter').up;

  it('puts a design of 45bbaab, which counted no saves, at revision 0', () => {
    const old = design('format-1.45bbaab.json', 'Launch post');
    expect('rev' in old).toBe(false);
    expect(up(old)).toEqual({ ...old, rev: 0 });
  });

  it('keeps the revision of a design that counts them (c01c7cf)', () => {
    const counted = design('format-2.c01c7cf.json', 'Launch post');
    expect(up(counted)).toBe(counted);
  });
});

describe('nodes-keyed-by-kind (2 -> 3)', () => {
  const up = migration(DESIGN_MIGRATIONS, 'nodes-keyed-by-kind').up;

  it('keys the nodes of a design of c01c7cf by kind and names its list nodes', () => {
    const old = design('format-2.c01c7cf.json', 'Launch post');
    const doc = up(old).doc as StoredRecord;
    expect(Object.keys(doc)).not.toContain('components');
    expect(Object.keys(doc)).not.toContain('hasComponents');
    expect(doc.hasNodes).toBe(true);
    expect(kinds(doc.nodes)).toEqual([
      [
        'container',
        {
          components: [
            'text-display',
            ['section', { components: ['text-display'], accessory: ['button'] }],
          ],
        },
      ],
      ['action-row', { components: ['button'] }],
      'unknown',
      'unknown',
    ]);
    const [, , unknown, raw] = doc.nodes as StoredRecord[];
    // A type Discord does not have stays in the payload object it came from.
    expect(unknown).toMatchObject({
      kind: 'unknown',
      props: { type: 99, label: 'from a newer Discord' },
    });
    expect('type' in unknown!).toBe(false);
    // An entry that was not a component (stored with type null) keeps only what it was.
    expect(raw).toEqual({ key: raw!.key, kind: 'unknown', props: {}, slots: {}, raw: 42 });
  });

  it("keeps a restyled button's held custom_id (7d95581)", () => {
    const doc = up(design('format-2.7d95581.json', 'Launch post')).doc as StoredRecord;
    const row = (doc.nodes as StoredRecord[])[1] as { slots: { components: StoredRecord[] } };
    expect(row.slots.components[0]).toMatchObject({ kind: 'button', held: { custom_id: 'join' } });
  });

  it('names a modal and its nodes the same way', () => {
    const doc = up(design('format-2.c01c7cf.json', 'Feedback form')).doc as StoredRecord;
    expect(kinds(doc.nodes)).toEqual([['label', { component: ['text-input'] }]]);
  });

  it('leaves a design already keyed by kind as it is (254d633 and later said version 1 too)', () => {
    const newer = design('format-3.254d633.json', 'Launch post');
    expect(up(newer)).toEqual(newer);
  });
});

describe('embeds-and-polls-as-nodes (3 -> 4)', () => {
  const up = migration(DESIGN_MIGRATIONS, 'embeds-and-polls-as-nodes').up;

  it("moves a legacy message's embeds and poll of 254d633 out of its body, as nodes", () => {
    const old = design('format-3.254d633.json', 'Lunch vote');
    const doc = up(old).doc as StoredRecord;
    expect(doc.body).toEqual({ content: 'Vote for lunch' });
    expect(kinds(doc.nodes)).toEqual([
      ['embed', { fields: ['embed-field'] }],
      ['poll', { answers: ['poll-answer', 'poll-answer'] }],
      ['action-row', { components: ['button'] }],
    ]);
    const [embed, poll] = doc.nodes as StoredRecord[];
    expect(embed!.props).toEqual({ title: 'Menu', color: 16753920 });
    expect(poll!.props).toEqual({ question: { text: 'Lunch?' }, duration: 24 });
  });

  it('leaves a design whose embeds are nodes already (da086af) as it is', () => {
    const newer = design('format-4.da086af.json', 'Lunch vote');
    expect(up(newer)).toEqual(newer);
  });

  it('leaves modals, command sets and V2 messages alone', () => {
    for (const name of ['Feedback form', 'Bot commands', 'Launch post']) {
      const d = design('format-3.9b6dc52.json', name);
      expect(up(d)).toEqual(d);
    }
  });
});

describe('share-unchanged-nodes (history 1 -> 2)', () => {
  const up = migration(HISTORY_MIGRATIONS, 'share-unchanged-nodes').up;
  const [, old] = recordsOf(fixture('history-1.d4f02ff.json'), 'session', 'component-studio:')[0]!;

  it('lists the nodes and bodies of a whole-document history once, the steps as before', () => {
    const shared = up(old as StoredRecord);
    expect(shared.version).toBe(2);
    expect(Array.isArray(shared.nodes) && Array.isArray(shared.bodies)).toBe(true);
    const whole = old as { past: unknown[]; future: unknown[] };
    expect(expandHistory(shared)).toEqual({ past: whole.past, future: whole.future });
  });
});
