import type { varieties } from '@rimba/core';
import type { SeedContext, SeedRow } from '../../resources/parts.js';
import { speciesIdsByName } from './species.js';

/** Varieties farmers ask for by name, by the demo species they belong to, with what sets them apart. */
export const demoVarieties: Record<string, [string, string][]> = {
  Durian: [
    ['Montong', 'Daging tebal dan manis, asal Thailand; berbuah umur 4–5 tahun.'],
    ['Musang King', 'Daging kuning pekat, harga jual tinggi; butuh perawatan intensif.'],
    ['Bawor', 'Durian unggul Banyumas, cepat berbuah (3–4 tahun sambungan).'],
    ['Matahari', 'Varietas lokal Bogor, daging tebal berwarna kuning.'],
  ],
  Alpukat: [
    ['Aligator', 'Buah besar hingga 1 kg, kulit hijau mengilap.'],
    ['Mentega', 'Daging pulen seperti mentega, paling banyak ditanam petani.'],
    ['Miki', 'Berbuah lebat dan genjah, cocok untuk dataran menengah.'],
  ],
  Nangka: [
    ['Mini', 'Pohon pendek, berbuah umur 2 tahun.'],
    ['Madu', 'Daging manis dan harum, buah sedang.'],
  ],
  Jati: [
    ['Jati Plus Perhutani', 'Klon unggul hasil pemuliaan, tumbuh lebih cepat dan lurus.'],
    ['Jati Emas', 'Cepat tumbuh, dipanen pada daur pendek.'],
  ],
  Sengon: [
    ['Sengon Solomon', 'Asal Kepulauan Solomon, lebih tahan penyakit karat tumor.'],
    ['Sengon Laut', 'Sengon lokal yang umum di kebun rakyat Jawa.'],
  ],
  Petai: [
    ['Petai Papan', 'Polong lebar dan biji besar, paling laku di pasar.'],
    ['Petai Kerupuk', 'Polong lebih kecil, rasa lebih tajam.'],
  ],
};

/** The demo varieties of the demo species. */
export async function seedVarieties(seed: SeedContext<typeof varieties>): Promise<void> {
  const species = await speciesIdsByName(seed.db);
  const rows: SeedRow<typeof varieties>[] = [];
  for (const [name, list] of Object.entries(demoVarieties)) {
    const species_id = species.get(name);
    if (species_id === undefined) continue;
    for (const [variety_name, notes] of list) rows.push({ species_id, variety_name, notes });
  }
  await seed.insert(rows);
}
