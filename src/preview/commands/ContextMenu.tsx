// A right-click menu as Discord draws it, with its "Apps" item opening a submenu of the app's
// context-menu commands. The other items are drawn for context only and do nothing, as the
// preview has no profile to open or message to reply to. Up / down move, right or Enter opens
// Apps, left or Escape goes back.
import type { KeyboardEvent, ReactElement } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { NodeKey } from '../../model';
import { Avatar } from '../media/Avatar';
import { ChevronIcon } from '../media/icons';
import type { AppIdentity } from './app-identity';

export interface AppsEntry {
  key: NodeKey;
  /** The default name (test ids, the bot's `data.name`). */
  name: string;
  /** The name as the user's locale shows it. */
  label: string;
}

interface ContextMenuProps {
  label: string;
  /** Items drawn above and below "Apps" (inert). */
  before: readonly string[];
  after: readonly string[];
  app: AppIdentity;
  entries: readonly AppsEntry[];
  /** What the submenu says when the set has no command of this type. */
  empty: string;
  selectedKey: NodeKey | null | undefined;
  onChoose: (entry: AppsEntry) => void;
  onClose: () => void;
}

/** Moves the focus among a menu's enabled items. */
function moveFocus(menu: HTMLElement | null, delta: number): void {
  const items = [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  items[(at + delta + items.length) % items.length]?.focus();
}

export function ContextMenu(p: ContextMenuProps): ReactElement {
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const sub = useRef<HTMLDivElement>(null);
  const appsItem = useRef<HTMLDivElement>(null);
  useEffect(() => appsItem.current?.focus(), []);

  const keys = (event: KeyboardEvent<HTMLElement>, inSub: boolean) => {
    const handled = ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Escape'];
    if (!handled.includes(event.key)) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      moveFocus(inSub ? sub.current : menu.current, event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'ArrowRight' && !inSub) {
      setOpen(true);
      requestAnimationFrame(() => moveFocus(sub.current, 1));
    } else if (inSub) {
      setOpen(false);
      appsItem.current?.focus();
    } else if (event.key === 'Escape') {
      p.onClose();
    }
  };

  const inert = (text: string) => (
    <div key={text} className="dp-ctx-item is-inert" role="none" aria-disabled="true">
      {text}
    </div>
  );
  return (
    <div
      ref={menu}
      className="dp-ctx"
      role="menu"
      aria-label={p.label}
      onKeyDown={(event) => keys(event, false)}
    >
      {p.before.map(inert)}
      {p.before.length > 0 ? <div className="dp-ctx-sep" role="separator" /> : null}
      <div className="dp-ctx-apps" onMouseEnter={() => setOpen(true)}>
        <div
          ref={appsItem}
          className={`dp-ctx-item${open ? ' is-open' : ''}`}
          role="menuitem"
          tabIndex={-1}
          aria-haspopup="menu"
          aria-expanded={open}
          data-testid="apps-submenu"
          onClick={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => moveFocus(sub.current, 1));
          }}
        >
          Apps
          <ChevronIcon size={16} className="dp-ctx-chevron" />
        </div>
        {open ? (
          <div
            ref={sub}
            className="dp-ctx dp-ctx-sub"
            role="menu"
            aria-label="Apps"
            onKeyDown={(event) => keys(event, true)}
          >
            {p.entries.length === 0 ? (
              <div className="dp-ctx-item is-inert" role="none">
                {p.empty}
              </div>
            ) : (
              p.entries.map((entry) => (
                <div
                  key={entry.key}
                  className="dp-ctx-item"
                  role="menuitem"
                  tabIndex={-1}
                  data-testid={`apps-item:${entry.name}`}
                  data-node-key={entry.key}
                  {...(p.selectedKey === entry.key ? { 'data-selected': 'true' } : {})}
                  onClick={() => p.onChoose(entry)}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter' && event.key !== ' ') return;
                    event.preventDefault();
                    p.onChoose(entry);
                  }}
                >
                  <span className="dp-ctx-label">{entry.label}</span>
                  <Avatar size={18} url={null} userId={p.app.id} />
                </div>
              ))
            )}
          </div>
        ) : null}
      </div>
      {p.after.length > 0 ? <div className="dp-ctx-sep" role="separator" /> : null}
      {p.after.map(inert)}
    </div>
  );
}
