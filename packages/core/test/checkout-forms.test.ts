import { describe, expect, it } from 'vitest';
import { checkBilling, checkDonation } from '../src/checkout-forms.js';

const donor = { name_sponsor: 'Rina', email: 'rina@example.id', comment: 'Untuk bumi', qty_tree: 1 };
const phoneError = (phone: string, lang: 'id' | 'en' = 'id') =>
  checkDonation({ ...donor, phone }, lang).errors.phone;

describe('a donor’s phone number', () => {
  it('is told what is wrong with it: missing, its characters or its length', () => {
    expect(phoneError('')).toEqual(['Nomor telepon wajib diisi.']);
    expect(phoneError('0812')).toEqual(['Nomor telepon terdiri dari 6 sampai 15 angka.']);
    expect(phoneError('0812', 'en')).toEqual(['A phone number has 6 to 15 digits.']);
    expect(phoneError('0812 3456 7890 1234')).toEqual(['Nomor telepon terdiri dari 6 sampai 15 angka.']);
    expect(phoneError('0812-abc')).toEqual(['Nomor telepon wajib diisi dengan angka.']);
    expect(phoneError('+62 812-3456 (7890)')).toBeUndefined();
    expect(phoneError('081234')).toBeUndefined();
  });

  it('follows the same rule in the billing form, with the spec’s words', () => {
    expect(checkBilling({ phone: '0812' }, 'id').errors.phone).toEqual(['Valid phone is required.']);
    expect(checkBilling({ phone: '+62 812 3456 7890' }, 'id').errors.phone).toBeUndefined();
  });
});
