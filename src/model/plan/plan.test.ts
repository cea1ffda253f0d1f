// The plan holds the whole design: printed back as JSON it is what the export panel shows, for
// every example of Discord's docs and random command sets; what a library lacks is left out with
// a sentence; names are identifiers, unique, and children are declared before their parents.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importPayload } from '../payload/import';
import { toPayload } from '../payload/to-payload';
import type { Doc } from '../document/document';
import { commandSetArb } from '../testing/command-arbitraries';
import { designExamples } from '../testing/examples';
import { bodyOf } from './body';
import { planDesign } from './build';
import { LACKS_NOTHING } from './lacks';
import type { Json, Plan, PlanNode } from './plan';

const ANY = LACKS_NOTHING('any library');

function importDoc(payload: unknown): Doc {
  const doc = importPayload(payload).doc;
  if (!doc) throw new Error('not a design');
  return doc;
}

/** A node back as Discord's JSON: its type, its fields, then its children by slot. */
function jsonOf(n: PlanNode): Json {
  const out: { [key: string]: Json } = {};
  if (n.type !== null && !n.fields.some((f) => f.key === 'type') && !n.kind.endsWith('-command'))
    out.type = n.type;
  for (const f of n.fields) out[f.key] = f.value;
  for (const s of n.slots)
    out[s.slot] = s.single ? (s.nodes[0] ? jsonOf(s.nodes[0]) : null) : s.nodes.map(jsonOf);
  return out;
}

/** The plan printed back as the body (or command list) Discord receives. */
function printJson(plan: Plan): unknown {
  if (plan.surface === 'commands') return plan.commands.map(jsonOf);
  const out: Record<string, unknown> = {};
  for (const f of plan.body) out[f.key] = f.value;
  if (plan.surface === 'modal') {
    if (plan.customId !== null) out.custom_id = plan.customId;
    if (plan.title !== null) out.title = plan.title;
  } else {
    if (plan.embeds.length > 0) out.embeds = plan.embeds.map(jsonOf);
    if (plan.poll) out.poll = jsonOf(plan.poll);
  }
  if (plan.components.length > 0) out.components = plan.components.map(jsonOf);
  return out;
}

/** What the export panel shows, a response's `data` unwrapped. */
function bodyWithComponents(doc: Doc): unknown {
  if (doc.surface === 'commands') return toPayload(doc, 'commands');
  const payload = toPayload(doc, doc.envelope);
  const wrapped = ['response-4', 'response-7', 'modal-9'].includes(doc.envelope);
  const { components } = (wrapped ? payload.data : payload) as Record<string, unknown>;
  return { ...bodyOf(doc), ...(components === undefined ? {} : { components }) };
}

const allNodes = (plan: Plan): PlanNode[] => [...plan.declarations];

