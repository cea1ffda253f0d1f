// A modal dialog shell: drawn over the page, focus kept inside while it is open and given back
// when it closes, Escape and a click on the backdrop cancel. Undo shortcuts do not reach the
// design from here (data-native-undo).
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface DialogProps {
  title: string;
  children: ReactNode;
  onCancel: () => void;
  testId: string;
  /** alertdialog for a question about a loss; dialog otherwise. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

const FOCUSABLE = 'button:not(:disabled), input:not(:disabled), select, textarea, [tabindex="0"]';

export function Dialog({
  title,
  children,
  onCancel,
  testId,
  role = 'dialog',
  className,
}: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const box = ref.current;
    // The element marked autofocus, else the first control.
    const first =
      box?.querySelector<HTMLElement>('[data-autofocus]') ??
      box?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => before?.focus?.();
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onCancel();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items.at(-1);
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div
      className="dialog-backdrop"
      data-native-undo=""
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onCancel();
      }}
    >
      <div
        ref={ref}
        className={`dialog ${className ?? ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
