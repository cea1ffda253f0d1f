import type { KeyboardEvent, ReactElement, ReactNode } from 'react';
import { useState } from 'react';

/** `||hidden||`: a grey block until clicked or activated with Enter or Space, then its text. */
export function Spoiler({ children }: { children: ReactNode }): ReactElement {
  const [revealed, setRevealed] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setRevealed(true);
    }
  };
  // One element before and after, so focus and the content's own state survive the reveal.
  const hidden = !revealed;
  return (
    <span
      className={`dp-md-spoiler ${hidden ? 'dp-md-spoiler-hidden' : 'dp-md-spoiler-revealed'}`}
      role={hidden ? 'button' : undefined}
      tabIndex={hidden ? 0 : undefined}
      aria-label={hidden ? 'Spoiler, press to reveal' : undefined}
      onClick={hidden ? () => setRevealed(true) : undefined}
      onKeyDown={hidden ? onKeyDown : undefined}
    >
      <span className="dp-md-spoiler-content" aria-hidden={hidden ? true : undefined}>
        {children}
      </span>
    </span>
  );
}
