// Copying text to the clipboard: the async Clipboard API where the page may use it, otherwise the
// old way (a hidden textarea and execCommand), which still works in plain http pages and iframes.
// Both say plainly when the browser refuses, so a failed copy is never mistaken for a copied one.

/** Copies `text`; resolves to null once copied, or to why it could not be. Never throws. */
export async function copyTextOrReason(text: string): Promise<string | null> {
  let reason = 'this browser gives the page no clipboard';
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return null;
    } catch (error) {
      // Refused (no permission, insecure context): say so, then try the old way. A DOMException
      // is not an Error in every environment.
      const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
      reason =
        name === 'NotAllowedError'
          ? 'the browser did not allow it'
          : `the browser refused (${typeof message === 'string' ? message : String(error)})`;
    }
  }
  return copyWithTextarea(text) ? null : reason;
}

/** Copies `text`; resolves to whether it worked. Never throws. */
export async function copyText(text: string): Promise<boolean> {
  return (await copyTextOrReason(text)) === null;
}

function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  const focused = document.activeElement as HTMLElement | null;
  document.body.appendChild(area);
  area.select();
  let copied: boolean;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus?.();
  return copied;
}
