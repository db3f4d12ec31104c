import { addTexts } from '../../i18n';

/**
 * The texts of paying, shared by the cart, the order page and the donation pages. 'Error' and 'Something
 * went wrong' are the spec's captions (site spec §8), kept word for word.
 */
const id = {
  payment: {
    error: 'Error',
    somethingWrong: 'Something went wrong',
    payNow: 'Bayar Sekarang',
    opening: 'Membuka pembayaran…',
    payPalHint: 'Tekan tombol PayPal di bawah untuk membayar.',
    payPalButtons: 'Tombol pembayaran PayPal',
    waiting: 'Menunggu pembayaran',
    waitingText:
      'Halaman ini diperbarui sendiri begitu penyedia pembayaran mengonfirmasi pembayaran Anda. Belum membayar? Tekan Bayar Sekarang.',
    stillWaiting:
      'Kami masih menunggu konfirmasi dari penyedia pembayaran. Konfirmasi bisa memakan waktu beberapa menit.',
    reload: 'Muat ulang halaman',
    status: 'Status',
    reference: 'Nomor',
    date: 'Tanggal',
    amount: 'Jumlah',
  },
};

const en: typeof id = {
  payment: {
    error: 'Error',
    somethingWrong: 'Something went wrong',
    payNow: 'Pay Now',
    opening: 'Opening the payment…',
    payPalHint: 'Press the PayPal button below to pay.',
    payPalButtons: 'PayPal payment buttons',
    waiting: 'Waiting for the payment',
    waitingText:
      'This page updates itself as soon as the payment provider confirms your payment. Not paid yet? Press Pay Now.',
    stillWaiting: 'We are still waiting for the payment provider’s confirmation. It can take a few minutes.',
    reload: 'Reload the page',
    status: 'Status',
    reference: 'Number',
    date: 'Date',
    amount: 'Amount',
  },
};

addTexts({ id, en });
