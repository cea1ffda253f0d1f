// Test helper: a real store and the palette, outline and notice inside one EditorDnd, the way
// the app composes them.
import { render } from '@testing-library/react';
import type { Doc } from '../../model';
import { EditorDnd } from '../dnd/EditorDnd';
import { NoticeBar } from '../notice/NoticeBar';
import { Palette } from '../palette/Palette';
import { EditorProvider } from '../state/context';
import { createEditorStore } from '../state/store';
import { Outline } from './Outline';

export function renderEditor(doc?: Doc, selectedKey: string | null = null) {
  const store = createEditorStore({ doc, selectedKey });
  const view = render(
    <EditorProvider store={store}>
      <EditorDnd>
        <NoticeBar />
        <Palette />
        <Outline />
      </EditorDnd>
    </EditorProvider>,
  );
  return { store, ...view };
}

/** The outline row of a node. */
export function row(container: HTMLElement, key: string): HTMLElement {
  const el = container.querySelector<HTMLElement>(`[data-testid="node"][data-node-key="${key}"]`);
  if (!el) throw new Error(`no row for ${key}`);
  return el;
}

/** The drop zones as "parent/slot/index" strings, in document order. */
export function zones(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('[data-testid="dropzone"]')).map(
    (z) =>
      `${z.getAttribute('data-parent-key')}/${z.getAttribute('data-slot')}/${z.getAttribute('data-index')}`,
  );
}
