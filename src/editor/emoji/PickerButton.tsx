// A button that opens the emoji picker. The picker is its own chunk, loaded on the first click;
// this file stays in the first load with the text fields.
import { Suspense, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { lazyComponent } from '../../preview';
import type { EmojiChoice } from './emoji-choice';
import type { CloseReason } from './picker-types';

const EmojiPicker = lazyComponent(() => import('./EmojiPicker'));

export interface PickerButtonProps {
  /** The picker's title, for screen readers ("Emoji for Content"). */
  title: string;
  /** After a pick; `refocus` gives the focus back to the button (for callers that keep it). */
  onPick: (choice: EmojiChoice, refocus: () => void) => void;
  /** What the Custom tab starts with (the field's custom emoji, say). */
  custom?: { id: string; name: string; animated: boolean };
  className?: string;
  testId: string;
  /** The button's accessible name, when its content is only an icon. */
  ariaLabel?: string;
  children: ReactNode;
}

export function PickerButton(props: PickerButtonProps) {
  const { title, onPick, custom, className, testId, ariaLabel, children } = props;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = () => button.current?.focus();
  const close = (reason: CloseReason) => {
    setOpen(false);
    // Escape gives the focus back; a click elsewhere leaves it where the click put it.
    if (reason === 'escape') refocus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        data-testid={testId}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={ariaLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <EmojiPicker
            title={title}
            anchor={button}
            custom={custom}
            onClose={close}
            onPick={(choice) => {
              setOpen(false);
              onPick(choice, refocus);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
