import { formatDateTime, isTimeZone, type Lang, zoneAbbreviation } from '@rimba/core';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { readSession, useSession } from '../auth/session';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The zone the browser runs in, as the operating system says. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const chosen = (zone: unknown) => (isTimeZone(zone) ? zone : undefined);

/** The zone times are shown and typed in: the user's own setting, else the browser's. */
export function displayTimeZone(): string {
  return chosen(readSession()?.profile.time_zone) ?? browserTimeZone();
}

/** The display zone, re-rendering when the user changes it. */
export function useDisplayTimeZone(): string {
  return chosen(useSession()?.profile.time_zone) ?? browserTimeZone();
}

/**
 * What follows a time shown in a list or a detail: the zone's name when it is not the browser's own (the
 * user chose another zone, so the clock on their screen says something else); nothing otherwise, as the
 * time is then simply their local time.
 */
export function zoneSuffix(zone = displayTimeZone()): string {
  return zone === browserTimeZone() ? '' : ` ${zoneAbbreviation(zone)}`;
}

/** An instant in the display zone, long form: `22 November 2026 pukul 23.00` (`… 23.00 WIT`). */
export function formatInstant(value: unknown, lang: Lang, zone = displayTimeZone()): string {
  const text = formatDateTime(value as string | Date | null | undefined, lang, zone);
  return text === '-' ? text : `${text}${zoneSuffix(zone)}`;
}

const wallClock = 'YYYY-MM-DDTHH:mm:ss';

/**
 * A stored instant as a picker value. Pickers work in the browser's zone, so the value is a browser-local
 * time showing the display zone's wall clock: what the user reads and types is the time in their zone.
 */
export function pickerValueOf(value: unknown, zone = displayTimeZone()): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const instant = dayjs(value);
  if (!instant.isValid()) return null;
  return dayjs(instant.tz(zone).format(wallClock));
}

/** The instant a picked value means: its wall clock read in the display zone, as ISO text. */
export function instantOfPicked(picked: Dayjs, zone = displayTimeZone()): string {
  return dayjs.tz(picked.format(wallClock), zone).toISOString();
}

/** The first and last instants of a calendar day (`YYYY-MM-DD`) in a zone, for a filter on a day range. */
export function dayBounds(day: string, zone = displayTimeZone()): { start: string; end: string } {
  const start = dayjs.tz(`${day}T00:00:00`, zone);
  return { start: start.toISOString(), end: start.add(1, 'day').subtract(1, 'millisecond').toISOString() };
}

/** The calendar day (`YYYY-MM-DD`) of an instant in a zone. */
export function dayOf(value: unknown, zone = displayTimeZone()): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const instant = dayjs(value);
  return instant.isValid() ? instant.tz(zone).format('YYYY-MM-DD') : null;
}
