// The document for panels that draw all of it (the payload JSON, the problem list). They follow
// the store at most every `ms` and always in a task of their own, so a keystroke pays only for
// the field, the outline row and the preview component it changes.
import type { Doc } from '../../model';
import { selectDoc } from '../state/selectors';
import { useEditorLater, useThrottled } from '../state/use-editor-later';

export const PANEL_THROTTLE_MS = 120;

export function useThrottledDoc(ms = PANEL_THROTTLE_MS): Doc {
  return useEditorLater(selectDoc, useThrottled(ms));
}
