// SCAFFOLD: the JSON editor helper implements this panel (CodeMirror 6, loaded only when opened).
export default function JsonEditorPanel({ onClose }: { onClose: () => void }) {
  return (
    <section className="panel json-editor-panel" data-testid="json-editor" aria-label="JSON">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}
