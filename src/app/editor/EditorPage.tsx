// The editor's layout: header and toolbar, then palette | outline | preview | inspector, with the
// problems and the payload below. Columns stack on a phone. The component commands (move,
// duplicate, delete) live on the selected outline row, once, so their test ids stay unique.
import { useEffect } from 'react';
import {
  EditorDnd,
  EditorPreview,
  Inspector,
  Outline,
  Palette,
  PayloadJson,
  ProblemsPanel,
  useUndoShortcuts,
} from '../../editor';
import type { DesignManager, DesignsSnapshot } from '../designs/design-manager';
import { EditorHeader } from './EditorHeader';
import { FirstRunPicker } from './FirstRunPicker';
import { StorageBanner } from './StorageBanner';
import './editor.css';
import './panels.css';

/** The performance mark the benchmark reads: the editor is drawn with its document. */
export const USABLE_MARK = 'component-studio:usable';
let marked = false;

export interface EditorPageProps {
  manager: DesignManager;
  snapshot: DesignsSnapshot;
  attachmentError?: string | null;
  onDismissAttachmentError?: () => void;
}

export function EditorPage({
  manager,
  snapshot,
  attachmentError = null,
  onDismissAttachmentError = () => {},
}: EditorPageProps) {
  useUndoShortcuts();
  useEffect(() => {
    if (marked || typeof performance === 'undefined' || !performance.mark) return;
    marked = true;
    performance.mark(USABLE_MARK);
  }, []);

  return (
    <div className="editor" data-testid="editor">
      <EditorHeader manager={manager} snapshot={snapshot} />
      <StorageBanner
        manager={manager}
        snapshot={snapshot}
        attachmentError={attachmentError}
        onDismissAttachmentError={onDismissAttachmentError}
      />
      <EditorDnd>
        <main className="editor-columns">
          <div className="editor-column editor-palette">
            <Palette />
          </div>
          <div className="editor-column editor-outline">
            <Outline />
          </div>
          <div className="editor-stage">
            {snapshot.firstRun && <FirstRunPicker manager={manager} />}
            <EditorPreview />
          </div>
          <div className="editor-column editor-inspector">
            <Inspector />
          </div>
        </main>
      </EditorDnd>
      <div className="editor-bottom">
        <ProblemsPanel />
        <section className="panel payload-panel" aria-labelledby="payload-title">
          <h2 id="payload-title">Payload</h2>
          <PayloadJson />
        </section>
      </div>
    </div>
  );
}