describe('planDesign', () => {
  it.each(designExamples().map((e) => [e.file, e.json] as const))(
    'holds all of %s: printed back as JSON it is the payload',
    (_file, json) => {
      const doc = importDoc(json);
      const plan = planDesign(doc, ANY);
      expect(plan.leftOut).toEqual([]);
      expect(printJson(plan)).toEqual(bodyWithComponents(doc));
    },
  );

  it('holds every command set: printed back it is the bulk overwrite body', () => {
    fc.assert(
      fc.property(commandSetArb(), (set) => {
        const doc = importDoc(set);
        const plan = planDesign(doc, ANY);
        expect(plan.leftOut).toEqual([]);
        expect(printJson(plan)).toEqual(toPayload(doc, 'commands'));
      }),
      { numRuns: 60 },
    );
  });

  it('declares children before their parents, each node once, under a unique name', () => {
    const plan = planDesign(importDoc(designExamples()[0]!.json), ANY);
    const order = allNodes(plan);
    const names = order.map((n) => n.name.join(' '));
    expect(new Set(names).size).toBe(names.length);
    for (const n of order)
      for (const s of n.slots)
        for (const c of s.nodes) expect(order.indexOf(c)).toBeLessThan(order.indexOf(n));
  });

  const message = {
    flags: 32768 | 4096,
    components: [
      {
        type: 9,
        components: [{ type: 10, content: 'Hi' }],
        accessory: { type: 2, style: 1, label: 'Go', custom_id: '42:go now' },
      },
      {
        type: 1,
        components: [
          { type: 2, style: 5, label: 'Docs', url: 'https://example.com' },
          { type: 2, style: 2, label: 'Again', custom_id: '42:go now' },
        ],
      },
      { type: 1, components: [{ type: 5, custom_id: 'who' }] },
    ],
  };

  it('routes every interactive component with a custom_id, under a handler name of its words', () => {
    const plan = planDesign(importDoc(message), ANY);
    if (plan.surface !== 'message') throw new Error('a message');
    expect(plan.routes.map((r) => [r.customId, r.kind, r.path, r.name.join('_')])).toEqual([
      ['42:go now', 'button', 'components[0].accessory', 'on_42_go_now'],
      ['42:go now', 'button', 'components[1].components[1]', 'on_42_go_now_2'],
      ['who', 'user-select', 'components[2].components[0]', 'on_who'],
    ]);
    expect(plan.flags).toEqual([
      { bit: 4096, name: 'SUPPRESS_NOTIFICATIONS' },
      { bit: 32768, name: 'IS_COMPONENTS_V2' },
    ]);
    expect(plan.v2).toBe(true);
  });

  it('leaves out what the library lacks, each with a sentence and the JSON it drops', () => {
    const plan = planDesign(importDoc(message), {
      library: 'somecord',
      kinds: ['user-select'],
      places: [{ parent: 'section', kinds: ['button'] }],
      fields: { button: ['style'] },
    });
    expect(plan.leftOut.map((l) => `${l.path}: ${l.what}`)).toEqual([
      'components[0].accessory: somecord cannot put a Button in a Section: left out ({"type":2,"style":1,"label":"Go","custom_id":"42:go now"})',
      'components[1].components[0].style: somecord cannot set `style` of a Button: left out (5)',
      'components[1].components[1].style: somecord cannot set `style` of a Button: left out (2)',
      'components[2].components[0]: somecord has no User Select: left out ({"type":5,"custom_id":"who"})',
    ]);
    if (plan.surface !== 'message') throw new Error('a message');
    expect(plan.components[2]!.slots[0]!.nodes).toEqual([]);
  });

  it('lists what a modal submit carries, with each value type and whether it may be missing', () => {
    const plan = planDesign(
      importDoc({
        custom_id: 'form',
        title: 'Form',
        components: [
          { type: 18, label: 'A', component: { type: 4, custom_id: 'name', style: 1 } },
          { type: 18, label: 'B', component: { type: 19, custom_id: 'shots', required: false } },
          { type: 18, label: 'C', component: { type: 23, custom_id: 'agree' } },
          {
            type: 18,
            label: 'D',
            component: { type: 21, custom_id: 'plan', options: [{ label: 'x', value: 'x' }] },
          },
        ],
      }),
      ANY,
    );
    if (plan.surface !== 'modal') throw new Error('a modal');
    expect(plan.customId).toBe('form');
    expect(plan.submit.map((v) => [v.customId, v.type, v.optional, v.name.join(' ')])).toEqual([
      ['name', 'text', false, 'name'],
      ['shots', 'attachments', true, 'shots'],
      ['agree', 'boolean', false, 'agree'],
      ['plan', 'choice', false, 'plan'],
    ]);
  });

  it('names commands and options by their own names, and keeps a command type the design gives', () => {
    const plan = planDesign(
      importDoc([
        {
          name: 'ticket',
          type: 1,
          description: 'd',
          options: [{ type: 3, name: 'topic', description: 't' }],
        },
        { name: 'Report message', type: 3 },
      ]),
      ANY,
    );
    expect(plan.declarations.map((n) => n.name.join(' '))).toEqual([
      'topic option',
      'ticket command',
      'report message command',
    ]);
    expect(plan.declarations[1]!.fields[1]).toEqual({ key: 'type', value: 1, path: '[0].type' });
  });

  it('reads uploaded files from inside the folder, whatever a stranger named them', () => {
    const plan = planDesign(
      importDoc({
        attachments: [{ id: 0, filename: '../../.ssh/id_rsa' }],
        embeds: [{ image: { url: 'attachment://..' } }],
      }),
      ANY,
    );
    if (plan.surface !== 'message') throw new Error('a message');
    expect(plan.files.map((f) => [f.filename, f.localPath])).toEqual([
      ['../../.ssh/id_rsa', './.._.._.ssh_id_rsa'],
      ['..', './_..'],
    ]);
  });
});

describe('what the plan says instead of dropping', () => {
  it("keeps an embed's own `type`", () => {
    const plan = planDesign(importDoc({ embeds: [{ type: 'image', title: 'T' }] }), ANY);
    if (plan.surface !== 'message') throw new Error('not a message');
    expect(plan.embeds[0]!.fields.map((f) => f.key)).toEqual(['type', 'title']);
  });

  it('names a list of embeds that holds something else, and a poll it cannot read', () => {
    const plan = planDesign(importDoc({ content: 'x', embeds: [{ title: 'T' }, 7] }), ANY);
    expect(plan.leftOut.map((l) => l.path)).toContain('embeds');
    if (plan.surface === 'message') expect(plan.body.map((f) => f.key)).not.toContain('embeds');
  });

  it('keeps a modal custom_id or title that is not text as a body field', () => {
    const doc = importDoc({ custom_id: 5, title: 'T', components: [] });
    const plan = planDesign(doc, ANY);
    if (plan.surface !== 'modal') throw new Error('not a modal');
    expect(plan.customId).toBeNull();
    expect(plan.body.map((f) => f.key)).toContain('custom_id');
  });

  it('names the commands a one-command target leaves out', () => {
    const set = importDoc([
      { name: 'a', description: 'A' },
      { name: 'b', description: 'B' },
    ]);
    const plan = planDesign({ ...set, envelope: 'command' } as Doc, ANY);
    expect(plan.leftOut.map((l) => l.path)).toEqual(['[1]']);
  });
});
