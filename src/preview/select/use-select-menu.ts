// The state of one select menu: committed values (controlled or its own, starting from the
// defaults), whether the popout is open, the draft of a multi-select while it is open, the search
// query and the keyboard-active row.
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import type { Selectable } from '../../model';
import { matches, sameValues } from './select-values';

export interface SelectMenuState {
  open: boolean;
  multi: boolean;
  /** Values drawn in the field (the draft while a multi-select is open). */
  shown: string[];
  /** Rows the popout lists after the search query. */
  visible: Selectable[];
  active: number;
  query: string;
  setQuery: (query: string) => void;
  setActive: (index: number) => void;
  openMenu: (byKeyboard?: boolean) => void;
  closeMenu: () => void;
  toggle: () => void;
  choose: (value: string) => void;
  remove: (value: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

export interface SelectMenuOptions {
  entities: readonly Selectable[];
  defaults: readonly string[];
  /** Controlled values; when undefined the menu keeps its own. */
  values?: readonly string[];
  onChange?: (values: string[]) => void;
  max: number;
  disabled: boolean;
}

export function useSelectMenu(o: SelectMenuOptions): SelectMenuState {
  const defaultsKey = o.defaults.join('\n');
  const [own, setOwn] = useState({ key: defaultsKey, values: [...o.defaults] });
  // Editing the defaults in the editor starts the preview over from the new defaults.
  if (own.key !== defaultsKey) setOwn({ key: defaultsKey, values: [...o.defaults] });
  const committed = [...(o.values ?? (own.key === defaultsKey ? own.values : o.defaults))];
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const [query, setQueryState] = useState('');
  const [active, setActive] = useState(0);
  const multi = o.max > 1;
  const visible = o.entities.filter((e) => matches(e, query));
  const shown = open && multi ? draft : committed;

  const commit = (next: string[]) => {
    if (o.values === undefined) setOwn({ key: defaultsKey, values: next });
    o.onChange?.(next);
  };
  /** Keyboard opening puts the active row on the first chosen (or first) entry; a click does not. */
  const openMenu = (byKeyboard = false) => {
    if (o.disabled || open) return;
    setDraft(committed);
    setQueryState('');
    const first = o.entities.findIndex((e) => committed.includes(e.value));
    setActive(first >= 0 ? first : byKeyboard ? 0 : -1);
    setOpen(true);
  };
  const closeMenu = () => {
    if (!open) return;
    setOpen(false);
    setQueryState('');
    if (multi && !sameValues(draft, committed)) commit(draft);
  };
  const choose = (value: string) => {
    if (!multi) {
      setOpen(false);
      setQueryState('');
      commit([value]);
      return;
    }
    setDraft((d) =>
      d.includes(value) ? d.filter((v) => v !== value) : d.length >= o.max ? d : [...d, value],
    );
  };
  const remove = (value: string) => {
    if (o.disabled) return;
    if (open && multi) setDraft((d) => d.filter((v) => v !== value));
    else commit(committed.filter((v) => v !== value));
  };
  const setQuery = (next: string) => {
    setQueryState(next);
    setActive(0);
    if (!open) openMenu(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (o.disabled) return;
    const key = event.key;
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        // A space typed into a search box is text, not a command.
        if (key === ' ' && event.target instanceof HTMLInputElement) return;
        event.preventDefault();
        openMenu(true);
      }
      return;
    }
    const last = visible.length - 1;
    if (key === 'ArrowDown') setActive(Math.min(active + 1, last));
    else if (key === 'ArrowUp') setActive(Math.max(active - 1, 0));
    else if (key === 'Home') setActive(0);
    else if (key === 'End') setActive(Math.max(last, 0));
    else if (key === 'Enter') {
      const entity = visible[active];
      if (entity) choose(entity.value);
    } else if (key === 'Escape') {
      // Handled here, so that a modal around the select stays open.
      event.stopPropagation();
      closeMenu();
    } else if (key === 'Tab') {
      closeMenu();
      return;
    } else return;
    event.preventDefault();
  };

  return {
    open,
    multi,
    shown,
    visible,
    active,
    query,
    setQuery,
    setActive,
    openMenu,
    closeMenu,
    toggle: () => (open ? closeMenu() : openMenu(false)),
    choose,
    remove,
    onKeyDown,
  };
}
