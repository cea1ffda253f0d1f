import { describe, expect, it } from 'vitest';
import { makeNode } from '../document/document';
import { nodeKeyAtPath } from '../payload/discord-errors';
import { newNode } from '../catalog/new-node';
import { toPayload } from '../payload/to-payload';
import { canPlace } from '../document/placement';
import { fieldNameFromPath, pathInNode } from '../rules/problems';
import {
  button,
  chars,
  docOf,
  expectOnly,
  expectProblems,
  expectValid,
  row,
} from '../testing/fixtures';
import type { Json } from '../testing/fixtures';
import { insertNode, moveNode } from '../document/tree';
import type { MessageDoc } from '../document/document';
import { validate } from '../rules/validate';

const E = (fields: Json = {}): Json => ({ title: 'Title', ...fields });
const field = (name = 'Name', value = 'Value', inline?: boolean): Json =>
  inline === undefined ? { name, value } : { name, value, inline };
const fields = (n: number): Json[] => Array.from({ length: n }, (_, i) => field(`F${i}`));
const answer = (text = 'Yes', emoji?: Json): Json => ({
  poll_media: emoji ? { text, emoji } : { text },
});
const poll = (fieldsIn: Json = {}, answers: Json[] = [answer('Yes'), answer('No')]): Json => ({
  question: { text: 'Lunch?' },
  answers,
  ...fieldsIn,
});

describe('an embed at its limits', () => {
  it.each([
    ['title', 256],
    ['description', 4096],
  ])('accepts a %s of %i characters and refuses one more', (name, max) => {
    expectValid({ embeds: [E({ [name]: chars(max) })] });
    expectOnly(
      { embeds: [E({ [name]: chars(max + 1) })] },
      `error too-long $.embeds[0].${name}`,
      max,
    );
  });

  it('accepts an author of 256 and a footer of 2048 characters, and refuses one more', () => {
    expectValid({ embeds: [E({ author: { name: chars(256) }, footer: { text: chars(2048) } })] });
    expectOnly(
      { embeds: [E({ author: { name: chars(257) } })] },
      'error too-long $.embeds[0].author.name',
      256,
    );
    expectOnly(
      { embeds: [E({ footer: { text: chars(2049) } })] },
      'error too-long $.embeds[0].footer.text',
      2048,
    );
  });

  it('accepts 25 fields and refuses 26', () => {
    expectValid({ embeds: [E({ fields: fields(25) })] });
    expectOnly(
      { embeds: [E({ fields: fields(26) })] },
      'error too-many $.embeds[0].fields',
      25,
      26,
    );
  });

  it('checks a field name at 256 and a value at 1024 characters, each at its own path', () => {
    expectValid({ embeds: [E({ fields: [field(chars(256), chars(1024))] })] });
    expectOnly(
      { embeds: [E(), E({ fields: [field(), field(), field(chars(257))] })] },
      'error too-long $.embeds[1].fields[2].name',
      256,
    );
    expectOnly(
      { embeds: [E({ fields: [field('a', chars(1025))] })] },
      'error too-long $.embeds[0].fields[0].value',
      1024,
    );
  });

  it('refuses a field without a name or a value', () => {
    expectProblems({ embeds: [E({ fields: [{ name: '', value: '' }] })] }, [
      'error empty $.embeds[0].fields[0].name',
      'error empty $.embeds[0].fields[0].value',
    ]);
  });

  it('counts 6000 characters across all embeds, and refuses 6001', () => {
    // 4096 + 1000 + 904 = 6000; one more character anywhere goes over.
    const at = [
      E({ title: undefined, description: chars(4096) }),
      E({ title: undefined, description: chars(1000), footer: { text: chars(904) } }),
    ];
    expectValid({ embeds: at });
    const over = [at[0], E({ title: 'x', description: chars(1000), footer: { text: chars(904) } })];
    expectOnly({ embeds: over }, 'error embed-total $.embeds', 6001, 6000);
  });

  it('counts field names and values and author names in the 6000', () => {
    const big = E({
      title: undefined,
      author: { name: chars(200) },
      fields: Array.from({ length: 25 }, () => field(chars(100), chars(140))),
    });
    // 200 + 25 × 240 = 6200
    expectProblems({ embeds: [big] }, ['error embed-total $.embeds']);
  });

  it('checks the timestamp, the colour and the links', () => {
    expectValid({
      embeds: [E({ timestamp: '2026-11-27T16:30:00.000Z', color: 0, url: 'https://a.b' })],
    });
    expectValid({ embeds: [E({ color: null, timestamp: '2026-11-27T16:30:00+01:00' })] });
    expectOnly(
      { embeds: [E({ timestamp: 'yesterday' })] },
      'error invalid-format $.embeds[0].timestamp',
      'ISO 8601',
    );
    expectProblems({ embeds: [E({ color: 0x1000000 })] }, ['error out-of-range $.embeds[0].color']);
    expectProblems({ embeds: [E({ url: 'javascript:alert(1)' })] }, [
      'error invalid-format $.embeds[0].url',
    ]);
    expectValid({
      embeds: [
        E({ image: { url: 'attachment://a.png' }, thumbnail: { url: 'https://x.y/t.png' } }),
      ],
      attachments: [{ id: 0, filename: 'a.png' }],
    });
    expectProblems(
      {
        embeds: [
          E({
            thumbnail: { url: 'attachment://t.png' },
            footer: { text: 'f', icon_url: 'attachment://i.png' },
          }),
        ],
      },
      [
        'warning missing-attachment $.embeds[0].thumbnail.url',
        'warning missing-attachment $.embeds[0].footer.icon_url',
      ],
    );
  });

  it('warns about an embed that shows nothing', () => {
    expectProblems({ embeds: [{ color: 1 }] }, ['warning empty-embed $.embeds[0]']);
  });

  it('accepts 10 embeds, refuses 11', () => {
    const ten = Array.from({ length: 10 }, () => E());
    expectValid({ embeds: ten });
    expectOnly({ embeds: [...ten, E()] }, 'error too-many-embeds $.embeds', 10, 11);
  });
});

