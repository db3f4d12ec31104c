import { formatDate, type Lang, zoneAbbreviation } from '@rimba/core';
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import { type KeyboardEvent, type ReactNode, useMemo } from 'react';
import { displayTimeZone, formatInstant, instantOfPicked, pickerValueOf } from '../time/zone';
import type { FieldInputProps } from './types';

dayjs.extend(isoWeek);

/** The moments a picker chooses; datetime keeps its own input (inputs.tsx) but shares the range. */
export type Period = 'date' | 'datetime' | 'time' | 'year' | 'month' | 'week';

interface Codec {
  /** The stored value as a picker value; null when empty or unreadable. */
  read: (value: unknown) => Dayjs | null;
  /** The picker value as the stored value. */
  write: (date: Dayjs) => unknown;
  /** What the picker's text box shows. */
  format: string | ((date: Dayjs) => string);
}

const pad = (n: number) => String(n).padStart(2, '0');
const valid = (d: Dayjs) => (d.isValid() ? d : null);
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The ISO week a picked day lies in, `YYYY-Www`, counted from the middle of the shown week row. */
export function isoWeekOf(date: Dayjs): string {
  const middle = date.startOf('week').add(3, 'day');
  return `${middle.isoWeekYear()}-W${pad(middle.isoWeek())}`;
}

/** The Monday of an ISO week `YYYY-Www`: 4 January always lies in week 1. */
function mondayOfIsoWeek(value: string): Dayjs | null {
  const m = /^(\d{4})-W(\d{2})$/.exec(value);
  if (!m) return null;
  const jan4 = dayjs(`${m[1]}-01-04`);
  return jan4.subtract(jan4.isoWeekday() - 1, 'day').add((Number(m[2]) - 1) * 7, 'day');
}

/** How each kind of moment is stored (core fields.ts) and shown in its picker. */
export const codecs: Record<Period, Codec> = {
  date: {
    read: (v) => (text(v) ? valid(dayjs(String(v).slice(0, 10))) : null),
    write: (d) => d.format('YYYY-MM-DD'),
    format: 'YYYY-MM-DD',
  },
  // An instant, read and typed as the wall clock of the user's zone.
  datetime: {
    read: (v) => pickerValueOf(v),
    write: (d) => instantOfPicked(d),
    format: 'YYYY-MM-DD HH:mm:ss',
  },
  time: {
    read: (v) =>
      text(v) && /^\d{2}:\d{2}(:\d{2})?$/.test(String(v)) ? valid(dayjs(`2000-01-01T${v}`)) : null,
    write: (d) => d.format('HH:mm:ss'),
    format: 'HH:mm:ss',
  },
  year: {
    read: (v) =>
      v === null || v === undefined || v === '' || !/^\d{4}$/.test(String(v))
        ? null
        : valid(dayjs(`${v}-01-01`)),
    write: (d) => d.year(),
    format: 'YYYY',
  },
  month: {
    read: (v) => (text(v) && /^\d{4}-\d{2}$/.test(String(v)) ? valid(dayjs(`${v}-01`)) : null),
    write: (d) => d.format('YYYY-MM'),
    format: 'YYYY-MM',
  },
  week: {
    read: (v) => (text(v) ? mondayOfIsoWeek(String(v)) : null),
    write: isoWeekOf,
    format: isoWeekOf,
  },
};

const pickerOf = (period: Period) =>
  period === 'year' || period === 'month' || period === 'week' ? period : undefined;

/** Enter in a picker confirms the moment typed; it does not also submit the form around it. */
export const keepEnterInPicker = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** One moment: a date, time, year, month or ISO week picker holding the stored text (or year number). */
export function periodInput(period: Exclude<Period, 'datetime'>) {
  const codec = codecs[period];
  return function PeriodInput({ value, onChange, onBlur, id, testId }: FieldInputProps) {
    const common = {
      id,
      'data-testid': testId,
      onBlur,
      onKeyDown: keepEnterInPicker,
      format: codec.format,
      value: codec.read(value),
      onChange: (date: Dayjs | null) => onChange?.(date ? codec.write(date) : null),
    };
    return period === 'time' ? (
      <TimePicker {...common} />
    ) : (
      <DatePicker {...common} picker={pickerOf(period)} />
    );
  };
}

/** A period `[from, to]` of one kind of moment. */
export function rangeInput(period: Period) {
  const codec = codecs[period];
  return function RangeInput({ value, onChange, onBlur, id, testId }: FieldInputProps) {
    const pair = Array.isArray(value) ? value : [];
    // The same period keeps the same objects: the picker takes a new one for a new value, and would drop
    // a start being typed on any render of the form.
    const [first, last] = [pair[0], pair[1]];
    const shown = useMemo(() => {
      const from = codec.read(first);
      const to = codec.read(last);
      return from && to ? ([from, to] as [Dayjs, Dayjs]) : null;
    }, [first, last]);
    const common = {
      id,
      'data-testid': testId,
      onBlur,
      onKeyDown: keepEnterInPicker,
      format: codec.format,
      value: shown,
      onChange: (dates: [Dayjs | null, Dayjs | null] | null) =>
        onChange?.(dates?.[0] && dates[1] ? [codec.write(dates[0]), codec.write(dates[1])] : null),
    };
    return period === 'time' ? (
      <TimePicker.RangePicker {...common} />
    ) : (
      <DatePicker.RangePicker
        {...common}
        picker={pickerOf(period)}
        showTime={period === 'datetime'}
        suffixIcon={period === 'datetime' ? <ZoneName /> : undefined}
      />
    );
  };
}

/** The zone a date-time input reads and writes, named beside it: `WIT`. */
export function ZoneName() {
  const zone = displayTimeZone();
  return (
    <span data-testid="time-zone-name" title={zone}>
      {zoneAbbreviation(zone)}
    </span>
  );
}

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** A moment as the views show it: dates in the long form of the language, the rest as stored. */
export function showPeriod(period: Period) {
  return (value: unknown, lang: Lang): string => {
    if (blank(value)) return '-';
    if (period === 'date') return formatDate(String(value), lang);
    if (period === 'datetime') return formatInstant(String(value), lang);
    return String(value);
  };
}

/** A period as 'from – to'. */
export function showRange(period: Period) {
  const one = showPeriod(period);
  return (value: unknown, lang: Lang): ReactNode =>
    Array.isArray(value) && value.length === 2 ? `${one(value[0], lang)} – ${one(value[1], lang)}` : '-';
}
