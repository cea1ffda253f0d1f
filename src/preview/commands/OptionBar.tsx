// The bar above the chat box once a command is chosen, as Discord draws it: "/name", a chip per
// required option, "+N optional" that opens the optional ones, and the focused option's
// description. A chip places its option in the box (or focuses it) and selects it in the editor.
import type { ReactElement } from 'react';
import { useState } from 'react';
import type { Node, NodeKey } from '../../model';
import type { Locale } from '../../model/commands';
import { str } from '../media/read';
import type { PickerRow } from './picker-rows';
import { chipOrder, localizedField } from './picker-rows';

interface OptionBarProps {
  row: PickerRow;
  locale: Locale;
  active: readonly NodeKey[];
  focused: NodeKey | null;
  filled: ReadonlySet<NodeKey>;
  selectedKey: NodeKey | null | undefined;
  onChip: (option: Node) => void;
}

export function OptionBar({
  row,
  locale,
  active,
  focused,
  filled,
  selectedKey,
  onChip,
}: OptionBarProps): ReactElement {
  const [showOptional, setShowOptional] = useState(false);
  const { required, optional } = chipOrder(row.options);
  // Optional options already placed in the box stay visible, as in Discord.
  const shownOptional = showOptional ? optional : optional.filter((o) => active.includes(o.key));
  const hidden = optional.length - shownOptional.length;
  const focusedOption = row.options.find((o) => o.key === focused);

  const chip = (option: Node, isRequired: boolean) => {
    const name = str(option.props.name) ?? '';
    const classes = [
      'dp-cmd-chip',
      option.key === focused ? 'is-focused' : '',
      filled.has(option.key) ? 'is-filled' : '',
      isRequired ? 'is-required' : 'is-optional',
    ].filter(Boolean);
    return (
      <button
        key={option.key}
        type="button"
        className={classes.join(' ')}
        data-testid={`option-chip:${name}`}
        data-node-key={option.key}
        {...(selectedKey === option.key ? { 'data-selected': 'true' } : {})}
        aria-label={`${localizedField(option, 'name', locale)}${isRequired ? ' (required)' : ' (optional)'}`}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChip(option)}
      >
        {localizedField(option, 'name', locale)}
      </button>
    );
  };

  return (
    <div className="dp-cmd-optbar" data-testid="option-bar">
      <div className="dp-cmd-optbar-line">
        <span className="dp-cmd-optbar-name">/{row.label}</span>
        {required.map((o) => chip(o, true))}
        {shownOptional.map((o) => chip(o, false))}
        {hidden > 0 ? (
          <button
            type="button"
            className="dp-cmd-more"
            data-testid="option-more"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setShowOptional(true)}
          >
            +{hidden} optional
          </button>
        ) : null}
      </div>
      {focusedOption ? (
        <p className="dp-cmd-optbar-help">
          <span className="dp-cmd-optbar-help-name">
            {localizedField(focusedOption, 'name', locale)}
          </span>
          <span>{localizedField(focusedOption, 'description', locale)}</span>
        </p>
      ) : (
        <p className="dp-cmd-optbar-help">{row.description}</p>
      )}
    </div>
  );
}
