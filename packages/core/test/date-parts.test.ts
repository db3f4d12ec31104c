import { describe, expect, it } from 'vitest';
import { dateParts, formatShortDate } from '../src/format.js';

describe('dateParts (site spec §9: job list DD, 3-letter month, HH:mm)', () => {
  it('answers the day, the first three letters of the month and the 24-hour time in Jakarta time', () => {
    // 23:30 UTC on 31 August is 06:30 on 1 September in Jakarta.
    expect(dateParts('2026-08-31T23:30:00Z', 'id')).toEqual({
      day: '01',
      month: 'Sep',
      year: '2026',
      time: '06:30',
    });
    expect(dateParts('2026-08-31T23:30:00Z', 'en')).toEqual({
      day: '01',
      month: 'Sep',
      year: '2026',
      time: '06:30',
    });
    expect(dateParts('2026-08-05T07:05:00Z', 'id')).toEqual({
      day: '05',
      month: 'Agu',
      year: '2026',
      time: '14:05',
    });
    expect(dateParts('2026-08-05T07:05:00Z', 'en')).toEqual({
      day: '05',
      month: 'Aug',
      year: '2026',
      time: '14:05',
    });
    expect(dateParts(new Date('2026-05-10T17:00:00Z'), 'id')).toEqual({
      day: '11',
      month: 'Mei',
      year: '2026',
      time: '00:00',
    });
  });

  it('answers in another zone when told, and nothing for no or an invalid moment', () => {
    expect(dateParts('2026-08-31T23:30:00Z', 'en', 'UTC')).toEqual({
      day: '31',
      month: 'Aug',
      year: '2026',
      time: '23:30',
    });
    expect(dateParts(null, 'id')).toBeUndefined();
    expect(dateParts('', 'en')).toBeUndefined();
    expect(dateParts('not a date', 'en')).toBeUndefined();
  });

  it('gives details their short date, DD MMM YYYY, with three-letter months in both languages', () => {
    // 31 December 20:00 UTC is already the new year in Jakarta.
    expect(formatShortDate('2026-12-31T20:00:00Z', 'id')).toBe('01 Jan 2027');
    expect(formatShortDate('2026-09-05T03:00:00Z', 'en')).toBe('05 Sep 2026');
    expect(formatShortDate('2026-08-17T03:00:00Z', 'id')).toBe('17 Agu 2026');
    expect(formatShortDate(null, 'id')).toBe('-');
  });
});
