// The context-menu commands where Discord offers them: a member of the sample guild and a sample
// message, each opening its right-click menu (a click, a right-click or the keyboard) with
// "Apps" ▸ listing the set's user or message commands. Choosing one invokes it on that target.
import type { MouseEvent, ReactElement } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { CommandsDoc, NodeKey } from '../../model';
import type { Locale } from '../../model/commands';
import { Avatar } from '../media/Avatar';
import { str } from '../media/read';
import type { AppIdentity } from './app-identity';
import type { AppsEntry } from './ContextMenu';
import { ContextMenu } from './ContextMenu';
import { localizedField } from './picker-rows';

export type MenuTarget = 'user' | 'message';

/** Who a user command is used on, and the message a message command is used on. */
export interface SampleTargets {
  user: { id: string; name: string; avatarUrl: string | null };
  message: { authorId: string; author: string; content: string };
}

/** The set's user or message commands as the Apps submenu lists them, in the set's order. */
export function appsEntries(doc: CommandsDoc, target: MenuTarget, locale: Locale): AppsEntry[] {
  const kind = target === 'user' ? 'user-command' : 'message-command';
  return doc.nodes
    .filter((n) => n.kind === kind && n.raw === undefined)
    .map((n) => ({
      key: n.key,
      name: str(n.props.name) ?? '',
      label: localizedField(n, 'name', locale),
    }));
}

// Discord's own items around "Apps", drawn so that the menu reads as Discord's.
const USER_ITEMS = { before: ['Profile', 'Mention', 'Message'], after: ['Copy User ID'] };
const MESSAGE_ITEMS = {
  before: ['Add Reaction', 'Reply', 'Forward', 'Copy Text'],
  after: ['Copy Message ID'],
};

interface AppsMenusProps {
  doc: CommandsDoc;
  locale: Locale;
  app: AppIdentity;
  targets: SampleTargets;
  selectedKey?: NodeKey | null;
  onSelect?: (key: NodeKey) => void;
  onInvoke: (entry: AppsEntry, target: MenuTarget) => void;
}

export function AppsMenus(p: AppsMenusProps): ReactElement {
  const [open, setOpen] = useState<MenuTarget | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // A press anywhere else closes the menu, as in Discord.
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as globalThis.Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);
  const opener = (target: MenuTarget) => ({
    'data-testid': `apps-menu:${target}`,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open === target,
    onClick: () => setOpen((o) => (o === target ? null : target)),
    onContextMenu: (event: MouseEvent) => {
      event.preventDefault();
      setOpen(target);
    },
  });
  const menu = (target: MenuTarget) => {
    if (open !== target) return null;
    const items = target === 'user' ? USER_ITEMS : MESSAGE_ITEMS;
    return (
      <ContextMenu
        label={target === 'user' ? `${p.targets.user.name}'s menu` : 'Message menu'}
        {...items}
        app={p.app}
        entries={appsEntries(p.doc, target, p.locale)}
        empty={
          target === 'user' ? 'No user commands in this set' : 'No message commands in this set'
        }
        selectedKey={p.selectedKey}
        onChoose={(entry) => {
          setOpen(null);
          p.onSelect?.(entry.key);
          p.onInvoke(entry, target);
        }}
        onClose={() => setOpen(null)}
      />
    );
  };

  const { user, message } = p.targets;
  return (
    <div className="dp-apps" ref={root}>
      <div className="dp-apps-target">
        <p className="dp-apps-hint">Right-click a member</p>
        <button type="button" className="dp-apps-member" {...opener('user')}>
          <Avatar size={32} url={user.avatarUrl} userId={user.id} />
          <span className="dp-apps-member-name">{user.name}</span>
        </button>
        {menu('user')}
      </div>
      <div className="dp-apps-target">
        <p className="dp-apps-hint">Right-click a message</p>
        <button type="button" className="dp-apps-message" {...opener('message')}>
          <Avatar size={40} url={null} userId={message.authorId} />
          <span className="dp-apps-message-body">
            <span className="dp-apps-message-author">{message.author}</span>
            <span className="dp-apps-message-text">{message.content}</span>
          </span>
        </button>
        {menu('message')}
      </div>
    </div>
  );
}
