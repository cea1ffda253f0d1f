// A text box whose text is not the stored value itself (a number, a hex colour, a comma list):
// half-typed text stays as typed, and a change from elsewhere (undo) replaces it.
import { useState } from 'react';

export function useDraft<T>(
  value: T,
  format: (value: T) => string,
  matches: (draft: string, value: T) => boolean,
): [string, (draft: string) => void] {
  const [state, setState] = useState(() => ({ draft: format(value), value }));
  let draft = state.draft;
  if (!Object.is(state.value, value)) {
    draft = matches(state.draft, value) ? state.draft : format(value);
    // Adjusting state while rendering, as React documents for state derived from props.
    setState({ draft, value });
  }
  return [draft, (next: string) => setState((s) => ({ ...s, draft: next }))];
}
