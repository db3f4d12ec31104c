import type { LegalPageSlug } from '@rimba/core';

/** A legal page's default text in one language. */
interface LegalText {
  title: string;
  body: string;
}

const contact = {
  id: 'Yayasan Rimba, Jl. Pajajaran No. 12, Bogor, Jawa Barat 16143, Indonesia. Email: <a href="mailto:privasi@rimba.or.id">privasi@rimba.or.id</a>, telepon +62 251 837 0000.',
  en: 'Rimba Foundation, Jl. Pajajaran No. 12, Bogor, West Java 16143, Indonesia. Email: <a href="mailto:privasi@rimba.or.id">privasi@rimba.or.id</a>, phone +62 251 837 0000.',
};

const privacyId = `<p>Yayasan Rimba ("kami") mengelola situs ini dan bertanggung jawab atas data pribadi yang Anda berikan di sini, sesuai dengan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP). Kebijakan ini menjelaskan data apa yang kami kumpulkan, untuk apa, berapa lama kami menyimpannya, dan apa hak Anda.</p>
<h2>1. Data yang kami kumpulkan dan untuk apa</h2>
<ul>
<li><strong>Donasi pohon.</strong> Nama, email, nomor telepon, nama perusahaan (bila diisi) dan pesan Anda, jumlah pohon dan nominalnya. Kami memakainya untuk mencatat donasi, mengirim tanda terima dan, setelah pohon Anda ditanam, kode WIN-nya, dan menjawab pertanyaan tentang donasi Anda.</li>
<li><strong>Pembelian hadiah.</strong> Nama, email, telepon dan alamat pengiriman (alamat, kota, provinsi, negara, kode pos), barang yang dibeli dan kode promo yang dipakai. Kami memakainya untuk memproses, mengirim dan mencatat pesanan Anda.</li>
<li><strong>Pembayaran.</strong> Pembayaran dengan kartu dan metode lokal diproses oleh Midtrans, pembayaran PayPal oleh PayPal. Data kartu atau akun PayPal Anda dimasukkan di halaman mereka dan tidak pernah sampai ke server kami; kami hanya menerima nomor pesanan, jumlah, metode dan status pembayaran. Midtrans dan PayPal memproses data tersebut menurut kebijakan privasi mereka sendiri.</li>
<li><strong>Buletin.</strong> Alamat email Anda, status langganan dan waktu konfirmasinya. Langganan baru aktif setelah Anda mengonfirmasi lewat tautan di email kami, dan setiap email buletin memuat tautan untuk berhenti berlangganan.</li>
<li><strong>Formulir Get Involved.</strong> Nama, email, telepon, negara dan pertanyaan Anda, untuk menjawab Anda.</li>
<li><strong>Komentar.</strong> Isi komentar dan waktunya. Komentar tampil sebagai "Anonim" setelah diperiksa staf; jangan menuliskan data pribadi di dalamnya.</li>
<li><strong>Email yang kami kirim.</strong> Salinan email yang kami kirim kepada Anda (tanda terima, konfirmasi buletin) disimpan di kotak keluar server kami agar pengiriman dapat diulang bila gagal.</li>
</ul>
<h2>2. Cookie dan penyimpanan di peramban</h2>
<ul>
<li><strong>rimba_cart</strong>: cookie yang menandai keranjang belanja Anda, dibuat saat Anda menambah barang ke keranjang; berlaku 30 hari. Isi keranjang disimpan di server kami dan hanya dapat dibuka dengan cookie ini.</li>
<li><strong>cookie-consent</strong>: catatan di penyimpanan peramban Anda bahwa Anda menekan "Okay" pada pemberitahuan cookie; tetap ada sampai Anda menghapus data situs di peramban.</li>
<li><strong>location</strong>: negara Anda, disimpan selama satu tahun hanya setelah Anda menyetujui cookie. Negara ditentukan dari alamat IP Anda dengan basis data milik server kami sendiri, tanpa bertanya ke layanan luar, dan alamat IP itu tidak disimpan. Kami memakainya untuk menghitung pembaca artikel per negara per hari; hitungan itu tidak memuat data yang mengenali Anda.</li>
<li><strong>Staf</strong>: bagi staf yang masuk ke halaman admin, token masuk disimpan di penyimpanan peramban sampai keluar atau kedaluwarsa, dan cookie <strong>rimba_device</strong> mengingat peramban yang pernah berhasil masuk selama 30 hari untuk melindungi akun dari tebakan kata sandi.</li>
</ul>
<p>Kami tidak memakai cookie iklan atau pelacak pihak ketiga.</p>
<h2>3. Berapa lama kami menyimpan data</h2>
<ul>
<li>Donasi dan pesanan, dengan nama dan kontak di dalamnya, adalah bagian dari pembukuan yayasan dan disimpan sedikitnya 10 tahun, sebagaimana diwajibkan untuk catatan pembukuan di Indonesia. Sistem tidak menghapusnya secara otomatis.</li>
<li>Keranjang belanja disimpan sampai dibayar atau ditinggalkan; cookie-nya berakhir setelah 30 hari.</li>
<li>Langganan buletin disimpan sampai Anda berhenti berlangganan atau meminta penghapusannya.</li>
<li>Pertanyaan Get Involved dan komentar disimpan sampai staf menghapusnya atau Anda memintanya.</li>
<li>Salinan email di kotak keluar disimpan sampai staf menghapusnya.</li>
</ul>
<h2>4. Siapa yang dapat melihat data Anda</h2>
<p>Hanya staf yayasan yang tugasnya memerlukan, sesuai hak akses perannya. Kami tidak menjual data pribadi. Kami membagikannya hanya kepada penyedia pembayaran (Midtrans, PayPal) dan pengirim email sejauh diperlukan untuk menjalankan layanan, dan kepada pihak berwenang bila diwajibkan undang-undang.</p>
<h2>5. Hak Anda</h2>
<p>Menurut UU PDP Anda berhak:</p>
<ul>
<li>mendapat informasi tentang pemrosesan data Anda dan mengakses serta memperoleh salinannya;</li>
<li>memperbaiki data yang salah atau tidak lengkap;</li>
<li>meminta penghapusan data Anda, kecuali yang wajib kami simpan menurut hukum;</li>
<li>menarik kembali persetujuan Anda kapan saja (misalnya berhenti berlangganan buletin, atau menghapus cookie di peramban);</li>
<li>mengajukan keberatan atas pemrosesan data Anda atau meminta pembatasannya;</li>
<li>mengajukan pengaduan kepada lembaga penyelenggara pelindungan data pribadi bila Anda menilai hak Anda dilanggar.</li>
</ul>
<p>Kami menjawab permintaan Anda paling lambat 3 x 24 jam sejak diterima, sebagaimana diatur UU PDP, dan dapat meminta bukti bahwa data itu milik Anda.</p>
<h2>6. Keamanan</h2>
<p>Situs ini dilayani melalui HTTPS, kata sandi staf disimpan hanya sebagai hash, dan akses data dibatasi menurut peran. Bila terjadi kegagalan pelindungan data pribadi, kami memberi tahu Anda dan lembaga yang berwenang paling lambat 3 x 24 jam.</p>
<h2>7. Kontak</h2>
<p>${contact.id}</p>
<p>Terakhir diperbarui: 2 Desember 2026.</p>`;

