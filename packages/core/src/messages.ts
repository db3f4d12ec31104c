import type { Lang, Text } from './i18n.js';
import { interpolate } from './i18n.js';

/**
 * Messages the API answers with. Indonesian texts quoted by the specification are used word for word.
 */
export const apiMessages = {
  invalidCredentials: {
    id: 'Username atau password salah',
    en: 'Wrong username or password',
  },
  loginRequired: { id: 'Username & Password harus diisi', en: 'Username & Password are required' },
  tooManyLogins: {
    id: 'Terlalu banyak percobaan masuk. Coba lagi dalam {seconds} detik.',
    en: 'Too many login attempts. Try again in {seconds} seconds.',
  },
  tooManyRequests: {
    id: 'Terlalu banyak permintaan. Coba lagi dalam {seconds} detik.',
    en: 'Too many requests. Try again in {seconds} seconds.',
  },
  unauthenticated: {
    id: 'Sesi Anda tidak valid atau telah berakhir. Silakan masuk kembali.',
    en: 'Your session is invalid or has expired. Please log in again.',
  },
  forbidden: {
    id: 'Anda tidak memiliki izin untuk tindakan ini ({permission})',
    en: 'You are not allowed to do this ({permission})',
  },
  notFound: { id: 'Data tidak ditemukan', en: 'Data not found' },
  routeNotFound: { id: 'Alamat API tidak ditemukan: {path}', en: 'API path not found: {path}' },
  validationFailed: { id: 'Data yang dikirim tidak valid', en: 'The data sent is not valid' },
  badRequest: { id: 'Permintaan tidak valid: {detail}', en: 'Bad request: {detail}' },
  unknownField: { id: 'Kolom tidak dikenal: {field}', en: 'Unknown field: {field}' },
  unknownOperator: {
    id: 'Operator tidak dikenal untuk {field}: {operator}',
    en: 'Unknown operator for {field}: {operator}',
  },
  notSortable: { id: 'Kolom tidak dapat diurutkan: {field}', en: 'Field cannot be sorted: {field}' },
  notFilterable: {
    id: 'Kolom tidak dapat difilter: {field}',
    en: 'Field cannot be filtered: {field}',
  },
  badFilters: {
    id: 'Parameter filters harus berupa objek JSON',
    en: 'The filters parameter must be a JSON object',
  },
  badSort: { id: 'Parameter sort harus ASC atau DESC', en: 'The sort parameter must be ASC or DESC' },
  created: { id: 'Data {title} berhasil ditambahkan', en: '{title} data added' },
  updated: { id: 'Edit data {title} berhasil', en: '{title} data updated' },
  linked: { id: '{label} diaktifkan', en: '{label} switched on' },
  unlinked: { id: '{label} dinonaktifkan', en: '{label} switched off' },
  deleted: { id: 'Data {title} berhasil dihapus', en: '{title} data deleted' },
  loggedOut: { id: 'Anda telah keluar', en: 'You have logged out' },
  uploadMissing: {
    id: 'Tidak ada berkas yang dikirim (kolom file)',
    en: 'No file was sent (field file)',
  },
  uploadTooLarge: { id: 'File terlalu besar', en: 'File too large' },
  uploadType: {
    id: 'Jenis berkas tidak diizinkan. Yang diterima: {accepted}',
    en: 'File type not allowed. Accepted: {accepted}',
  },
  imported: { id: '{count} data {title} berhasil diimpor', en: '{count} {title} rows imported' },
  importInvalid: {
    id: 'Ada {invalid} baris yang tidak valid; tidak ada data yang disimpan',
    en: 'Rows that are not valid: {invalid}; nothing was saved',
  },
  importEmpty: { id: 'Berkas tidak berisi baris data', en: 'The file has no data rows' },
  importType: {
    id: 'Berkas harus berupa spreadsheet .xlsx atau .csv',
    en: 'The file must be an .xlsx or .csv spreadsheet',
  },
  importUnreadable: {
    id: 'Berkas tidak dapat dibaca sebagai spreadsheet .xlsx atau .csv',
    en: 'The file cannot be read as an .xlsx or .csv spreadsheet',
  },
  importTooManyRows: {
    id: 'Berkas berisi lebih dari {max} baris data',
    en: 'The file has more than {max} data rows',
  },
  conflict: { id: 'Data bentrok dengan data lain: {detail}', en: 'Conflicts with other data: {detail}' },
  inUse: {
    id: 'Data masih dipakai oleh data lain: {detail}',
    en: 'The data is still used by other data: {detail}',
  },
  // Admin spec §5, word for word (its spelling included) in both languages.
  coordinatesRequired: {
    id: 'Latitude & Longitude value is mandotary',
    en: 'Latitude & Longitude value is mandotary',
  },
  serverError: { id: 'Terjadi kesalahan pada server', en: 'Something went wrong on the server' },
} satisfies Record<string, Text>;

export type ApiMessageKey = keyof typeof apiMessages;

export function apiMessage(
  key: ApiMessageKey,
  lang: Lang,
  values: Record<string, string | number> = {},
): string {
  return interpolate(apiMessages[key][lang], values);
}
