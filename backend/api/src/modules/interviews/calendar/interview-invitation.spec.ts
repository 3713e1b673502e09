import ical, { type VEvent } from 'node-ical';
import { DEFAULT_TIME_ZONE, type InterviewInvitation, interviewIcs, invitationTimeZone } from './interview-invitation';

const invitation: InterviewInvitation = {
  method: 'REQUEST',
  uid: 'interview-5f0c@nestwork.example',
  sequence: 2,
  // 09:00 in Los Angeles (PST, UTC-8) on 10 December.
  start: new Date('2026-12-10T17:00:00.000Z'),
  timeZone: 'America/Los_Angeles',
  summary: 'Technical Interview: Remote Bookkeeper at Acme, Inc.',
  description: 'Technical Interview; bring a portfolio',
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
