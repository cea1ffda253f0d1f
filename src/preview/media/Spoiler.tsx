// Spoilered media or containers: blurred behind a "SPOILER" label until clicked.
import type { ReactNode } from 'react';
import { useState } from 'react';
import './media.css';

export interface SpoilerProps {
  /** When false the children are drawn as they are. */
  spoiler: boolean;
  children: ReactNode;
  className?: string;
}

export function Spoiler({ spoiler, children, className }: SpoilerProps) {
  const [revealed, setRevealed] = useState(false);
  if (!spoiler) return <>{children}</>;
  const hidden = !revealed;
  return (
    <div
      className={className ? `dp-spoiler ${className}` : 'dp-spoiler'}
      data-spoiler={hidden ? 'hidden' : 'revealed'}
    >
      <div className="dp-spoiler-content" inert={hidden}>
        {children}
      </div>
      {hidden ? (
        // The click also reaches the component's own handler, so revealing selects it too.
        <button type="button" className="dp-spoiler-cover" onClick={() => setRevealed(true)}>
          <span className="dp-spoiler-label">Spoiler</span>
        </button>
      ) : null}
    </div>
  );
}
