// Studio mode: the page was opened from the address `component-studio studio` printed, whose
// `?key=` is the run's secret. The key is kept for this tab (sessionStorage, so a reload still
// works) and taken out of the address bar, so it is not left in history or shared by a copied URL.
// Small on purpose: the main chunk reads it to decide whether to load the studio at all, and the
// Register panel to sign its relay calls with an environment (X-Studio-Key, X-Studio-Env).

export const STUDIO_KEY = 'component-studio:studio-key';

/** The key taken from the address, for a tab without sessionStorage. */
let taken: string | null = null;

/** The run's key when this page is the studio's, else null (the page is as it always was). */
export function studioKey(): string | null {
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  const given = url.searchParams.get('key');
  if (given) {
    taken = given;
    try {
      sessionStorage.setItem(STUDIO_KEY, given);
    } catch {
      // No sessionStorage: the key lasts until a reload.
    }
    url.searchParams.delete('key');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    return given;
  }
  try {
    return sessionStorage.getItem(STUDIO_KEY) || taken;
  } catch {
    return taken;
  }
}
