// The design being edited, drawn the way Discord shows it (message or modal) in either theme, with
// the interaction simulator. A click on a component selects it in the editor.
//
// It subscribes to the document (at most once every PREVIEW_EVERY_MS, with a key: keys typed
// faster than that are drawn together; not while hidden) and the selection; the preview under it
// draws again just the components an edit changed, so typing in one field stays cheap in a
// 40-component design. The modal preview and the interaction builder load after the page is usable
// (or at once for a modal).
import { Suspense, useId, useRef } from 'react';
import { ThemeSwitch, lazyComponent, lazyModule, useTheme } from '../../preview';
import { useEditorServices } from '../services';
import { useDrawnLater } from '../use-drawn-later';
import { useEditor } from '../state/context';
import { useAtMostEvery, useEditorLater, useWhileShown } from '../state/use-editor-later';
import { selectDoc, selectSelectedKey } from '../state/selectors';
import type { EditorState } from '../state/store';
import './editor-preview.css';

// The renderers, the markdown parser and the simulator are their own chunk, with the gate over a
// shared design's remote pictures: nothing of them is drawn before the page is usable, so they
// need not be parsed before it.
const body = lazyModule(() => import('./preview-chunk'));
const RemoteMediaGate = lazyComponent(body, (m) => m.RemoteMediaGate);
const DeferredInteractionSimulator = lazyComponent(body, (m) => m.DeferredInteractionSimulator);

/**
 * The preview follows typing at most this often (ms): in a burst of keys faster than that it draws
 * every few keys, not each one, and the last key at most this much later.
 */
export const PREVIEW_EVERY_MS = 100;

// The events reference on the Tools page (src/app/tools/events; the editor may not import app).
const EVENTS_REFERENCE_HREF = '/tools#events';

const pending = <div className="editor-preview-pending" aria-busy="true" />;

// The store's own action: the same function for the life of the store.
const selectSelectAction = (s: EditorState) => s.select;

export function EditorPreview() {
  const section = useRef<HTMLElement>(null);
  // Not drawn while hidden (a phone's other tabs), at once when shown again.
  const doc = useEditorLater(selectDoc, useWhileShown(section, useAtMostEvery(PREVIEW_EVERY_MS)));
  const selectedKey = useEditor(selectSelectedKey);
  const select = useEditor(selectSelectAction);
  const { attachments, remoteMedia } = useEditorServices();
  // The app's one theme: this switch changes the whole page, and the choice is kept.
  const [theme, setTheme] = useTheme();
  const titleId = useId();
  // The 40 components draw in a transition after the first commit (see useDrawnLater).
  const drawn = useDrawnLater();
  return (
    <section
      ref={section}
      className="editor-preview"
      aria-labelledby={titleId}
      data-testid="editor-preview"
    >
      <header className="editor-preview-head">
        <h2 id={titleId}>Preview</h2>
        <ThemeSwitch theme={theme} onChange={setTheme} />
      </header>
      {drawn ? (
        <Suspense fallback={pending}>
          <RemoteMediaGate remoteMedia={remoteMedia}>
            <Suspense fallback={pending}>
              <DeferredInteractionSimulator
                doc={doc}
                theme={theme}
                attachments={attachments}
                selectedKey={selectedKey}
                onSelect={select}
              />
            </Suspense>
          </RemoteMediaGate>
        </Suspense>
      ) : (
        pending
      )}
      <p className="editor-preview-more">
        <a href={EVENTS_REFERENCE_HREF} data-testid="preview-events-link">
          Other events Discord sends
        </a>
      </p>
    </section>
  );
}
