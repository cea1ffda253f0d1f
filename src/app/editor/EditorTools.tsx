// The toolbar's way out of the editor: import, share, send, and the JSON editor beside the tree.
// The panels behind these buttons are their own chunks, loaded when first opened.
export type ToolPanel = 'import' | 'share' | 'send';

export interface EditorToolsProps {
  open: ToolPanel | null;
  onOpen: (panel: ToolPanel | null) => void;
  jsonOpen: boolean;
  onToggleJson: () => void;
}

const LABELS: Record<ToolPanel, string> = { import: 'Import', share: 'Share', send: 'Send' };

export function EditorTools({ open, onOpen, jsonOpen, onToggleJson }: EditorToolsProps) {
  return (
    <div className="editor-tools" role="group" aria-label="Import, share and send">
      <button
        type="button"
        className="tool-button"
        data-testid="toggle-json"
        aria-pressed={jsonOpen}
        onClick={onToggleJson}
      >
        JSON
      </button>
      {(Object.keys(LABELS) as ToolPanel[]).map((panel) => (
        <button
          key={panel}
          type="button"
          className="tool-button"
          data-testid={`open-${panel}`}
          aria-pressed={open === panel}
          onClick={() => onOpen(open === panel ? null : panel)}
        >
          {LABELS[panel]}
        </button>
      ))}
    </div>
  );
}
