// The modal's own glyphs, drawn to the sizes measured on captures of Discord's client.
import type { ReactElement } from 'react';

const hidden = { 'aria-hidden': true, focusable: false } as const;

/** The 2026 warning icon: an amber triangle with a dark "!" (18×17 ink). */
export function WarningIcon(): ReactElement {
  return (
    <svg className="dp-modal-warning-icon" width="18" height="17" viewBox="0 0 18 17" {...hidden}>
      <path
        d="M7.27 1.03a2 2 0 0 1 3.46 0l6.99 12.47A2 2 0 0 1 15.98 16.5H2.02a2 2 0 0 1-1.74-3L7.27 1.03z"
        fill="var(--dp-warning-border)"
      />
      <path d="M9 5.2v5" stroke="var(--dp-surface)" strokeWidth="2" strokeLinecap="round" />
      <circle cx="9" cy="13.1" r="1.15" fill="var(--dp-surface)" />
    </svg>
  );
}

/** The thin × at the top right (15px ink). */
export function CloseGlyph(): ReactElement {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" {...hidden}>
      <path
        d="M1.5 1.5l13 13M14.5 1.5l-13 13"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A page with an arrow going up: the File Upload drop zone's icon. */
export function UploadIcon(): ReactElement {
  return (
    <svg className="dp-upload-icon" width="20" height="20" viewBox="0 0 20 20" {...hidden}>
      <path
        d="M4 3a2 2 0 0 1 2-2h6l4 4v5.2a5 5 0 0 0-6.9 7.8H6a2 2 0 0 1-2-2V3z"
        fill="currentColor"
      />
      <path
        d="M14 12v6M11.5 14.5L14 12l2.5 2.5"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

/** The tick of a checked checkbox (white on blurple). */
export function TickIcon(): ReactElement {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" {...hidden}>
      <path
        d="M2.5 7.3l3 3 6-6.3"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

/** A small file glyph for a chosen file. */
export function FileIcon(): ReactElement {
  return (
    <svg width="16" height="20" viewBox="0 0 16 20" {...hidden}>
      <path
        d="M2 0h8l6 6v12a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V2a2 2 0 0 1 2-2z"
        fill="var(--dp-file-icon)"
      />
      <path d="M10 0l6 6h-4a2 2 0 0 1-2-2V0z" fill="var(--dp-blurple)" opacity="0.5" />
    </svg>
  );
}
