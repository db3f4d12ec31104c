import { interpolate, type Lang, type Text } from '@rimba/core';

/** The field app's own texts, Indonesian first; the forms' texts come from the declarations. */
export const texts = {
  appName: { id: 'Rimba Lapangan', en: 'Rimba Field' },
  language: { id: 'Bahasa', en: 'Language' },
  username: { id: 'Nama pengguna atau email', en: 'Username or email' },
  password: { id: 'Kata sandi', en: 'Password' },
  login: { id: 'Masuk', en: 'Log in' },
  logout: { id: 'Keluar', en: 'Log out' },
  loggingIn: { id: 'Sedang masuk…', en: 'Logging in…' },
  loginOffline: {
    id: 'Masuk pertama kali perlu sinyal internet.',
    en: 'The first log-in needs an internet connection.',
  },
  expired: {
    id: 'Sesi Anda berakhir. Masukkan kata sandi lagi untuk mengirim laporan; antrean tetap tersimpan.',
    en: 'Your session ended. Enter your password again to send the reports; the queue is kept.',
  },
  online: { id: 'Daring', en: 'Online' },
  offline: { id: 'Luring: laporan disimpan di ponsel', en: 'Offline: reports are kept on the phone' },
  newReport: { id: 'Laporan Baru', en: 'New Report' },
  queue: { id: 'Antrean', en: 'Queue' },
  chooseKind: { id: 'Pilih jenis laporan', en: 'Choose the kind of report' },
  noKinds: {
    id: 'Belum ada jenis laporan yang boleh Anda buat. Sambungkan ke internet untuk mengunduh data kerja.',
    en: 'There is no kind of report you may file yet. Connect to the internet to download your work data.',
  },
  saveDraft: { id: 'Simpan sebagai Draf', en: 'Save as Draft' },
  cancel: { id: 'Batal', en: 'Cancel' },
  choose: { id: '— pilih —', en: '— choose —' },
  yes: { id: 'Ya', en: 'Yes' },
  no: { id: 'Tidak', en: 'No' },
  fixErrors: { id: 'Periksa isian yang ditandai.', en: 'Check the marked fields.' },
  gpsTake: { id: 'Ambil titik GPS', en: 'Take GPS position' },
  gpsWaiting: { id: 'Mencari sinyal GPS…', en: 'Finding the GPS position…' },
  gpsAccuracy: { id: 'Akurasi ± {m} m', en: 'Accuracy ± {m} m' },
  gpsFailed: { id: 'Posisi GPS tidak didapat: {why}', en: 'No GPS position: {why}' },
  removePhoto: { id: 'Hapus foto', en: 'Remove photo' },
  photoTaken: { id: 'Diambil {at}', en: 'Taken {at}' },
  belowStandard: {
    id: 'Di bawah standar pertumbuhan pada umur {age} bulan:',
    en: 'Below the growth standard at {age} months:',
  },
  shortBy: {
    id: '{label}: {value}, standar {standard} (kurang {pct}%)',
    en: '{label}: {value}, standard {standard} ({pct}% short)',
  },
  syncNow: { id: 'Kirim sekarang', en: 'Send now' },
  syncing: { id: 'Mengirim…', en: 'Sending…' },
  lastSync: { id: 'Data kerja diunduh {at}', en: 'Work data downloaded {at}' },
  storageUsed: { id: 'Penyimpanan terpakai: {used} dari {quota}', en: 'Storage used: {used} of {quota}' },
  storageKept: { id: 'Penyimpanan dijaga oleh peramban', en: 'Storage kept by the browser' },
  emptyQueue: { id: 'Belum ada laporan di ponsel ini.', en: 'No reports on this phone yet.' },
  retry: { id: 'Coba lagi', en: 'Retry' },
  edit: { id: 'Ubah', en: 'Edit' },
  remove: { id: 'Hapus', en: 'Delete' },
  confirmRemove: {
    id: 'Hapus laporan ini dari ponsel? Laporan yang belum terkirim akan hilang.',
    en: 'Delete this report from the phone? A report not sent yet is lost.',
  },
  conflictTitle: { id: 'Dua versi laporan', en: 'Two versions of the report' },
  mine: { id: 'Versi ponsel', en: "The phone's version" },
  theirs: { id: 'Versi server', en: "The server's version" },
  keepMine: { id: 'Pakai versi ponsel', en: "Keep the phone's version" },
  takeTheirs: { id: 'Pakai versi server', en: "Take the server's version" },
  state: {
    editing: { id: 'Perlu diubah', en: 'To be edited' },
    waiting: { id: 'Menunggu', en: 'Waiting' },
    sending: { id: 'Mengirim', en: 'Sending' },
    sent: { id: 'Terkirim', en: 'Sent' },
    refused: { id: 'Ditolak', en: 'Refused' },
    conflict: { id: 'Konflik', en: 'Conflict' },
  },
  submitted: { id: 'diajukan untuk verifikasi', en: 'submitted for verification' },
  draft: { id: 'sebagai draf', en: 'as a draft' },
  photosWaiting: { id: '{n} foto', en: '{n} photo(s)' },
  clearSent: { id: 'Hapus yang sudah terkirim ({n})', en: 'Remove the sent ones ({n})' },
  confirmClearSent: {
    id: 'Hapus {n} laporan yang sudah terkirim dari ponsel ini? Laporannya tetap ada di server.',
    en: 'Remove {n} sent reports from this phone? They stay on the server.',
  },
  updateReady: {
    id: 'Versi baru aplikasi tersedia.',
    en: 'A new version of the app is ready.',
  },
  reload: { id: 'Muat ulang', en: 'Reload' },
} as const;

/** One of the app's texts in a language, with its `{name}` placeholders filled. */
export const say = (text: Text, lang: Lang, values?: Record<string, string | number>) =>
  values ? interpolate(text[lang], values) : text[lang];
