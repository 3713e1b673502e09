import ical, { type VEvent } from 'node-ical';
import {
  calendarTimeZone,
  DEFAULT_TIME_ZONE,
  type InterviewInvitation,
  interviewIcs,
  invitationTimeZone,
} from './interview-invitation';

const invitation: InterviewInvitation = {
  method: 'REQUEST',
  uid: 'interview-5f0c@nestwork.example',
  sequence: 2,
  // 09:00 in Los Angeles (PST, UTC-8) on 10 December.
  start: new Date('2026-12-10T17:00:00.000Z'),
  timeZone: 'America/Los_Angeles',
  summary: 'Technical Interview: Remote Bookkeeper at Acme, Inc.',
  description: 'Technical Interview; bring a portfolio',
  location: null,
  meetingUrl: null,
  organizer: { name: 'Acme, Inc.', email: 'employer@demo.local' },
  attendee: { name: 'Maya Seeker', email: 'seeker@demo.local' },
  stamp: new Date('2026-11-25T13:00:00.000Z'),
};

/** The content lines with folded lines joined (RFC 5545 3.1). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

function event(ics: string): VEvent {
  const found = Object.values(ical.sync.parseICS(ics)).find((component) => component?.type === 'VEVENT');
  if (!found) throw new Error('no VEVENT');
  return found as VEvent;
}

describe('interviewIcs', () => {
  it('writes the time in the company zone with its VTIMEZONE, not in the server process zone', () => {
    const ics = interviewIcs(invitation);
    expect(lines(ics)).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'BEGIN:VTIMEZONE',
        'TZID:America/Los_Angeles',
        'DTSTART;TZID=America/Los_Angeles:20261210T090000',
        'DTEND;TZID=America/Los_Angeles:20261210T100000',
        // DTSTAMP in UTC, whatever the event's zone.
        'DTSTAMP:20261125T130000Z',
        'UID:interview-5f0c@nestwork.example',
        'SEQUENCE:2',
        'STATUS:CONFIRMED',
      ]),
    );
    const parsed = event(ics);
    expect(parsed.start.toISOString()).toBe('2026-12-10T17:00:00.000Z');
    expect(parsed.start.tz).toBe('America/Los_Angeles');
  });

  it('names the organizer and the candidate as an attendee who is asked to answer (RSVP)', () => {
    const parsed = event(interviewIcs(invitation));
    expect(parsed.organizer).toEqual({ params: { CN: 'Acme, Inc.' }, val: 'mailto:employer@demo.local' });
    const attendee = parsed.attendee as unknown as { params: Record<string, unknown>; val: string };
    expect(attendee.val.toLowerCase()).toBe('mailto:seeker@demo.local');
    expect(attendee.params).toMatchObject({
      RSVP: true,
      PARTSTAT: 'NEEDS-ACTION',
      ROLE: 'REQ-PARTICIPANT',
      CN: 'Maya Seeker',
    });
  });

  it('cancels with METHOD:CANCEL, the same UID and STATUS:CANCELLED', () => {
    const ics = interviewIcs({ ...invitation, method: 'CANCEL', sequence: 3 });
    expect(lines(ics)).toEqual(
      expect.arrayContaining([
        'METHOD:CANCEL',
        'UID:interview-5f0c@nestwork.example',
        'SEQUENCE:3',
        'STATUS:CANCELLED',
      ]),
    );
  });

  it('keeps the wall-clock time across daylight saving (July in Los Angeles is UTC-7)', () => {
    const ics = interviewIcs({ ...invitation, start: new Date('2026-07-10T16:00:00.000Z') });
    expect(lines(ics)).toContain('DTSTART;TZID=America/Los_Angeles:20260710T090000');
  });

  it('falls back to the default zone for a zone the database does not know', () => {
    expect(invitationTimeZone('Mars/Olympus_Mons')).toBe(DEFAULT_TIME_ZONE);
    expect(invitationTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(lines(interviewIcs({ ...invitation, timeZone: 'Mars/Olympus_Mons' }))).toContain(
      'DTSTART;TZID=America/New_York:20261210T120000',
    );
  });
});

describe('interviewIcs: where and how to join', () => {
  it('writes LOCATION and URL, escaped as RFC 5545 wants', () => {
    const ics = interviewIcs({
      ...invitation,
      location: 'Acme HQ, 5th floor; room "Oak"',
      meetingUrl: 'https://meet.example.com/abc-defg-hij',
    });
    expect(lines(ics)).toEqual(
      expect.arrayContaining([
        'LOCATION:Acme HQ\\, 5th floor\\; room "Oak"',
        'URL;VALUE=URI:https://meet.example.com/abc-defg-hij',
      ]),
    );
    const parsed = event(ics);
    expect(parsed.location).toBe('Acme HQ, 5th floor; room "Oak"');
    expect(parsed.url).toMatchObject({ val: 'https://meet.example.com/abc-defg-hij' });
  });

  it('uses the meeting link as the LOCATION of an interview with no place, and writes neither without them', () => {
    const online = interviewIcs({ ...invitation, meetingUrl: 'https://meet.example.com/abc' });
    expect(event(online).location).toBe('https://meet.example.com/abc');
    const bare = lines(interviewIcs(invitation));
    expect(bare.some((line) => line.startsWith('LOCATION'))).toBe(false);
    expect(bare.some((line) => line.startsWith('URL'))).toBe(false);
  });
});

describe('calendarTimeZone: the zones an employer may choose', () => {
  it('accepts IANA zones with a VTIMEZONE and writes TZID and VTIMEZONE under one name', () => {
    expect(calendarTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(calendarTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(calendarTimeZone('UTC')).toBe('Etc/UTC');
    // Older spellings browsers report: the calendar database files them under the current name.
    expect(calendarTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(calendarTimeZone('America/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    const ics = lines(interviewIcs({ ...invitation, timeZone: 'Asia/Calcutta' }));
    expect(ics).toContain('TZID:Asia/Kolkata');
    expect(ics).toContain('DTSTART;TZID=Asia/Kolkata:20261210T223000');
  });

  it('refuses what is not an IANA zone: offsets, unknown names, free text', () => {
    for (const zone of ['+05:00', 'GMT+5', 'Mars/Olympus_Mons', 'Europe/Berlin; DROP', '', 'europe berlin', null]) {
      expect(calendarTimeZone(zone)).toBeNull();
    }
  });
});
