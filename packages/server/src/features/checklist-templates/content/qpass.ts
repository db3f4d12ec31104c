import type { ChecklistCriterion } from '@rimba/core';
import { conformScale, element, passMin, scoreBands } from './common.js';
import type { ChecklistTemplateSeed } from './types.js';

/** A criterion coded element.number, weighing 3 where it decides whether a seedling survives planting. */
const c = (code: string, id: string, en: string, weight: 1 | 2 | 3): ChecklistCriterion => ({
  code,
  text: { id, en },
  weight,
});

/** The quality of a nursery's seedlings and of the planting sites they go to. */
export const qpassTemplate: ChecklistTemplateSeed = {
  kind: 'qpass',
  title: 'QPASS Persemaian dan Lokasi Tanam',
  description:
    'Penilaian mutu bibit, pengelolaan persemaian dan kesiapan lokasi tanam sebelum bibit disalurkan ke lapangan.',
  content: {
    scale: conformScale,
    elements: [
      element('1', 'Kesehatan bibit', 'Seedling health', [
        c(
          '1.1',
          'Bibit bebas gejala hama dan penyakit (bercak daun, busuk akar, layu).',
          'Seedlings are free of pest and disease symptoms (leaf spot, root rot, wilting).',
          3,
        ),
        c(
          '1.2',
          'Warna daun normal untuk jenisnya, tanpa klorosis atau tanda kekurangan hara.',
          'Leaves have the normal colour of the species, without chlorosis or signs of nutrient deficiency.',
          2,
        ),
        c(
          '1.3',
          'Batang tunggal dan lurus, tanpa luka atau pembengkakan.',
          'Stems are single and straight, without wounds or swellings.',
          2,
        ),
        c(
          '1.4',
          'Pucuk utama utuh dan sehat, tidak patah atau bercabang dua.',
          'The leading shoot is intact and healthy, neither broken nor forked.',
          2,
        ),
        c(
          '1.5',
          'Akar kompak dan segar, mengisi media tanpa melingkar di dasar wadah.',
          'Roots are compact and fresh, fill the medium and do not coil at the bottom of the container.',
          3,
        ),
        c(
          '1.6',
          'Bibit bermikoriza atau berbintil akar bila jenisnya membutuhkan.',
          'Seedlings carry mycorrhiza or root nodules where the species needs them.',
          1,
        ),
      ]),
      element('2', 'Ukuran dan pengerasan bibit', 'Seedling size and hardening', [
        c(
          '2.1',
          'Tinggi bibit memenuhi standar siap tanam jenisnya (umumnya 30–60 cm).',
          "Seedling height meets the species' ready-to-plant standard (usually 30–60 cm).",
          3,
        ),
        c(
          '2.2',
          'Diameter pangkal batang memenuhi standar jenisnya (umumnya sedikitnya 3–5 mm).',
          "Root collar diameter meets the species' standard (usually at least 3–5 mm).",
          3,
        ),
        c(
          '2.3',
          'Rasio tinggi (cm) terhadap diameter pangkal batang (mm) dalam batas standar, umumnya 5–10, sehingga bibit tidak kurus menjulang.',
          'The ratio of height (cm) to root collar diameter (mm) is within standard, usually 5–10, so seedlings are not spindly.',
          2,
        ),
        c(
          '2.4',
          'Bibit menunjukkan tanda sudah dikeraskan: batang berkayu dan daun tebal yang tahan sinar matahari penuh.',
          'Seedlings show they are hardened: woody stems and thick leaves that stand full sun.',
          2,
        ),
        c(
          '2.5',
          'Ukuran bibit dalam satu batch seragam; bibit yang tertinggal dipisahkan.',
          'Seedlings within a batch are even in size; laggards are set apart.',
          1,
        ),
        c(
          '2.6',
          'Tinggi dan diameter diukur pada sampel acak setiap batch dan dicatat.',
          'Height and diameter are measured on a random sample of each batch and recorded.',
          2,
        ),
        c(
          '2.7',
          'Hanya bibit yang lolos seleksi siap tanam yang dikirim ke lapangan.',
          'Only seedlings that pass the ready-to-plant selection are sent to the field.',
          3,
        ),
      ]),
      element('3', 'Media tanam dan wadah', 'Growing media and containers', [
        c(
          '3.1',
          'Komposisi media (tanah, kompos, sekam) mengikuti resep persemaian dan dicatat.',
          "The media mix (soil, compost, husk) follows the nursery's recipe and is recorded.",
          2,
        ),
        c(
          '3.2',
          'Media gembur, mudah meloloskan air, dan bebas gulma, batu serta patogen (disterilkan atau dijemur).',
          'The medium is loose, drains freely and is free of weeds, stones and pathogens (sterilised or sun-dried).',
          2,
        ),
        c(
          '3.3',
          'Ukuran wadah (polybag atau pot tray) sesuai jenis dan lama pemeliharaan bibit.',
          'Container size (polybag or pot tray) suits the species and how long the seedling is kept.',
          2,
        ),
        c(
          '3.4',
          'Wadah berlubang drainase dan terisi media penuh dan padat.',
          'Containers have drainage holes and are filled firmly to the top.',
          1,
        ),
        c(
          '3.5',
          'Wadah tidak sobek dan akar tidak menembus ke tanah di bawahnya; akar dipangkas berkala.',
          'Containers are not torn and roots do not grow through into the ground; roots are pruned regularly.',
          2,
        ),
        c(
          '3.6',
          'Wadah bekas dikumpulkan kembali, lalu didaur ulang atau dibuang dengan benar.',
          'Used containers are collected back, then recycled or disposed of properly.',
          1,
        ),
      ]),
      element('4', 'Pelabelan dan ketertelusuran', 'Labelling and traceability', [
        c(
          '4.1',
          'Setiap bedeng atau batch berlabel nama jenis, nama lokal dan ilmiah.',
          'Every bed or batch is labelled with the species, local and scientific name.',
          2,
        ),
        c(
          '4.2',
          'Label mencantumkan sumber benih (tegakan benih, pohon induk atau lokasi pengumpulan).',
          'The label names the seed source (seed stand, mother trees or collection site).',
          3,
        ),
        c(
          '4.3',
          'Label mencantumkan nomor batch dan tanggal semai atau sapih.',
          'The label gives the batch number and the sowing or pricking-out date.',
          2,
        ),
        c(
          '4.4',
          'Benih bersertifikat, atau asal-usulnya terdokumentasi.',
          'Seed is certified, or its provenance is documented.',
          3,
        ),
        c(
          '4.5',
          'Nomor batch dapat ditelusuri dari label ke catatan stok sampai lokasi tanam.',
          'A batch number can be traced from the label to the stock records and on to the planting site.',
          2,
        ),
        c(
          '4.6',
          'Label tahan cuaca dan tetap terbaca sampai bibit dikirim.',
          'Labels are weatherproof and stay legible until the seedlings are dispatched.',
          1,
        ),
      ]),
      element('5', 'Penyiraman', 'Watering', [
        c(
          '5.1',
          'Penyiraman terjadwal sesuai cuaca, jenis dan umur bibit.',
          "Watering follows a schedule suited to the weather, the species and the seedlings' age.",
          2,
        ),
        c(
          '5.2',
          'Air siram bersih dan sumbernya cukup sepanjang musim kemarau.',
          'Watering water is clean and its source lasts through the dry season.',
          2,
        ),
        c(
          '5.3',
          'Media lembap merata, tidak kering dan tidak tergenang.',
          'The medium is evenly moist, neither dry nor waterlogged.',
          3,
        ),
        c(
          '5.4',
          'Alat siram (gembor, selang, sprinkler) menghasilkan butiran halus yang tidak merusak bibit muda.',
          'Watering tools (cans, hoses, sprinklers) give a fine spray that does not harm young seedlings.',
          1,
        ),
        c(
          '5.5',
          'Pemakaian air dicatat dan kebocoran segera diperbaiki.',
          'Water use is recorded and leaks are fixed promptly.',
          1,
        ),
      ]),
      element('6', 'Naungan dan aklimatisasi', 'Shading and hardening-off', [
        c(
          '6.1',
          'Kerapatan naungan sesuai tahap bibit (semai, sapih, siap tanam).',
          'Shade density suits the seedling stage (germination, pricking out, ready to plant).',
          2,
        ),
        c(
          '6.2',
          'Paranet atau atap naungan utuh dan terpasang kokoh.',
          'Shade netting or roofing is intact and firmly fixed.',
          1,
        ),
        c(
          '6.3',
          'Naungan dikurangi bertahap sebelum bibit dikirim ke lapangan.',
          'Shade is reduced step by step before seedlings go to the field.',
          3,
        ),
        c(
          '6.4',
          'Penyiraman dikurangi sesuai jadwal selama masa aklimatisasi.',
          'Watering is cut back on schedule during hardening-off.',
          2,
        ),
        c(
          '6.5',
          'Area aklimatisasi terpisah dan bibitnya ditandai dengan tanggal mulai.',
          'The hardening-off area is separate and its seedlings are marked with their start date.',
          1,
        ),
      ]),
      element('7', 'Pencatatan', 'Records', [
        c(
          '7.1',
          'Catatan stok bibit per jenis dan batch diperbarui setidaknya sebulan sekali.',
          'Seedling stock records by species and batch are updated at least monthly.',
          3,
        ),
        c(
          '7.2',
          'Kematian bibit dicatat beserta penyebabnya dan persentasenya dihitung.',
          'Seedling deaths are recorded with their causes, and the mortality rate worked out.',
          2,
        ),
        c(
          '7.3',
          'Setiap pengiriman bibit dicatat: tanggal, jenis, jumlah, batch, tujuan dan penerima.',
          'Every dispatch is recorded: date, species, quantity, batch, destination and receiver.',
          3,
        ),
        c(
          '7.4',
          'Stok fisik cocok dengan catatan saat dihitung ulang secara acak.',
          'Physical stock matches the records when spot-counted.',
          2,
        ),
        c(
          '7.5',
          'Penerimaan benih dan bahan (media, pupuk) dicatat dengan tanggal dan jumlahnya.',
          'Receipts of seed and materials (media, fertiliser) are recorded with date and quantity.',
          1,
        ),
        c(
          '7.6',
          'Catatan persemaian dilaporkan ke sistem yayasan tepat waktu.',
          "Nursery records reach the foundation's system on time.",
          1,
        ),
      ]),
      element('8', 'Kebersihan dan pengendalian hama', 'Hygiene and pest control', [
        c(
          '8.1',
          'Bedeng dan jalan di antaranya bersih dari gulma dan sisa tanaman.',
          'Beds and the paths between them are free of weeds and plant debris.',
          2,
        ),
        c(
          '8.2',
          'Hama dan penyakit dipantau rutin dan temuannya dicatat.',
          'Pests and diseases are monitored routinely and what is found is recorded.',
          2,
        ),
        c(
          '8.3',
          'Pengendalian hama mendahulukan cara mekanis dan hayati sebelum pestisida.',
          'Pest control puts mechanical and biological means before pesticides.',
          2,
        ),
        c(
          '8.4',
          'Hanya pestisida terdaftar yang dipakai, sesuai dosis pada label, dan pemakaiannya dicatat.',
          'Only registered pesticides are used, at the label rate, and their use is recorded.',
          3,
        ),
        c(
          '8.5',
          'Bibit yang terserang dikarantina atau dimusnahkan agar tidak menular.',
          'Infested seedlings are quarantined or destroyed so that the problem does not spread.',
          2,
        ),
        c(
          '8.6',
          'Pagar atau penghalang melindungi persemaian dari ternak dan satwa pengganggu.',
          'Fences or barriers keep livestock and animal pests out of the nursery.',
          1,
        ),
      ]),
      element('9', 'Kesiapan lokasi tanam', 'Planting-site readiness', [
        c(
          '9.1',
          'Batas lokasi tanam ditandai dan sesuai dengan peta dan koordinat rencana.',
          "The planting site's boundaries are marked and match the plan's map and coordinates.",
          2,
        ),
        c(
          '9.2',
          'Lahan dibersihkan hanya pada jalur atau piringan tanam, tanpa pembakaran.',
          'Land is cleared only along planting strips or in rings around the spots, without burning.',
          2,
        ),
        c(
          '9.3',
          'Ajir terpasang sesuai jarak tanam rencana (misalnya 3 × 3 m) dan lurus dalam baris.',
          'Marker stakes stand at the planned spacing (e.g. 3 × 3 m) and in straight rows.',
          2,
        ),
        c(
          '9.4',
          'Lubang tanam dibuat sesuai ukuran standar (misalnya 30 × 30 × 30 cm) sebelum bibit tiba.',
          'Planting holes are dug to the standard size (e.g. 30 × 30 × 30 cm) before the seedlings arrive.',
          3,
        ),
        c(
          '9.5',
          'Tanah galian lubang dicampur pupuk dasar atau kompos sesuai rencana.',
          'Soil from the holes is mixed with base fertiliser or compost as planned.',
          1,
        ),
        c(
          '9.6',
          'Tempat penampungan sementara bibit di lokasi teduh, terlindung dan dekat air.',
          'The temporary holding spot for seedlings on site is shaded, sheltered and near water.',
          2,
        ),
        c(
          '9.7',
          'Jenis bibit yang dikirim sesuai rancangan tanam lokasi tersebut.',
          "The species sent match the site's planting design.",
          3,
        ),
      ]),
    ],
    bands: scoreBands,
    passMin,
  },
};
