// restore: every shape any version of the app wrote opens at the current version, a newer one is
// refused with a sentence, and nothing given to it makes it throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findNode } from '../document/find-node';
import { importPayload } from '../payload/import';
import { toPayload } from '../payload/to-payload';
import type { StoredFixture } from '../testing/stored-fixtures';
import { recordsOf, storedFixtures } from '../testing/stored-fixtures';
import type { Doc } from '../document/document';
import { DESIGN_FORMAT } from './format';
import { encodeHistory } from './history-encode';
import { looksLikeStoredDesign, restoreDesign, restoreHistory, restoreShared } from './restore';

const fixtures = storedFixtures('format-');
const latest = fixtures.find((f) => f.file === 'format-4.da086af.json')!;

const designs = (f: StoredFixture) =>
  recordsOf(f, 'local', 'component-studio:design:').map(([, d]) => d as Record<string, unknown>);
const histories = (f: StoredFixture) => recordsOf(f, 'session', 'component-studio:history:');

function opened(value: unknown) {
  const restored = restoreDesign(value);
  if (!restored.ok) throw new Error(restored.reason);
  return restored.value;
}

/** The payload of the design of that name in a fixture, as it opens today. */
const payloadOf = (f: StoredFixture, name: string) =>
  toPayload(opened(designs(f).find((d) => d.name === name)).doc);

const isSentence = (text: string) => /^[A-Z].*[.)]$/s.test(text);

