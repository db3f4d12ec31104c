/**
 * Indonesian texts of the admin. Texts the specification quotes are word for word; placeholders use
 * single braces, as the specification writes them.
 */
export const id = {
  app: {
    name: 'Rimba Admin',
    footer: 'Rimba © {year} — Yayasan penanaman pohon',
    clear: 'Kosongkan',
  },
  login: {
    title: 'Masuk',
    subtitle: 'Masuk ke panel admin Rimba',
    username: 'Username atau Email',
    password: 'Kata Sandi',
    submit: 'Masuk',
    required: 'Username & Password harus diisi',
    forgot: 'Lupa kata sandi?',
    register: 'Belum punya akun? Daftar',
    resend: 'Kirim ulang email verifikasi',
    resendIn: 'Kirim ulang dalam {seconds} detik',
    resent: 'Email verifikasi dikirim',
  },
  forgot: {
    title: 'Lupa Kata Sandi',
    text: 'Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat kata sandi baru.',
    email: 'Email',
    send: 'Kirim',
    cancel: 'Batal',
    sentTitle: 'Email Terkirim',
    backToLogin: 'Kembali ke halaman masuk',
  },
  header: { scrollTop: 'Kembali ke atas', logout: 'Keluar', language: 'Bahasa', menu: 'Menu' },
  aside: {
    account: 'Akun Saya',
    title: 'Akun',
    open: 'Buka akun',
    fullname: 'Nama Lengkap',
    username: 'Username',
    email: 'Email',
    role: 'Peran',
    timeZone: 'Zona Waktu',
    timeZoneAuto: 'Otomatis (peramban: {zone})',
    timeZoneFailed: 'Zona waktu tidak tersimpan: {message}',
  },
  menu: {
    dashboard: 'Dashboard',
    master: 'Master Data',
    setting: 'Pengaturan Website',
    'user-role': 'Pengaturan Pengguna',
  },
  menuSearch: {
    label: 'Cari modul',
    placeholder: 'Cari modul…',
    none: 'Tidak ada modul yang cocok',
  },
  page: {
    notFound: 'Halaman tidak ditemukan',
    forbidden: 'Anda tidak memiliki izin untuk membuka halaman ini',
    noModule: 'Belum ada modul yang dapat Anda buka',
    home: 'Kembali ke beranda',
    preparing: 'Halaman ini sedang disiapkan.',
  },
};

/** The shape every locale must have: the same keys as Indonesian, any text. */
export type Messages = { [G in keyof typeof id]: { [K in keyof (typeof id)[G]]: string } };
