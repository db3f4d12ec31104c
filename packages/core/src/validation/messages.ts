import type { Text } from '../i18n.js';

/**
 * Validation message templates. `{field}` is the field's label; other placeholders are the rule's
 * parameters. The Indonesian texts of required, email, min and max are those of the admin
 * specification, word for word.
 */
export const ruleMessages = {
  required: { id: '{field} harus diisi', en: '{field} is required' },
  required_if: { id: '{field} harus diisi', en: '{field} is required' },
  email: {
    id: '{field} harus berupa alamat surel yang benar',
    en: '{field} must be a valid email address',
  },
  min: {
    id: '{field} minimal mengandung {length} karakter',
    en: '{field} must be at least {length} characters',
  },
  max: {
    id: '{field} tidak boleh lebih dari {length} karakter',
    en: '{field} may not be more than {length} characters',
  },
  min_value: {
    id: 'Nilai {field} tidak boleh kurang dari {min}',
    en: '{field} must be {min} or more',
  },
  max_value: {
    id: 'Nilai {field} tidak boleh lebih dari {max}',
    en: '{field} must be {max} or less',
  },
  between: {
    id: '{field} harus di antara {min} dan {max}',
    en: '{field} must be between {min} and {max}',
  },
  numeric: { id: '{field} harus berupa angka', en: '{field} may only contain numbers' },
  integer: { id: '{field} harus berupa bilangan bulat', en: '{field} must be a whole number' },
  double: { id: '{field} harus berupa desimal yang valid', en: '{field} must be a valid decimal' },
  digits: {
    id: '{field} harus berupa {length} digit angka',
    en: '{field} must be numeric and exactly {length} digits',
  },
  length: { id: 'Panjang {field} harus tepat {length}', en: '{field} must be exactly {length} long' },
  alpha: {
    id: '{field} hanya boleh mengandung karakter alfabet',
    en: '{field} may only contain letters',
  },
  alpha_num: {
    id: '{field} hanya boleh mengandung karakter alfanumerik',
    en: '{field} may only contain letters and numbers',
  },
  alpha_dash: {
    id: '{field} boleh mengandung karakter alfanumerik, tanda hubung, dan garis bawah',
    en: '{field} may contain letters, numbers, dashes and underscores',
  },
  alpha_spaces: {
    id: '{field} hanya boleh berisi karakter alfabet serta spasi',
    en: '{field} may only contain letters and spaces',
  },
  confirmed: { id: '{field} tidak cocok dengan {target}', en: '{field} does not match {target}' },
  regex: { id: 'Format {field} salah', en: 'The format of {field} is invalid' },
  // A place with one coordinate only: admin spec §5, word for word (its spelling included).
  coordinates: {
    id: 'Latitude & Longitude value is mandotary',
    en: 'Latitude & Longitude value is mandotary',
  },
  polygon: {
    id: '{field} harus berupa poligon GeoJSON: cincin tertutup dengan sedikitnya 4 titik yang koordinatnya benar',
    en: '{field} must be a GeoJSON polygon: closed rings of at least 4 points with valid coordinates',
  },
  max_vertices: {
    id: '{field} tidak boleh memiliki lebih dari {length} titik sudut',
    en: '{field} may not have more than {length} corners',
  },
  self_intersects: {
    id: 'Garis batas {field} tidak boleh saling berpotongan',
    en: 'The edges of {field} may not cross each other',
  },
  checklist: {
    id: '{field} tidak sesuai bentuk daftar periksa',
    en: '{field} is not a valid checklist',
  },
  checklist_content: {
    id: '{field} tidak dapat dipakai: {detail}',
    en: '{field} cannot be used: {detail}',
  },
  oneOf: { id: '{field} harus berupa nilai yang sah', en: '{field} must be a valid value' },
  excluded: { id: '{field} harus berupa nilai yang sah', en: '{field} must be a valid value' },
  url: { id: '{field} harus berupa URL yang benar', en: '{field} must be a valid URL' },
  video_url: {
    id: '{field} harus berupa alamat video YouTube atau Vimeo, mis. https://www.youtube.com/watch?v=…',
    en: '{field} must be the address of a YouTube or Vimeo video, e.g. https://www.youtube.com/watch?v=…',
  },
  ext: { id: '{field} harus berupa berkas yang benar', en: '{field} must be a valid file' },
  mimes: { id: 'Tipe berkas {field} harus benar', en: '{field} must be a valid file type' },
  image: { id: '{field} harus berupa gambar', en: '{field} must be an image' },
  size: { id: '{field} harus lebih kecil dari {size}KB', en: '{field} must be smaller than {size}KB' },
  dimensions: {
    id: '{field} harus berdimensi lebar {width} pixel dan tinggi {height} pixel',
    en: '{field} must be {width} pixels by {height} pixels',
  },
  date: { id: '{field} harus berupa tanggal yang benar', en: '{field} must be a valid date' },
  boolean: { id: '{field} harus bernilai ya atau tidak', en: '{field} must be yes or no' },
  'lock-periode': { id: 'Cut Off Peride Aktif', en: 'Cut Off Peride Aktif' },
  exists: { id: '{field} tidak ditemukan', en: '{field} was not found' },
  max_files: { id: 'Jumlah File melebihi batas Upload', en: 'Too many files for {field}: at most {length}' },
  no_html: { id: '{field} tidak boleh berisi tag HTML', en: '{field} may not contain HTML tags' },
  max_items: {
    id: '{field} tidak boleh berisi lebih dari {length} item',
    en: '{field} may not hold more than {length} items',
  },
  valid_chars: {
    id: '{field} berisi karakter yang tidak diizinkan',
    en: '{field} contains characters that are not allowed',
  },
} satisfies Record<string, Text>;

export type RuleName = keyof typeof ruleMessages;
