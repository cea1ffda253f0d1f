import { describe, expect, it } from 'vitest';
import { fillIds } from './ids';
import { importPayload } from '../payload/import';
import { toPayload } from '../payload/to-payload';

const idsOf = (json: unknown): unknown => {
  const out: unknown[] = [];
  JSON.stringify(json, (k, v) => {
    if (k === 'id') out.push(v);
    return v;
  });
  return out;
};

describe('fillIds', () => {
  it('fills ids sequentially, parent before children', () => {
    const doc = importPayload({
      type: 9,
      data: {
        custom_id: 'm',
        title: 'T',
        components: [
          { type: 18, label: 'L', component: { type: 4, custom_id: 'a', style: 1 } },
          { type: 10, content: 'x' },
        ],
      },
    }).doc!;
    expect(idsOf(toPayload(fillIds(doc)))).toEqual([1, 2, 3]);
  });

  it('never reuses an id defined elsewhere, and treats 0 as empty', () => {
    const doc = importPayload({
      flags: 32768,
      components: [
        { type: 10, content: 'a', id: 0 },
        { type: 10, content: 'b', id: 1 },
        { type: 10, content: 'c' },
        { type: 10, content: 'd', id: 3 },
      ],
    }).doc!;
    expect(idsOf(toPayload(fillIds(doc)))).toEqual([2, 1, 4, 3]);
  });

  it('leaves a document whose ids are all set unchanged', () => {
    const json = {
      flags: 32768,
      components: [{ type: 17, id: 5, components: [{ type: 10, id: 9, content: 'x' }] }],
    };
    expect(toPayload(fillIds(importPayload(json).doc!))).toEqual(json);
  });

  it('numbers only the components of a legacy message, never its embeds, fields, poll or answers', () => {
    const json = {
      content: 'x',
      embeds: [{ title: 'E', fields: [{ name: 'n', value: 'v', inline: true }] }],
      poll: { question: { text: 'Q' }, answers: [{ poll_media: { text: 'A' } }] },
      components: [{ type: 1, components: [{ type: 2, style: 1, label: 'B', custom_id: 'b' }] }],
    };
    const filled = toPayload(fillIds(importPayload(json).doc!)) as Record<string, unknown>;
    expect(idsOf(filled)).toEqual([1, 2]);
    expect(filled.embeds).toEqual(json.embeds);
    expect(filled.poll).toEqual(json.poll);
  });
});
