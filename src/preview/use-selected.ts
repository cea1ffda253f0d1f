// The selection outline: each drawn node asks whether it is the selected one, so that selecting
// another node re-renders the two nodes whose answer changed and no others.
import type { NodeKey } from '../model';
import type { LiveValue } from './live-value';
import { useLiveSlice } from './use-live-value';

export type Selection = LiveValue<NodeKey | null | undefined>;

export function useSelected(selection: Selection, key: NodeKey | undefined): boolean {
  return useLiveSlice(selection, (selected) => key !== undefined && selected === key);
}