const privacyEn = `<p>The Rimba Foundation ("we") runs this site and is responsible for the personal data you give us here, under Indonesia's Law No. 27 of 2022 on Personal Data Protection (UU PDP). This policy explains what we collect, why, how long we keep it, and what your rights are.</p>
<h2>1. What we collect and why</h2>
<ul>
<li><strong>Tree donations.</strong> Your name, email, phone number, company name (if given) and message, the number of trees and the amount. We use them to record your donation, send you a receipt and, once your trees are planted, their WIN code, and answer questions about your donation.</li>
<li><strong>Gift orders.</strong> Your name, email, phone and delivery address (address, city, state, country, postcode), what you bought and any promo code used. We use them to process, deliver and record your order.</li>
<li><strong>Payments.</strong> Card and local payments are processed by Midtrans, PayPal payments by PayPal. You enter your card or PayPal details on their pages and they never reach our server; we receive only the order number, amount, method and payment status. Midtrans and PayPal handle that data under their own privacy policies.</li>
<li><strong>Newsletter.</strong> Your email address, the state of your subscription and when you confirmed it. A subscription starts only once you confirm it from the link we email you, and every newsletter carries a link to unsubscribe.</li>
<li><strong>Get Involved form.</strong> Your name, email, phone, country and question, so we can answer you.</li>
<li><strong>Comments.</strong> The comment and when it was written. Comments appear as "Anonim" once staff have checked them; please do not put personal data in them.</li>
<li><strong>Mails we send.</strong> Copies of the mails we send you (receipts, newsletter confirmation) are kept in our server's outbox so a failed send can be retried.</li>
</ul>
<h2>2. Cookies and browser storage</h2>
<ul>
<li><strong>rimba_cart</strong>: a cookie naming your shopping cart, set when you add something to it; it lasts 30 days. The cart itself is kept on our server and can only be opened with this cookie.</li>
<li><strong>cookie-consent</strong>: a note in your browser's storage that you pressed "Okay" on the cookie notice; it stays until you clear the site's data in your browser.</li>
<li><strong>location</strong>: your country, kept for one year and only after you accept cookies. The country is found from your IP address in our server's own database, without asking any outside service, and the address is not stored. We use it to count an article's readers by country and day; those counts hold nothing that identifies you.</li>
<li><strong>Staff</strong>: for staff who sign in to the admin, the sign-in token is kept in the browser's storage until they sign out or it expires, and the <strong>rimba_device</strong> cookie remembers a browser that signed in successfully for 30 days, to protect the account against password guessing.</li>
</ul>
<p>We use no advertising or third-party tracking cookies.</p>
<h2>3. How long we keep data</h2>
<ul>
<li>Donations and orders, with the names and contacts in them, are part of the foundation's accounts and are kept for at least 10 years, as Indonesian law requires of bookkeeping records. The system does not delete them automatically.</li>
<li>Shopping carts are kept until paid or abandoned; their cookie ends after 30 days.</li>
<li>Newsletter subscriptions are kept until you unsubscribe or ask us to delete them.</li>
<li>Get Involved questions and comments are kept until staff delete them or you ask us to.</li>
<li>Copies of mails in the outbox are kept until staff delete them.</li>
</ul>
<h2>4. Who sees your data</h2>
<p>Only foundation staff whose work needs it, within the access their role gives them. We do not sell personal data. We share it only with the payment providers (Midtrans, PayPal) and the mail service as far as needed to run the service, and with authorities when the law requires it.</p>
<h2>5. Your rights</h2>
<p>Under the UU PDP you have the right to:</p>
<ul>
<li>be told how your data is processed, and to access it and get a copy;</li>
<li>correct data that is wrong or incomplete;</li>
<li>have your data deleted, except what the law requires us to keep;</li>
<li>withdraw your consent at any time (for example by unsubscribing from the newsletter, or clearing cookies in your browser);</li>
<li>object to the processing of your data or ask for it to be restricted;</li>
<li>complain to the authority that oversees personal data protection if you believe your rights have been breached.</li>
</ul>
<p>We answer your request within 3 x 24 hours of receiving it, as the UU PDP sets, and may ask you to show that the data is yours.</p>
<h2>6. Security</h2>
<p>The site is served over HTTPS, staff passwords are stored only as hashes, and access to data is limited by role. If personal data protection fails, we tell you and the competent authority within 3 x 24 hours.</p>
<h2>7. Contact</h2>
<p>${contact.en}</p>
<p>Last updated: 2 December 2026.</p>`;

