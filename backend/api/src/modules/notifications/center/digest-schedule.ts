import { DIGEST_LOCAL_HOUR } from '@marketplace/contracts';

/** The calendar date and hour of an instant in a time zone. */
function localParts(at: Date, timeZone: string): { year: number; month: number; day: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const local = localParts(at, timeZone);
  const minutes = new Intl.DateTimeFormat('en-US', { timeZone, minute: 'numeric' }).format(at);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, Number(minutes));
  return asUtc - Math.floor(at.getTime() / 60_000) * 60_000;
}

/** The instant a local date and hour names in the zone (the later hour when a clock change skips it). */
function zonedInstant(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  const first = guess - offsetAt(new Date(guess), timeZone);
  const second = guess - offsetAt(new Date(first), timeZone);
  return new Date(Math.max(first, second));
}

/** The local calendar date of an instant, as "YYYY-MM-DD". */
export function localDate(at: Date, timeZone: string): string {
  const { year, month, day } = localParts(at, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * When a person's next digest goes out: at the digest hour of their local day, or at once when that
 * hour has passed today and today's digest has not gone out; the next day's hour when it has.
 */
export function nextDigestAt(now: Date, timeZone: string, lastDigestAt: Date | null, hour = DIGEST_LOCAL_HOUR): Date {
  const today = localParts(now, timeZone);
  const sentToday = lastDigestAt !== null && localDate(lastDigestAt, timeZone) === localDate(now, timeZone);
  if (!sentToday && today.hour >= hour) return now;
  if (!sentToday) return zonedInstant(today.year, today.month, today.day, hour, timeZone);
  // Tomorrow's date: noon today plus a day, read in the zone, is tomorrow whatever the clock changes.
  const noon = zonedInstant(today.year, today.month, today.day, 12, timeZone);
  const tomorrow = localParts(new Date(noon.getTime() + 86_400_000), timeZone);
  return zonedInstant(tomorrow.year, tomorrow.month, tomorrow.day, hour, timeZone);
}
