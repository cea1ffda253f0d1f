// A select menu as Discord draws it, in a message or in a modal: the closed field (placeholder,
// chosen value or chips, chevron) and the open popout (role="listbox") with the entries the model
// says the select offers. Used by the message preview and by the modal preview.
import type { NodeKind } from '../../model';
import type { MouseEvent, ReactElement } from 'react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Doc, GuildDirectory, Node } from '../../model';
import { SAMPLE_GUILD } from '../../model';
import type { NodeFrame } from '../message/frame';
import { CheckIcon, ChevronIcon, CloseIcon } from '../media/icons';
import { EntityLabel } from './EntityLabel';
import { defaultValues, entitiesOf, isSearchable, maxValues, placeholderOf } from './select-values';
import { useSelectMenu } from './use-select-menu';
import './select.css';

/** Space between the field and its popout, as measured on Discord's client. */
const POPOUT_GAP = 8;

export interface SelectMenuProps {
  /**
   * Not needed: what a select offers depends on the node alone. The preview leaves it out, so that
   * a memoised view need not draw again when another node of the document changes.
   */
  doc?: Doc;
  node: Node;
  variant: 'message' | 'modal';
  /** Users, roles and channels to offer; the model's SAMPLE_GUILD when absent. */
  guild?: GuildDirectory;
  /** Controlled values. When absent the menu keeps its own, starting from the defaults. */
  values?: readonly string[];
  /**
   * A choice was made: at once for a single select, when the popout closes with a changed
   * selection (or a chip is removed) for a multi-select.
   */
  onChange?: (values: string[]) => void;
  /** Spread on the root: data-node-key, data-kind, the selection outline and the select click. */
  frame?: NodeFrame;
  /** Gives the combobox its name (a modal Label); otherwise the placeholder names it. */
  labelledBy?: string;
  /** Draws the field as invalid (modal: a required select left empty). */
  invalid?: boolean;
}

