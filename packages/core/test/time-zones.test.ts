import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/format.js';
import {
  instantOfWallClock,
  isTimeZone,
  timeZoneChoices,
  wallClockText,
  zoneAbbreviation,
  zoneClock,
  zoneNamed,
  zoneOffsetMinutes,
} from '../src/time-zones.js';

describe('time zones', () => {
  it('offers the three zones of Indonesia and UTC, each named as people write it', () => {
    expect(timeZoneChoices.map((c) => [c.value, c.abbreviation])).toEqual([
      ['Asia/Jakarta', 'WIB'],
      ['Asia/Makassar', 'WITA'],
      ['Asia/Jayapura', 'WIT'],
      ['UTC', 'UTC'],
    ]);
    expect(zoneAbbreviation('Asia/Jayapura')).toBe('WIT');
    expect(zoneAbbreviation('Europe/Berlin')).toBe('Europe/Berlin');
    expect(zoneNamed(' wita ')).toBe('Asia/Makassar');
    expect(zoneNamed('Europe/Berlin')).toBe('Europe/Berlin');
    expect(zoneNamed('m')).toBeUndefined();
    expect(isTimeZone('Asia/Jayapura')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone(null)).toBe(false);
  });

  it('shows an instant as the wall clock of a zone: 14:00 UTC is 21.00 WIB and 23.00 WIT', () => {
    const instant = '2026-11-22T14:00:00Z';
    expect(zoneOffsetMinutes('Asia/Jayapura', Date.parse(instant))).toBe(540);
    expect(wallClockText(instant, 'Asia/Jakarta')).toBe('2026-11-22 21:00:00');
    expect(wallClockText(instant, 'Asia/Makassar')).toBe('2026-11-22 22:00:00');
    expect(wallClockText(instant, 'Asia/Jayapura')).toBe('2026-11-22 23:00:00');
    expect(wallClockText('2026-11-22T16:30:00Z', 'Asia/Jayapura')).toBe('2026-11-23 01:30:00');
    expect(wallClockText('not a time', 'UTC')).toBe('');
    expect(formatDateTime(instant, 'id', 'Asia/Jayapura')).toBe('22 November 2026 pukul 23.00');
    expect(formatDateTime(instant, 'id')).toBe('22 November 2026 pukul 21.00');
  });

  it('follows daylight saving where a zone has it', () => {
    const clock = zoneClock('Europe/Berlin');
    expect(clock.text('2026-01-15T12:00:00Z')).toBe('2026-01-15 13:00:00');
    expect(clock.text('2026-07-15T12:00:00Z')).toBe('2026-07-15 14:00:00');
  });

  it('reads a wall-clock time typed in a zone as the instant it means', () => {
    expect(instantOfWallClock('2026-11-22 23:00', 'Asia/Jayapura')).toBe('2026-11-22T14:00:00.000Z');
    expect(instantOfWallClock('2026-11-22T23:00:00', 'Asia/Jakarta')).toBe('2026-11-22T16:00:00.000Z');
    expect(instantOfWallClock('2026-01-16 03:30:05.250', 'Asia/Jakarta')).toBe('2026-01-15T20:30:05.250Z');
    expect(instantOfWallClock('2026-07-15 14:00:00', 'Europe/Berlin')).toBe('2026-07-15T12:00:00.000Z');
    expect(instantOfWallClock('2026-02-30 10:00', 'UTC')).toBeUndefined();
    expect(instantOfWallClock('2026-11-22T23:00:00+09:00', 'UTC')).toBeUndefined();
    expect(instantOfWallClock('kemarin', 'UTC')).toBeUndefined();
  });
});
