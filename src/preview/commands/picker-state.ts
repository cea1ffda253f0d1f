// The slash picker's state as a pure reducer: what is typed after "/", which row is highlighted,
// the chosen command, the options placed in the box with their text, and which one has focus.
import type { NodeKey } from '../../model';
import { assertNever } from '../../model';

export interface PickerState {
  /** The box's text while no command is chosen ("/ba"). */
  text: string;
  /** The highlighted row of the open list (commands, or the focused option's suggestions). */
  highlight: number;
  /** The chosen row's node key (a subcommand's, else the command's). */
  chosen: NodeKey | null;
  /** The options placed in the box, in order. */
  active: NodeKey[];
  /** The text of each placed option as shown. */
  texts: Record<NodeKey, string>;
  /** The suggestion value chosen for an option, while its text still shows that suggestion. */
  picked: Record<NodeKey, string>;
  focused: NodeKey | null;
}

export type PickerAction =
  | { type: 'type'; text: string }
  | { type: 'move'; delta: number; count: number }
  | { type: 'choose'; rowKey: NodeKey; required: NodeKey[] }
  | { type: 'focus'; key: NodeKey }
  | { type: 'edit'; key: NodeKey; text: string }
  | { type: 'pick'; key: NodeKey; value: string; label: string; next: NodeKey | null }
  | { type: 'back' }
  | { type: 'clear' };

export const EMPTY_PICKER: PickerState = {
  text: '',
  highlight: 0,
  chosen: null,
  active: [],
  texts: {},
  picked: {},
  focused: null,
};

function without(record: Record<NodeKey, string>, key: NodeKey): Record<NodeKey, string> {
  if (!(key in record)) return record;
  const { [key]: _gone, ...rest } = record;
  return rest;
}

/** The next state of the picker after `action`. */
export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  switch (action.type) {
    case 'type':
      return { ...state, text: action.text, highlight: 0 };
    case 'move': {
      if (action.count === 0) return state;
      const highlight = (state.highlight + action.delta + action.count) % action.count;
      return { ...state, highlight };
    }
    case 'choose':
      // Discord places the required options at once and focuses the first.
      return {
        ...EMPTY_PICKER,
        chosen: action.rowKey,
        active: action.required,
        focused: action.required[0] ?? null,
      };
    case 'focus':
      return {
        ...state,
        active: state.active.includes(action.key) ? state.active : [...state.active, action.key],
        focused: action.key,
        highlight: 0,
      };
    case 'edit':
      return {
        ...state,
        texts: { ...state.texts, [action.key]: action.text },
        picked: without(state.picked, action.key),
        highlight: 0,
      };
    case 'pick':
      return {
        ...state,
        texts: { ...state.texts, [action.key]: action.label },
        picked: { ...state.picked, [action.key]: action.value },
        focused: action.next ?? state.focused,
        highlight: 0,
      };
    case 'back': {
      // Backspace in an empty box takes back the last empty option, then the command.
      const last = state.active[state.active.length - 1];
      if (last === undefined) return EMPTY_PICKER;
      if ((state.texts[last] ?? '') !== '') return state;
      const active = state.active.slice(0, -1);
      return {
        ...state,
        active,
        texts: without(state.texts, last),
        picked: without(state.picked, last),
        focused: active[active.length - 1] ?? null,
      };
    }
    case 'clear':
      return EMPTY_PICKER;
    default:
      return assertNever(action);
  }
}
