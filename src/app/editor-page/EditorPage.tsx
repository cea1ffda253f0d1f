// The editor's layout: header and toolbar, then palette | outline | preview | inspector, with the
// problems and the payload below. A phone shows one of outline, preview and inspector at a time
// (PhoneTabs). The component commands (move, duplicate, delete) live on the selected outline row,
// once, so their test ids stay unique.
import { Suspense, useEffect, useState } from 'react';
import {
  EditorDnd,
  EditorPreview,
  Inspector,
  Outline,
  Palette,
  selectSurface,
  useDrawnLater,
  useEditor,
  useEditorStore,
  useUndoShortcuts,
} from '../../editor';
import { lazyComponent } from '../../preview';
import type { DesignManager, DesignsSnapshot } from '../designs/design-manager';
import { openAsNewDesign } from '../import/open-design';
import { EditorHeader } from './EditorHeader';
import type { ToolsState } from './use-tools';
import { EditorBanners, FirstRunOffer } from './EditorBanners';
import { EditSelected, PhoneTabs } from './PhoneTabs';
import { usePhoneTabs } from './use-phone-tabs';
import './editor.css';
import './panels.css';
import './phone.css';

const ImportDialog = lazyComponent(() => import('../import/ImportDialog'));
const SharePanel = lazyComponent(() => import('../share/SharePanel'));
const SendPanel = lazyComponent(() => import('../send/SendPanel'));
const RegisterPanel = lazyComponent(() => import('../commands/RegisterPanel'));
const JsonEditorPanel = lazyComponent(() => import('../json-editor/JsonEditorPanel'));
// The problems and the export panel, below the fold: they load right after the first frame.
const EditorBottom = lazyComponent(() => import('./EditorBottom'));

/** The performance mark the benchmark reads: the editor is drawn with its document. */
export const USABLE_MARK = 'component-studio:usable';
let marked = false;

export interface EditorPageProps {
  manager: DesignManager;
  snapshot: DesignsSnapshot;
  attachmentError?: string | null;
  onDismissAttachmentError?: () => void;
  /** Which tool panel is open; kept by EditorApp so that it stays open across a design switch. */
  tools: ToolsState;
}

export function EditorPage({
  manager,
  snapshot,
  attachmentError = null,
  onDismissAttachmentError = () => {},
  tools,
}: EditorPageProps) {
  const { panel, jsonOpen, droppedFile, close, closeJson } = tools;
  const store = useEditorStore();
  const commands = useEditor(selectSurface) === 'commands';
  const { tab, showTab, tabBar, columns } = usePhoneTabs(store);
  // On a phone the palette waits behind its button, unless there is nothing else to show yet.
  const [paletteOpen, setPaletteOpen] = useState(() => store.getState().doc.nodes.length === 0);
  const toggleJson = () => {
    if (!jsonOpen) showTab('preview');
    tools.toggleJson();
  };
  useUndoShortcuts();
  // The problems and the payload are below the fold: they draw right after the first frame.
  const bottomDrawn = useDrawnLater();
  useEffect(() => {
    if (marked || typeof performance === 'undefined' || !performance.mark) return;
    marked = true;
    performance.mark(USABLE_MARK);
  }, []);

  return (
    <div className="editor" data-testid="editor">
      <EditorHeader
        manager={manager}
        snapshot={snapshot}
        tools={{ open: panel, onOpen: tools.open, jsonOpen, onToggleJson: toggleJson, commands }}
      />
      <EditorBanners
        manager={manager}
        snapshot={snapshot}
        attachmentError={attachmentError}
        onDismissAttachmentError={onDismissAttachmentError}
      />
      <PhoneTabs tab={tab} onTab={showTab} ref={tabBar} />
      <EditorDnd>
        <main className="editor-columns" data-tab={tab} ref={columns}>
          <div className={`editor-column editor-palette${paletteOpen ? ' is-open' : ''}`}>
            <button
              type="button"
              className="palette-toggle button-secondary"
              data-testid="palette-toggle"
              aria-expanded={paletteOpen}
              onClick={() => setPaletteOpen((open) => !open)}
            >
              {commands
                ? paletteOpen
                  ? 'Hide the commands and options'
                  : 'Add a command or option'
                : paletteOpen
                  ? 'Hide the components'
                  : 'Add a component'}
            </button>
            <Palette />
          </div>
          <div className="editor-column editor-outline">
            <Outline />
            <EditSelected onEdit={() => showTab('inspector')} />
          </div>
          <div className={jsonOpen ? 'editor-stage with-json' : 'editor-stage'}>
            <FirstRunOffer manager={manager} firstRun={snapshot.firstRun} />
            {jsonOpen && (
              <Suspense fallback={<p className="loading">Loading the JSON editor…</p>}>
                <JsonEditorPanel
                  onClose={closeJson}
                  holdPending={manager.holdPending}
                  onOpenDesign={(doc) =>
                    openAsNewDesign(
                      manager,
                      'Commands',
                      doc,
                      (name) => `The pasted commands opened as a Commands design, "${name}".`,
                    )
                  }
                />
              </Suspense>
            )}
            <EditorPreview />
          </div>
          <div className="editor-column editor-inspector">
            <Inspector />
          </div>
        </main>
      </EditorDnd>
      <Suspense fallback={null}>
        {panel === 'send' &&
          (commands ? (
            <RegisterPanel manager={manager} onClose={close} />
          ) : (
            <SendPanel manager={manager} onClose={close} />
          ))}
        {panel === 'import' && (
          <ImportDialog manager={manager} file={droppedFile} onClose={close} />
        )}
        {panel === 'share' && <SharePanel manager={manager} onClose={close} />}
      </Suspense>
      {bottomDrawn && (
        <Suspense fallback={null}>
          <EditorBottom
            designName={snapshot.designs.find((d) => d.id === snapshot.currentId)?.name}
          />
        </Suspense>
      )}
    </div>
  );
}
