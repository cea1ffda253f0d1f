// The toolbar's way out of the editor: import, share, send, and the JSON editor beside the tree.
// The panels behind these buttons are their own chunks, loaded when first opened. On a phone the
// four wait in a menu behind one button, so that the toolbar stays one row (CSS hides the button
// on wider screens, where the menu is always shown as a row).
import { useEffect, useRef, useState } from 'react';

/** `send` delivers the design to Discord: a message is sent, a command set registered. */
export type ToolPanel = 'import' | 'share' | 'send';

export interface EditorToolsProps {
  open: ToolPanel | null;
  onOpen: (panel: ToolPanel | null) => void;
  jsonOpen: boolean;
  onToggleJson: () => void;
  /** A Commands design: its way to Discord is Register, not Send. */
  commands?: boolean;
}

const LABELS: Record<ToolPanel, string> = { import: 'Import', share: 'Share', send: 'Send' };

export function EditorTools({
  open,
  onOpen,
  jsonOpen,
  onToggleJson,
  commands = false,
}: EditorToolsProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const away = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [menuOpen]);
  const pick = (act: () => void) => () => {
    setMenuOpen(false);
    act();
  };

  return (
    <div
      ref={root}
      className={menuOpen ? 'editor-tools is-open' : 'editor-tools'}
      role="group"
      aria-label="Import, share and send"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && menuOpen) setMenuOpen(false);
      }}
    >
      <button
        type="button"
        className="tool-button tools-menu-button"
        data-testid="tools-menu"
        aria-expanded={menuOpen}
        aria-label="More tools"
        onClick={() => setMenuOpen((o) => !o)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      <div className="tools-list">
        <button
          type="button"
          className="tool-button"
          data-testid="toggle-json"
          aria-pressed={jsonOpen}
          onClick={pick(onToggleJson)}
        >
          JSON
        </button>
        {(Object.keys(LABELS) as ToolPanel[]).map((panel) => (
          <button
            key={panel}
            type="button"
            className="tool-button"
            data-testid={panel === 'send' && commands ? 'open-register' : `open-${panel}`}
            aria-pressed={open === panel}
            onClick={pick(() => onOpen(open === panel ? null : panel))}
          >
            {panel === 'send' && commands ? 'Register' : LABELS[panel]}
          </button>
        ))}
      </div>
    </div>
  );
}
