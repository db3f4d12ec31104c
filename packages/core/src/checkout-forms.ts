import type { Lang, Text } from './i18n.js';
import type { FieldErrors } from './validation/record.js';

/** The billing form's fields (site spec §3), as the checkout takes them. */
export const billingFields = [
  'firstname',
  'lastname',
  'email',
  'address1',
  'address2',
  'city',
  'state',
  'country',
  'zipcode',
  'phone',
] as const;
export type BillingField = (typeof billingFields)[number];
export type BillingForm = Record<BillingField, string>;

const same = (text: string): Text => ({ id: text, en: text });

/** The billing form's feedback texts, word for word from site spec §5 (a city needs one of its own). */
export const billingMessages: Record<Exclude<BillingField, 'address2'>, Text> = {
  firstname: same('Valid first name is required.'),
  lastname: same('Valid last name is required.'),
  email: same('Please enter a valid email address for shipping updates.'),
  address1: same('Please enter your shipping address.'),
  city: same('Valid city is required.'),
  state: same('Please provide a valid state.'),
  country: same('Please select a valid country.'),
  zipcode: same('Zip code required.'),
  phone: same('Valid phone is required.'),
};

const limits: Record<BillingField, number> = {
  firstname: 100,
  lastname: 100,
  email: 254,
  address1: 255,
  address2: 255,
  city: 100,
  state: 100,
  country: 100,
  zipcode: 20,
  phone: 30,
};

const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
/** A phone number: digits, optionally led by +, in groups set apart by spaces, dots, dashes or brackets. */
const phoneCharacters = /^\+?[0-9][0-9 ().-]*$/;
export const phoneDigits = { min: 6, max: 15 } as const;

/** What is wrong with a phone number given: its characters, or how many digits it has. */
function phoneProblem(phone: string): 'characters' | 'length' | undefined {
  if (!phoneCharacters.test(phone)) return 'characters';
  const digits = phone.replace(/\D/g, '').length;
  return digits < phoneDigits.min || digits > phoneDigits.max ? 'length' : undefined;
}
const zipPattern = /^[A-Za-z0-9][A-Za-z0-9 -]{1,19}$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks a billing form the way the site and the server both do: first and last name, phone, city, state,
 * country, zip and address required; email and address 2 optional, an email given must be one. Answers the
 * cleaned values and the spec's messages by field.
 */
export function checkBilling(
  input: Record<string, unknown>,
  lang: Lang,
): { values: BillingForm; errors: FieldErrors } {
  const values = Object.fromEntries(billingFields.map((f) => [f, text(input[f])])) as BillingForm;
  const errors: FieldErrors = {};
  const fail = (field: Exclude<BillingField, 'address2'>) => {
    errors[field] = [billingMessages[field][lang]];
  };
  for (const field of billingFields) {
    const value = values[field];
    if (value.length > limits[field]) {
      if (field === 'address2')
        errors.address2 = [lang === 'en' ? 'Address 2 is too long.' : 'Alamat 2 terlalu panjang.'];
      else fail(field);
      continue;
    }
    if (field === 'email' || field === 'address2') continue;
    if (!value) fail(field);
  }
  if (values.email && !emailPattern.test(values.email)) fail('email');
  if (values.phone && !errors.phone && phoneProblem(values.phone)) fail('phone');
  if (values.zipcode && !errors.zipcode && !zipPattern.test(values.zipcode)) fail('zipcode');
  return { values, errors };
}

/** The donation form's fields (site spec §3) that the donor fills. */
export interface DonationForm {
  name_sponsor: string;
  email: string;
  phone: string;
  company_name: string;
  comment: string;
  qty_tree: number;
}

export const maxTreesPerDonation = 100_000;

const donationMessages = {
  name_sponsor: { id: 'Nama wajib diisi.', en: 'Your name is required.' },
  email: { id: 'Masukkan alamat email yang benar.', en: 'Please enter a valid email address.' },
  phone: { id: 'Nomor telepon wajib diisi dengan angka.', en: 'Please enter your phone number in digits.' },
  phoneRequired: { id: 'Nomor telepon wajib diisi.', en: 'Your phone number is required.' },
  phoneLength: {
    id: `Nomor telepon terdiri dari ${phoneDigits.min} sampai ${phoneDigits.max} angka.`,
    en: `A phone number has ${phoneDigits.min} to ${phoneDigits.max} digits.`,
  },
  comment: { id: 'Pesan wajib diisi.', en: 'A message is required.' },
  qty_tree: {
    id: `Masukkan jumlah pohon, 1 sampai ${maxTreesPerDonation.toLocaleString('id-ID')}.`,
    en: `Please enter the number of trees, 1 to ${maxTreesPerDonation.toLocaleString('en-US')}.`,
  },
  company_name: { id: 'Nama perusahaan terlalu panjang.', en: 'The company name is too long.' },
} satisfies Record<keyof DonationForm | 'phoneRequired' | 'phoneLength', Text>;

/**
 * Checks a donation form (site spec §5: amount, name, email, phone and message required; the amount is a
 * number of trees, a whole number). Answers the cleaned values and messages by field.
 */
export function checkDonation(
  input: Record<string, unknown>,
  lang: Lang,
): { values: DonationForm; errors: FieldErrors } {
  const trees = input.qty_tree ?? input.amount;
  const qty =
    typeof trees === 'number'
      ? trees
      : /^\s*\d{1,9}\s*$/.test(String(trees ?? ''))
        ? Number(trees)
        : Number.NaN;
  const values: DonationForm = {
    name_sponsor: text(input.name_sponsor),
    email: text(input.email).toLowerCase(),
    phone: text(input.phone),
    company_name: text(input.company_name),
    comment: text(input.comment),
    qty_tree: qty,
  };
  const errors: FieldErrors = {};
  const fail = (field: keyof DonationForm, message: keyof typeof donationMessages = field) => {
    errors[field] = [donationMessages[message][lang]];
  };
  const phone = values.phone ? phoneProblem(values.phone) : 'required';
  if (!values.name_sponsor || values.name_sponsor.length > 150) fail('name_sponsor');
  if (!emailPattern.test(values.email) || values.email.length > 254) fail('email');
  if (phone === 'required') fail('phone', 'phoneRequired');
  else if (phone === 'length') fail('phone', 'phoneLength');
  else if (phone) fail('phone');
  if (!values.comment || values.comment.length > 1000) fail('comment');
  if (values.company_name.length > 150) fail('company_name');
  if (!Number.isInteger(qty) || qty < 1 || qty > maxTreesPerDonation) fail('qty_tree');
  return { values, errors };
}
