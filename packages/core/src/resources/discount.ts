import { defineResource } from '../resource.js';

/** How a discount code lowers a price: by a sum of rupiah, or by a share of it. */
export const discountKinds = ['amount', 'percent'] as const;
export type DiscountKind = (typeof discountKinds)[number];

/**
 * Discount codes buyers type at the checkout. A code is stored in capitals and found whatever case is
 * typed; it applies between its dates (either may be open) while it is active and, with a usage limit,
 * until it has been used that many times. `used_count` is counted by the checkout only.
 */
export const discount = defineResource({
  name: 'discount',
  table: 'discounts',
  title: { id: 'Kode Diskon', en: 'Discount Codes' },
  menu: { module: 'master', group: 'product', path: '/discount' },
  fields: {
    code: {
      type: 'text',
      label: { id: 'Kode', en: 'Code' },
      rules: 'required|max:32|regex:^[A-Za-z0-9_-]+$',
      hint: {
        id: 'Huruf, angka, tanda hubung atau garis bawah, mis. HIJAU10; disimpan dengan huruf besar',
        en: 'Letters, digits, dashes or underscores, e.g. HIJAU10; stored in capitals',
      },
      searchable: true,
      sortable: true,
    },
    description: {
      type: 'textarea',
      label: { id: 'Deskripsi', en: 'Description' },
      rules: 'max:1000',
    },
    kind: {
      type: 'select',
      label: { id: 'Jenis', en: 'Kind' },
      rules: 'required|max:16',
      options: [
        { value: 'amount', label: { id: 'Potongan Rupiah', en: 'Amount off' } },
        { value: 'percent', label: { id: 'Persen', en: 'Percentage' } },
      ],
    },
    // Needed when the kind is amount, and cleared otherwise (the discount's hooks check both).
    amount: {
      type: 'money',
      label: { id: 'Potongan', en: 'Amount Off' },
      rules: 'min_value:1',
    },
    percent: {
      type: 'number',
      label: { id: 'Persen', en: 'Percent' },
      rules: 'min_value:1|max_value:100',
    },
    valid_from: { type: 'date', label: { id: 'Berlaku Mulai', en: 'Valid From' } },
    valid_until: { type: 'date', label: { id: 'Berlaku Sampai', en: 'Valid Until' } },
    usage_limit: {
      type: 'number',
      label: { id: 'Batas Pemakaian', en: 'Usage Limit' },
      rules: 'min_value:1',
      hint: { id: 'Kosongkan bila tanpa batas', en: 'Leave empty for no limit' },
    },
    used_count: {
      type: 'number',
      label: { id: 'Sudah Dipakai', en: 'Times Used' },
      form: false,
      serverFilled: true,
    },
    active: { type: 'boolean', label: { id: 'Aktif', en: 'Active' } },
  },
});
