import i18n from 'i18next';

/**
 * Texts of the account pages besides login (registration, verification, waiting, reset, legal), added to
 * the translations when one of those pages loads: they stay out of the admin's first load. Texts the
 * specification quotes are word for word.
 */
const id = {
  register: {
    title: 'Daftar Akun',
    stepAccount: 'Info Akun',
    stepOrganisation: 'Peran & Departemen',
    stepReview: 'Tinjau',
    passwordPlaceholder: '8 - 16 karakter',
    haveAccount: 'Sudah punya akun? Masuk',
    role: 'Peran',
    noRoles: 'Belum ada peran yang dapat dipilih',
    next: 'Lanjut',
    back: 'Kembali',
    submit: 'Kirim Pendaftaran',
    failed: 'Pendaftaran gagal',
    doneTitle: 'Pendaftaran Selesai',
    agree: 'Dengan mendaftar, Anda menyetujui',
    and: 'dan',
    checking: 'Memeriksa ketersediaan…',
  },
  verify: {
    title: 'Verifikasi Email',
    code: 'Kode verifikasi',
    send: 'Kirim',
    checking: 'Memverifikasi…',
    awaiting: 'Data Anda sedang menunggu persetujuan Admin Departemen.',
  },
  waiting: {
    title: 'Proses Persetujuan',
    text: 'Pendaftaran {name} sudah diterima dan sedang menunggu persetujuan Admin Departemen {department}.',
    contact: 'Hubungi PIC departemen bila perlu:',
    copy: 'Salin nomor',
    copied: 'Nomor PIC sudah dicopy',
    noContact: 'Data departemen tidak tersedia.',
  },
  reset: {
    title: 'Buat Password Baru',
    password: 'Password baru',
    confirm: 'Konfirmasi password baru',
    mismatch: 'Konfirmasi kata sandi tidak cocok',
    submit: 'Perbarui & Login',
    done: 'Password Berhasil diperbarui',
  },
  legal: { terms: 'Syarat dan Ketentuan', privacy: 'Kebijakan Privasi', back: 'Kembali' },
};

const en: { [G in keyof typeof id]: { [K in keyof (typeof id)[G]]: string } } = {
  register: {
    title: 'Register',
    stepAccount: 'Account',
    stepOrganisation: 'Role & Department',
    stepReview: 'Review',
    passwordPlaceholder: '8 - 16 characters',
    haveAccount: 'Have an account? Log in',
    role: 'Role',
    noRoles: 'No role can be chosen yet',
    next: 'Next',
    back: 'Back',
    submit: 'Send Registration',
    failed: 'Registration failed',
    doneTitle: 'Registration Complete',
    agree: 'By registering you accept the',
    and: 'and the',
    checking: 'Checking availability…',
  },
  verify: {
    title: 'Email Verification',
    code: 'Verification code',
    send: 'Send',
    checking: 'Verifying…',
    awaiting: 'Your data is awaiting approval by the Department Admin.',
  },
  waiting: {
    title: 'Approval in Progress',
    text: 'The registration of {name} was received and awaits approval by the admin of the {department} department.',
    contact: 'Contact the department’s person in charge if needed:',
    copy: 'Copy number',
    copied: 'PIC number copied',
    noContact: 'The department’s details are not available.',
  },
  reset: {
    title: 'Choose a New Password',
    password: 'New password',
    confirm: 'Confirm the new password',
    mismatch: 'The password confirmation does not match',
    submit: 'Update & Log In',
    done: 'Password updated',
  },
  legal: { terms: 'Terms and Conditions', privacy: 'Privacy Policy', back: 'Back' },
};

i18n.addResourceBundle('id', 'translation', id, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);