export function SelectMenu(props: SelectMenuProps): ReactElement {
  const { node, variant, guild, frame, labelledBy, invalid } = props;
  const entities = useMemo(() => entitiesOf(node, guild), [node, guild]);
  const defaults = useMemo(() => defaultValues(node, entities), [node, entities]);
  const disabled = node.props.disabled === true;
  const searchable = isSearchable(node.kind);
  const placeholder = placeholderOf(node);
  const menu = useSelectMenu({
    entities,
    defaults,
    ...(props.values ? { values: props.values } : {}),
    ...(props.onChange ? { onChange: props.onChange } : {}),
    max: maxValues(node),
    disabled,
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (i: number) => `${baseId}-opt-${i}`;

  // The latest close, for the document listener below without re-subscribing on every render.
  const closeRef = useRef(menu.closeMenu);
  useEffect(() => {
    closeRef.current = menu.closeMenu;
  });
  useEffect(() => {
    if (!menu.open) return undefined;
    const onDown = (event: globalThis.MouseEvent) => {
      if (!rootRef.current?.contains(event.target as globalThis.Node)) closeRef.current();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [menu.open]);
  // Like Discord, the popout opens upward when there is no room for it below and more above.
  const [above, setAbove] = useState(false);
  useLayoutEffect(() => {
    if (!menu.open || !rootRef.current || !listRef.current) return;
    const field = rootRef.current.getBoundingClientRect();
    const needed = listRef.current.offsetHeight + POPOUT_GAP;
    const below = window.innerHeight - field.bottom;
    setAbove(below < needed && field.top > below);
  }, [menu.open]);
  useEffect(() => {
    if (!menu.open) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-index="${menu.active}"]`);
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [menu.open, menu.active]);

  const chosen = menu.shown.flatMap((v) => entities.filter((e) => e.value === v).slice(0, 1));
  const chips = menu.multi || searchable;
  const onFieldClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest('.dp-chip-remove')) return;
    if (menu.open && target === inputRef.current) return;
    menu.toggle();
    if (searchable && !disabled) inputRef.current?.focus();
  };
  const combobox = {
    role: 'combobox',
    'aria-expanded': menu.open,
    'aria-controls': listId,
    'aria-haspopup': 'listbox' as const,
    'aria-disabled': disabled || undefined,
    'aria-invalid': invalid || undefined,
    ...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': placeholder }),
    ...(menu.open && menu.visible[menu.active]
      ? { 'aria-activedescendant': optionId(menu.active) }
      : {}),
    onKeyDown: menu.onKeyDown,
  };
  const classes = [
    'dp-select',
    `dp-select--${variant}`,
    searchable ? 'dp-select--searchable' : '',
    menu.multi ? 'dp-select--multi' : '',
    menu.open ? 'is-open' : '',
    disabled ? 'is-disabled' : '',
    invalid ? 'is-invalid' : '',
  ];

  return (
    <div ref={rootRef} className={classes.filter(Boolean).join(' ')} {...frame}>
      <div
        className="dp-select-field"
        onClick={onFieldClick}
        {...(searchable ? {} : { ...combobox, tabIndex: disabled ? -1 : 0 })}
      >
        <div className="dp-select-values">
          {chips
            ? chosen.map((entity) => (
                <span key={entity.value} className="dp-chip" data-value={entity.value}>
                  <EntityLabel entity={entity} compact />
                  <button
                    type="button"
                    className="dp-chip-remove"
                    aria-label={`Remove ${entity.label}`}
                    tabIndex={-1}
                    onClick={() => menu.remove(entity.value)}
                  >
                    <CloseIcon size={14} />
                  </button>
                </span>
              ))
            : null}
          {searchable ? (
            <input
              ref={inputRef}
              className="dp-select-search"
              value={menu.query}
              placeholder={placeholder}
              readOnly={disabled}
              disabled={disabled}
              onChange={(event) => menu.setQuery(event.target.value)}
              {...combobox}
            />
          ) : !chips && chosen[0] ? (
            <span className="dp-select-value">
              <EntityLabel entity={chosen[0]} compact />
            </span>
          ) : chosen.length === 0 ? (
            <span className="dp-select-placeholder">{placeholder}</span>
          ) : null}
        </div>
        <span className="dp-select-chevron">
          <ChevronIcon size={18} />
        </span>
      </div>
      {menu.open ? (
        <div
          ref={listRef}
          id={listId}
          className={above ? 'dp-select-popout dp-select-popout--above' : 'dp-select-popout'}
          role="listbox"
          aria-multiselectable={menu.multi || undefined}
        >
          {menu.visible.map((entity, index) => {
            const selected = menu.shown.includes(entity.value);
            const classNames = [
              'dp-select-option',
              `dp-select-option--${entity.kind}`,
              index === menu.active ? 'is-active' : '',
              selected ? 'is-selected' : '',
            ];
            return (
              <div
                key={entity.value}
                id={optionId(index)}
                role="option"
                aria-selected={selected}
                data-index={index}
                data-value={entity.value}
                className={classNames.filter(Boolean).join(' ')}
                // Keep focus in the field so that the keyboard keeps working.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => menu.setActive(index)}
                onClick={() => menu.choose(entity.value)}
              >
                <span className="dp-select-option-body">
                  <EntityLabel entity={entity} guild={guild ?? SAMPLE_GUILD} />
                </span>
                {menu.multi ? (
                  <span className="dp-select-check" data-checked={selected || undefined}>
                    {selected ? <CheckIcon size={14} /> : null}
                  </span>
                ) : null}
              </div>
            );
          })}
          {menu.visible.length === 0 ? (
            <div className="dp-select-empty">
              {entities.length === 0 ? 'Nothing to choose' : 'No results'}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Kinds SelectMenu draws. */
export const SELECT_MENU_TYPES: readonly NodeKind[] = [
  'string-select',
  'user-select',
  'role-select',
  'mentionable-select',
  'channel-select',
];
