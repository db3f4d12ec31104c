import i18n from 'i18next';

/** Texts of a role's task editor, added when it loads. */
const id = {
  roleTasks: {
    search: 'Cari modul, hak akses, atau kode',
    all: 'Semua',
    allOf: 'Semua hak akses {module}',
    readOnly: 'Hanya lihat',
    readOnlyOf: 'Hanya lihat {module}',
    chosen: '{count} dari {total} hak akses aktif',
    unsaved: '{count} perubahan belum disimpan',
    save: 'Simpan Hak Akses',
    reset: 'Batalkan Perubahan',
    notHeld: 'Anda sendiri tidak memiliki hak akses ini, jadi tidak dapat mengubahnya',
    none: 'Tidak ada modul atau hak akses yang cocok dengan "{search}"',
    loadFailed: 'Daftar hak akses tidak dapat dimuat: {message}',
  },
};

const en: typeof id = {
  roleTasks: {
    search: 'Search modules, permissions or codes',
    all: 'All',
    allOf: 'All permissions of {module}',
    readOnly: 'View only',
    readOnlyOf: 'View only {module}',
    chosen: '{count} of {total} permissions on',
    unsaved: '{count} changes not saved yet',
    save: 'Save Permissions',
    reset: 'Undo Changes',
    notHeld: 'You do not hold this permission yourself, so you cannot change it',
    none: 'No module or permission matches "{search}"',
    loadFailed: 'The permissions could not be loaded: {message}',
  },
};

i18n.addResourceBundle('id', 'translation', id, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);
