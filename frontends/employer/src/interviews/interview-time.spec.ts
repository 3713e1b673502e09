import {
  browserTimeZone,
  formatZoned,
  fromZonedInput,
  knownTimeZone,
  timeZoneOptions,
  toZonedInput,
} from './interview-time';

describe('interview time', () => {
  it("reads a typed time as wall-clock time in the interview's zone, not the browser zone", () => {
    expect(fromZonedInput('2026-12-10T10:00', 'America/New_York')).toBe('2026-12-10T15:00:00.000Z'); // EST, UTC-5
    expect(fromZonedInput('2026-07-01T10:00', 'America/New_York')).toBe('2026-07-01T14:00:00.000Z'); // EDT, UTC-4
    expect(fromZonedInput('2026-12-10T10:00', 'Asia/Kolkata')).toBe('2026-12-10T04:30:00.000Z');
    expect(fromZonedInput('2026-12-10T23:59', 'Pacific/Auckland')).toBe('2026-12-10T10:59:00.000Z'); // NZDT, UTC+13
  });

  it("shows an instant as the interview zone's wall clock, the inverse of reading it", () => {
    expect(toZonedInput('2026-12-10T15:00:00.000Z', 'America/New_York')).toBe('2026-12-10T10:00');
    expect(toZonedInput('2026-12-11T03:30:00.000Z', 'America/Los_Angeles')).toBe('2026-12-10T19:30');
    expect(toZonedInput('2026-12-10T00:00:00.000Z', 'Europe/London')).toBe('2026-12-10T00:00');
    for (const local of [
      '2026-01-01T00:00',
      '2026-03-08T01:59',
      '2026-03-08T03:00',
      '2026-11-01T00:30',
      '2026-11-01T02:00',
      '2026-12-31T23:59',
    ]) {
      expect(toZonedInput(fromZonedInput(local, 'America/New_York'), 'America/New_York')).toBe(local);
    }
  });

  it('is right on both sides of a daylight-saving change and moves a skipped time forward', () => {
    expect(fromZonedInput('2026-03-08T01:30', 'America/New_York')).toBe('2026-03-08T06:30:00.000Z');
    expect(fromZonedInput('2026-03-08T05:00', 'America/New_York')).toBe('2026-03-08T09:00:00.000Z');
    // 02:30 does not exist that night in New York: the clock jumps from 02:00 to 03:00.
    expect(fromZonedInput('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
  });

  it('answers nothing for an empty or malformed value', () => {
    expect(fromZonedInput('', 'America/New_York')).toBe('');
    expect(fromZonedInput('tomorrow', 'America/New_York')).toBe('');
    expect(toZonedInput(null, 'America/New_York')).toBe('');
    expect(toZonedInput('soon', 'America/New_York')).toBe('');
  });

  it("formats with the zone name, and falls back to the browser's zone for none or an unknown one", () => {
    expect(formatZoned('2026-12-10T15:00:00.000Z', 'America/New_York')).toBe('Dec 10, 2026, 10:00 AM EST');
    expect(knownTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(knownTimeZone('Mars/Olympus_Mons')).toBe(browserTimeZone());
    expect(knownTimeZone(null)).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('offers every zone the browser knows, sorted, with the chosen and the browser zone among them', () => {
    const options = timeZoneOptions('Asia/Calcutta');
    expect(options).toEqual(expect.arrayContaining(['America/New_York', 'Europe/Berlin', 'Asia/Calcutta']));
    expect(options).toContain(browserTimeZone());
    expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b)));
    expect(new Set(options).size).toBe(options.length);
    expect(timeZoneOptions('UTC')).toContain('UTC');
  });
});
