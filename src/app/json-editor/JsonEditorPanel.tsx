// The JSON editor beside the preview: the design's payload as editable text, following the tree
// and followed by it (see json-editor.ts). Loaded on first open, CodeMirror with it.
import { useEffect, useId, useRef, useState } from 'react';
import { NATIVE_UNDO_ATTR, useEditorStore } from '../../editor';
import type { Doc } from '../../model';
import type { JsonEditorReport } from './json-editor';
import { mountJsonEditor } from './json-editor';
import { statusText } from './sync';
import './json-editor.css';

// CodeMirror keeps its own undo history for the text; the editor's shortcuts leave it alone.
const nativeUndo = { [NATIVE_UNDO_ATTR]: '' };

export default function JsonEditorPanel({
  onClose,
  holdPending,
  onOpenDesign,
}: {
  onClose: () => void;
  /** Opens a document as a design of its own (a command pasted into a message design). */
  onOpenDesign?: (doc: Doc) => void;
  /** Registers the editor's pending text with whoever saves when the page hides (the designs). */
  holdPending?: (flush: () => void) => () => void;
}) {
  const store = useEditorStore();
  const host = useRef<HTMLDivElement>(null);
  const [report, setReport] = useState<JsonEditorReport | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (!host.current) return;
    const editor = mountJsonEditor(host.current, store, setReport);
    const release = holdPending?.(editor.flush);
    return () => {
      release?.();
      editor.destroy();
    };
  }, [store, holdPending]);

  const broken = report !== null && report.status.kind !== 'in-sync';
  const problems = report?.status.kind === 'in-sync' ? report.status.problems : 0;
  return (
    <section
      className="panel json-editor-panel"
      data-testid="json-editor"
      aria-labelledby={titleId}
    >
      <div className="json-editor-head">
        <h2 id={titleId}>JSON</h2>
        <p
          className={`json-editor-status${broken ? ' is-broken' : ''}${problems > 0 ? ' has-problems' : ''}`}
          data-testid="json-editor-status"
          role="status"
        >
          {report ? statusText(report.status) : 'Opening…'}
        </p>
        <button
          type="button"
          className="button-secondary json-editor-close"
          data-testid="json-editor-close"
          onClick={onClose}
        >
          Close
        </button>
      </div>
      {report?.status.kind === 'not-design' && report.status.commands && onOpenDesign && (
        <p className="json-editor-note">
          <button
            type="button"
            className="button-secondary"
            data-testid="json-editor-open-commands"
            onClick={() => {
              const { status } = report;
              if (status.kind === 'not-design' && status.commands) onOpenDesign(status.commands);
            }}
          >
            Open as a Commands design
          </button>{' '}
          (this design stays as it is)
        </p>
      )}
      {report?.replaced && (
        <p className="json-editor-note" data-testid="json-editor-note" role="status">
          The design changed outside this editor, so it replaced the JSON you had not finished.
        </p>
      )}
      <p className="json-editor-hint">
        {broken
          ? 'The design keeps its last good version until this is fixed.'
          : 'Edits reach the design as you type.'}
      </p>
      <div ref={host} className="json-editor-code" {...nativeUndo} />
    </section>
  );
}
