// An embed's timestamp is an ISO 8601 string in UTC; the date-time picker shows local time.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An ISO string as the value of an `<input type="datetime-local">` (local time), or '' when it is no date. */
export function isoToLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || iso.trim() === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** A datetime-local value (local time) as an ISO string in UTC, or null when it is not a date. */
export function localInputToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const date = new Date(y!, mo! - 1, d!, h!, mi!, s ?? 0);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
