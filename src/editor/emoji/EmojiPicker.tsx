// The emoji picker: a popover with a Unicode tab (search, categories, a grid driven from the
// search box with the arrow keys) and a Custom tab (a server emoji by id and name). Its own chunk,
// loaded when a picker button is first pressed; the emoji data is another (see
// src/preview/emoji/load-emoji.ts).
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { CustomPanel } from './CustomPanel';
import type { EmojiPickerProps } from './picker-types';
import { UnicodePanel } from './UnicodePanel';
import { usePopoverPosition } from './use-popover-position';
import './emoji-picker.css';

type Tab = 'unicode' | 'custom';
const TABS: readonly { tab: Tab; label: string }[] = [
  { tab: 'unicode', label: 'Unicode' },
  { tab: 'custom', label: 'Custom' },
];

export default function EmojiPicker({ title, anchor, onPick, onClose, custom }: EmojiPickerProps) {
  const base = useId();
  const [tab, setTab] = useState<Tab>(custom?.id ? 'custom' : 'unicode');
  const box = useRef<HTMLDivElement>(null);
  usePopoverPosition(box, anchor);

  const outside = (target: EventTarget | null) =>
    target instanceof Node && !box.current?.contains(target) && !anchor.current?.contains(target);
  const closeOutside = useEffectEvent((e: PointerEvent) => {
    if (outside(e.target)) onClose('outside');
  });
  useEffect(() => {
    const listener = (e: PointerEvent) => closeOutside(e);
    document.addEventListener('pointerdown', listener, true);
    return () => document.removeEventListener('pointerdown', listener, true);
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    onClose('escape');
  };
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const next: Tab = tab === 'unicode' ? 'custom' : 'unicode';
    setTab(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };

  return createPortal(
    <div
      ref={box}
      className="emoji-picker"
      role="dialog"
      aria-label={title}
      data-native-undo=""
      data-testid="emoji-picker"
      onKeyDown={onKeyDown}
      // Focus leaving for somewhere else on the page (Tab past the end) closes it.
      onBlur={(e) => {
        if (e.relatedTarget && outside(e.relatedTarget)) onClose('outside');
      }}
    >
      <div className="emoji-picker-tabs" role="tablist" aria-label="Kind of emoji">
        {TABS.map((t) => (
          <button
            key={t.tab}
            id={`${base}-tab-${t.tab}`}
            type="button"
            role="tab"
            aria-selected={tab === t.tab}
            aria-controls={`${base}-panel`}
            tabIndex={tab === t.tab ? 0 : -1}
            data-testid={`emoji-tab:${t.tab}`}
            onClick={() => setTab(t.tab)}
            onKeyDown={onTabKey}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        className="emoji-picker-panel"
        role="tabpanel"
        aria-labelledby={`${base}-tab-${tab}`}
      >
        {tab === 'unicode' ? (
          <UnicodePanel onPick={onPick} />
        ) : (
          <CustomPanel initial={custom} onPick={onPick} />
        )}
      </div>
    </div>,
    document.body,
  );
}
