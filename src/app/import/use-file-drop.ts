// A file dropped anywhere on the editor is imported. Only drags of files from outside the page
// count: the editor's own drags are pointer events, a drag that started on the page (a picture,
// selected text) is left alone, and so is a drop that something else took first (a file input,
// the modal preview's upload zone). In the first page load, so kept tiny.
import { useEffect, useRef } from 'react';
import './file-drop.css';

/** Set on <html> while a file is dragged over the page; file-drop.css draws the hint. */
export const FILE_DRAG_ATTR = 'data-file-drag';

function carriesFiles(e: DragEvent): boolean {
  return Array.from(e.dataTransfer?.types ?? []).includes('Files');
}

function claimedElsewhere(e: DragEvent): boolean {
  if (e.defaultPrevented) return true;
  return e.target instanceof Element && e.target.closest('input[type="file"]') !== null;
}

export function useFileDrop(onFile: (file: File) => void): void {
  const latest = useRef(onFile);
  useEffect(() => {
    latest.current = onFile;
  });
  useEffect(() => {
    const root = document.documentElement;
    let depth = 0;
    let fromPage = false;
    const hide = () => {
      depth = 0;
      root.removeAttribute(FILE_DRAG_ATTR);
    };
    const counts = (e: DragEvent) => !fromPage && carriesFiles(e);
    const onStart = () => {
      fromPage = true;
    };
    const onEnd = () => {
      fromPage = false;
      hide();
    };
    const onEnter = (e: DragEvent) => {
      if (counts(e)) depth += 1;
    };
    const onLeave = (e: DragEvent) => {
      // Entering a child fires enter there before leave here: the count is 0 only off the page.
      if (counts(e) && (depth = Math.max(0, depth - 1)) === 0) hide();
    };
    const onOver = (e: DragEvent) => {
      if (!counts(e)) return;
      if (claimedElsewhere(e)) return root.removeAttribute(FILE_DRAG_ATTR);
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
      root.setAttribute(FILE_DRAG_ATTR, '');
    };
    const onDrop = (e: DragEvent) => {
      if (!counts(e)) return;
      hide();
      if (claimedElsewhere(e)) return;
      // Without this the browser would leave the page to show the file, and the design with it.
      e.preventDefault();
      const file = e.dataTransfer?.files[0];
      if (file) latest.current(file);
    };
    const listeners = [
      ['dragstart', onStart],
      ['dragend', onEnd],
      ['dragenter', onEnter],
      ['dragleave', onLeave],
      ['dragover', onOver],
      ['drop', onDrop],
    ] as const;
    for (const [type, listener] of listeners) window.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener);
      hide();
    };
  }, []);
}
