// The popup above the chat box while someone types "/": the app's header (icon and name), then a
// row per command or subcommand path with "/name", the required options' names and the
// description greyed, the highlighted row as Discord draws it.
import type { ReactElement } from 'react';
import { memo } from 'react';
import type { NodeKey } from '../../model';
import { Avatar } from '../media/Avatar';
import type { Locale } from '../../model/commands';
import { localizedField } from './picker-rows';
import type { PickerRow } from './picker-rows';
import type { AppIdentity } from './app-identity';

interface CommandListProps {
  id: string;
  app: AppIdentity;
  rows: readonly PickerRow[];
  highlight: number;
  locale: Locale;
  selectedKey: NodeKey | null | undefined;
  onChoose: (row: PickerRow) => void;
  onHover: (index: number) => void;
}

export const CommandList = memo(function CommandList({
  id,
  app,
  rows,
  highlight,
  locale,
  selectedKey,
  onChoose,
  onHover,
}: CommandListProps): ReactElement {
  return (
    <div className="dp-cmd-popup" data-testid="command-list">
      <div className="dp-cmd-popup-head">
        <Avatar size={20} url={null} userId={app.id} />
        <span className="dp-cmd-app-name">{app.name}</span>
      </div>
      {rows.length === 0 ? (
        <p className="dp-cmd-none" role="status">
          No commands match
        </p>
      ) : (
        <ul id={id} className="dp-cmd-rows" role="listbox" aria-label="Commands">
          {rows.map((row, i) => {
            const required = row.options.filter((o) => o.props.required === true);
            return (
              <li
                key={row.nodeKey}
                id={`${id}-${i}`}
                role="option"
                aria-selected={i === highlight}
                className={`dp-cmd-row${i === highlight ? ' is-active' : ''}`}
                data-testid={`command-row:${row.path}`}
                data-node-key={row.nodeKey}
                {...(selectedKey === row.nodeKey ? { 'data-selected': 'true' } : {})}
                onMouseEnter={() => onHover(i)}
                // The box keeps the focus, as in Discord: a click chooses without blurring it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(row)}
              >
                <Avatar size={32} url={null} userId={app.id} />
                <span className="dp-cmd-row-text">
                  <span className="dp-cmd-row-line">
                    <span className="dp-cmd-row-name">/{row.label}</span>
                    {required.map((o) => (
                      <span key={o.key} className="dp-cmd-row-option">
                        {localizedField(o, 'name', locale)}
                      </span>
                    ))}
                  </span>
                  <span className="dp-cmd-row-description">{row.description}</span>
                </span>
                <span className="dp-cmd-row-app">{app.name}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
});