const termsId = `<p>Syarat dan ketentuan ini berlaku untuk penggunaan situs Yayasan Rimba ("kami"), termasuk donasi pohon, pembelian hadiah, buletin, komentar dan formulir Get Involved. Dengan memakai situs ini Anda menyetujuinya.</p>
<h2>1. Donasi pohon</h2>
<p>Setiap donasi dipakai untuk membibitkan, menanam dan merawat pohon bersama petani mitra kami. Pohon Anda mendapat kode WIN yang dapat Anda lacak di halaman Lacak Pohon. Lokasi dan jenis pohon ditentukan oleh program penanaman yang sedang berjalan. Donasi yang sudah dibayar tidak dapat ditarik kembali, kecuali bila pembayaran terjadi karena kesalahan; hubungi kami dalam 14 hari.</p>
<h2>2. Pembelian hadiah</h2>
<p>Harga tertera dalam Rupiah. Pesanan diproses setelah pembayaran dikonfirmasi oleh penyedia pembayaran. Stok dapat berubah; bila barang habis setelah Anda membayar, kami menawarkan pengganti atau mengembalikan dana Anda. Setiap pembelian menanam satu pohon.</p>
<h2>3. Pembayaran</h2>
<p>Pembayaran diproses oleh Midtrans atau PayPal, dengan syarat mereka sendiri. Pembayaran PayPal ditagih dalam dolar AS dengan kurs yang tertera saat Anda membayar. Kami tidak menyimpan data kartu Anda.</p>
<h2>4. Komentar dan isi yang Anda kirim</h2>
<p>Komentar diperiksa sebelum tampil. Jangan mengirim isi yang melanggar hukum, menyinggung, berisi iklan, atau memuat data pribadi orang lain. Kami dapat menolak atau menghapus komentar tanpa pemberitahuan.</p>
<h2>5. Hak cipta</h2>
<p>Teks, foto, peta dan logo di situs ini milik Yayasan Rimba atau pemberi lisensinya. Anda boleh membagikan tautan dan mengutip seperlunya dengan menyebut sumbernya.</p>
<h2>6. Tanggung jawab</h2>
<p>Kami berusaha menjaga situs tetap tersedia dan informasinya akurat, tetapi tidak menjamin situs bebas gangguan. Angka dampak dan perkiraan karbon adalah perkiraan, bukan kredit karbon yang disertifikasi.</p>
<h2>7. Data pribadi</h2>
<p>Cara kami mengelola data pribadi Anda dijelaskan dalam <a href="/privacy-policy">Kebijakan Privasi</a>.</p>
<h2>8. Perubahan dan hukum yang berlaku</h2>
<p>Kami dapat mengubah syarat ini; tanggal di bawah menunjukkan versi terakhir. Syarat ini tunduk pada hukum Republik Indonesia.</p>
<h2>9. Kontak</h2>
<p>${contact.id}</p>
<p>Terakhir diperbarui: 2 Desember 2026.</p>`;

