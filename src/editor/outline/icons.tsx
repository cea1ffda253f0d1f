// Small line icons drawn in the current text colour, so no glyph depends on the fonts installed.
// The row's own (grip, collapse); the toolbar's are in command-icons.tsx, in its chunk.
import type { ReactNode } from 'react';

export function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="icon"
      width="14"
      height="14"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ICONS = {
  grip: (
    <Icon>
      <path d="M6 3.5h.01M10 3.5h.01M6 8h.01M10 8h.01M6 12.5h.01M10 12.5h.01" strokeWidth="2.4" />
    </Icon>
  ),
  expanded: (
    <Icon>
      <path d="m4 6 4 4 4-4" />
    </Icon>
  ),
  collapsed: (
    <Icon>
      <path d="m6 4 4 4-4 4" />
    </Icon>
  ),
} as const;
