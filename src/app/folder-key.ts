// The studio run's key, the page's one way to ask whether it runs under `component-studio studio`:
// the page keeps the key of its address in sessionStorage (see the studio contract), and every
// /api/ call and environment-signed relay call carries it as X-Studio-Key. Null without a studio,
// where the page behaves as it always has.
export const STUDIO_KEY_STORAGE = 'component-studio:studio-key';

/** The studio run's key, or null when the page is not served by `component-studio studio`. */
export function studioKey(
  storage: Pick<Storage, 'getItem'> | null = sessionOrNull(),
): string | null {
  try {
    const key = storage?.getItem(STUDIO_KEY_STORAGE) ?? null;
    return key !== null && key.trim() !== '' ? key.trim() : null;
  } catch {
    return null;
  }
}

function sessionOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // A sandboxed frame can throw on the very access.
    return null;
  }
}
