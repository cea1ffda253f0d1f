// Test helpers: a real store opened on a document built with the model's helpers, and the
// inspector rendered against it.
import { render, screen } from '@testing-library/react';
import { emptyMessage, emptyModal, insertNode, makeNode, newNode } from '../../model';
import type { Doc, NewKind, Node } from '../../model';
import { EditorServicesProvider } from '../services';
import type { EditorServices } from '../services';
import { EditorProvider } from '../state/context';
import { nodeIndex } from '../state/selectors';
import { createEditorStore } from '../state/store';
import type { EditorStore } from '../state/store';
import { Inspector } from './Inspector';

/** A document with `node` at the top level (wrapped where it cannot stand alone). */
export function docWith(node: Node, doc: Doc = emptyMessage()): Doc {
  const result = insertNode(doc, node, { parentKey: null, slot: 'components' });
  if (!result.ok) throw new Error(result.reason);
  return result.doc;
}

/** A fresh component of `kind` in a document of the right surface. */
export function docOf(kind: NewKind, surface: 'v2' | 'legacy' | 'modal' = 'v2') {
  const base = surface === 'modal' ? emptyModal() : emptyMessage(surface === 'v2');
  const node = newNode(base, kind);
  return { doc: docWith(node, base), node };
}

/** A V2 message with a Section whose accessory is a Thumbnail. */
export function docWithThumbnail() {
  const base = emptyMessage();
  const thumb = newNode(base, 'thumbnail');
  const section = makeNode(
    'section',
    {},
    { components: [newNode(base, 'text-display')], accessory: [thumb] },
  );
  return { doc: docWith(section, base), node: thumb };
}

export interface Rendered {
  store: EditorStore;
  /** The node's props as the store holds them now. */
  props: (key?: string) => Record<string, unknown>;
  field: (name: string) => HTMLElement;
}

export function renderInspector(
  doc: Doc,
  selectedKey: string | null = null,
  services?: EditorServices,
): Rendered {
  const store = createEditorStore({ doc, selectedKey });
  const tree = (
    <EditorProvider store={store}>
      <Inspector />
    </EditorProvider>
  );
  render(
    services ? <EditorServicesProvider value={services}>{tree}</EditorServicesProvider> : tree,
  );
  return {
    store,
    props: (key = selectedKey ?? '') =>
      nodeIndex(store.getState().doc).get(key)?.node.props ?? store.getState().doc.body,
    field: (name) => screen.getByTestId(`field:${name}`),
  };
}

/** Services that keep attached files in memory, as the app does in browser storage. */
export function fakeServices(): EditorServices & { files: File[] } {
  const files: File[] = [];
  const services = {
    files,
    attachments: {} as EditorServices['attachments'],
    attachFile: (file: File) => {
      files.push(file);
      services.attachments[file.name] = { name: file.name, size: file.size };
      return Promise.resolve(file.name);
    },
    detachFile: () => Promise.resolve(),
  };
  return services;
}
