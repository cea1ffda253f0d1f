// The picker's props, shared by the button that opens it and the picker (its own chunk).
import type { RefObject } from 'react';
import type { EmojiChoice } from './emoji-choice';

/** Why the picker closed without a pick. */
export type CloseReason = 'escape' | 'outside';

export interface EmojiPickerProps {
  title: string;
  /** The button it opened from: placed next to it, and clicks on it are not "outside". */
  anchor: RefObject<HTMLElement | null>;
  onPick: (choice: EmojiChoice) => void;
  onClose: (reason: CloseReason) => void;
  custom?: { id: string; name: string; animated: boolean };
}
