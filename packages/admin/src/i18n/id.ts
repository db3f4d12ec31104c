/**
 * Indonesian texts of the admin. Texts the specification quotes are word for word; placeholders use
 * single braces, as the specification writes them.
 */
export const id = {
  app: { name: 'Rimba Admin', footer: 'Rimba © {year} — Yayasan penanaman pohon' },
  login: {
    title: 'Masuk',
    subtitle: 'Masuk ke panel admin Rimba',
    username: 'Username atau Email',
    password: 'Password',
    submit: 'Masuk',
    required: 'Username & Password harus diisi',
  },
  header: { logout: 'Keluar', language: 'Bahasa', menu: 'Menu' },
  menu: {
    dashboard: 'Dashboard',
    master: 'Master Data',
    setting: 'Pengaturan Website',
    'user-role': 'Pengaturan Pengguna',
  },
  list: {
    search: 'Cari',
    add: 'Tambah',
    actions: 'Aksi',
    empty: 'Belum ada data yang ditambahkan',
    notFound: '{search} tidak ditemukan',
    total: 'Total {total} data',
    loadFailed: 'Gagal memuat data: {message}',
  },
  action: { detail: 'Detail', update: 'Ubah', delete: 'Hapus', back: 'Kembali', save: 'Simpan' },
  form: { createTitle: 'Tambah {title}', updateTitle: 'Ubah {title}' },
  detail: { title: 'Detail {title}' },
  feedback: {
    errorTitle: 'Error',
    created: 'Data {title} berhasil ditambahkan',
    updated: 'Edit data {title} berhasil',
    deleteTitle: 'Hapus Permanen',
    deleteText: 'Data yang sudah dihapus tidak dapat dikembalikan, lanjutkan ?',
    confirm: 'Ya, Lanjutkan',
    cancel: 'Batalkan',
  },
  field: {
    yes: 'Ya',
    no: 'Tidak',
    fileTooLarge: 'File terlalu besar',
    uploadCanceled: 'File upload canceled',
    upload: 'Unggah',
  },
  page: {
    notFound: 'Halaman tidak ditemukan',
    forbidden: 'Anda tidak memiliki izin untuk membuka halaman ini',
    noModule: 'Belum ada modul yang dapat Anda buka',
    home: 'Kembali ke beranda',
  },
};

/** The shape every locale must have: the same keys as Indonesian, any text. */
export type Messages = { [G in keyof typeof id]: { [K in keyof (typeof id)[G]]: string } };
