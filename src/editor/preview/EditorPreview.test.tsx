// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Doc, Node } from '../../model';
import {
  container,
  docOf,
  file,
  label,
  message,
  modal,
  text,
  texts,
  textInput,
} from '../../model/testing/fixtures';
import type * as MarkdownModule from '../../preview/markdown';
import type { EditorServices } from '../services';
import { EditorServicesProvider } from '../services';
import { EditorProvider } from '../state/context';
import { nextFrame } from '../state/test-frame';
import { createEditorStore } from '../state/store';
import type { EditorStore } from '../state/store';
import { EditorPreview, PREVIEW_EVERY_MS } from './EditorPreview';

const drawn = vi.hoisted(() => [] as string[]);

vi.mock('../../preview/markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof MarkdownModule>();
  const { recordingMarkdown } = await import('../../preview/markdown/test-helpers');
  return {
    ...actual,
    Markdown: recordingMarkdown(actual.Markdown, drawn),
  };
});

beforeEach(() => {
  drawn.length = 0;
});
afterEach(cleanup);

function renderPreview(doc: Doc, attachments: EditorServices['attachments'] = {}) {
  const store = createEditorStore({ doc });
  const services: EditorServices = {
    attachments,
    attachFile: (f) => Promise.resolve(f.name),
    detachFile: () => Promise.resolve(),
  };
  const view = render(
    <EditorServicesProvider value={services}>
      <EditorProvider store={store}>
        <EditorPreview />
      </EditorProvider>
    </EditorServicesProvider>,
  );
  return { store, view };
}

const fortyComponents = () => docOf(message(container(...texts(39))));
const textsOf = (store: EditorStore): Node[] => store.getState().doc.nodes[0]!.slots.components!;
const keyOf = (el: Element) => el.getAttribute('data-node-key');

describe('EditorPreview', () => {
  // The renderers are a lazy chunk: the first preview waits for it, the later ones draw at once.
  beforeAll(async () => {
    renderPreview(docOf(message(text('Loading'))));
    await screen.findByText('Loading');
    cleanup();
  });

  it("draws the store's message and outlines the selected component", () => {
    const { store } = renderPreview(fortyComponents());
    expect(screen.getByText('Text 38')).toBeTruthy();
    const target = textsOf(store)[2]!;
    act(() => store.getState().select(target.key));
    const selected = document.querySelectorAll('[data-selected="true"]');
    expect(Array.from(selected).map(keyOf)).toEqual([target.key]);
  });

  it('links to the events reference for what Discord sends besides interactions', () => {
    renderPreview(fortyComponents());
    const link = screen.getByRole('link', { name: 'Other events Discord sends' });
    expect(link.getAttribute('href')).toBe('/tools#events');
  });

  it('selects a component clicked in the preview', () => {
    const { store } = renderPreview(fortyComponents());
    fireEvent.click(screen.getByText('Text 7'));
    expect(store.getState().selectedKey).toBe(textsOf(store)[7]!.key);
  });

  it('draws a modal when the design is one', async () => {
    renderPreview(docOf(modal(text('Tell us'), label('Name', textInput()))));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('switches between the dark and the light theme', () => {
    const { view } = renderPreview(fortyComponents());
    const themed = () => view.container.querySelector('.dp-message-preview');
    expect(themed()?.getAttribute('data-theme')).toBe('dark');
    fireEvent.click(screen.getByTestId('theme:light'));
    expect(themed()?.getAttribute('data-theme')).toBe('light');
    expect(screen.getByTestId('theme:light').getAttribute('aria-checked')).toBe('true');
  });

  it("draws the design's attached files", () => {
    renderPreview(docOf(message(file('report.pdf'))), {
      'report.pdf': { name: 'report.pdf', size: 2048, contentType: 'application/pdf' },
    });
    expect(screen.getByText('2.00 KB')).toBeTruthy();
  });

  it('typing into one Text Display draws that component again and none of the others', async () => {
    const { store } = renderPreview(fortyComponents());
    const target = textsOf(store)[20]!;
    act(() => store.getState().select(target.key));
    drawn.length = 0;
    for (const content of ['T', 'Ty', 'Typ']) {
      act(() => {
        store.getState().dispatch({ type: 'update', key: target.key, patch: { content } });
      });
      // Keys slower than PREVIEW_EVERY_MS are each drawn, at once.
      await act(() => new Promise((done) => setTimeout(done, PREVIEW_EVERY_MS)));
    }
    expect(drawn).toEqual(['T', 'Ty', 'Typ']);
    expect(screen.getByText('Typ')).toBeTruthy();
  });

  it('draws the first of quick keys with it, and those after it together, PREVIEW_EVERY_MS on', async () => {
    const { store } = renderPreview(fortyComponents());
    const target = textsOf(store)[20]!;
    drawn.length = 0;
    for (const content of ['T', 'Ty', 'Typ']) {
      act(() => {
        store.getState().dispatch({ type: 'update', key: target.key, patch: { content } });
      });
    }
    expect(drawn).toEqual(['T']);
    await act(() => new Promise((done) => setTimeout(done, PREVIEW_EVERY_MS)));
    await nextFrame();
    expect(drawn).toEqual(['T', 'Typ']);
  });
});
