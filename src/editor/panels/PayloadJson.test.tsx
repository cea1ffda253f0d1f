// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyMessage, emptyModal, importPayload, makeNode, toPayload } from '../../model';
import {
  messageCommandArb,
  slashCommandArb,
  userCommandArb,
} from '../../model/testing/command-arbitraries';
import type { Doc, MessageDoc } from '../../model';
import { CHUNK_LINES, PayloadJson, chunksOf, payloadText, setText } from './PayloadJson';
import { renderWithStore } from './test-helpers';

afterEach(cleanup);

describe('chunksOf', () => {
  it('cuts a long text into pieces of whole lines that join back into it', () => {
    const text = Array.from({ length: CHUNK_LINES * 2 + 5 }, (_, i) => `line ${i}`).join('\n');
    const chunks = chunksOf(text);
    expect(chunks).toHaveLength(3);
    expect(chunks.join('')).toBe(text);
    expect(chunks[1]!.split('\n')[0]).toBe(`line ${CHUNK_LINES}`);
    expect(chunksOf('{}')).toEqual(['{}']);
  });
});

describe('PayloadJson', () => {
  it('redraws only the piece of a long payload that an edit changed', async () => {
    const texts = Array.from({ length: 60 }, (_, i) =>
      makeNode('text-display', { content: `t${i}` }),
    );
    const doc: MessageDoc = { ...emptyMessage(), nodes: texts };
    const { store } = renderWithStore(<PayloadJson />, doc);
    const pre = screen.getByTestId('payload-json');
    const pieces = [...pre.querySelectorAll('.payload-chunk')];
    expect(pieces.length).toBeGreaterThan(2);
    expect(JSON.parse(pre.textContent!)).toEqual(toPayload(doc));
    const before = pieces.map((p) => p.textContent);
    act(() => {
      store.getState().dispatch({ type: 'update', key: texts[59]!.key, patch: { content: 'end' } });
    });
    await waitFor(() => expect(pre.textContent).toContain('"end"'));
    const after = [...pre.querySelectorAll('.payload-chunk')].map((p) => p.textContent);
    expect(after.slice(0, -1)).toEqual(before.slice(0, -1));
    expect(after.at(-1)).not.toBe(before.at(-1));
  });

  it('shows a command set a command to a piece, and redraws only the command edited', async () => {
    const { doc } = importPayload(
      [
        { name: 'a', description: 'A' },
        { name: 'b', description: 'B' },
        { name: 'c', description: 'C' },
      ],
      { as: 'commands' },
    );
    const { store } = renderWithStore(<PayloadJson />, doc!);
    const pre = screen.getByTestId('payload-json');
    expect(pre.textContent).toBe(JSON.stringify(toPayload(doc!, 'commands'), null, 2));
    const pieces = () => [...pre.querySelectorAll('.payload-chunk')].map((p) => p.textContent);
    const before = pieces();
    expect(before).toHaveLength(4);
    act(() => {
      store.getState().dispatch({
        type: 'update',
        key: doc!.nodes[1]!.key,
        patch: { description: 'Bee' },
      });
    });
    await waitFor(() => expect(pre.textContent).toContain('"Bee"'));
    const after = pieces();
    expect([after[0], after[1], after[3]]).toEqual([before[0], before[1], before[3]]);
    expect(JSON.parse(pre.textContent!)[1].description).toBe('Bee');
  });

  it('shows the payload of the current document and follows its changes a moment later', async () => {
    const doc: MessageDoc = {
      ...emptyMessage(),
      nodes: [makeNode('text-display', { content: 'Hi' })],
    };
    const { store } = renderWithStore(<PayloadJson />, doc);
    const pre = screen.getByTestId('payload-json');
    expect(JSON.parse(pre.textContent!)).toEqual(toPayload(doc));
    act(() => {
      store.getState().dispatch({ type: 'load', doc: emptyModal() });
    });
    await waitFor(() => expect(JSON.parse(pre.textContent!)).toEqual(toPayload(emptyModal())));
  });

  it('computes the text once per document version', () => {
    const doc = emptyMessage();
    expect(payloadText(doc)).toBe(payloadText(doc));
    expect(payloadText(doc)).toBe(JSON.stringify(toPayload(doc), null, 2));
  });

  it('shows another target of the same surface, minified when asked', () => {
    const doc: MessageDoc = {
      ...emptyMessage(),
      nodes: [makeNode('text-display', { content: 'Hi' })],
    };
    renderWithStore(<PayloadJson envelope="response-7" minify />, doc);
    expect(screen.getByTestId('payload-json').textContent).toBe(
      JSON.stringify({ type: 7, data: toPayload(doc) }),
    );
  });

  it("falls back to the design's own envelope for a target of the other surface", () => {
    expect(payloadText(emptyModal(), 'webhook')).toBe(payloadText(emptyModal()));
    expect(payloadText(emptyMessage(), 'modal-9', true)).toBe(
      JSON.stringify(toPayload(emptyMessage())),
    );
  });

  it('shows text of its own making instead, under its own test id', () => {
    const format = (doc: Doc) => `${doc.surface} with ${doc.nodes.length} components`;
    renderWithStore(<PayloadJson format={format} testId="export-code" />, emptyModal());
    expect(screen.getByTestId('export-code').textContent).toBe('modal with 0 components');
    expect(screen.queryByTestId('payload-json')).toBeNull();
  });
});

describe('setText', () => {
  it('writes a command set exactly as JSON.stringify does, pretty and minified', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(slashCommandArb(), userCommandArb(), messageCommandArb()), {
          maxLength: 4,
        }),
        (set) => {
          const { doc } = importPayload(set, { as: 'commands' });
          if (!doc) return;
          expect(setText(doc.nodes, false)).toBe(
            JSON.stringify(toPayload(doc, 'commands'), null, 2),
          );
          expect(setText(doc.nodes, true)).toBe(JSON.stringify(toPayload(doc, 'commands')));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps a line or paragraph separator inside a string as it is', () => {
    const { doc } = importPayload(
      [
        { name: 'a', description: '\u2028 !' },
        { name: 'b', description: 'x\u2029y' },
      ],
      { as: 'commands' },
    );
    expect(setText(doc!.nodes, false)).toBe(JSON.stringify(toPayload(doc!, 'commands'), null, 2));
  });

  it('writes a command the set did not change once, whatever the other commands do', () => {
    const { doc } = importPayload(
      [
        { name: 'a', description: 'A "quoted"\nline' },
        { name: 'b', description: 'B' },
      ],
      { as: 'commands' },
    );
    const first = setText(doc!.nodes, false);
    const [a, b] = doc!.nodes;
    const edited = [{ ...a!, props: { ...a!.props, description: 'Changed' } }, b!];
    const second = setText(edited, false);
    expect(second).toBe(first.replace('A \\"quoted\\"\\nline', 'Changed'));
  });
});
