import { invitationDescription } from './interview-calendar-mails';
import { interviewTime, timeZoneAbbreviation } from './interview-emails';

const WINTER = new Date('2026-12-10T17:00:00.000Z');
const SUMMER = new Date('2026-07-10T16:00:00.000Z');

describe('timeZoneAbbreviation', () => {
  it('names a zone as people in it would, across daylight saving', () => {
    expect([WINTER, SUMMER].map((at) => timeZoneAbbreviation(at, 'America/New_York'))).toEqual(['EST', 'EDT']);
    expect([WINTER, SUMMER].map((at) => timeZoneAbbreviation(at, 'Europe/Berlin'))).toEqual(['CET', 'CEST']);
    expect([WINTER, SUMMER].map((at) => timeZoneAbbreviation(at, 'Europe/London'))).toEqual(['GMT', 'BST']);
    expect(timeZoneAbbreviation(WINTER, 'Asia/Kolkata')).toBe('IST');
    expect(timeZoneAbbreviation(WINTER, 'Australia/Sydney')).toBe('AEDT');
    expect(timeZoneAbbreviation(WINTER, 'Etc/UTC')).toBe('UTC');
  });

  it('falls back to the offset where no English name exists', () => {
    expect(timeZoneAbbreviation(WINTER, 'Asia/Tokyo')).toBe('GMT+9');
    expect(timeZoneAbbreviation(WINTER, 'America/Sao_Paulo')).toBe('GMT-3');
  });
});

describe('interviewTime', () => {
  it("writes the start in the interview's zone with its short name and the zone", () => {
    expect(interviewTime(WINTER, 'Europe/Berlin')).toBe('Thursday, December 10, 2026 at 6:00 PM CET (Europe/Berlin)');
    expect(interviewTime(WINTER, 'America/Los_Angeles')).toBe(
      'Thursday, December 10, 2026 at 9:00 AM PST (America/Los_Angeles)',
    );
    expect(interviewTime(WINTER, 'Asia/Tokyo')).toBe('Friday, December 11, 2026 at 2:00 AM GMT+9 (Asia/Tokyo)');
    // An alias is written under the name its VTIMEZONE has, as the calendar file is.
    expect(interviewTime(WINTER, 'Asia/Calcutta')).toBe('Thursday, December 10, 2026 at 10:30 PM IST (Asia/Kolkata)');
  });

  it('uses the default zone for a zone it cannot write', () => {
    expect(interviewTime(WINTER, null)).toBe('Thursday, December 10, 2026 at 12:00 PM EST (America/New_York)');
  });
});

describe('invitationDescription', () => {
  const application = { companyName: 'Acme', jobTitle: 'Remote Bookkeeper' };
  const details = {
    timeZone: 'Europe/Berlin',
    location: 'Acme HQ',
    meetingUrl: 'https://meet.example.com/abc',
    messageToCandidate: 'Bring a portfolio.',
  };

  it('says when, where, how to join and the message of an invitation', () => {
    expect(
      invitationDescription(
        { method: 'REQUEST', start: WINTER, details },
        application,
        'Technical Interview',
        'Europe/Berlin',
        'https://nestwork.example/seeker/applications',
      ),
    ).toBe(
      [
        'Technical Interview with Acme for Remote Bookkeeper.',
        'When: Thursday, December 10, 2026 at 6:00 PM CET (Europe/Berlin)',
        'Where: Acme HQ',
        'Join: https://meet.example.com/abc',
        '',
        'A message from Acme:',
        'Bring a portfolio.',
        '',
        'Your applications: https://nestwork.example/seeker/applications',
      ].join('\n'),
    );
  });

  it('leaves out what is not set, and a cancellation says only that', () => {
    const bare = { timeZone: null, location: null, meetingUrl: null, messageToCandidate: null };
    const url = 'https://nestwork.example/seeker/applications';
    expect(
      invitationDescription(
        { method: 'REQUEST', start: WINTER, details: bare },
        application,
        'Final Interview',
        'UTC',
        url,
      ),
    ).toBe(
      `Final Interview with Acme for Remote Bookkeeper.\nWhen: Thursday, December 10, 2026 at 5:00 PM UTC\n\nYour applications: ${url}`,
    );
    expect(
      invitationDescription({ method: 'CANCEL', start: WINTER, details }, application, 'Final Interview', 'UTC', url),
    ).toBe(`Final Interview with Acme for Remote Bookkeeper. Cancelled.\n\nYour applications: ${url}`);
  });
});
