import { describe, expect, it } from 'vitest';
import { formatMoney, formatUnit, formatUsdCents, statusFormats } from '../src/format.js';

const both = (name: keyof typeof statusFormats, value: unknown) => [
  statusFormats[name](value, 'id'),
  statusFormats[name](value, 'en'),
];

describe('status display labels (admin spec §4)', () => {
  it('verify: the three requests, approved, anything else a draft', () => {
    expect(both('verify', 'revision_request')).toEqual(['Permintaan Revisi', 'Revision Requested']);
    expect(both('verify', 'verification_request')).toEqual([
      'Permintaan Verifikasi',
      'Verification Requested',
    ]);
    expect(both('verify', 'appraisal_request')).toEqual(['Permintaan Penilaian', 'Appraisal Requested']);
    expect(both('verify', 'approved')).toEqual(['Disetujui', 'Approved']);
    expect(both('verify', 'whatever')).toEqual(['Draft', 'Draft']);
    expect(both('verify', null)).toEqual(['Draft', 'Draft']);
  });

  it('calculated, sync, holiday and finished', () => {
    expect(both('calculated', 1)).toEqual(['Sudah Dihitung', 'Calculated']);
    expect(both('calculated', 0)).toEqual(['Belum Dihitung', 'Not calculated']);
    expect(both('sync', 'not_synchronized_yet')).toEqual(['Belum Sinkron', 'Not synchronized yet']);
    expect(both('sync', 'synchronized')).toEqual(['Sudah Sinkron', 'Synchronized']);
    expect(both('holiday', true)).toEqual(['Libur', 'Holiday']);
    expect(both('holiday', false)).toEqual(['Hari Kerja', 'Working day']);
    expect(both('finished', 'finished')).toEqual(['Selesai', 'Finished']);
    expect(both('finished', 0)).toEqual(['Belum Selesai', 'Not finished']);
  });

  it('kawin: single, married, widow', () => {
    expect(both('kawin', 'single')).toEqual(['Belum Kawin', 'Single']);
    expect(both('kawin', 'married')).toEqual(['Kawin', 'Married']);
    expect(both('kawin', 'widow')).toEqual(['Cerai', 'Divorced']);
    expect(both('kawin', null)).toEqual(['-', '-']);
  });
});

describe('display formats (admin spec §9)', () => {
  it('risk: 1 Rendah, 2 Sedang, else Tinggi', () => {
    expect(both('risk', 1)).toEqual(['Rendah', 'Low']);
    expect(both('risk', '2')).toEqual(['Sedang', 'Medium']);
    expect(both('risk', 3)).toEqual(['Tinggi', 'High']);
    expect(both('risk', 99)).toEqual(['Tinggi', 'High']);
  });

  it('active, paid, yes/no and gender', () => {
    expect(both('active', 1)).toEqual(['Aktif', 'Active']);
    expect(both('active', 0)).toEqual(['Non Aktif', 'Inactive']);
    expect(both('paid', true)).toEqual(['Lunas', 'Paid']);
    expect(both('paid', false)).toEqual(['Belum Lunas', 'Unpaid']);
    expect(both('yesNo', 'yes')).toEqual(['Ya', 'Yes']);
    expect(both('yesNo', 0)).toEqual(['Tidak', 'No']);
    expect(both('gender', 'male')).toEqual(['Laki-laki', 'Male']);
    expect(both('gender', 'P')).toEqual(['Perempuan', 'Female']);
  });

  it('units appended, numbers written in the language', () => {
    expect(statusFormats.cm(12, 'id')).toBe('12 cm');
    expect(statusFormats.mm(3.5, 'id')).toBe('3,5 mm');
    expect(statusFormats.mm(3.5, 'en')).toBe('3.5 mm');
    expect(statusFormats.percent(40, 'id')).toBe('40%');
    expect(statusFormats.celsius(27, 'id')).toBe('27 °C');
    expect(formatUnit(1234.5, 'cm', 'id')).toBe('1.234,5 cm');
    expect(statusFormats.cm(null, 'id')).toBe('-');
  });

  it('money: Rp. prefix, period thousands, comma decimals', () => {
    expect(formatMoney(1250000)).toBe('Rp. 1.250.000');
    expect(formatMoney('1250000.5')).toBe('Rp. 1.250.000,5');
    expect(formatMoney(999.25)).toBe('Rp. 999,25');
    expect(formatMoney(-1500)).toBe('-Rp. 1.500');
    expect(formatMoney(0)).toBe('Rp. 0');
    expect(formatMoney(null)).toBe('-');
    expect(statusFormats.money(2500, 'en')).toBe('Rp. 2.500');
  });

  it('US dollars from integer cents', () => {
    expect(formatUsdCents(1234)).toBe('US$12.34');
    expect(formatUsdCents(5)).toBe('US$0.05');
    expect(formatUsdCents(0)).toBe('US$0.00');
    expect(formatUsdCents(100000)).toBe('US$1,000.00');
    expect(formatUsdCents('123456789')).toBe('US$1,234,567.89');
    expect(formatUsdCents(-250)).toBe('-US$2.50');
    expect(formatUsdCents(90071992547409931n)).toBe('US$900,719,925,474,099.31');
    expect(formatUsdCents(12.5)).toBe('-');
    expect(formatUsdCents(null)).toBe('-');
  });

  it('Indonesian long dates', () => {
    expect(statusFormats.date('2026-11-22', 'id')).toBe('22 November 2026');
    expect(statusFormats.date('2026-08-17', 'id')).toBe('17 Agustus 2026');
    expect(statusFormats.date('2026-08-17', 'en')).toBe('17 August 2026');
    expect(statusFormats.date(null, 'id')).toBe('-');
  });

  it('module labels', () => {
    expect(statusFormats.module('customer_complaints', 'id')).toBe('Keluhan Pelanggan');
    expect(statusFormats.module('customer_complaints', 'en')).toBe('Customer Complaints');
    expect(statusFormats.module('qpass_appraisals', 'id')).toBe('QPASS');
    expect(statusFormats.module('smkkkl_appraisals', 'id')).toBe('SMK3L');
    expect(statusFormats.module('r_appraisals', 'id')).toBe('5R');
    expect(statusFormats.module('other_module', 'id')).toBe('other_module');
  });
});
