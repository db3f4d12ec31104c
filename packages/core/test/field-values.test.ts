import { describe, expect, it } from 'vitest';
import { fieldTypes } from '../src/fields.js';
import { defineResource } from '../src/resource.js';
import { validateRecord } from '../src/validation/record.js';

/** A resource with one field of each kind whose stored range matters. */
const sample = defineResource({
  name: 'sample',
  title: { id: 'Contoh', en: 'Sample' },
  menu: { module: 'master', path: '/sample' },
  fields: {
    name: { type: 'text', label: { id: 'Nama', en: 'Name' } },
    count: { type: 'number', label: { id: 'Jumlah', en: 'Count' } },
    price: { type: 'money', label: { id: 'Harga', en: 'Price' } },
    ratio: { type: 'decimal', label: { id: 'Rasio', en: 'Ratio' } },
    day: { type: 'date', label: { id: 'Tanggal', en: 'Day' } },
    moment: { type: 'datetime', label: { id: 'Waktu', en: 'Moment' } },
    owner: { type: 'lookup', label: { id: 'Pemilik', en: 'Owner' }, lookup: { resource: 'x', label: 'y' } },
    tags: {
      type: 'select-multiple',
      label: { id: 'Label', en: 'Tags' },
      options: [{ value: 'a', label: { id: 'A', en: 'A' } }],
      allowAdd: true,
    },
    place: { type: 'map', label: { id: 'Tempat', en: 'Place' } },
    rows: {
      type: 'slave',
      label: { id: 'Baris', en: 'Rows' },
      fields: { note: { type: 'text', label: { id: 'Catatan', en: 'Note' } } },
    },
  },
});

const errorsOf = (input: Record<string, unknown>, lang: 'id' | 'en' = 'en') =>
  validateRecord(sample, input, lang, 'update').errors;
const valuesOf = (input: Record<string, unknown>) => validateRecord(sample, input, 'en', 'update').values;

describe('field values a column can store', () => {
  it('keeps integer fields within int4 and money and ids within safe integers, naming the range', () => {
    expect(valuesOf({ count: 2_147_483_647, price: 9_007_199_254_740_991 })).toEqual({
      count: 2_147_483_647,
      price: 9_007_199_254_740_991,
    });
    expect(errorsOf({ count: 2_147_483_648 })).toEqual({
      count: ['Count must be between -2147483648 and 2147483647'],
    });
    expect(errorsOf({ count: '-2147483649' }, 'id')).toEqual({
      count: ['Jumlah harus di antara -2147483648 dan 2147483647'],
    });
    expect(errorsOf({ price: 2 ** 63 })).toEqual({
      price: ['Price must be between -9007199254740991 and 9007199254740991'],
    });
    expect(errorsOf({ owner: '99999999999999999999' })).toEqual({ owner: ['Owner was not found'] });
    expect(errorsOf({ count: 1.5, owner: 0 })).toEqual({
      count: ['Count must be a whole number'],
      owner: ['Owner must be a whole number'],
    });
  });

  it('reads decimals in plain or exponent notation, never hexadecimal, Infinity or NaN', () => {
    expect(valuesOf({ ratio: '1,5' })).toEqual({ ratio: 1.5 });
    expect(valuesOf({ ratio: '2e-3' })).toEqual({ ratio: 0.002 });
    for (const ratio of ['0x10', 'Infinity', '1e999', 'NaN', true]) {
      expect(errorsOf({ ratio }), String(ratio)).toEqual({ ratio: ['Ratio must be a valid decimal'] });
    }
  });

  it('takes dates and moments in years 1 to 9999 only', () => {
    expect(valuesOf({ day: '0001-01-01', moment: '0001-01-01T00:00:00Z' })).toEqual({
      day: '0001-01-01',
      moment: '0001-01-01T00:00:00.000Z',
    });
    expect(valuesOf({ day: '9999-12-31', moment: '9999-12-31T23:59:59Z' })).toMatchObject({
      day: '9999-12-31',
    });
    for (const day of ['0000-01-01', '300000-01-01', '2024-02-30', 'infinity']) {
      expect(errorsOf({ day }), day).toEqual({ day: ['Day must be a valid date'] });
    }
    for (const moment of ['+300000-01-01T00:00:00Z', '0000-12-31T23:00:00Z', 'infinity', '-infinity']) {
      expect(errorsOf({ moment }), moment).toEqual({ moment: ['Moment must be a valid date'] });
    }
  });

  it('refuses NUL and unpaired surrogates with a message rather than storing or stripping them', () => {
    for (const name of ['a\u0000b', '\ud800', 'x\udc00y']) {
      expect(errorsOf({ name }, 'id'), JSON.stringify(name)).toEqual({
        name: ['Nama berisi karakter yang tidak diizinkan'],
      });
    }
    expect(valuesOf({ name: 'pohon \ud83c\udf33' })).toEqual({ name: 'pohon \ud83c\udf33' });
    expect(errorsOf({ place: { lat: 1, lng: 2, 'k\u0000': 'v' } })).toEqual({
      place: ['Place contains characters that are not allowed'],
    });
    expect(errorsOf({ rows: [{ note: 'a\u0000' }] })).toEqual({
      rows: ['Rows contains characters that are not allowed'],
    });
    expect(errorsOf({ tags: ['a', 'b\u0000'] })).toEqual({
      tags: ['Tags contains characters that are not allowed'],
    });
  });

  it('bounds lists and nesting', () => {
    const many = Array.from({ length: 1001 }, (_, i) => `t${i}`);
    expect(errorsOf({ tags: many })).toEqual({ tags: ['Tags may not hold more than 1000 items'] });
    expect(errorsOf({ rows: [{ note: 'x', junk: [[['deep']]] }] })).toEqual({
      rows: ['The format of Rows is invalid'],
    });
  });

  it('refuses a list or an object where one value belongs, instead of turning it into text', () => {
    expect(errorsOf({ name: ['a'], count: [5], day: ['2024-01-01'] })).toEqual({
      name: ['The format of Name is invalid'],
      count: ['Count must be a whole number'],
      day: ['Day must be a valid date'],
    });
    expect(errorsOf({ tags: [['a']] })).toEqual({ tags: ['Tags must be a valid value'] });
    expect(errorsOf({ place: { lat: 1, lng: 2, street: { deep: 1 } } })).toEqual({
      place: ['The format of Place is invalid'],
    });
    expect(errorsOf({ place: { lat: true, lng: [2] } })).toEqual({
      place: ['The format of Place is invalid'],
    });
  });

  it("asks for both coordinates of a place with the spec's message only, and its format otherwise", () => {
    const mandatory = ['Latitude & Longitude value is mandotary'];
    expect(errorsOf({ place: { lat: -7.03, lng: null } }, 'id')).toEqual({ place: mandatory });
    expect(errorsOf({ place: { lng: 110.49 } })).toEqual({ place: mandatory });
    expect(errorsOf({ place: { lat: 120, lng: 0 } }, 'id')).toEqual({ place: ['Format Tempat salah'] });
  });

  it("keeps text within its column's length, 255 when the rules name none", () => {
    expect(errorsOf({ name: 'x'.repeat(256) })).toEqual({
      name: ['Name may not be more than 255 characters'],
    });
    expect(valuesOf({ name: '\ud83c\udf33'.repeat(255) })).toEqual({ name: '\ud83c\udf33'.repeat(255) });
  });

  it('guards every field type, so a new one cannot forget', () => {
    for (const [type, spec] of Object.entries(fieldTypes)) {
      expect(spec.parse('a\u0000', {}), type).toEqual({ ok: false, rule: 'valid_chars' });
    }
  });
});
