// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComponentType as T, emptyMessage, emptyModal, makeNode, toPayload } from '../../model';
import { PayloadJson, payloadText } from './PayloadJson';
import { renderWithStore } from './test-helpers';

afterEach(cleanup);

describe('PayloadJson', () => {
  it('shows the payload of the current document and follows its changes a moment later', async () => {
    const doc = { ...emptyMessage(), components: [makeNode(T.TextDisplay, { content: 'Hi' })] };
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
});
