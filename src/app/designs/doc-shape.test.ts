import { describe, expect, it } from 'vitest';
import { toPayload, validate } from '../../model';
import type { Doc } from '../../model';
import { checkDoc } from './doc-shape';

// A design as the editor stored it before nodes were keyed by kind name: `components`,
// `hasComponents` and a type number on each node.
const saved = {
  surface: 'message',
  envelope: 'message',
  body: { flags: 32768 },
  hasComponents: true,
  components: [
    {
      key: 'a',
      type: 17,
      props: { accent_color: null },
      slots: { components: [{ key: 'b', type: 10, props: { content: 'Hi' }, slots: {} }] },
    },
    { key: 'c', type: 99, props: { label: 'x' }, slots: {} },
    { key: 'd', type: null, props: {}, slots: {}, raw: 5 },
  ],
};

describe('checkDoc', () => {
  it('opens a design saved before nodes had kind names, as the same payload', () => {
    const checked = checkDoc(saved);
    expect(checked.ok).toBe(true);
    const doc = (checked as { value: Doc }).value;
    expect(doc.nodes.map((n) => n.kind)).toEqual(['container', 'unknown', 'unknown']);
    expect(doc.nodes[0]!.slots.components![0]!.kind).toBe('text-display');
    expect(toPayload(doc as Doc & { surface: 'message' })).toEqual({
      flags: 32768,
      components: [
        { type: 17, accent_color: null, components: [{ type: 10, content: 'Hi' }] },
        { type: 99, label: 'x' },
        5,
      ],
    });
    expect(validate(doc).map((p) => p.code)).toContain('unknown-component-type');
  });

  it('opens a legacy message saved with its embeds and poll in the body, with them as nodes', () => {
    const body = {
      content: 'Hi',
      embeds: [{ title: 'A', fields: [{ name: 'n', value: 'v' }] }],
      poll: { question: { text: 'Q?' }, answers: [{ poll_media: { text: 'Yes' } }] },
    };
    const row = { key: 'r', kind: 'action-row', props: {}, slots: {} };
    const checked = checkDoc({ ...saved, body, components: [row] });
    const doc = (checked as { value: Doc }).value;
    expect(doc.nodes.map((n) => n.kind)).toEqual(['embed', 'poll', 'action-row']);
    expect(doc.body).toEqual({ content: 'Hi' });
    expect(toPayload(doc as Doc & { surface: 'message' })).toEqual({
      ...body,
      components: [{ type: 1 }],
    });
  });

  it('returns a node already in the current shape as the same object', () => {
    const node = { key: 'x', kind: 'text-display', props: { content: 'Hi' }, slots: {} };
    const checked = checkDoc({ ...saved, components: undefined, nodes: [node], hasNodes: true });
    expect(checked.ok && checked.value.nodes[0]).toBe(node);
  });

  it('refuses a node of a kind the catalog does not have', () => {
    const checked = checkDoc({
      ...saved,
      components: [{ key: 'x', kind: 'sparkle', props: {}, slots: {} }],
    });
    expect(checked).toEqual({ ok: false, reason: 'components[0] is of an unknown kind "sparkle"' });
  });

  it('keeps a command set with its scope', () => {
    const checked = checkDoc({
      surface: 'commands',
      envelope: 'commands',
      guildId: '1290000000000000001',
      body: {},
      hasNodes: true,
      nodes: [{ key: 'k', kind: 'chat-input-command', props: { name: 'ping' }, slots: {} }],
    });
    expect(checked.ok && checked.value.surface === 'commands' && checked.value.guildId).toBe(
      '1290000000000000001',
    );
  });
});
