// Panels rendered against a real store opened on a document.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Doc } from '../../model';
import { EditorProvider } from '../state/context';
import { createEditorStore } from '../state/store';
import type { EditorStore } from '../state/store';

export function renderWithStore(ui: ReactElement, doc?: Doc): { store: EditorStore } {
  const store = createEditorStore({ doc });
  render(<EditorProvider store={store}>{ui}</EditorProvider>);
  return { store };
}
