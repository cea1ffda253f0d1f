// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { convertDoc, emptyMessage, makeNode, surfaceOf } from '../../model';
import type { MessageDoc } from '../../model';
import { SurfaceSwitch } from './SurfaceSwitch';
import { renderWithStore } from './test-helpers';

afterEach(cleanup);

function richMessage(): MessageDoc {
  const section = makeNode(
    'section',
    {},
    {
      components: [makeNode('text-display', { content: 'Hello' })],
      accessory: [makeNode('thumbnail', { media: { url: 'https://example.com/a.png' } })],
    },
  );
  return {
    ...emptyMessage(),
    nodes: [makeNode('container', {}, { components: [section, makeNode('separator', {})] })],
  };
}

describe('SurfaceSwitch', () => {
  it('shows the current surface', () => {
    renderWithStore(<SurfaceSwitch />, emptyMessage(false));
    expect((screen.getByTestId('surface') as HTMLSelectElement).value).toBe('legacy');
  });

  // Converting loads on first use, so the dialog or the switch comes a moment after the change.
  it('lists every loss before anything changes, and Cancel keeps the document as it was', async () => {
    const doc = richMessage();
    const { store } = renderWithStore(<SurfaceSwitch />, doc);
    fireEvent.change(screen.getByTestId('surface'), { target: { value: 'legacy' } });
    const dialog = await screen.findByTestId('convert-dialog');
    const { lost } = convertDoc(doc, 'legacy');
    expect(lost.length).toBeGreaterThan(0);
    expect(
      within(dialog)
        .getAllByTestId('convert-loss')
        .map((li) => li.textContent),
    ).toEqual(lost);
    expect(store.getState().doc).toBe(doc);

    fireEvent.click(screen.getByTestId('convert-cancel'));
    expect(screen.queryByTestId('convert-dialog')).toBeNull();
    expect(store.getState().doc).toBe(doc);
    expect(store.getState().history.past).toHaveLength(0);
    expect((screen.getByTestId('surface') as HTMLSelectElement).value).toBe('v2');
  });

  it('converts on confirm, as one undoable step', async () => {
    const { store } = renderWithStore(<SurfaceSwitch />, richMessage());
    fireEvent.change(screen.getByTestId('surface'), { target: { value: 'legacy' } });
    fireEvent.click(await screen.findByTestId('convert-confirm'));
    expect(surfaceOf(store.getState().doc)).toBe('legacy');
    expect((screen.getByTestId('surface') as HTMLSelectElement).value).toBe('legacy');
    store.getState().undo();
    expect(surfaceOf(store.getState().doc)).toBe('v2');
  });

  it('switches at once when nothing would be lost', async () => {
    const { store } = renderWithStore(<SurfaceSwitch />, {
      ...emptyMessage(),
      nodes: [makeNode('text-display', { content: 'Hi' })],
    });
    fireEvent.change(screen.getByTestId('surface'), { target: { value: 'modal' } });
    await waitFor(() => expect(store.getState().doc.surface).toBe('modal'));
    expect(screen.queryByTestId('convert-dialog')).toBeNull();
  });

  it('cancels with Escape', async () => {
    const doc = richMessage();
    const { store } = renderWithStore(<SurfaceSwitch />, doc);
    fireEvent.change(screen.getByTestId('surface'), { target: { value: 'modal' } });
    fireEvent.keyDown(await screen.findByTestId('convert-dialog'), { key: 'Escape' });
    expect(screen.queryByTestId('convert-dialog')).toBeNull();
    expect(store.getState().doc).toBe(doc);
  });
});
