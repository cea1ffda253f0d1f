// Which of outline, preview and inspector a phone shows (see PhoneTabs), and the refs it measures.
import { useEffect, useRef, useState } from 'react';
import type { EditorStore } from '../../editor';
import type { PhoneTab } from './PhoneTabs';

export function usePhoneTabs(store: EditorStore) {
  const [tab, setTab] = useState<PhoneTab>('outline');
  const tabBar = useRef<HTMLDivElement>(null);
  const columns = useRef<HTMLElement>(null);

  // A problem clicked (a field to focus) shows the inspector, in the same render as the request,
  // so that the inspector is on screen when it focuses the field.
  useEffect(
    () =>
      store.subscribe((state, prev) => {
        if (state.focusRequest && state.focusRequest !== prev.focusRequest) setTab('inspector');
      }),
    [store],
  );

  /** Shows a tab; one shown from further down the page starts at its top, under the tab bar. */
  const showTab = (next: PhoneTab) => {
    setTab(next);
    // Only where the tabs show (a phone): wider screens keep their scroll position.
    if (!tabBar.current?.offsetHeight || !columns.current) return;
    const below = tabBar.current.getBoundingClientRect().bottom;
    const top = columns.current.getBoundingClientRect().top;
    if (top < below) window.scrollBy(0, top - below);
  };

  return { tab, showTab, tabBar, columns };
}
