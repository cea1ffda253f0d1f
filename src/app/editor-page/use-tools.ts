// Which of the toolbar's panels is open (import, share, send) and whether the JSON editor is shown.
// Held above the per-design editor, so a design switch (an import, a loaded message) keeps them.
import { useCallback, useMemo, useState } from 'react';
import { useFileDrop } from '../import/use-file-drop';
import type { ToolPanel } from './EditorTools';

export interface ToolsState {
  panel: ToolPanel | null;
  jsonOpen: boolean;
  /** A file dropped on the page, handed to the import dialog. */
  droppedFile: File | null;
  open: (panel: ToolPanel | null) => void;
  close: () => void;
  toggleJson: () => void;
  closeJson: () => void;
}

export function useTools(): ToolsState {
  const [panel, setPanel] = useState<ToolPanel | null>(null);
  const [jsonOpen, setJsonOpen] = useState(false);
  const [droppedFile, setDroppedFile] = useState<File | null>(null);
  const open = useCallback((next: ToolPanel | null) => {
    setDroppedFile(null);
    setPanel(next);
  }, []);
  const close = useCallback(() => open(null), [open]);
  const toggleJson = useCallback(() => setJsonOpen((was) => !was), []);
  const closeJson = useCallback(() => setJsonOpen(false), []);
  useFileDrop(
    useCallback((file: File) => {
      setDroppedFile(file);
      setPanel('import');
    }, []),
  );
  return useMemo(
    () => ({ panel, jsonOpen, droppedFile, open, close, toggleJson, closeJson }),
    [panel, jsonOpen, droppedFile, open, close, toggleJson, closeJson],
  );
}
