// Copy to the clipboard and download as a file, for the export panel. Both say plainly when the
// browser refuses, so a failed copy is never mistaken for a copied payload.

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

/** Copying through a selected, hidden text area: for browsers without the Clipboard API here. */
function copyBySelection(text: string): boolean {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let copied: boolean;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus();
  return copied;
}

/** Copies `text`; resolves to null once copied, or to why it could not be. */
export async function copyText(text: string): Promise<string | null> {
  let reason = 'this browser gives the page no clipboard';
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return null;
    } catch (error) {
      // A DOMException, which is not an Error in every environment.
      const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
      reason =
        name === 'NotAllowedError'
          ? 'the browser did not allow it'
          : `the browser refused (${typeof message === 'string' ? message : String(error)})`;
    }
  }
  return copyBySelection(text) ? null : reason;
}

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
