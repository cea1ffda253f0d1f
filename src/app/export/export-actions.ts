// Copy to the clipboard and download as a file, for the export panel. Both say plainly when the
// browser refuses, so a failed copy is never mistaken for a copied payload.

import { copyTextOrReason } from '../../preview';

const UNSAFE = new Set('\\/:*?"<>|');

/** A file name from the design's name (characters file systems refuse become "-"), or `fallback`. */
export function exportFileName(name: string | undefined, ext: string, fallback: string): string {
  let base = '';
  for (const ch of name ?? '') base += UNSAFE.has(ch) || ch.charCodeAt(0) < 0x20 ? '-' : ch;
  base = base
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 100)
    .trim();
  return `${base || fallback}.${ext}`;
}

/** Copies `text`; resolves to null once copied, or to why it could not be. */
export const copyText = copyTextOrReason;

/** Offers `text` as a file download named `name`. */
export function downloadText(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL only needs to outlive the click.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