describe('restoreDesign', () => {
  it('finds the fixtures of every earlier shape', () => {
    expect(fixtures.map((f) => f.format)).toEqual([1, 2, 2, 3, 3, 4]);
  });

  it.each(fixtures.map((f) => [f.file, f] as const))(
    'opens every design of %s at the current version',
    (_, f) => {
      for (const stored of designs(f)) {
        const design = opened(stored);
        expect(design.version).toBe(DESIGN_FORMAT);
        expect(design.name).toBe(stored.name);
        expect(design.rev).toBe(typeof stored.rev === 'number' ? stored.rev : 0);
        if (typeof stored.selectedKey === 'string')
          expect(findNode(design.doc, stored.selectedKey)).not.toBeNull();
      }
    },
  );

  it.each(fixtures.map((f) => [f.file, f] as const))(
    'gives the designs of %s the payloads they have in the latest shape',
    (_, f) => {
      for (const name of ['Lunch vote', 'Feedback form'])
        expect(payloadOf(f, name)).toEqual(payloadOf(latest, name));
      // The Join button was restyled as a Link from 7d95581 on (its custom_id held back).
      const restyled = f.app !== '45bbaab' && f.app !== 'c01c7cf';
      if (restyled) expect(payloadOf(f, 'Launch post')).toEqual(payloadOf(latest, 'Launch post'));
      if (f.format === 3 && f.app === '9b6dc52')
        expect(payloadOf(f, 'Bot commands')).toEqual(payloadOf(latest, 'Bot commands'));
    },
  );

  it('gives a design of the first shape the payload it was made from, as it was typed', () => {
    const typed = payloadOf(fixtures[0]!, 'Launch post') as { components: unknown[] };
    expect(typed.components).toHaveLength(4);
    expect(typed.components[2]).toEqual({ type: 99, label: 'from a newer Discord' });
    expect(typed.components[3]).toBe(42);
    expect(JSON.stringify(typed)).toContain('## Launch day!');
  });

  it('reads a design without a version as the oldest shape', () => {
    const { version: _, ...unversioned } = designs(fixtures[0]!)[0]!;
    expect(opened(unversioned).doc).toEqual(opened(designs(fixtures[0]!)[0]!).doc);
  });

  it('gives back a design as this version writes it', () => {
    const doc = importPayload({ flags: 32768, components: [{ type: 10, content: 'Hi' }] }).doc!;
    const key = doc.nodes[0]!.key;
    const written = {
      version: DESIGN_FORMAT,
      rev: 3,
      doc,
      selectedKey: key,
      name: 'A',
      updatedAt: 5,
    };
    expect(opened(JSON.parse(JSON.stringify(written)))).toEqual(written);
  });

  it('refuses a design of a newer version with a sentence, flagged newer', () => {
    const newer = { ...designs(latest)[0]!, version: DESIGN_FORMAT + 1 };
    expect(restoreDesign(newer)).toEqual({
      ok: false,
      newer: true,
      reason:
        'This design was saved by a newer version of Component Studio (format 5; this one reads up to 4). Update the app to open it.',
    });
  });

  it.each([
    [
      'a version that is not a number',
      { version: 'two' },
      'It has an unknown format version ("two").',
    ],
    ['a version 0', { version: 0 }, 'It has an unknown format version (0).'],
    ['no document', { doc: undefined }, 'It is damaged: doc is missing.'],
    [
      'a surface that is neither',
      { doc: { surface: 'poster' } },
      'Its document is damaged: surface is "poster", neither a message, a modal nor a command set.',
    ],
    ['a document that is no object', { doc: [] }, 'It is damaged: doc is not an object.'],
    ['a broken revision', { rev: -1 }, 'It is damaged: rev is below 0.'],
  ])('refuses a design with %s, saying so', (_, change, reason) => {
    const base = { ...designs(latest)[0]!, version: DESIGN_FORMAT };
    expect(restoreDesign({ ...base, ...change })).toEqual({ ok: false, reason });
  });

  const doc = (nodes: unknown[]) => ({
    version: DESIGN_FORMAT,
    rev: 1,
    selectedKey: null,
    doc: { surface: 'message', envelope: 'message', body: {}, hasNodes: true, nodes },
  });
  const text = (key: string, more = {}) => ({
    key,
    kind: 'text-display',
    props: {},
    slots: {},
    ...more,
  });

  it.each([
    [
      'a node without a key',
      [{ kind: 'text-display', props: {}, slots: {} }],
      'nodes[0].key is missing',
    ],
    [
      'a node of a kind the catalog does not have',
      [text('k', { kind: 'sparkle' })],
      'nodes[0].kind is of an unknown kind "sparkle"',
    ],
    [
      'a node with neither a kind nor a type',
      [{ key: 'k', props: {}, slots: {} }],
      'nodes[0].kind is missing',
    ],
    [
      'a slot that is not a list',
      [text('k', { kind: 'container', slots: { components: {} } })],
      'nodes[0].components is not a list',
    ],
    [
      'an unknown slot',
      [text('k', { slots: { sideways: [] } })],
      'nodes[0] has an unknown slot "sideways"',
    ],
    [
      'two nodes with one key',
      [text('k'), text('k')],
      'nodes[1] has the key "k" of another component',
    ],
    [
      'a nested node with the key of another',
      [text('k'), text('c', { kind: 'container', slots: { components: [text('k')] } })],
      'nodes[1].components[0] has the key "k" of another component',
    ],
  ])('refuses a document with %s, saying where', (_, nodes, where) => {
    expect(restoreDesign(doc(nodes))).toEqual({
      ok: false,
      reason: `Its document is damaged: ${where}.`,
    });
  });

  it('refuses a document nested past any Discord accepts, however deep, without overflowing', () => {
    for (const depth of [40, 100_000]) {
      let node: Record<string, unknown> = text('leaf');
      for (let i = 0; i < depth; i += 1)
        node = { key: `n${i}`, kind: 'container', props: {}, slots: { components: [node] } };
      const restored = restoreDesign(doc([node]));
      expect(restored.ok).toBe(false);
      expect(!restored.ok && restored.reason).toMatch(/is nested more than 32 levels deep\.$/);
    }
  });

  it('drops a selection the document does not hold, and a name that is not text', () => {
    const d = { ...doc([text('k')]), selectedKey: 'gone', name: 7 };
    const design = opened(d);
    expect(design.selectedKey).toBeNull();
    expect(design.name).toBeUndefined();
  });

  it('keeps a command set with its scope', () => {
    const set = {
      surface: 'commands',
      envelope: 'commands',
      guildId: '123',
      body: {},
      hasNodes: true,
      nodes: [{ key: 'k', kind: 'chat-input-command', props: { name: 'ping' }, slots: {} }],
    };
    const design = opened({ version: DESIGN_FORMAT, rev: 0, doc: set, selectedKey: null });
    expect(design.doc.surface === 'commands' && design.doc.guildId).toBe('123');
  });

  it('answers any JSON with a design or a sentence, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const restored = restoreDesign(value);
        if (!restored.ok) expect(isSentence(restored.reason)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('answers any damage to a stored design with a design or a sentence, never a throw', () => {
    const stored = designs(fixtures[1]!);
    fc.assert(
      fc.property(
        fc.constantFrom(...stored),
        fc.array(fc.tuple(fc.nat(), fc.oneof(fc.jsonValue(), fc.constant(undefined))), {
          maxLength: 4,
        }),
        (design, damage) => {
          const copy = JSON.parse(JSON.stringify(design)) as Record<string, unknown>;
          for (const [at, value] of damage) damageAt(copy, at, value);
          const restored = restoreDesign(copy);
          if (!restored.ok) expect(isSentence(restored.reason)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** Sets the `at`-th object or list found depth-first (wrapping) to `value` somewhere inside. */
function damageAt(root: Record<string, unknown>, at: number, value: unknown): void {
  const holders: [Record<string, unknown> | unknown[], string | number][] = [];
  const visit = (v: unknown) => {
    if (v === null || typeof v !== 'object') return;
    for (const [k, c] of Object.entries(v)) {
      holders.push([v as Record<string, unknown>, Array.isArray(v) ? Number(k) : k]);
      visit(c);
    }
  };
  visit(root);
  const [holder, key] = holders[at % holders.length]!;
  (holder as Record<string | number, unknown>)[key] = value;
}

describe('restoreHistory', () => {
  const all = storedFixtures().filter((f) => f.session);

  it.each(all.map((f) => [f.file, f] as const))('opens every undo history of %s', (_, f) => {
    for (const [, stored] of histories(f)) {
      const restored = restoreHistory(stored);
      if (!restored.ok) throw new Error(restored.reason);
      expect(restored.value.past.length).toBeGreaterThan(0);
      for (const step of restored.value.past) expect(toPayload(step.doc)).toBeTruthy();
    }
  });

  it('gives the steps of an old history the payloads of the latest shape', () => {
    const lunch = (f: StoredFixture) => {
      const [, stored] = histories(f).find(([k]) => k.endsWith('-2'))!;
      const restored = restoreHistory(stored);
      if (!restored.ok) throw new Error(restored.reason);
      return restored.value.past.map((s) => toPayload(s.doc));
    };
    for (const f of all.filter((f) => f.format < 4)) expect(lunch(f)).toEqual(lunch(latest));
  });

  it('keeps the held fields of steps from 7d95581 on', () => {
    const f = all.find((x) => x.app === '7d95581')!;
    const [, stored] = histories(f).find(([k]) => k.endsWith('-1'))!;
    const restored = restoreHistory(stored);
    const steps = restored.ok ? restored.value.past : [];
    const row = steps.at(-1)!.doc.nodes[1]!;
    expect(row.slots.components![0]!.held).toEqual({ custom_id: 'join' });
  });

  it('shares the nodes steps share, so a long history stays small in memory too', () => {
    const doc = importPayload({
      flags: 32768,
      components: [
        { type: 10, content: 'a' },
        { type: 10, content: 'b' },
      ],
    }).doc!;
    const next: Doc = {
      ...doc,
      nodes: [{ ...doc.nodes[0]!, props: { content: 'ab' } }, doc.nodes[1]!],
    };
    const encoded = JSON.parse(
      JSON.stringify(
        encodeHistory({
          past: [
            { doc, selectedKey: null },
            { doc: next, selectedKey: null },
          ],
          future: [],
        }),
      ),
    );
    const restored = restoreHistory(encoded);
    const [first, second] = restored.ok ? restored.value.past : [];
    expect(second!.doc.nodes[1]).toBe(first!.doc.nodes[1]);
    expect(toPayload(second!.doc)).toEqual(toPayload(next));
  });

  it('refuses a history whose steps are of a newer design format, flagged newer', () => {
    const [, stored] = histories(latest)[0]!;
    const restored = restoreHistory({ ...(stored as object), format: DESIGN_FORMAT + 1 });
    expect(restored).toMatchObject({ ok: false, newer: true });
    expect(restoreHistory({ ...(stored as object), version: 3 })).toMatchObject({
      ok: false,
      newer: true,
    });
  });

  it.each([
    ['its lists missing', { version: 2, format: 4, nodes: 7 }],
    [
      'a slot referring to a later node',
      {
        version: 2,
        format: 4,
        nodes: [{ key: 'x', kind: 'text-display', props: {}, slots: { components: [0] } }],
        bodies: [],
        past: [],
        future: [],
      },
    ],
    [
      'a step referring to nothing',
      {
        version: 2,
        format: 4,
        nodes: [],
        bodies: [],
        past: [
          {
            doc: { surface: 'message', envelope: 'message', body: 0, hasNodes: true, nodes: [] },
            selectedKey: null,
          },
        ],
        future: [],
      },
    ],
    [
      'an old step referring to nothing',
      {
        version: 2,
        nodes: [],
        bodies: [],
        past: [{ doc: { surface: 'message', envelope: 'message', body: 3, components: [] } }],
        future: [],
      },
    ],
  ])('refuses a history with %s', (_, value) => {
    const restored = restoreHistory(value);
    expect(restored.ok).toBe(false);
    expect(!restored.ok && isSentence(restored.reason)).toBe(true);
  });

  it('answers any JSON with steps or a sentence, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const restored = restoreHistory(value);
        if (!restored.ok) expect(isSentence(restored.reason)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('restoreShared', () => {
  it.each(storedFixtures('share-').map((f) => [f.file, f] as const))(
    'opens the link of %s',
    (_, f) => {
      const restored = restoreShared(f.link);
      expect(restored.ok).toBe(true);
      const link = f.link as { name: string; payload: unknown; guild_id?: string };
      expect(restored.ok && restored.value).toEqual({
        name: link.name,
        payload: link.payload,
        ...(link.guild_id ? { guildId: link.guild_id } : {}),
      });
    },
  );

  it('refuses a link of a newer version, flagged newer', () => {
    expect(restoreShared({ v: 2, name: 'a', payload: {} })).toEqual({
      ok: false,
      newer: true,
      reason:
        'The share link was made by a newer Component Studio (format 2); this one reads format 1.',
    });
  });

  it('answers any JSON with a design or a sentence, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const restored = restoreShared(value);
        if (!restored.ok) expect(isSentence(restored.reason)).toBe(true);
      }),
    );
  });
});

describe('looksLikeStoredDesign', () => {
  it('tells a stored design from a payload', () => {
    expect(looksLikeStoredDesign(designs(fixtures[0]!)[0])).toBe(true);
    expect(looksLikeStoredDesign({ doc: { surface: 'message' } })).toBe(true);
    expect(looksLikeStoredDesign({ content: 'hi', components: [] })).toBe(false);
    expect(looksLikeStoredDesign([{ name: 'ping' }])).toBe(false);
  });
});
