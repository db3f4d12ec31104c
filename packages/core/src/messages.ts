import type { Lang, Text } from './i18n.js';
import { interpolate } from './i18n.js';

/**
 * Messages the API answers with. Indonesian texts quoted by the specification are used word for word.
 */
export const apiMessages = {
  invalidCredentials: {
    id: 'Username atau kata sandi salah',
    en: 'Wrong username or password',
  },
  loginRequired: { id: 'Username & Password harus diisi', en: 'Username & Password are required' },
  tooManyLogins: {
    id: 'Terlalu banyak percobaan masuk. Coba lagi dalam {seconds} detik.',
    en: 'Too many login attempts. Try again in {seconds} seconds.',
  },
  accountLocked: {
    id: 'Terlalu banyak percobaan masuk yang gagal untuk akun ini. Coba lagi dalam {seconds} detik, atau atur ulang kata sandi lewat "Lupa kata sandi?".',
    en: 'Too many failed logins on this account. Try again in {seconds} seconds, or reset the password with "Forgot password".',
  },
  tooManyRequests: {
    id: 'Terlalu banyak permintaan. Coba lagi dalam {seconds} detik.',
    en: 'Too many requests. Try again in {seconds} seconds.',
  },
  unauthenticated: {
    id: 'Sesi Anda tidak valid atau telah berakhir. Silakan masuk kembali.',
    en: 'Your session is invalid or has expired. Please log in again.',
  },
  backupTokenInvalid: {
    id: 'Token backup tidak ada atau salah: kirim Authorization: Bearer <BACKUP_TOKEN>',
    en: 'The backup token is missing or wrong: send Authorization: Bearer <BACKUP_TOKEN>',
  },
  backupRunning: {
    id: 'Backup lain sedang berjalan di server ini; coba lagi setelah selesai',
    en: 'Another backup is running on this server; try again when it is done',
  },
  metricsTokenInvalid: {
    id: 'Token metrik tidak ada atau salah: kirim Authorization: Bearer <METRICS_TOKEN>',
    en: 'The metrics token is missing or wrong: send Authorization: Bearer <METRICS_TOKEN>',
  },
  forbidden: {
    id: 'Anda tidak memiliki izin untuk tindakan ini ({permission})',
    en: 'You are not allowed to do this ({permission})',
  },
  notFound: { id: 'Data tidak ditemukan', en: 'Data not found' },
  idempotencyKeyInvalid: {
    id: 'Idempotency-Key harus 1 sampai 255 karakter ASCII yang terlihat',
    en: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  },
  idempotencyKeyReused: {
    id: 'Idempotency-Key ini sudah dipakai untuk data lain; kirim data baru dengan kunci baru',
    en: 'This Idempotency-Key was already used for other data; send new data with a new key',
  },
  syncClientIdInvalid: {
    id: 'Kode perangkat harus berupa UUID dengan huruf kecil',
    en: 'The device id must be a UUID in lowercase',
  },
  syncIdReused: {
    id: 'Kode perangkat laporan ini sudah dipakai untuk laporan lain',
    en: "This report's device id is already used by another report",
  },
  syncStale: {
    id: 'Laporan ini sudah berubah di server sejak Anda mengambilnya; pilih versi yang dipakai',
    en: 'This report changed on the server since you took it; choose which version to keep',
  },
  syncReplayed: {
    id: 'Data {title} ini sudah tersimpan sebelumnya; tidak ada yang diubah',
    en: '{title} data already stored; nothing was changed',
  },
  preferencesSaved: { id: 'Pengaturan Anda disimpan', en: 'Your settings were saved' },
  badTimeZone: { id: 'Zona waktu tidak dikenal: {zone}', en: 'Unknown time zone: {zone}' },
  fieldForbidden: {
    id: 'Anda tidak memiliki izin untuk kolom {field}',
    en: 'You are not allowed to use the field {field}',
  },
  wrongState: {
    id: 'Tidak dapat dilakukan pada data berstatus {status}',
    en: 'Cannot be done while the status is {status}',
  },
  transitionNotAllowed: {
    id: 'Tindakan ini tidak berlaku untuk data ini',
    en: 'This action does not apply to this row',
  },
  reasonRequired: { id: 'Alasan harus diisi', en: 'A reason is required' },
  routeNotFound: { id: 'Alamat API tidak ditemukan: {path}', en: 'API path not found: {path}' },
  validationFailed: { id: 'Data yang dikirim tidak valid', en: 'The data sent is not valid' },
  badRequest: { id: 'Permintaan tidak valid: {detail}', en: 'Bad request: {detail}' },
  unknownMapFont: { id: 'Fon peta tidak dikenal: {font}', en: 'Unknown map font: {font}' },
  badGlyphRange: {
    id: 'Rentang glyph tidak valid: {range} (contoh: 0-255.pbf)',
    en: 'Invalid glyph range: {range} (e.g. 0-255.pbf)',
  },
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
  filterOneValue: {
    id: 'Filter {field}.{operator} hanya menerima satu nilai',
    en: 'The filter {field}.{operator} takes one value',
  },
  filterList: {
    id: 'Filter {field}.{operator} menerima daftar berisi 1 sampai {max} nilai',
    en: 'The filter {field}.{operator} takes a list of 1 to {max} values',
  },
  filterValue: {
    id: 'Nilai filter {field} tidak valid: {reason}',
    en: 'Invalid value for the filter {field}: {reason}',
  },
  periodDate: {
    id: 'Parameter {param} harus berupa tanggal yang benar (YYYY-MM-DD), bukan "{value}"',
    en: 'The parameter {param} must be a real date (YYYY-MM-DD), not "{value}"',
  },
  periodReversed: {
    id: 'Tanggal awal ({from}) tidak boleh setelah tanggal akhir ({to})',
    en: 'The start date ({from}) may not be after the end date ({to})',
  },
  // Details of a refused query parameter, path parameter or body value; {param} names it.
  paramType: { id: '{param} harus berupa {type}', en: '{param} must be {type}' },
  paramMin: { id: 'Nilai {param} tidak boleh kurang dari {limit}', en: '{param} must be {limit} or more' },
  paramMax: { id: 'Nilai {param} tidak boleh lebih dari {limit}', en: '{param} must be {limit} or less' },
  paramMinLength: {
    id: '{param} minimal mengandung {limit} karakter',
    en: '{param} must be at least {limit} characters',
  },
  paramMaxLength: {
    id: '{param} tidak boleh lebih dari {limit} karakter',
    en: '{param} may not be more than {limit} characters',
  },
  paramMinItems: {
    id: '{param} harus berisi paling sedikit {limit} item',
    en: '{param} must hold at least {limit} items',
  },
  paramMaxItems: {
    id: '{param} tidak boleh berisi lebih dari {limit} item',
    en: '{param} may not hold more than {limit} items',
  },
  paramRequired: { id: '{param} harus diisi', en: '{param} is required' },
  paramUnknown: { id: 'Parameter tidak dikenal: {param}', en: 'Unknown parameter: {param}' },
  paramText: {
    id: '{param} berisi karakter yang tidak diizinkan',
    en: '{param} contains characters that are not allowed',
  },
  paramInvalid: { id: 'Nilai {param} tidak valid', en: '{param} is not valid' },
  badBbox: {
    id: 'Parameter bbox harus berupa barat,selatan,timur,utara dalam derajat, dengan barat < timur dan selatan < utara, bukan "{value}"',
    en: 'The parameter bbox must be west,south,east,north in degrees, with west < east and south < north, not "{value}"',
  },
  created: { id: 'Data {title} berhasil ditambahkan', en: '{title} data added' },
  updated: { id: 'Edit data {title} berhasil', en: '{title} data updated' },
  linked: { id: '{label} diaktifkan', en: '{label} switched on' },
  unlinked: { id: '{label} dinonaktifkan', en: '{label} switched off' },
  linksSaved: {
    id: '{title} disimpan: {on} diaktifkan, {off} dinonaktifkan',
    en: '{title} saved: {on} switched on, {off} switched off',
  },
  deleted: { id: 'Data {title} berhasil dihapus', en: '{title} data deleted' },
  loggedOut: { id: 'Anda telah keluar', en: 'You have logged out' },
  uploadMissing: {
    id: 'Tidak ada berkas yang dikirim (kolom file)',
    en: 'No file was sent (field file)',
  },
  uploadTooLarge: { id: 'File terlalu besar', en: 'File too large' },
  uploadUnreadable: {
    id: 'Unggahan tidak dapat dibaca sebagai multipart/form-data',
    en: 'The upload cannot be read as multipart/form-data',
  },
  uploadNotMultipart: {
    id: 'Unggahan harus dikirim sebagai multipart/form-data',
    en: 'An upload must be sent as multipart/form-data',
  },
  uploadTooManyParts: { id: 'Unggahan berisi terlalu banyak bagian', en: 'The upload has too many parts' },
  badJson: { id: 'Isi permintaan bukan JSON yang benar', en: 'The request body is not valid JSON' },
  unsupportedMediaType: {
    id: 'Jenis isi permintaan tidak didukung: {type}',
    en: 'The content type of the request is not supported: {type}',
  },
  badUrl: { id: 'Alamat permintaan tidak valid', en: 'The request address is not valid' },
  uploadType: {
    id: 'Jenis berkas tidak diizinkan. Yang diterima: {accepted}',
    en: 'File type not allowed. Accepted: {accepted}',
  },
  uploadTarget: {
    id: 'Sebutkan resource dan field tujuan berkas (resource, field)',
    en: 'Name the resource and the field the file is for (resource, field)',
  },
  uploadHashMismatch: {
    id: 'Isi berkas tidak sesuai dengan sidiknya; kirim ulang berkasnya',
    en: "The file's content does not match its hash; send the file again",
  },
  uploadUnknownResource: { id: 'Resource tidak dikenal: {resource}', en: 'Unknown resource: {resource}' },
  uploadNotFileField: {
    id: 'Kolom {field} pada {resource} tidak menerima berkas',
    en: 'Field {field} of {resource} does not take files',
  },
  uploadTypeFor: {
    id: 'Jenis berkas tidak diizinkan untuk {field}. Yang diterima: {accepted}',
    en: 'File type not allowed for {field}. Accepted: {accepted}',
  },
  uploadTooLargeFor: {
    id: 'File terlalu besar: {field} harus lebih kecil dari {limit}',
    en: 'File too large: {field} must be smaller than {limit}',
  },
  uploadNotPicture: {
    id: '{field} bukan gambar yang dapat dibaca: berkasnya rusak atau bukan gambar',
    en: '{field} is no picture that can be read: the file is damaged or no picture',
  },
  uploadTooManyPixels: {
    id: '{field}: gambar lebih besar dari {max} megapiksel',
    en: '{field}: the picture is larger than {max} megapixels',
  },
  uploadRateLimited: {
    id: 'Terlalu banyak unggahan. Coba lagi dalam {seconds} detik.',
    en: 'Too many uploads. Try again in {seconds} seconds.',
  },
  uploadQuota: {
    id: 'Kuota unggahan Anda tidak cukup untuk berkas ini: {used} MB dari {quota} MB sudah terpakai',
    en: 'Your upload quota has no room for this file: {used} MB of {quota} MB used',
  },
  // A file offered as a map layer that parses as JSON but is no GeoJSON the maps can draw.
  geojsonInvalid: {
    id: '{field} bukan GeoJSON yang benar: {reason}',
    en: '{field} is not valid GeoJSON: {reason}',
  },
  geojsonNotGeoJson: {
    id: 'isinya harus FeatureCollection, Feature atau geometri',
    en: 'it must hold a FeatureCollection, a Feature or a geometry',
  },
  geojsonType: {
    id: 'jenis "{type}" di {path} tidak dikenal',
    en: 'the type "{type}" at {path} is not known',
  },
  geojsonMember: {
    id: '{path} harus berupa {expected}',
    en: '{path} must be {expected}',
  },
  geojsonPosition: {
    id: 'titik di {path} harus berupa 2 atau 3 angka [bujur, lintang]',
    en: 'the position at {path} must be 2 or 3 numbers [longitude, latitude]',
  },
  geojsonRange: {
    id: 'titik di {path} di luar rentang bujur -180..180 dan lintang -90..90',
    en: 'the position at {path} lies outside longitude -180..180 and latitude -90..90',
  },
  geojsonTooFew: {
    id: '{path} harus memiliki paling sedikit {min} titik',
    en: '{path} must have at least {min} positions',
  },
  geojsonRingOpen: {
    id: 'cincin poligon di {path} harus berakhir di titik awalnya',
    en: 'the polygon ring at {path} must end where it starts',
  },
  geojsonNested: {
    id: 'GeometryCollection di {path} tidak boleh berisi GeometryCollection lain',
    en: 'the GeometryCollection at {path} may not hold another GeometryCollection',
  },
  geojsonEmpty: { id: 'tidak berisi satu pun titik', en: 'it holds no position' },
  geojsonTooDeep: {
    id: 'strukturnya bersarang lebih dari {max} tingkat',
    en: 'it is nested more than {max} levels deep',
  },
  geojsonTooManyFeatures: {
    id: 'berisi lebih dari {max} fitur',
    en: 'it holds more than {max} features',
  },
  geojsonTooManyPositions: {
    id: 'berisi lebih dari {max} titik',
    en: 'it holds more than {max} positions',
  },
  fileNotUploaded: {
    id: '{field} harus berupa berkas yang diunggah ke server ini',
    en: '{field} must be a file uploaded to this server',
  },
  fileNotYours: {
    id: '{field}: berkas ini diunggah oleh pengguna lain',
    en: '{field}: this file was uploaded by another user',
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
  importUnpackedTooLarge: {
    id: 'Berkas .xlsx lebih dari {max} MB setelah dibuka',
    en: 'The .xlsx file unpacks to more than {max} MB',
  },
  importSharedStringsTooLarge: {
    id: 'Teks bersama (shared strings) berkas .xlsx lebih dari {max} MB setelah dibuka',
    en: 'The shared strings of the .xlsx file unpack to more than {max} MB',
  },
  importTextTooLarge: {
    id: 'Sel-sel berkas berisi lebih dari {max} MB teks',
    en: 'The cells of the file hold more than {max} MB of text',
  },
  importCellTooLong: {
    id: 'Sel di baris {line} berisi lebih dari {max} karakter',
    en: 'A cell in row {line} holds more than {max} characters',
  },
  importSomeCellTooLong: {
    id: 'Sebuah sel berisi lebih dari {max} karakter',
    en: 'A cell holds more than {max} characters',
  },
  // Database conflicts, told in the caller's words: the field or the records concerned, never the SQL.
  conflict: { id: 'Data bentrok dengan data lain', en: 'This conflicts with other data' },
  valueTaken: {
    id: '{field} ini sudah dipakai oleh data lain; gunakan nilai lain',
    en: 'This {field} is already used by another record; use another value',
  },
  referenceMissing: {
    id: '{field} yang dipilih tidak ditemukan',
    en: 'The chosen {field} does not exist',
  },
  stillUsed: {
    id: 'Data masih dipakai oleh data lain, tidak dapat dihapus: {uses}',
    en: 'The record is still used by other records and cannot be deleted: {uses}',
  },
  usedBy: { id: '{count} data di {title}', en: '{count} records in {title}' },
  usedByOne: { id: '1 data di {title}', en: '1 record in {title}' },
  otherData: { id: 'data lain', en: 'other data' },
  // Admin spec §5, word for word (its spelling included) in both languages.
  coordinatesRequired: {
    id: 'Latitude & Longitude value is mandotary',
    en: 'Latitude & Longitude value is mandotary',
  },
  countersUnavailable: {
    id: 'Layanan ini sedang tidak tersedia karena penyimpanan batas permintaan tidak dapat dijangkau. Coba lagi sebentar lagi.',
    en: 'This service is unavailable for now: the store of request limits cannot be reached. Please try again shortly.',
  },
  serverError: { id: 'Terjadi kesalahan pada server', en: 'Something went wrong on the server' },
  bodyTooLarge: { id: 'Data yang dikirim terlalu besar', en: 'The data sent is too large' },

  // Public writes (comments, visits): what the site is told whether or not the write was kept.
  publicReceived: {
    id: 'Terima kasih, kiriman Anda telah diterima',
    en: 'Thank you, your submission was received',
  },
  publicModerated: {
    id: 'Terima kasih, kiriman Anda akan tampil setelah diperiksa',
    en: 'Thank you, your submission will appear once it has been reviewed',
  },
  subscriptionUnknown: {
    id: 'Tautan langganan ini tidak berlaku',
    en: 'This subscription link is not valid',
  },
  unsubscribed: {
    id: 'Langganan buletin Anda telah dihentikan',
    en: 'Your newsletter subscription has ended',
  },
  // The money path. 'Something went wrong' is the site spec's own text for a donation that failed.
  paymentUnavailable: {
    id: 'Something went wrong: penyedia pembayaran tidak dapat dihubungi, tidak ada yang ditagih. Silakan coba lagi.',
    en: 'Something went wrong: the payment provider could not be reached and nothing was charged. Please try again.',
  },
  notificationForged: {
    id: 'Notifikasi pembayaran tidak sah',
    en: 'The payment notification is not genuine',
  },
  notificationNoted: { id: 'Notifikasi diterima', en: 'Notification received' },
  paymentMethodUnknown: {
    id: 'Pilih metode pembayaran yang tersedia',
    en: 'Choose one of the payment methods offered',
  },
  paymentMethodNotPayPal: {
    id: 'Metode pembayaran ini tidak memakai PayPal',
    en: 'This payment method does not use PayPal',
  },
  donationSettingMissing: {
    id: 'Harga per pohon belum diatur; donasi belum dapat diterima',
    en: 'The price per tree has not been set, so donations cannot be taken yet',
  },
  paymentUnknown: { id: 'Pembayaran tidak ditemukan', en: 'Payment not found' },
  cartEmpty: { id: 'Keranjang Anda kosong', en: 'Your cart is empty' },
  cartProductUnknown: {
    id: 'Produk ini tidak ada atau tidak lagi dijual',
    en: 'This product does not exist or is no longer sold',
  },
  outOfStock: {
    id: 'Stok {product} tidak cukup: tersisa {available}',
    en: 'Not enough {product} in stock: {available} left',
  },
  cartTooMany: {
    id: 'Jumlah {product} melebihi stok: tersedia {available}',
    en: 'More {product} than in stock: {available} available',
  },
  promoUnknown: { id: 'Kode promo tidak berlaku', en: 'This promo code is not valid' },
  promoUsedUp: { id: 'Kode promo sudah habis dipakai', en: 'This promo code has been used up' },
  promoGoneUsedUp: {
    id: 'Kode promo {code} sudah habis dipakai. Tanpa kode ini, total pesanan Anda {total}. Lanjutkan tanpa kode promo, atau kembali ke keranjang.',
    en: 'Promo code {code} has been used up in the meantime. Without it, your order comes to {total}. Go on without the promo code, or go back to the cart.',
  },
  promoGoneEnded: {
    id: 'Kode promo {code} sudah tidak berlaku. Tanpa kode ini, total pesanan Anda {total}. Lanjutkan tanpa kode promo, atau kembali ke keranjang.',
    en: 'Promo code {code} can no longer be used. Without it, your order comes to {total}. Go on without the promo code, or go back to the cart.',
  },
  promoApplied: { id: 'Kode promo {code} dipakai', en: 'Promo code {code} applied' },
  cartAdded: { id: '{product} ditambahkan ke keranjang', en: '{product} added to the cart' },
  unknownTable: {
    id: 'Tabel tidak dikenal: {table}. Yang diterima: {known}',
    en: 'Unknown table: {table}. Accepted: {known}',
  },

  // Accounts. The two availability messages are admin spec §5's, word for word.
  emailTaken: {
    id: 'Email salah / sudah terdaftar, gunakan email lain',
    en: 'Wrong email or already registered, use another email',
  },
  usernameTaken: {
    id: 'Username sudah terdaftar, gunakan username lain',
    en: 'Username already registered, use another username',
  },
  registrationClosed: { id: 'Pendaftaran akun tidak dibuka', en: 'Account registration is not open' },
  forgotPasswordClosed: {
    id: 'Fitur lupa kata sandi tidak aktif',
    en: 'Password recovery is not available',
  },
  roleNotOpen: {
    id: 'Peran ini tidak dapat dipilih saat mendaftar',
    en: 'This role cannot be chosen when registering',
  },
  projectNotInDepartment: {
    id: 'Proyek ini bukan milik departemen yang dipilih',
    en: 'This project does not belong to the chosen department',
  },
  superRoleOnly: {
    id: 'Hanya Super User yang dapat memberikan atau mengubah peran Super User',
    en: 'Only the Super User can give or change the Super User role',
  },
  superRoleEditOnly: {
    id: 'Hanya Super User yang dapat mengubah atau menghapus peran Super User',
    en: 'Only the Super User can change or delete the Super User role',
  },
  ownRoleFixed: {
    id: 'Anda tidak dapat mengubah peran Anda sendiri',
    en: 'You cannot change your own role',
  },
  ownDepartmentFixed: {
    id: 'Anda tidak dapat mengubah departemen Anda sendiri',
    en: 'You cannot change your own department',
  },
  ownUnitFixed: {
    id: 'Anda tidak dapat mengubah unit manajemen Anda sendiri',
    en: 'You cannot change your own management unit',
  },
  ownProjectFixed: {
    id: 'Anda tidak dapat mengubah proyek Anda sendiri',
    en: 'You cannot change your own project',
  },
  ownDepartmentOnly: {
    id: 'Anda hanya dapat menempatkan pengguna di departemen Anda sendiri',
    en: 'You can only place users in your own department',
  },
  roleBeyondCaller: {
    id: 'Anda tidak dapat memberikan peran {role}: peran ini memiliki hak akses yang tidak Anda miliki ({tasks})',
    en: 'You cannot give the role {role}: it has permissions you do not have ({tasks})',
  },
  approveBeyondCaller: {
    id: 'Anda tidak dapat menyetujui atau mengaktifkan pengguna berperan {role}: peran ini memiliki hak akses yang tidak Anda miliki ({tasks})',
    en: 'You cannot approve or activate a user with the role {role}: it has permissions you do not have ({tasks})',
  },
  openBeyondCaller: {
    id: 'Anda tidak dapat membuka peran {role} untuk pendaftaran: peran ini memiliki hak akses yang tidak Anda miliki ({tasks})',
    en: 'You cannot open the role {role} for registration: it has permissions you do not have ({tasks})',
  },
  emailBySelfOnly: {
    id: 'Hanya pengguna itu sendiri atau Super User yang dapat mengganti email pengguna, karena tautan atur ulang kata sandi dikirim ke email tersebut',
    en: 'Only the user themselves or the Super User can change a user’s email, as password-reset links are sent to it',
  },
  taskNotHeld: {
    id: 'Anda tidak dapat memberikan atau mencabut hak akses {task} karena Anda sendiri tidak memilikinya',
    en: 'You cannot give or take away the permission {task}: you do not have it yourself',
  },
  taskInUse: {
    id: 'Hanya Super User yang dapat mengganti nama atau menghapus hak akses {task}, karena sudah dimiliki peran',
    en: 'Only the Super User can rename or delete the permission {task}, as roles have it',
  },
  passwordBySuperOnly: {
    id: 'Hanya Super User yang dapat mengganti kata sandi pengguna lain. Pengguna dapat mengatur ulang kata sandinya sendiri lewat email dari "Lupa kata sandi?" di halaman masuk.',
    en: 'Only the Super User can change another user’s password. The user can reset their own through the mail that "Lupa kata sandi?" on the login page sends.',
  },
  newPasswordBySuperOnly: {
    id: 'Hanya Super User yang dapat menentukan kata sandi pengguna baru. Kosongkan kolom ini: pengguna akan menerima email berisi tautan untuk membuat kata sandinya sendiri.',
    en: 'Only the Super User can set a new user’s password. Leave this empty: the user gets a mail with a link to set their own.',
  },
  passwordWeak: {
    id: 'Kata sandi ini terlalu mudah ditebak. {reason}',
    en: 'This password is too easy to guess. {reason}',
  },
  passwordWeakHint: {
    id: 'Gunakan kata sandi yang lebih panjang, misalnya beberapa kata yang tidak umum.',
    en: 'Use a longer password, for example a few uncommon words.',
  },
  passwordNeeded: {
    id: 'Kata Sandi harus diisi: fitur lupa kata sandi tidak aktif, jadi pengguna tidak dapat membuatnya sendiri lewat email',
    en: 'Password is required: password recovery is off, so the user cannot set one through a mail',
  },
  createNeedsSuper: {
    id: 'Selama fitur lupa kata sandi tidak aktif, hanya Super User yang dapat membuat pengguna, dengan kata sandinya',
    en: 'While password recovery is off, only the Super User can create users, with their password',
  },
  lastSuperUser: {
    id: 'Harus ada setidaknya satu Super User aktif: pengguna ini adalah Super User aktif yang terakhir',
    en: 'There must be at least one active Super User: this user is the last one',
  },
  registered: {
    id: 'Pendaftaran berhasil. Silakan cek email Anda untuk memverifikasi alamat email.',
    en: 'Registration complete. Please check your email to verify your address.',
  },
  emailUnverified: {
    id: 'Email Anda belum diverifikasi. Silakan cek email Anda atau kirim ulang email verifikasi.',
    en: 'Your email is not verified yet. Please check your email or send the verification mail again.',
  },
  awaitingApproval: {
    id: 'Pendaftaran Anda sedang menunggu persetujuan Admin Departemen',
    en: 'Your registration is awaiting approval by the Department Admin',
  },
  registrationRejected: {
    id: 'Pendaftaran Anda ditolak oleh Admin Departemen. Alasan: {reason}',
    en: 'Your registration was rejected by the Department Admin. Reason: {reason}',
  },
  accountInactive: {
    id: 'Akun Anda tidak aktif. Hubungi admin untuk mengaktifkannya kembali.',
    en: 'Your account is inactive. Contact an admin to have it activated again.',
  },
  verificationSent: {
    id: 'Email verifikasi telah dikirim bila akun tersebut belum diverifikasi. Silakan cek email Anda.',
    en: 'A verification mail has been sent if that account is not verified yet. Please check your email.',
  },
  emailVerified: {
    id: 'Email berhasil diverifikasi',
    en: 'Email verified',
  },
  codeInvalid: {
    id: 'Kode tidak valid, sudah dipakai, atau sudah kedaluwarsa',
    en: 'The code is not valid, already used, or expired',
  },
  resetSent: {
    id: 'Bila email tersebut terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim ke sana.',
    en: 'If that email is registered, a link to reset the password has been sent to it.',
  },
  passwordChanged: { id: 'Password Berhasil diperbarui', en: 'Password updated' },
  currentPasswordWrong: { id: 'Kata sandi saat ini salah', en: 'The current password is wrong' },
  passwordUnchanged: {
    id: 'Kata sandi baru harus berbeda dari kata sandi saat ini',
    en: 'The new password must differ from the current one',
  },
  ownPasswordChanged: {
    id: 'Kata sandi Anda diubah. {count} sesi lain telah diakhiri; sesi ini tetap masuk.',
    en: 'Your password was changed. {count} other sessions were ended; this one stays signed in.',
  },
  tokenExpiry: {
    id: 'Masa berlaku harus di masa depan dan paling lama satu tahun',
    en: 'The expiry must be in the future and at most one year away',
  },
  tokenRevoked: { id: 'Token dicabut', en: 'Token revoked' },
} satisfies Record<string, Text>;

/** The kinds of JSON value a parameter may be asked to be, as a message names them. */
export const valueTypeNames: Record<string, Text> = {
  integer: { id: 'bilangan bulat', en: 'a whole number' },
  number: { id: 'angka', en: 'a number' },
  string: { id: 'teks', en: 'text' },
  boolean: { id: 'true/false', en: 'true/false' },
  object: { id: 'objek', en: 'an object' },
  array: { id: 'daftar', en: 'a list' },
  null: { id: 'null', en: 'null' },
};

export type ApiMessageKey = keyof typeof apiMessages;

export function apiMessage(
  key: ApiMessageKey,
  lang: Lang,
  values: Record<string, string | number> = {},
): string {
  return interpolate(apiMessages[key][lang], values);
}
