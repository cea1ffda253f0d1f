// @vitest-environment jsdom
import { undo as undoText } from '@codemirror/commands';
import { forEachDiagnostic } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorProvider, createEditorStore, payloadText } from '../../editor';
import type { EditorStore } from '../../editor';
import { toPayload } from '../../model';
import { button, chars, docOf, message, row, text } from '../../model/testing/fixtures';
import JsonEditorPanel from './JsonEditorPanel';
import { BURST_GAP_MS, FOLLOW_DELAY_MS, PARSE_DELAY_MS } from './json-editor';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function open(store: EditorStore, onClose = () => {}) {
  render(
    <EditorProvider store={store}>
      <JsonEditorPanel onClose={onClose} />
    </EditorProvider>,
  );
  const dom = document.querySelector<HTMLElement>('.cm-editor');
  const view = dom && EditorView.findFromDOM(dom);
  if (!view) throw new Error('no CodeMirror view in the panel');
  return view;
}

const textOf = (view: EditorView) => view.state.doc.toString();
const status = () => screen.getByTestId('json-editor-status').textContent;

/** Types over the first occurrence of `find`, as a keystroke would. */
function typeOver(view: EditorView, find: string, insert: string) {
  const from = textOf(view).indexOf(find);
  if (from < 0) throw new Error(`"${find}" is not in the JSON`);
  act(() => {
    view.dispatch({ changes: { from, to: from + find.length, insert }, userEvent: 'input.type' });
  });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function twoTexts() {
  const store = createEditorStore({ doc: docOf(message(text('Hello'), text('World'))) });
  const [a, b] = store.getState().doc.nodes.map((n) => n.key) as [string, string];
  return { store, a, b };
}

describe('JsonEditorPanel', () => {
  it('shows the design as its pretty payload, labelled, and in sync', () => {
    const { store } = twoTexts();
    const view = open(store);
    expect(textOf(view)).toBe(payloadText(store.getState().doc));
    expect(screen.getByRole('textbox', { name: 'Design JSON' })).toBe(view.contentDOM);
    expect(status()).toBe('In sync');
    expect(view.dom.closest('[data-native-undo]')).not.toBeNull();
  });

  it('loads typed JSON into the design after a pause, keeping keys and selection', () => {
    const { store, a, b } = twoTexts();
    store.getState().select(b);
    const view = open(store);
    typeOver(view, 'Hello', 'Hello there');
    wait(PARSE_DELAY_MS - 10);
    expect(store.getState().doc.nodes[0]!.props.content).toBe('Hello');
    wait(10);
    const doc = store.getState().doc;
    expect(doc.nodes[0]!.props.content).toBe('Hello there');
    expect(doc.nodes.map((n) => n.key)).toEqual([a, b]);
    expect(store.getState().selectedKey).toBe(b);
    // The user's text is left as typed, not reformatted.
    expect(textOf(view)).toContain('"Hello there"');
  });

  it('loads the text still waiting when the editor is closed inside the pause', () => {
    const { store } = twoTexts();
    const view = open(store);
    typeOver(view, 'Hello', 'Hello there');
    cleanup();
    expect(store.getState().doc.nodes[0]!.props.content).toBe('Hello there');
  });

  it('gives its waiting text to whoever saves before the page hides', () => {
    const { store } = twoTexts();
    const held = new Set<() => void>();
    render(
      <EditorProvider store={store}>
        <JsonEditorPanel
          onClose={() => {}}
          holdPending={(flush) => {
            held.add(flush);
            return () => held.delete(flush);
          }}
        />
      </EditorProvider>,
    );
    const view = EditorView.findFromDOM(document.querySelector<HTMLElement>('.cm-editor')!)!;
    expect(held.size).toBe(1);
    typeOver(view, 'World', 'World!');
    act(() => held.forEach((flush) => flush()));
    expect(store.getState().doc.nodes[1]!.props.content).toBe('World!');
    // Nothing left waiting: the pause passing changes nothing more.
    const doc = store.getState().doc;
    wait(PARSE_DELAY_MS);
    expect(store.getState().doc).toBe(doc);
    cleanup();
    expect(held.size).toBe(0);
  });

  it('makes one undo step of a burst of typing, and a new one after a pause', () => {
    const { store } = twoTexts();
    const view = open(store);
    typeOver(view, 'Hello', 'Hello!');
    wait(PARSE_DELAY_MS);
    typeOver(view, 'Hello!', 'Hello!!');
    wait(PARSE_DELAY_MS);
    expect(store.getState().history.past).toHaveLength(1);
    wait(BURST_GAP_MS);
    typeOver(view, 'World', 'World!');
    wait(PARSE_DELAY_MS);
    expect(store.getState().history.past).toHaveLength(2);
    act(() => store.getState().undo());
    expect(toPayload(store.getState().doc)).toMatchObject({
      components: [{ content: 'Hello!!' }, { content: 'World' }],
    });
  });

  it('leaves the design alone while the JSON is broken, and says where', () => {
    const { store } = twoTexts();
    const before = store.getState().doc;
    const view = open(store);
    typeOver(view, '"World"', '"World",');
    wait(PARSE_DELAY_MS);
    expect(store.getState().doc).toBe(before);
    expect(status()).toMatch(/^Line \d+, column \d+: /);
    const marks: number[] = [];
    forEachDiagnostic(view.state, (d) => marks.push(d.from));
    expect(marks).toEqual([textOf(view).indexOf('}', textOf(view).indexOf('"World",'))]);
  });

  it('follows a change made in the tree, replacing only what differs', () => {
    const { store, a } = twoTexts();
    const view = open(store);
    act(() => view.dispatch({ selection: { anchor: 3 } }));
    act(() => {
      store.getState().dispatch({ type: 'update', key: a, patch: { content: 'Hi' } });
    });
    wait(FOLLOW_DELAY_MS);
    expect(textOf(view)).toBe(payloadText(store.getState().doc));
    expect(view.state.selection.main.anchor).toBe(3);
    // The text change came from the tree: it is not typing, so the store has one step only.
    wait(PARSE_DELAY_MS);
    expect(store.getState().history.past).toHaveLength(1);
  });

  it('replaces unfinished text when the tree changes, and says so', () => {
    const { store, a } = twoTexts();
    const view = open(store);
    typeOver(view, '"World"', '"World" oops');
    wait(PARSE_DELAY_MS);
    expect(screen.queryByTestId('json-editor-note')).toBeNull();
    act(() => {
      store.getState().dispatch({ type: 'update', key: a, patch: { content: 'Hi' } });
    });
    wait(FOLLOW_DELAY_MS);
    expect(textOf(view)).toBe(payloadText(store.getState().doc));
    expect(status()).toBe('In sync');
    expect(screen.getByTestId('json-editor-note').textContent).toMatch(/changed outside/);
  });

  it('marks each problem at its value and counts them', () => {
    const store = createEditorStore({ doc: docOf(message(row(button({ label: 'Go' })))) });
    const view = open(store);
    typeOver(view, '"Go"', JSON.stringify(chars(81)));
    wait(PARSE_DELAY_MS);
    expect(status()).toBe('1 problem');
    const marked: string[] = [];
    forEachDiagnostic(view.state, (d) => marked.push(textOf(view).slice(d.from, d.to)));
    expect(marked).toEqual([JSON.stringify(chars(81))]);
  });

  it("undoes typing with CodeMirror's own history, and the design follows", () => {
    const { store } = twoTexts();
    const view = open(store);
    typeOver(view, 'Hello', 'Bye');
    wait(PARSE_DELAY_MS);
    const contentOf = () => store.getState().doc.nodes[0]!.props.content;
    expect(contentOf()).toBe('Bye');
    act(() => void undoText(view));
    expect(textOf(view)).toContain('"Hello"');
    wait(PARSE_DELAY_MS);
    expect(contentOf()).toBe('Hello');
  });

  it('closes from its button', () => {
    const onClose = vi.fn();
    open(createEditorStore(), onClose);
    fireEvent.click(screen.getByTestId('json-editor-close'));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
