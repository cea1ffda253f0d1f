// A datetime-local input's value is a wall-clock time with no zone: "2025-06-01T14:30" or with
// seconds. It is read in the browser's own time zone, the one the person sees on their clock, and
// Discord's timestamps are seconds since 1970 in UTC.

const LOCAL = /^(\d{4,6})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

export type LocalTimeRead = { ok: true; unix: number } | { ok: false; reason: string };

/**
 * Unix seconds of a datetime-local value, in the local time zone. A wall-clock time that a
 * daylight-saving change skips is moved forward by the gap, and one that happens twice is the
 * first, as the browser's own Date does.
 */
export function unixFromLocal(value: string): LocalTimeRead {
  const m = LOCAL.exec(value);
  if (!m) return { ok: false, reason: 'Pick a date and a time.' };
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((p) => Number(p ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const bad: LocalTimeRead = { ok: false, reason: `${value} is not a date and time.` };
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return bad;
  if (hour > 23 || minute > 59 || second > 59) return bad;
  // setFullYear, because the Date constructor reads years 0 to 99 as 1900 to 1999.
  const date = new Date(2000, 0, 1, 0, 0, 0, 0);
  date.setFullYear(year, month - 1, day);
  date.setHours(hour, minute, second, 0);
  const ms = date.getTime();
  if (Number.isNaN(ms))
    return { ok: false, reason: `${value} is further from 1970 than a date can be.` };
  return { ok: true, unix: Math.floor(ms / 1000) };
}

function daysIn(year: number, month: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month, 0);
  return d.getUTCDate();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The datetime-local value (with seconds) of a moment, in the local time zone. */
export function localFromUnix(unix: number): string {
  const d = new Date(unix * 1000);
  const year = d.getFullYear();
  return `${pad(year, 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
