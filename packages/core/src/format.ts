import type { Lang } from './i18n.js';
import { defaultTimeZone } from './time-zones.js';

/** Rupiah with the `Rp.` prefix and period thousands (admin spec §9): `Rp. 1.250.000`. */
export function formatRupiah(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '-';
  const n = Math.trunc(Number(amount));
  const digits = Math.abs(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${n < 0 ? '-' : ''}Rp. ${digits}`;
}

/**
 * US dollars from integer cents, the way they are charged (PayPal): `US$12.34`, `US$1,000.00`. The
 * same in both languages; worked out on the digits, so no cent is lost to floating point.
 */
export function formatUsdCents(cents: number | bigint | string | null | undefined): string {
  const digits = String(cents ?? '').trim();
  if (!/^-?\d+$/.test(digits)) return '-';
  const negative = digits.startsWith('-') && /[1-9]/.test(digits);
  const padded = digits.replace('-', '').replace(/^0+/, '').padStart(3, '0');
  const dollars = padded.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}US$${dollars}.${padded.slice(-2)}`;
}

const locales: Record<Lang, string> = { id: 'id-ID', en: 'en-GB' };

function longDate(options: Intl.DateTimeFormatOptions) {
  return (value: string | Date | null | undefined, lang: Lang, timeZone = defaultTimeZone): string => {
    if (!value) return '-';
    const d = new Date(value);
    if (Number.isNaN(d.getTime())) return '-';
    return new Intl.DateTimeFormat(locales[lang], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
      ...options,
    }).format(d);
  };
}

/**
 * A long date with time in a zone (Jakarta time unless told), e.g. `22 November 2026 pukul 10.15` in
 * Indonesian.
 */
export const formatDateTime = longDate({ hour: '2-digit', minute: '2-digit' });

/** A long date, e.g. `22 November 2026`. */
export const formatDate = longDate({});

/** A moment as a dated list shows it (site spec §9): the day `05`, the month's first three letters, `14:30`. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
  time: string;
}

/**
 * The parts of a moment a dated list shows, in a zone (Jakarta time unless told): `05`, `Agu`, `2026`,
 * `14:30` in Indonesian; `05`, `Aug`, `2026`, `14:30` in English. Undefined for no or no valid moment.
 */
