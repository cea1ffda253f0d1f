// Only web links become anchors; every other scheme (javascript:, data:, vbscript:, file:, ...)
// is drawn as inert text.

/** The normalised URL when `target` is an http(s) URL, otherwise null. */
export function safeHref(target: string): string | null {
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