describe('a poll at its limits', () => {
  it('accepts a question of 300 characters and refuses 301', () => {
    expectValid({ poll: poll({ question: { text: chars(300) } }) });
    expectOnly(
      { poll: poll({ question: { text: chars(301) } }) },
      'error too-long $.poll.question.text',
      300,
    );
  });

  it('accepts 1 and 10 answers, refuses 0 and 11', () => {
    expectValid({ poll: poll({}, [answer()]) });
    expectValid({
      poll: poll(
        {},
        Array.from({ length: 10 }, (_, i) => answer(`A${i}`)),
      ),
    });
    expectOnly({ poll: poll({}, []) }, 'error too-few $.poll.answers', 0);
    expectOnly(
      {
        poll: poll(
          {},
          Array.from({ length: 11 }, () => answer()),
        ),
      },
      'error too-many $.poll.answers',
      11,
    );
  });

  it('accepts an answer of 55 characters with an emoji, refuses 56', () => {
    expectValid({
      poll: poll({}, [
        answer(chars(55), { name: '🍕' }),
        answer('b', { id: '123456789012345678', name: 'pizza' }),
      ]),
    });
    expectOnly(
      { poll: poll({}, [answer(chars(56))]) },
      'error too-long $.poll.answers[0].poll_media.text',
      55,
    );
  });

  it('accepts a duration of 1 to 768 hours', () => {
    expectValid({ poll: poll({ duration: 1, allow_multiselect: true, layout_type: 1 }) });
    expectValid({ poll: poll({ duration: 768 }) });
    expectOnly({ poll: poll({ duration: 0 }) }, 'error out-of-range $.poll.duration', 1);
    expectOnly({ poll: poll({ duration: 769 }) }, 'error out-of-range $.poll.duration', 768);
  });
});

describe('embeds and polls as nodes', () => {
  const payload = {
    content: 'Hi',
    embeds: [E({ type: 'rich', fields: [field('a', 'b', true)] }), E({ title: 'Two' })],
    poll: poll(),
    components: [row(button())],
  };

  it('imports them as nodes in the order Discord draws them, and exports the same payload', () => {
    const doc = docOf(payload);
    expect(doc.nodes.map((n) => n.kind)).toEqual(['embed', 'embed', 'poll', 'action-row']);
    expect(doc.nodes[0]!.slots.fields?.map((n) => n.kind)).toEqual(['embed-field']);
    expect(doc.nodes[2]!.slots.answers).toHaveLength(2);
    expect(doc.body).toEqual({ content: 'Hi' });
    expect(toPayload(doc as MessageDoc)).toEqual(payload);
  });

  it('keeps embeds that are not a list of objects in the body, reported and unchanged', () => {
    const doc = docOf({ embeds: [1, E()] });
    expect(doc.nodes).toEqual([]);
    expect(toPayload(doc as MessageDoc)).toEqual({ embeds: [1, E()] });
    expect(validate(doc).map((p) => p.path)).toContain('$.embeds[0]');
    const raw = docOf({ embeds: [E({ fields: 'none' })] });
    expect(toPayload(raw as MessageDoc)).toEqual({ embeds: [E({ fields: 'none' })] });
    expect(validate(raw).map((p) => `${p.code} ${p.path}`)).toContain(
      'invalid-children $.embeds[0].fields',
    );
  });

  it('gives each problem the node it belongs to', () => {
    const doc = docOf({ embeds: [E({ fields: [field(chars(257))] })] });
    const [problem] = validate(doc);
    expect(problem?.nodeId).toBe(doc.nodes[0]!.slots.fields![0]!.key);
  });

  it("finds the node of a Discord error's path", () => {
    const doc = docOf(payload);
    expect(nodeKeyAtPath(doc, ['embeds', 1, 'title'])).toBe(doc.nodes[1]!.key);
    expect(nodeKeyAtPath(doc, ['embeds', 0, 'fields', 0, 'name'])).toBe(
      doc.nodes[0]!.slots.fields![0]!.key,
    );
    expect(nodeKeyAtPath(doc, ['poll', 'answers', 1, 'poll_media', 'text'])).toBe(
      doc.nodes[2]!.slots.answers![1]!.key,
    );
    expect(nodeKeyAtPath(doc, ['components', 0, 'components', 0])).toBe(
      doc.nodes[3]!.slots.components![0]!.key,
    );
    expect(nodeKeyAtPath(doc, ['embeds', 7])).toBeNull();
  });

  it("names the inspector field of a problem's path", () => {
    expect(fieldNameFromPath('$.embeds[0].author.name')).toBe('author.name');
    expect(fieldNameFromPath('$.embeds[2].fields[1].value')).toBe('value');
    expect(fieldNameFromPath('$.poll.question.text')).toBe('question.text');
    expect(fieldNameFromPath('$.data.poll.answers[0].poll_media.text')).toBe('poll_media.text');
    expect(pathInNode('$.embeds[0].image.url')).toEqual(['image', 'url']);
  });
});