export function dateParts(
  value: string | Date | null | undefined,
  lang: Lang,
  timeZone = defaultTimeZone,
): DateParts | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return undefined;
  const parts = new Intl.DateTimeFormat(locales[lang], {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // The long name cut to three letters: the short one is four letters in places (English `Sept`).
  return {
    day: part('day'),
    month: part('month').slice(0, 3),
    year: part('year'),
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** A short date, e.g. `22 Nov 2026`, `05 Sep 2026` (site spec §9: details DD MMM YYYY). */
export function formatShortDate(
  value: string | Date | null | undefined,
  lang: Lang,
  timeZone = defaultTimeZone,
): string {
  const parts = dateParts(value, lang, timeZone);
  return parts ? `${parts.day} ${parts.month} ${parts.year}` : '-';
}

const isBlankValue = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Money with the `Rp.` prefix, period thousands and a comma before decimals (admin spec §9 "Money"):
 * `Rp. 1.250.000` and `Rp. 1.250.000,5`; up to two decimals are kept.
 */
export function formatMoney(amount: number | string | null | undefined): string {
  if (isBlankValue(amount)) return '-';
  const n = Number(amount);
  if (!Number.isFinite(n)) return '-';
  const [whole = '0', fraction] = Math.abs(n)
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${n < 0 ? '-' : ''}Rp. ${digits}${fraction ? `,${fraction}` : ''}`;
}

/** A number in the language's own way: `1.234,5` in Indonesian, `1,234.5` in English. */
export function formatNumber(value: unknown, lang: Lang): string | undefined {
  if (isBlankValue(value)) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 2 }).format(n);
}

/** A measure with its unit appended (admin spec §9 "units"): `12 cm`, `3,5 mm`, `40%`, `27 °C`. */
export function formatUnit(value: unknown, unit: 'cm' | 'mm' | '%' | '°C', lang: Lang): string {
  const number = formatNumber(value, lang);
  if (number === undefined) return '-';
  return unit === '%' ? `${number}%` : `${number} ${unit}`;
}

/** A status format: a stored value shown as a label in the language (times in the zone given). */
export type StatusFormat = (value: unknown, lang: Lang, timeZone?: string) => string;

type Labels = Record<Lang, string>;

/** A yes-like value: true, 1, '1', 'true', 'yes', 'y' (any case). */
const isTruthy = (value: unknown) =>
  value === true || value === 1 || ['1', 'true', 'yes', 'y'].includes(String(value).toLowerCase());

/** Labels by value; any other value gets `otherwise` (or `-` when there is none). */
const byValue =
  (labels: Record<string, Labels>, otherwise?: Labels): StatusFormat =>
  (value, lang) => {
    const label = isBlankValue(value) ? undefined : labels[String(value)];
    return (label ?? otherwise)?.[lang] ?? (isBlankValue(value) ? '-' : String(value));
  };

/** Two labels: the first for a yes-like value (or one of `yes`), the second for anything else. */
const binary =
  (positive: Labels, negative: Labels, yes: string[] = []): StatusFormat =>
  (value, lang) =>
    (isTruthy(value) || yes.includes(String(value)) ? positive : negative)[lang];

/**
 * The display formats of admin spec §4 "Status display labels" and §9 "Display formats", by name: each
 * turns a stored value into the text shown in a list or a detail, in Indonesian or English.
 */
export const statusFormats = {
  /** Verification status: the three requests and approved; anything else is a draft. */
  verify: byValue(
    {
      revision_request: { id: 'Permintaan Revisi', en: 'Revision Requested' },
      verification_request: { id: 'Permintaan Verifikasi', en: 'Verification Requested' },
      appraisal_request: { id: 'Permintaan Penilaian', en: 'Appraisal Requested' },
      approved: { id: 'Disetujui', en: 'Approved' },
    },
    { id: 'Draft', en: 'Draft' },
  ),
  calculated: binary(
    { id: 'Sudah Dihitung', en: 'Calculated' },
    { id: 'Belum Dihitung', en: 'Not calculated' },
    ['calculated'],
  ),
  sync: byValue(
    { not_synchronized_yet: { id: 'Belum Sinkron', en: 'Not synchronized yet' } },
    { id: 'Sudah Sinkron', en: 'Synchronized' },
  ),
  holiday: binary({ id: 'Libur', en: 'Holiday' }, { id: 'Hari Kerja', en: 'Working day' }, ['holiday']),
  finished: binary({ id: 'Selesai', en: 'Finished' }, { id: 'Belum Selesai', en: 'Not finished' }, [
    'finished',
  ]),
  /** Marital status. */
  kawin: byValue({
    single: { id: 'Belum Kawin', en: 'Single' },
    married: { id: 'Kawin', en: 'Married' },
    widow: { id: 'Cerai', en: 'Divorced' },
  }),
  /** Risk level: 1 low, 2 medium, anything else high. */
  risk: (value, lang) =>
    isBlankValue(value)
      ? '-'
      : ({ '1': { id: 'Rendah', en: 'Low' }, '2': { id: 'Sedang', en: 'Medium' } }[String(value)] ?? {
          id: 'Tinggi',
          en: 'High',
        })[lang],
  active: binary({ id: 'Aktif', en: 'Active' }, { id: 'Non Aktif', en: 'Inactive' }, ['active']),
  paid: binary({ id: 'Lunas', en: 'Paid' }, { id: 'Belum Lunas', en: 'Unpaid' }, ['paid']),
  yesNo: binary({ id: 'Ya', en: 'Yes' }, { id: 'Tidak', en: 'No' }),
  gender: byValue({
    male: { id: 'Laki-laki', en: 'Male' },
    L: { id: 'Laki-laki', en: 'Male' },
    female: { id: 'Perempuan', en: 'Female' },
    P: { id: 'Perempuan', en: 'Female' },
  }),
  cm: (value, lang) => formatUnit(value, 'cm', lang),
  mm: (value, lang) => formatUnit(value, 'mm', lang),
  percent: (value, lang) => formatUnit(value, '%', lang),
  celsius: (value, lang) => formatUnit(value, '°C', lang),
  /** A long date: `22 November 2026`. */
  date: (value, lang) => formatDate(value as string | Date | null | undefined, lang),
  /** A long date with its time. */
  datetime: (value, lang, timeZone?: string) =>
    formatDateTime(value as string | Date | null | undefined, lang, timeZone),
  money: (value, _lang) => formatMoney(value as number | string | null | undefined),
  /** The label of an appraisal module's name; an unknown name is shown as it is. */
  module: byValue({
    customer_complaints: { id: 'Keluhan Pelanggan', en: 'Customer Complaints' },
    qpass_appraisals: { id: 'QPASS', en: 'QPASS' },
    smkkkl_appraisals: { id: 'SMK3L', en: 'SMK3L' },
    r_appraisals: { id: '5R', en: '5R' },
  }),
} satisfies Record<string, StatusFormat>;

export type StatusFormatName = keyof typeof statusFormats;
