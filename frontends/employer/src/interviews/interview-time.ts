/**
 * Interview times are entered and shown in the interview's own IANA zone, which the employer picks
 * in the Update Stage dialog (their browser's zone until they pick another), never silently in the
 * browser's: an employer in Chicago scheduling a 10:00 interview in Europe/Berlin types Berlin
 * wall-clock time, as the calendar invitation states it. Intl does the zone arithmetic, so no date
 * library enters the employer bundle.
 */
import { formatZonedDateTime } from '@marketplace/ui/dates';

/** The zone this browser runs in: the default of an interview that has none yet. */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** `zone` when the browser knows it as an IANA zone, else the browser's own zone. */
export function knownTimeZone(zone: string | null | undefined): string {
  if (!zone) return browserTimeZone();
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return browserTimeZone();
  }
}

/**
 * The zones the dialog offers: every IANA zone this browser knows, sorted, with `selected` and the
 * browser's own zone among them even where the browser's list spells them otherwise (UTC, or an
 * alias such as Asia/Calcutta).
 */
export function timeZoneOptions(selected: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, selected, browserTimeZone()])].sort((a, b) => a.localeCompare(b));
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of an instant in a zone (24-hour clock). */
function wallClock(
  time: number,
  zone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(time)).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(time: number, zone: string): number {
  const wall = wallClock(time, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(time / 1000) * 1000;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** An ISO 8601 instant as a `datetime-local` value ('2026-12-10T10:00') in the zone; '' for none or an invalid one. */
export function toZonedInput(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const wall = wallClock(time, zone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value read as wall-clock time in the zone, as an ISO 8601 instant; '' for an
 * empty or malformed value. A time that a daylight-saving jump skips moves forward by the jump.
 */
export function fromZonedInput(local: string, zone: string): string {
  const match = LOCAL_VALUE.exec(local);
  if (!match) return '';
  const [year, month, day, hour, minute, second] = match.slice(1).map((value) => Number(value ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(asUtc)) return '';
  // The offset at a first guess, then at the instant it gives: right on both sides of a DST change.
  const guess = asUtc - zoneOffset(asUtc, zone);
  const refined = asUtc - zoneOffset(guess, zone);
  const wall = wallClock(refined, zone);
  const matches =
    wall.year === year && wall.month === month && wall.day === day && wall.hour === hour && wall.minute === minute;
  return new Date(matches ? refined : guess).toISOString();
}

/** A moment with its zone, 'Dec 10, 2026, 10:00 AM EST' in the viewer's language, in the interview's zone. */
export function formatZoned(iso: string, zone: string): string {
  return formatZonedDateTime(iso, { timeZone: zone });
}