describe('placing embeds and polls', () => {
  const legacyDoc = () => docOf({ embeds: [E()], components: [row(button())] }) as MessageDoc;

  it('puts a new embed after the embeds and a poll before the Action Rows', () => {
    const doc = legacyDoc();
    const withEmbed = insertNode(doc, newNode(doc, 'embed'), {
      parentKey: null,
      slot: 'components',
    });
    if (!withEmbed.ok) throw new Error(withEmbed.reason);
    const withPoll = insertNode(withEmbed.doc, newNode(doc, 'poll'), {
      parentKey: null,
      slot: 'components',
    });
    if (!withPoll.ok) throw new Error(withPoll.reason);
    expect(withPoll.doc.nodes.map((n) => n.kind)).toEqual(['embed', 'embed', 'poll', 'action-row']);
    expect(validate(withPoll.doc)).toEqual([]);
  });

  it('refuses an embed among the Action Rows and an Action Row above an embed, saying why', () => {
    const doc = legacyDoc();
    const embedAfterRow = canPlace(
      doc,
      { kind: 'embed' },
      { parentKey: null, slot: 'components', index: 2 },
    );
    expect(embedAfterRow).toMatchObject({
      ok: false,
      reason: expect.stringContaining('embeds first'),
    });
    const rowUp = moveNode(doc, doc.nodes[1]!.key, {
      parentKey: null,
      slot: 'components',
      index: 0,
    });
    expect(rowUp.ok).toBe(false);
    expect(
      canPlace(doc, { kind: 'embed' }, { parentKey: null, slot: 'components', index: 1 }).ok,
    ).toBe(true);
  });

  it('refuses an 11th embed, a second poll, and both in a Components V2 message', () => {
    const full = docOf({ embeds: Array.from({ length: 10 }, () => E()), poll: poll() });
    expect(
      canPlace(full, { kind: 'embed' }, { parentKey: null, slot: 'components' }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('10 embeds') });
    expect(canPlace(full, { kind: 'poll' }, { parentKey: null, slot: 'components' })).toMatchObject(
      { ok: false, reason: expect.stringContaining('one poll') },
    );
    const v2 = docOf({ flags: 1 << 15, components: [{ type: 10, content: 'x' }] });
    expect(canPlace(v2, { kind: 'embed' }, { parentKey: null, slot: 'components' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Container'),
    });
  });

  it('takes fields in an embed (25 at most) and answers in a poll (10 at most)', () => {
    const doc = docOf({
      embeds: [E({ fields: fields(25) })],
      poll: poll(
        {},
        Array.from({ length: 10 }, () => answer()),
      ),
    });
    const embed = doc.nodes[0]!;
    const pollNode = doc.nodes[1]!;
    expect(
      canPlace(doc, { kind: 'embed-field' }, { parentKey: embed.key, slot: 'fields' }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('25') });
    expect(
      canPlace(doc, { kind: 'poll-answer' }, { parentKey: pollNode.key, slot: 'answers' }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('10') });
    expect(
      canPlace(doc, { kind: 'poll-answer' }, { parentKey: embed.key, slot: 'fields' }).ok,
    ).toBe(false);
    expect(canPlace(doc, makeNode('embed-field'), { parentKey: null, slot: 'components' }).ok).toBe(
      false,
    );
  });
});
