import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';

/** The time zone invitations fall back to when a company's is unknown to the zone database. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** How long an invitation blocks in the candidate's calendar (the pipeline keeps only a start). */
export const INTERVIEW_MINUTES = 60;

export interface InvitationPerson {
  name: string;
  email: string;
}

/** One iCalendar message about an interview (see planCalendar). */
export interface InterviewInvitation {
  method: 'REQUEST' | 'CANCEL';
  /** The full UID, e.g. "interview-<uuid>@nestwork.example". */
  uid: string;
  sequence: number;
  start: Date;
  /** IANA zone the event is written in (with its VTIMEZONE). */
  timeZone: string;
  summary: string;
  description: string;
  organizer: InvitationPerson;
  attendee: InvitationPerson;
  /** DTSTAMP: when the message was made. */
  stamp: Date;
}

/** The zone if both luxon and the VTIMEZONE database know it, else DEFAULT_TIME_ZONE. */
export function invitationTimeZone(zone: string | null | undefined): string {
  if (zone && DateTime.now().setZone(zone).isValid && getVtimezoneComponent(zone)) return zone;
  return DEFAULT_TIME_ZONE;
}

/**
 * The .ics text of an invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL): ORGANIZER, one
 * ATTENDEE with RSVP=TRUE, DTSTART/DTEND with TZID and the zone's VTIMEZONE, UID and SEQUENCE.
 * Times are handed to ical-generator as luxon DateTimes in the zone: a native Date on a zoned event
 * would be written in the server process's local time (architecture.md, "calendar").
 */
export function interviewIcs(invitation: InterviewInvitation): string {
  const zone = invitationTimeZone(invitation.timeZone);
  const start = DateTime.fromJSDate(invitation.start, { zone });
  const cancel = invitation.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'Nestwork', product: 'Interviews', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  // The VTIMEZONE of each event's zone, without a calendar-wide zone: ical-generator writes DTSTAMP
  // in the calendar's zone without a TZID, where RFC 5545 wants UTC.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    stamp: DateTime.fromJSDate(invitation.stamp, { zone: 'utc' }),
    start,
    end: start.plus({ minutes: INTERVIEW_MINUTES }),
    timezone: zone,
    summary: invitation.summary,
    description: invitation.description,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: invitation.organizer.name, email: invitation.organizer.email },
    attendees: [
      {
        name: invitation.attendee.name,
        email: invitation.attendee.email,
        rsvp: true,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
      },
    ],
  });
  return calendar.toString();
}
