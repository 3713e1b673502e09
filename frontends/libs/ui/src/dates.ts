/**
 * Dates and times as the viewer reads them. Every screen writes a day, a moment or a month through
 * these, so one kind of date always looks the same, in the viewer's own language (the browser's
 * locale: 'Dec 10, 2026' in the US, '10 Dec 2026' in the UK) and time zone.
 */

/** An ISO 8601 string (a calendar day 'YYYY-MM-DD' or an instant), epoch milliseconds or a Date. */
export type DateInput = string | number | Date | null | undefined;

export interface DateFormatOptions {
  /** The IANA zone to read an instant in (a company's interview times); the viewer's own by default. */
  timeZone?: string;
  /** The language to write in; the viewer's by default (tests pin it). */
  locale?: string;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
// One constant per kind (not a table), so a page that writes only days carries only DAY.
const MOMENT: Intl.DateTimeFormatOptions = { ...DAY, ...TIME };
const ZONED_MOMENT: Intl.DateTimeFormatOptions = { ...MOMENT, timeZoneName: 'short' };
const MONTH: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long' };

// Building a formatter costs far more than using one, and a table formats a date per row.
const formatters = new Map<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

function formatterOf(kind: Intl.DateTimeFormatOptions, locale: string | undefined, timeZone: string | undefined) {
  let ofKind = formatters.get(kind);
  if (!ofKind) formatters.set(kind, (ofKind = new Map()));
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let formatter = ofKind.get(key);
  if (!formatter) ofKind.set(key, (formatter = new Intl.DateTimeFormat(locale, { ...kind, timeZone })));
  return formatter;
}

function write(kind: Intl.DateTimeFormatOptions, value: DateInput, options: DateFormatOptions): string {
  if (value === null || value === undefined || value === '') return '';
  // A calendar day (a deadline, a birthday) names that day wherever the reader is: read it in UTC.
  const calendarDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = value instanceof Date ? value : new Date(calendarDay ? `${String(value)}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  return formatterOf(kind, options.locale, calendarDay ? 'UTC' : options.timeZone).format(date);
}

/** A day: 'Dec 10, 2026' (en-US); '' for none or a value that is not a date. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  return write(DAY, value, options);
}

/** A moment: 'Dec 10, 2026, 3:30 PM' (en-US). */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  return write(MOMENT, value, options);
}

/** A moment with its zone, for times that are not in the viewer's zone: 'Dec 10, 2026, 10:00 AM EST'. */
export function formatZonedDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  return write(ZONED_MOMENT, value, options);
}

/** A time of day: '3:30 PM' (en-US). */
export function formatTime(value: DateInput, options: DateFormatOptions = {}): string {
  return write(TIME, value, options);
}

/** A month: 'March 2024' (en-US). */
export function formatMonth(value: DateInput, options: DateFormatOptions = {}): string {
  return write(MONTH, value, options);
}
