// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { docOf, message, text } from '../../model/testing/fixtures';
import { EditorProvider } from './context';
import { createEditorStore } from './store';
import type { EditorState } from './store';
import { nextFrame } from './test-frame';
import { useEditorLater } from './use-editor-later';
import type { Later } from './use-editor-later';

afterEach(cleanup);

const selectCount = (s: EditorState) => s.doc.nodes.length;

/** A Later that shows in the next animation frame, drawn inside it. */
const inNextFrame: Later = (show) => {
  const frame = requestAnimationFrame(() => flushSync(show));
  return () => cancelAnimationFrame(frame);
};

function setup() {
  const store = createEditorStore({ doc: docOf(message(text('A'))) });
  const renders: number[] = [];
  function Probe() {
    const n = useEditorLater(selectCount, inNextFrame);
    renders.push(n);
    return <output data-testid="n">{n}</output>;
  }
  const view = render(
    <EditorProvider store={store}>
      <Probe />
    </EditorProvider>,
  );
  const add = () =>
    act(() => {
      store.getState().dispatch({
        type: 'load',
        doc: docOf(message(...store.getState().doc.nodes.map(() => text('x')), text('y'))),
      });
    });
  return { store, renders, add, ...view };
}

describe('useEditorLater', () => {
  it('follows the store when its Later shows', async () => {
    const { add } = setup();
    add();
    expect(screen.getByTestId('n').textContent).toBe('1');
    await nextFrame();
    expect(screen.getByTestId('n').textContent).toBe('2');
  });

  it('draws only the last of several changes made before its Later shows', async () => {
    const { add, renders } = setup();
    renders.length = 0;
    add();
    add();
    add();
    await nextFrame();
    expect(screen.getByTestId('n').textContent).toBe('4');
    // No state between the two frames is drawn. (Under act(), React draws the flushSync update
    // twice; in the browser it is once, as the benchmark's render count shows.)
    expect(renders.length).toBeGreaterThan(0);
    expect(renders.every((n) => n === 4)).toBe(true);
  });

  it('asks its Later nothing when its part of the state did not change', () => {
    const { store } = setup();
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    act(() => store.getState().select(store.getState().doc.nodes[0]!.key));
    expect(frames).not.toHaveBeenCalled();
    frames.mockRestore();
  });

  it('cancels what it asked of its Later when it goes away', () => {
    const { add, unmount } = setup();
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    add();
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
    cancel.mockRestore();
  });
});
