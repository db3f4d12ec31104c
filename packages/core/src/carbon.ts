import { type GrowthStandard, growthStandardAt } from './growth-standards.js';
import type { Text } from './i18n.js';

/**
 * The climate estimate: the carbon dioxide held in planted trees, from their species' wood density and
 * their size, by a published method. An estimate with its uncertainty, never a certified carbon credit.
 *
 * 1. Above-ground biomass of one tree, in kg of dry matter (Chave et al. 2014, Global Change Biology
 *    20: 3177–3190, eq. 4, the pantropical model with height):
 *      AGB = 0.0673 × (ρ · H · D²)^0.976
 *    with ρ the wood density in g/cm³, H the height in m and D the stem diameter in cm. The model was
 *    fitted on trees of 5 cm diameter and more; for younger trees it extrapolates.
 * 2. Roots by a root-to-shoot ratio R: total biomass = AGB × (1 + R). A species may name its own R; the
 *    default is the IPCC's for tropical moist forest with AGB ≤ 125 t/ha, R = 0.205 (2019 Refinement to the
 *    2006 IPCC Guidelines, Vol. 4, Ch. 4, Table 4.4, after Mokany et al. 2006).
 * 3. Carbon = 0.47 × biomass (2006 IPCC Guidelines, Vol. 4, Ch. 4, Table 4.3, tropical and subtropical).
 * 4. CO₂ = 44/12 × carbon (the ratio of the molar masses of CO₂ and C).
 *
 * The range: Chave's model has a residual standard error RSE = 0.357 on ln(AGB). The low and high ends
 * take each tree's AGB one RSE below and above the model on the log scale (× e^−0.357 and × e^0.357, about
 * −30% and +43%), together with the low and high root-to-shoot ratio. Applied to every tree alike, as if
 * their errors all went one way, the range is wider than the errors of many independent trees would
 * give: it errs on the side of saying less.
 */

/** Chave et al. (2014) eq. 4: its coefficient, its exponent and the residual standard error on ln(AGB). */
export const chave2014 = { a: 0.0673, b: 0.976, rse: 0.357 } as const;

/**
 * The root-to-shoot ratio used when a species names none: IPCC 2019 Refinement, Table 4.4, tropical moist
 * forest with AGB ≤ 125 t/ha (0.205; 0.235 above 125 t/ha), with the range the estimate spans.
 */
export const defaultRootShootRatio = { central: 0.205, low: 0.17, high: 0.235 } as const;

/** The carbon fraction of dry biomass (2006 IPCC Guidelines, Vol. 4, Table 4.3). */
export const carbonFraction = 0.47;

/** Tonnes of CO₂ per tonne of carbon. */
export const co2PerCarbon = 44 / 12;

/** One tree's size and wood, in the units of Chave's model. */
export interface TreeSize {
  /** Wood density (basic specific gravity), g/cm³. */
  densityGcm3: number;
  heightM: number;
  diameterCm: number;
}

/** Above-ground dry biomass of one tree in kg (Chave et al. 2014, eq. 4); 0 for a tree without size. */
export function aboveGroundBiomassKg({ densityGcm3, heightM, diameterCm }: TreeSize): number {
  const product = densityGcm3 * heightM * diameterCm * diameterCm;
  if (!(product > 0)) return 0;
  return chave2014.a * product ** chave2014.b;
}

/** The height in m of a height in cm (the reports' unit). */
export const heightCmToM = (cm: number) => cm / 100;

/** The diameter in cm of a diameter in mm (the reports' unit). */
export const diameterMmToCm = (mm: number) => mm / 10;

/** One tree's carbon, each figure in kg. */
export interface TreeCarbon {
  agbKg: number;
  biomassKg: number;
  carbonKg: number;
  co2Kg: number;
}

/**
 * One tree's biomass with its roots, its carbon and its CO₂, in kg: biomass = AGB × (1 + R),
 * carbon = 0.47 × biomass, CO₂ = 44/12 × carbon. Without a ratio, R is the IPCC default (0.205).
 */
