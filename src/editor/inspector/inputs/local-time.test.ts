import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFromUnix, unixFromLocal } from './local-time';

// Node follows a change of TZ at once; the zone is put back for the files that share this worker.
const before = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (before === undefined) delete process.env.TZ;
  else process.env.TZ = before;
});

const unix = (iso: string) => Date.parse(iso) / 1000;

describe('unixFromLocal (TZ America/New_York)', () => {
  it('reads the wall clock in the local zone: winter is UTC-5, summer UTC-4', () => {
    expect(unixFromLocal('2025-01-15T09:30')).toEqual({
      ok: true,
      unix: unix('2025-01-15T14:30:00Z'),
    });
    expect(unixFromLocal('2025-07-04T21:00:15')).toEqual({
      ok: true,
      unix: unix('2025-07-05T01:00:15Z'),
    });
    expect(unixFromLocal('2025-07-04T21:00:15.250')).toEqual({
      ok: true,
      unix: unix('2025-07-05T01:00:15Z'),
    });
  });

  it('moves a skipped spring-forward time by the gap, and takes the first of a repeated one', () => {
    // 2025-03-09 02:30 does not exist in New York: the clock jumps from 02:00 to 03:00 EDT.
    expect(unixFromLocal('2025-03-09T02:30')).toEqual({
      ok: true,
      unix: unix('2025-03-09T07:30:00Z'),
    });
    // 2025-11-02 01:30 happens twice; the first is still EDT (UTC-4).
    expect(unixFromLocal('2025-11-02T01:30')).toEqual({
      ok: true,
      unix: unix('2025-11-02T05:30:00Z'),
    });
  });

  it('reads years before 100 as themselves, and 1970-01-01 00:00 local as 5 hours', () => {
    expect(unixFromLocal('0050-06-01T12:00')).toMatchObject({ ok: true });
    expect(localFromUnix((unixFromLocal('0050-06-01T12:00') as { unix: number }).unix)).toBe(
      '0050-06-01T12:00:00',
    );
    expect(unixFromLocal('1970-01-01T00:00')).toEqual({ ok: true, unix: 5 * 3600 });
  });

  it('takes the last day of a month and refuses the day after it', () => {
    expect(unixFromLocal('2024-02-29T00:00').ok).toBe(true);
    expect(unixFromLocal('2025-02-28T00:00').ok).toBe(true);
    expect(unixFromLocal('2025-02-29T00:00')).toEqual({
      ok: false,
      reason: '2025-02-29T00:00 is not a date and time.',
    });
    expect(unixFromLocal('2025-04-31T00:00').ok).toBe(false);
    expect(unixFromLocal('2025-12-31T23:59:59').ok).toBe(true);
    expect(unixFromLocal('2025-13-01T00:00').ok).toBe(false);
    expect(unixFromLocal('2025-12-31T24:00').ok).toBe(false);
  });

  it('asks for a date and time when the field is empty or half filled', () => {
    for (const value of ['', '2025-01-15', 'T09:30', 'tomorrow'])
      expect(unixFromLocal(value), value).toEqual({ ok: false, reason: 'Pick a date and a time.' });
  });

  it("takes the input's last moment (275760-09-13 local) and refuses a day past Date's range", () => {
    expect(unixFromLocal('275760-09-12T00:00').ok).toBe(true);
    expect(unixFromLocal('275760-09-14T00:00')).toMatchObject({ ok: false });
  });
});

describe('localFromUnix (TZ America/New_York)', () => {
  it('gives the datetime-local value of a moment, with seconds, and round-trips', () => {
    expect(localFromUnix(unix('2025-07-05T01:00:15Z'))).toBe('2025-07-04T21:00:15');
    for (const value of ['2025-01-15T09:30:00', '1999-12-31T23:59:59', '2030-06-30T00:00:01'])
      expect(localFromUnix((unixFromLocal(value) as { unix: number }).unix)).toBe(value);
  });
});
