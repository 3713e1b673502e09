import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import calendarZones from '@touch4it/ical-timezones/zones.js';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { isTimeZoneName } from '@marketplace/contracts';

/** The time zone invitations fall back to when a zone is unknown to the zone database. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

const TZID_LINE = /^TZID:(.+)$/m;

/** The TZID of the zone's VTIMEZONE as the calendar database files it, or null without one. */
function vtimezoneId(zone: string): string | null {
  const component = getVtimezoneComponent(zone);
  return component ? (TZID_LINE.exec(component)?.[1]?.trim() ?? null) : null;
}

/** The zone's name as this engine's Intl resolves it (its canonical spelling of an alias), or null. */
function intlName(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

let byIntlName: Map<string, string> | null = null;

/**
 * The calendar database's zones by the name Intl resolves them to, made once: a browser may report
 * a zone under an older spelling the database files under another (America/Buenos_Aires for
 * America/Argentina/Buenos_Aires); both resolve to the same Intl name.
 */
function calendarZoneByIntlName(): Map<string, string> {
  if (byIntlName) return byIntlName;
  byIntlName = new Map();
  for (const name of Object.keys(calendarZones)) {
    if (!isTimeZoneName(name)) continue;
    const resolved = intlName(name);
    if (resolved && !byIntlName.has(resolved)) byIntlName.set(resolved, name);
  }
  return byIntlName;
}

/**
 * The TZID an interview in `zone` is written with: the calendar database's own name for the zone
 * (whose VTIMEZONE goes with it, so TZID and VTIMEZONE always match, aliases such as Asia/Calcutta
 * included), or null for a name that is not an IANA zone or that the database does not have. This
 * is the server's list of zones an employer may choose.
 */
export function calendarTimeZone(zone: string | null | undefined): string | null {
  if (!isTimeZoneName(zone)) return null;
  const direct = vtimezoneId(zone);
  if (direct) return direct;
  const resolved = intlName(zone);
  const filed = resolved ? calendarZoneByIntlName().get(resolved) : undefined;
  return filed ? vtimezoneId(filed) : null;
}

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
  /** Where the interview takes place: LOCATION. */
  location: string | null;
  /** The link to join: URL, and LOCATION too when there is no place. */
  meetingUrl: string | null;
  organizer: InvitationPerson;
  attendee: InvitationPerson;
  /** DTSTAMP: when the message was made. */
  stamp: Date;
}

/** The TZID to write for the zone (calendarTimeZone), DEFAULT_TIME_ZONE for one without a VTIMEZONE. */
export function invitationTimeZone(zone: string | null | undefined): string {
  const tzid = calendarTimeZone(zone);
  return tzid !== null && DateTime.now().setZone(tzid).isValid ? tzid : DEFAULT_TIME_ZONE;
}

/**
 * The .ics text of an invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL): ORGANIZER, one
 * ATTENDEE with RSVP=TRUE, DTSTART/DTEND with TZID and the zone's VTIMEZONE, UID and SEQUENCE,
 * LOCATION and URL when given. What it says is only what the caller passes: never interviewer notes.
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
    location: invitation.location ?? invitation.meetingUrl,
    url: invitation.meetingUrl,
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
