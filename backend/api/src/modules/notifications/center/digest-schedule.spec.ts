import { localDate, nextDigestAt } from './digest-schedule';

const at = (iso: string) => new Date(iso);

describe('nextDigestAt', () => {
  it('New York: the digest hour of today before it, at once after it, tomorrow once today went out', () => {
    const zone = 'America/New_York';
    // 07:00 EST: 08:00 EST is 13:00 UTC.
    expect(nextDigestAt(at('2026-11-28T12:00:00.000Z'), zone, null)).toEqual(at('2026-11-28T13:00:00.000Z'));
    // 09:00 EST, nothing sent today: now.
    const late = at('2026-11-28T14:00:00.000Z');
    expect(nextDigestAt(late, zone, null)).toEqual(late);
    expect(nextDigestAt(late, zone, at('2026-11-27T13:00:00.000Z'))).toEqual(late);
    // Sent at 08:00 today: tomorrow's 08:00.
    expect(nextDigestAt(late, zone, at('2026-11-28T13:00:00.000Z'))).toEqual(at('2026-11-29T13:00:00.000Z'));
    // 23:30 EST is already the next day in UTC; today is still the 28th in New York.
    expect(nextDigestAt(at('2026-11-29T04:30:00.000Z'), zone, at('2026-11-28T13:00:00.000Z'))).toEqual(
      at('2026-11-29T13:00:00.000Z'),
    );
  });

  it('Tokyo: a day ahead of UTC for the morning', () => {
    const zone = 'Asia/Tokyo';
    // 05:00 JST on the 29th: 08:00 JST the same day is 23:00 UTC on the 28th.
    expect(nextDigestAt(at('2026-11-28T20:00:00.000Z'), zone, null)).toEqual(at('2026-11-28T23:00:00.000Z'));
    // 09:30 JST on the 28th after that day's digest (08:00 JST = 23:00 UTC on the 27th): 08:00 JST on the 29th.
    expect(nextDigestAt(at('2026-11-28T00:30:00.000Z'), zone, at('2026-11-27T23:00:00.000Z'))).toEqual(
      at('2026-11-28T23:00:00.000Z'),
    );
    expect(localDate(at('2026-11-28T23:00:00.000Z'), zone)).toBe('2026-11-29');
  });

  it('Kolkata: a half-hour offset lands on the half hour in UTC', () => {
    const zone = 'Asia/Kolkata';
    // 06:30 IST: 08:00 IST is 02:30 UTC.
    expect(nextDigestAt(at('2026-11-28T01:00:00.000Z'), zone, null)).toEqual(at('2026-11-28T02:30:00.000Z'));
    // 07:59 IST is before the hour, 08:00 IST is on it.
    expect(nextDigestAt(at('2026-11-28T02:29:00.000Z'), zone, null)).toEqual(at('2026-11-28T02:30:00.000Z'));
    const onTheHour = at('2026-11-28T02:30:00.000Z');
    expect(nextDigestAt(onTheHour, zone, null)).toEqual(onTheHour);
    expect(nextDigestAt(onTheHour, zone, onTheHour)).toEqual(at('2026-11-29T02:30:00.000Z'));
  });

  it('keeps the local hour across a clock change: 25- and 23-hour days, and an hour the change skips', () => {
    const zone = 'America/New_York';
    // Clocks go back on 2026-11-01: 08:00 EDT on Oct 31 is 12:00 UTC, 08:00 EST on Nov 1 is 13:00 UTC.
    expect(nextDigestAt(at('2026-10-31T20:00:00.000Z'), zone, at('2026-10-31T12:00:00.000Z'))).toEqual(
      at('2026-11-01T13:00:00.000Z'),
    );
    // Clocks go forward on 2027-03-14: 08:00 EST on Mar 13 is 13:00 UTC, 08:00 EDT on Mar 14 is 12:00 UTC.
    expect(nextDigestAt(at('2027-03-13T20:00:00.000Z'), zone, at('2027-03-13T13:00:00.000Z'))).toEqual(
      at('2027-03-14T12:00:00.000Z'),
    );
    // On that day 02:00 does not exist: a 02:00 digest goes at 03:00 EDT (07:00 UTC).
    expect(nextDigestAt(at('2027-03-14T05:00:00.000Z'), zone, null, 2)).toEqual(at('2027-03-14T07:00:00.000Z'));
  });
});
