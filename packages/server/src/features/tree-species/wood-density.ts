/**
 * The wood density of the demo's species, in g/cm³ (oven-dry mass per green volume): each species' mean
 * over its records in the Global Wood Density Database (Zanne et al. 2009, Dryad,
 * doi:10.5061/dryad.234), rounded to hundredths, under the botanical name the database records it by.
 * The seed gives them to new demo rows and a migration to the rows of the same name already stored.
 */
export const demoWoodDensities: Readonly<Record<string, number>> = {
  // Falcataria moluccana, recorded as Paraserianthes falcataria and Albizia falcataria: 3 records, 0.292
  Sengon: 0.29,
  // Swietenia macrophylla: 11 records, 0.520
  Mahoni: 0.52,
  // Tectona grandis: 36 records, 0.601
  Jati: 0.6,
  // Durio zibethinus: 2 records, 0.516
  Durian: 0.52,
  // Persea americana: 3 records, 0.549
  Alpukat: 0.55,
  // Artocarpus heterophyllus: 6 records, 0.492
  Nangka: 0.49,
  // Parkia speciosa: 2 records, 0.395
  Petai: 0.4,
  // Archidendron pauciflorum, recorded as Archidendron jiringa: 1 record, 0.317
  Jengkol: 0.32,
  // Aleurites moluccanus, recorded as Aleurites moluccana: 10 records, 0.380
  Kemiri: 0.38,
  // Rhizophora mucronata: 5 records, 0.814
  Bakau: 0.81,
  // Toona sureni: 3 records, 0.375
  Suren: 0.38,
};
