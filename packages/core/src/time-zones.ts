import type { Text } from './i18n.js';

/**
 * Instants are stored as such (timestamptz) and shown in a time zone: the user's own setting, else the
 * browser's. Indonesia has three zones and no daylight saving; UTC is offered for work with others.
 */
export const defaultTimeZone = 'Asia/Jakarta';

export interface TimeZoneChoice {
  value: string;
  /** How the zone is named next to a time: `23.00 WIT`, `Dibuat (WIB)`. */
  abbreviation: string;
  label: Text;
}

export const timeZoneChoices: readonly TimeZoneChoice[] = [
  {
    value: 'Asia/Jakarta',
    abbreviation: 'WIB',
    label: { id: 'WIB – Waktu Indonesia Barat (UTC+7)', en: 'WIB – Western Indonesia Time (UTC+7)' },
  },
  {
    value: 'Asia/Makassar',
    abbreviation: 'WITA',
    label: { id: 'WITA – Waktu Indonesia Tengah (UTC+8)', en: 'WITA – Central Indonesia Time (UTC+8)' },
  },
  {
    value: 'Asia/Jayapura',
    abbreviation: 'WIT',
    label: { id: 'WIT – Waktu Indonesia Timur (UTC+9)', en: 'WIT – Eastern Indonesia Time (UTC+9)' },
  },
  { value: 'UTC', abbreviation: 'UTC', label: { id: 'UTC', en: 'UTC' } },
];

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, giving the wall-clock parts of an instant there (24-hour clock). */
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows a zone by this IANA name (`Asia/Jayapura`, `UTC`). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return false;
  try {
    partsFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** How a zone is named next to a time: WIB, WITA, WIT, UTC, or its IANA name for any other. */
export function zoneAbbreviation(zone: string): string {
  return timeZoneChoices.find((c) => c.value === zone)?.abbreviation ?? zone;
}

/** The zone an abbreviation or IANA name written in a header names (`WIT`, `Asia/Jayapura`), if any. */
export function zoneNamed(text: string): string | undefined {
  const t = text.trim();
  const known = timeZoneChoices.find((c) => c.abbreviation.toLowerCase() === t.toLowerCase());
  if (known) return known.value;
  return t.includes('/') && isTimeZone(t) ? t : undefined;
}

/** The zone's offset from UTC at an instant, in minutes (Jakarta: 420). */
export function zoneOffsetMinutes(zone: string, ms: number): number {
  const parts: Record<string, number> = {};
  for (const p of partsFormatter(zone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

const hourMs = 3_600_000;

/**
 * The wall clock of a zone, for many instants: an offset is looked up once per quarter hour of time (no
 * zone changes its offset within one), as an export writes millions of times.
 */
export function zoneClock(zone: string): {
  /** The instant's offset in the zone, in milliseconds. */
  offsetMs(ms: number): number;
  /** `YYYY-MM-DD HH:mm:ss` there, or '' for a bad instant. */
  text(value: unknown): string;
} {
  const cache = new Map<number, number>();
  const offsetMs = (ms: number) => {
    const quarter = Math.floor(ms / (hourMs / 4));
    let offset = cache.get(quarter);
    if (offset === undefined) {
      if (cache.size > 50_000) cache.clear();
      offset = zoneOffsetMinutes(zone, ms) * 60_000;
      cache.set(quarter, offset);
    }
    return offset;
  };
  return {
    offsetMs,
    text(value) {
      const ms = instantMs(value);
      if (Number.isNaN(ms)) return '';
      return new Date(ms + offsetMs(ms)).toISOString().slice(0, 19).replace('T', ' ');
    },
  };
}

/** An instant (a Date or ISO text) as milliseconds, NaN when it is none. */
export function instantMs(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'string' && typeof value !== 'number') return Number.NaN;
  return new Date(value).getTime();
}

/** `YYYY-MM-DD HH:mm:ss` of an instant in a zone, or '' for a bad instant. */
export function wallClockText(value: unknown, zone: string): string {
  return zoneClock(zone).text(value);
}

const wallPattern = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * The instant a wall-clock time (`YYYY-MM-DD[ HH:mm[:ss]]`, no zone of its own) means in a zone, as ISO
 * text; undefined when the text is no such time. A time skipped by a change of offset is read with the
 * offset before it.
 */
export function instantOfWallClock(text: string, zone: string): string | undefined {
  const m = wallPattern.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1, 7).map((v) => Number(v ?? 0));
  const millis = Number((m[7] ?? '').padEnd(3, '0') || 0);
  const asUtc = Date.UTC(y!, mo! - 1, d!, h, mi, s, millis);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    return undefined;
  }
  const first = asUtc - zoneOffsetMinutes(zone, asUtc) * 60_000;
  const second = asUtc - zoneOffsetMinutes(zone, first) * 60_000;
  return new Date(second).toISOString();
}
