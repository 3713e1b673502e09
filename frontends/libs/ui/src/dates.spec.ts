import { formatDate, formatDateTime, formatMonth, formatTime, formatZonedDateTime } from './dates';

const INSTANT = '2026-12-10T15:30:00Z';

describe('the shared date formatter', () => {
  it('writes one format per kind in the given locale', () => {
    const options = { locale: 'en-US', timeZone: 'UTC' };
    expect(formatDate(INSTANT, options)).toBe('Dec 10, 2026');
    expect(formatDateTime(INSTANT, options)).toBe('Dec 10, 2026, 3:30 PM');
    expect(formatTime(INSTANT, options)).toBe('3:30 PM');
    expect(formatMonth(INSTANT, options)).toBe('December 2026');
    expect(formatZonedDateTime(INSTANT, { locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      'Dec 10, 2026, 10:30 AM EST',
    );
  });

  it("follows the viewer's locale: day before month in the UK, German numerals in Germany", () => {
    expect(formatDate(INSTANT, { locale: 'en-GB', timeZone: 'UTC' })).toBe('10 Dec 2026');
    expect(formatDate(INSTANT, { locale: 'de-DE', timeZone: 'UTC' })).toBe('10. Dez. 2026');
    expect(formatDateTime(INSTANT, { locale: 'en-GB', timeZone: 'UTC' })).toBe('10 Dec 2026, 15:30');
  });

  it("uses the runtime's own locale and zone when none is given", () => {
    const expected = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }).format(
      new Date(INSTANT),
    );
    expect(formatDate(INSTANT)).toBe(expected);
  });

  it('reads an instant in the zone asked for, and a calendar day as that day everywhere', () => {
    expect(formatDate('2026-12-11T02:00:00Z', { locale: 'en-US', timeZone: 'America/Los_Angeles' })).toBe(
      'Dec 10, 2026',
    );
    expect(formatDate('2026-12-10', { locale: 'en-US', timeZone: 'Pacific/Kiritimati' })).toBe('Dec 10, 2026');
    expect(formatDate('2026-01-01', { locale: 'en-US', timeZone: 'America/Los_Angeles' })).toBe('Jan 1, 2026');
  });

  it('takes strings, numbers and dates; nothing or nonsense is empty', () => {
    const at = Date.parse(INSTANT);
    expect(formatDate(at, { locale: 'en-US', timeZone: 'UTC' })).toBe('Dec 10, 2026');
    expect(formatDate(new Date(at), { locale: 'en-US', timeZone: 'UTC' })).toBe('Dec 10, 2026');
    for (const nothing of [null, undefined, '', 'not a date', Number.NaN]) expect(formatDate(nothing)).toBe('');
  });
});
