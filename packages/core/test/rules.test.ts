import { describe, expect, it } from 'vitest';
import {
  dayIn,
  isInLockPeriod,
  lockPeriodRange,
  parseRules,
  validateValue,
} from '../src/validation/rules.js';

const check = (
  value: unknown,
  rules: string,
  lang: 'id' | 'en' = 'id',
  values: Record<string, unknown> = {},
) => validateValue(value, parseRules(rules), 'Nama', lang, { values, labelOf: (f) => f });

describe('validation rules', () => {
  it('uses the Indonesian messages of the admin specification word for word', () => {
    expect(check('', 'required')).toBe('Nama harus diisi');
    expect(check('bukan-surel', 'email')).toBe('Nama harus berupa alamat surel yang benar');
    expect(check('ab', 'min:3')).toBe('Nama minimal mengandung 3 karakter');
    expect(check('abcd', 'max:3')).toBe('Nama tidak boleh lebih dari 3 karakter');
  });

  it('refuses HTML tags and comments in no_html text, and keeps a bare "<"', () => {
    for (const html of [
      '<b>x</b>',
      'a </p>',
      '<script>alert(1)</script>',
      '<img src=x onerror=y>',
      'x <!-- y',
    ]) {
      expect(check(html, 'no_html'), html).toBe('Nama tidak boleh berisi tag HTML');
    }
    for (const text of ['I <3 trees', 'a < b dan c > d', '5<6', ''])
      expect(check(text, 'no_html'), text).toBeNull();
  });

  it('speaks English when asked', () => {
    expect(check(null, 'required', 'en')).toBe('Nama is required');
    expect(check('x@', 'email', 'en')).toBe('Nama must be a valid email address');
  });

  it('answers only the first failing rule', () => {
    expect(check('', 'required|email|max:3')).toBe('Nama harus diisi');
    expect(check('abcdef', 'email|max:3')).toBe('Nama harus berupa alamat surel yang benar');
  });

  it('skips every rule but the required family on an empty value', () => {
    expect(check('', 'email|min:3')).toBeNull();
    expect(check('   ', 'required')).toBe('Nama harus diisi');
    expect(check([], 'required')).toBe('Nama harus diisi');
  });

  it('checks numbers, ranges and formats', () => {
    expect(check('12a', 'numeric')).toBe('Nama harus berupa angka');
    expect(check('5', 'between:10,20')).toBe('Nama harus di antara 10 dan 20');
    expect(check('15', 'between:10,20')).toBeNull();
    expect(check('3', 'min_value:5')).toBe('Nilai Nama tidak boleh kurang dari 5');
    expect(check('123', 'digits:4')).toBe('Nama harus berupa 4 digit angka');
    expect(check('b', 'oneOf:a,c')).toBe('Nama harus berupa nilai yang sah');
    expect(check('ftp://x', 'url')).toBe('Nama harus berupa URL yang benar');
    expect(check('/uploads/a.png', 'url')).toBeNull();
    expect(check('abc', 'regex:^[0-9]+$')).toBe('Format Nama salah');
  });

  it('compares with another field for confirmed and required_if', () => {
    expect(check('a', 'confirmed:password', 'id', { password: 'b' })).toBe(
      'Nama tidak cocok dengan password',
    );
    expect(check('a', 'confirmed:password', 'id', { password: 'a' })).toBeNull();
    expect(check('', 'required_if:kind,company', 'id', { kind: 'company' })).toBe('Nama harus diisi');
    expect(check('', 'required_if:kind,company', 'id', { kind: 'person' })).toBeNull();
  });

  it('refuses an unknown rule name loudly', () => {
    expect(() => parseRules('required|shiny')).toThrow('Unknown validation rule "shiny"');
  });

  it('locks periods at the 25th, across month and year ends', () => {
    expect(lockPeriodRange('2026-11-10')).toEqual({ from: '2026-10-25', to: '2026-11-25' });
    expect(lockPeriodRange('2026-11-24')).toEqual({ from: '2026-10-25', to: '2026-11-25' });
    expect(lockPeriodRange('2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-12-25' });
    expect(lockPeriodRange('2026-12-31')).toEqual({ from: '2026-12-25', to: '2027-01-25' });
    expect(lockPeriodRange('2027-01-03')).toEqual({ from: '2026-12-25', to: '2027-01-25' });
    expect(lockPeriodRange('2026-03-01')).toEqual({ from: '2026-02-25', to: '2026-03-25' });
    expect(isInLockPeriod('2026-10-24', '2026-11-10')).toBe(false);
    expect(isInLockPeriod('2026-10-25', '2026-11-10')).toBe(true);
    expect(isInLockPeriod('2026-11-25', '2026-11-10')).toBe(true);
    expect(isInLockPeriod('2026-11-26', '2026-11-10')).toBe(false);
    // A moment counts as its day in Indonesia: 20:00 UTC on the 24th is already the 25th in Jakarta.
    expect(isInLockPeriod('2026-11-24T20:00:00Z', '2026-11-26')).toBe(true);
    expect(isInLockPeriod('2026-11-24T16:00:00Z', '2026-11-26')).toBe(false);
  });

  it('with lockNow allows only today, up to 23 hours after midnight', () => {
    expect(isInLockPeriod('2026-11-22', '2026-11-22', true)).toBe(true);
    expect(isInLockPeriod('2026-11-21', '2026-11-22', true)).toBe(false);
    expect(isInLockPeriod('2026-11-22T22:30:00+07:00', '2026-11-22', true)).toBe(true);
    expect(isInLockPeriod('2026-11-22T23:30:00+07:00', '2026-11-22', true)).toBe(false);
    expect(dayIn(new Date('2026-11-21T18:00:00Z'))).toBe('2026-11-22');
    expect(check(dayIn(new Date()), 'lock-periode:now')).toBeNull();
    expect(check('2020-01-01', 'lock-periode')).toBe('Cut Off Peride Aktif');
  });
});