export function treeCarbon(size: TreeSize & { rootShootRatio?: number | null }): TreeCarbon {
  const agbKg = aboveGroundBiomassKg(size);
  return carbonOf(agbKg, size.rootShootRatio ?? defaultRootShootRatio.central);
}

function carbonOf(agbKg: number, ratio: number): TreeCarbon {
  const biomassKg = agbKg * (1 + ratio);
  const carbonKg = biomassKg * carbonFraction;
  return { agbKg, biomassKg, carbonKg, co2Kg: carbonKg * co2PerCarbon };
}

/**
 * Trees of one species and one size, as the reports give them: a count, the species' wood density and
 * root-to-shoot ratio, and the mean height (cm) and stem diameter (mm). `measured` says whether the size
 * was measured (a growth report) or modelled (the growth standard at the trees' age, see `standardSize`).
 */
export interface CarbonTrees {
  count: number;
  /** g/cm³; a species without one is left out of the estimate and counted in `skipped`. */
  density: number | null | undefined;
  /** Below- to above-ground biomass; the IPCC default when empty. */
  rootShootRatio?: number | null;
  height_cm?: number | null;
  diameter_mm?: number | null;
  /**
   * Instead of one size for all: Σ (H·D²)^b over the trees (H in m, D in cm, see `chaveSizeTerm`), kept
   * by a summary, so trees of many sizes are summed exactly as if each were computed alone.
   */
  size_term?: number | null;
  measured: boolean;
}

/**
 * One tree's share of Chave's model that does not depend on its wood, (H·D²)^b: a species' trees' biomass
 * is a × ρ^b × the sum of these, whatever their sizes.
 */
export const chaveSizeTerm = (heightM: number, diameterCm: number): number =>
  heightM > 0 && diameterCm > 0 ? (heightM * diameterCm * diameterCm) ** chave2014.b : 0;

/** A range of tonnes of CO₂, and how many trees it covers. */
export interface Co2Figure {
  low: number;
  central: number;
  high: number;
  trees: number;
}

/** The estimate: all trees together, measured and modelled apart, and the trees left out and why. */
export interface Co2Range extends Co2Figure {
  measured: Co2Figure;
  modelled: Co2Figure;
  skipped: { no_density: number; no_size: number };
}

const emptyFigure = (): Co2Figure => ({ low: 0, central: 0, high: 0, trees: 0 });

/**
 * The CO₂ in groups of trees, in tonnes, as a range (see the method above): `central` by the model, `low`
 * and `high` one residual standard error below and above it with the low and high root-to-shoot ratio
 * (a species' own ratio is used at all three). Measured and modelled trees are summed apart and
 * together. A group is left out, and counted in `skipped`, when its species has no wood density or it has
 * no size (height or diameter missing or not above 0); a count that is not a positive number is ignored.
 */
export function co2Range(groups: readonly CarbonTrees[]): Co2Range {
  const measured = emptyFigure();
  const modelled = emptyFigure();
  const skipped = { no_density: 0, no_size: 0 };
  const spread = Math.exp(chave2014.rse);
  for (const group of groups) {
    const count = group.count > 0 ? group.count : 0;
    if (count === 0) continue;
    if (!(group.density != null && group.density > 0)) {
      skipped.no_density += count;
      continue;
    }
    const agbKg = groupBiomassKg(group, group.density, count);
    if (agbKg === undefined) {
      skipped.no_size += count;
      continue;
    }
    const own = group.rootShootRatio;
    const ratio = own == null ? defaultRootShootRatio : { central: own, low: own, high: own };
    const figure = group.measured ? measured : modelled;
    // kg / 1000 = tonnes
    figure.central += carbonOf(agbKg, ratio.central).co2Kg / 1000;
    figure.low += carbonOf(agbKg / spread, ratio.low).co2Kg / 1000;
    figure.high += carbonOf(agbKg * spread, ratio.high).co2Kg / 1000;
    figure.trees += count;
  }
  return {
    low: measured.low + modelled.low,
    central: measured.central + modelled.central,
    high: measured.high + modelled.high,
    trees: measured.trees + modelled.trees,
    measured,
    modelled,
    skipped,
  };
}

