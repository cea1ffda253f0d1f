// The document for panels that draw all of it (the payload JSON, the problem list, a node's problems
// in the inspector). They follow the store when typing pauses for PANEL_PAUSE_MS, and at most
// PANEL_MAX_MS after a change, always in a task of their own: a keystroke pays only for the field,
// the outline row and the preview component it changes, and on a phone-class CPU the validator's
// pass and the payload's JSON come once per pause instead of every few keys (bench/editor/PROFILE.md).
import type { Doc } from '../../model';
import { selectDoc } from '../state/selectors';
import { useAfterPause, useEditorLater } from '../state/use-editor-later';

export const PANEL_PAUSE_MS = 150;
export const PANEL_MAX_MS = 1_000;

export function useThrottledDoc(pauseMs = PANEL_PAUSE_MS, maxMs = PANEL_MAX_MS): Doc {
  return useEditorLater(selectDoc, useAfterPause(pauseMs, maxMs));
}
