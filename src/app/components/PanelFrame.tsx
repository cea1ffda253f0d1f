// The frame of a panel below the editor (send, register): its heading and Close, brought into
// view when the toolbar opens it, busy while a request is under way.
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import './panel-frame.css';

export interface PanelFrameProps {
  /** `<name>-panel`, `<name>-title` and `<name>-close` are its test ids and ids. */
  name: string;
  title: string;
  busy: boolean;
  className?: string;
  onClose: () => void;
  children: ReactNode;
}

export function PanelFrame({ name, title, busy, className, onClose, children }: PanelFrameProps) {
  // The panel sits below the editor's columns: bring it into view when the toolbar opens it.
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // Not returned: Chromium's scrollIntoView now returns a promise, which is no cleanup.
    void panelRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <section
      ref={panelRef}
      className={`panel panel-frame${className ? ` ${className}` : ''}`}
      data-testid={`${name}-panel`}
      aria-labelledby={`${name}-title`}
      aria-busy={busy}
    >
      <div className="panel-frame-head">
        <h2 id={`${name}-title`}>{title}</h2>
        <button
          type="button"
          className="button-secondary"
          data-testid={`${name}-close`}
          onClick={onClose}
        >
          Close
        </button>
      </div>
      {children}
    </section>
  );
}
