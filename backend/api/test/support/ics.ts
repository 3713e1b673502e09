import ical, { type VEvent } from 'node-ical';

/** An iCalendar message read back: its METHOD, its one VEVENT, and its raw content lines (folded lines joined). */
export interface ParsedIcs {
  method: string | undefined;
  event: VEvent;
  lines: string[];
  /** TZIDs of the VTIMEZONE components it carries. */
  timezones: string[];
}

export function parseIcs(text: string): ParsedIcs {
  const parsed = ical.sync.parseICS(text);
  const components = Object.values(parsed);
  const event = components.find((component) => component?.type === 'VEVENT') as VEvent | undefined;
  if (!event) throw new Error('The calendar has no VEVENT');
  const calendar = components.find((component) => component?.type === 'VCALENDAR') as { method?: string } | undefined;
  const timezones = components
    .filter((component) => component?.type === 'VTIMEZONE')
    .map((component) => (component as unknown as { tzid: string }).tzid);
  return { method: calendar?.method, event, lines: text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/), timezones };
}

/** The ATTENDEE of a parsed event: address and parameters. */
export function attendeeOf(event: VEvent): { email: string; params: Record<string, unknown> } {
  const attendee = (Array.isArray(event.attendee) ? event.attendee[0] : event.attendee) as unknown as {
    val: string;
    params: Record<string, unknown>;
  };
  return { email: attendee.val.replace(/^mailto:/i, ''), params: attendee.params };
}
