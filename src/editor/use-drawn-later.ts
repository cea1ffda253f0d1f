// For parts of the editor that need not be in its first frame (the preview, the panels below the
// fold): false while the page draws the first time, then true from a transition right after the
// first commit, so the palette, outline and inspector are usable a frame sooner and React yields
// to input while the rest draws.
import { startTransition, useEffect, useState } from 'react';

export function useDrawnLater(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn;
}