/** The above-ground biomass of a group's trees together in kg, or undefined when it has no size. */
function groupBiomassKg(group: CarbonTrees, density: number, count: number): number | undefined {
  if (group.size_term != null) {
    return group.size_term > 0 ? chave2014.a * density ** chave2014.b * group.size_term : undefined;
  }
  const { height_cm, diameter_mm } = group;
  if (!(height_cm != null && height_cm > 0 && diameter_mm != null && diameter_mm > 0)) return undefined;
  const perTree = aboveGroundBiomassKg({
    densityGcm3: density,
    heightM: heightCmToM(height_cm),
    diameterCm: diameterMmToCm(diameter_mm),
  });
  return perTree * count;
}

/**
 * The modelled size of trees that have no measurement: the growth standard of their species (or variety)
 * at their age in months, through `growthStandardAt`. Trees older than the oldest age the standards give
 * take that age's size, which understates them rather than guessing further growth; undefined when the
 * species has no standard.
 */
export function standardSize(
  standards: readonly GrowthStandard[],
  ageMonths: number,
  variety?: number | null,
): { height_cm: number; diameter_mm: number } | undefined {
  const oldest = Math.max(...standards.map((s) => s.age_months));
  const standard = growthStandardAt(standards, Math.min(ageMonths, oldest), variety);
  return standard && { height_cm: standard.height_cm, diameter_mm: standard.diameter_mm };
}

/** The method in words, for the page that shows the estimate. */
export const carbonMethodText: Text = {
  id:
    'Perkiraan CO₂ ini bukan kredit karbon bersertifikat. Biomassa di atas tanah tiap pohon dihitung dengan ' +
    'model Chave dkk. (2014): 0,0673 × (ρ × T × D²)^0,976, dengan ρ berat jenis kayu jenisnya (Global Wood ' +
    'Density Database, Zanne dkk. 2009), T tinggi (m) dan D diameter batang (cm). Akar ditambahkan dengan rasio ' +
    'akar-tajuk jenisnya, atau nilai bawaan IPCC 2019 untuk hutan tropis lembap (0,205). Karbon adalah 0,47 ' +
    'dari biomassa (IPCC 2006) dan CO₂ adalah 44/12 dari karbon. Pohon yang diukur memakai ukuran dari laporan ' +
    'pertumbuhannya; pohon yang belum diukur memakai standar pertumbuhan pada umurnya (pohon yang lebih tua ' +
    'dari umur tertua standar memakai ukuran pada umur itu, sehingga perkiraannya rendah) dan disebut sebagai ' +
    'model. Rentang perkiraan mengikuti galat baku model (±0,357 pada skala logaritma) dan rentang rasio ' +
    'akar-tajuk (0,17–0,235). Jenis tanpa berat jenis kayu tidak dihitung.',
  en:
    'This CO₂ estimate is not a certified carbon credit. Each tree’s above-ground biomass follows the model of ' +
    'Chave et al. (2014): 0.0673 × (ρ × H × D²)^0.976, with ρ its species’ wood density (Global Wood Density ' +
    'Database, Zanne et al. 2009), H its height (m) and D its stem diameter (cm). Roots are added by the ' +
    'species’ root-to-shoot ratio, or the IPCC 2019 default for tropical moist forest (0.205). Carbon is 0.47 ' +
    'of the biomass (IPCC 2006) and CO₂ is 44/12 of the carbon. Measured trees use the size from their growth ' +
    'reports; trees not yet measured use the growth standard at their age (trees older than the standard’s ' +
    'oldest age take the size at that age, which understates them) and are shown as modelled. The range ' +
    'follows the model’s standard error (±0.357 on the log scale) and the range of the root-to-shoot ratio ' +
    '(0.17–0.235). Species without a wood density are not counted.',
};