const termsEn = `<p>These terms apply to your use of the Rimba Foundation's site ("we"), including tree donations, gift orders, the newsletter, comments and the Get Involved form. By using the site you accept them.</p>
<h2>1. Tree donations</h2>
<p>Every donation pays for raising, planting and tending trees with our partner farmers. Your trees get a WIN code that you can follow on the Track Trees page. Where trees are planted and which species depends on the planting programme under way. A paid donation cannot be withdrawn unless the payment was made by mistake; contact us within 14 days.</p>
<h2>2. Gift orders</h2>
<p>Prices are in rupiah. An order is processed once the payment provider has confirmed the payment. Stock can change; if an item runs out after you have paid, we offer a replacement or refund you. Every purchase plants one tree.</p>
<h2>3. Payments</h2>
<p>Payments are processed by Midtrans or PayPal, under their own terms. PayPal payments are charged in US dollars at the rate shown when you pay. We do not store your card details.</p>
<h2>4. Comments and what you send us</h2>
<p>Comments are checked before they appear. Do not send anything unlawful, offensive or advertising, or anyone else's personal data. We may refuse or remove a comment without notice.</p>
<h2>5. Copyright</h2>
<p>The texts, photos, maps and logos of this site belong to the Rimba Foundation or its licensors. You may share links and quote as needed, naming the source.</p>
<h2>6. Liability</h2>
<p>We work to keep the site available and its information accurate, but do not promise it will be free of interruptions. Impact figures and carbon estimates are estimates, not certified carbon credits.</p>
<h2>7. Personal data</h2>
<p>How we handle your personal data is explained in our <a href="/en/privacy-policy">Privacy Policy</a>.</p>
<h2>8. Changes and governing law</h2>
<p>We may change these terms; the date below shows the latest version. These terms are governed by the laws of the Republic of Indonesia.</p>
<h2>9. Contact</h2>
<p>${contact.en}</p>
<p>Last updated: 2 December 2026.</p>`;

/** The texts every database starts with, until editors change them. */
export const legalPageDefaults: Record<LegalPageSlug, { id: LegalText; en: LegalText }> = {
  'term-condition': {
    id: { title: 'Syarat dan Ketentuan', body: termsId },
    en: { title: 'Terms and Conditions', body: termsEn },
  },
  'privacy-policy': {
    id: { title: 'Kebijakan Privasi', body: privacyId },
    en: { title: 'Privacy Policy', body: privacyEn },
  },
};
