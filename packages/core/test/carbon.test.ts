import { describe, expect, it } from 'vitest';
import {
  aboveGroundBiomassKg,
  type CarbonTrees,
  carbonMethodText,
  chaveSizeTerm,
  co2Range,
  diameterMmToCm,
  type GrowthStandard,
  heightCmToM,
  standardSize,
  treeCarbon,
} from '../src/index.js';

/** Three significant digits, as the hand computations below are written. */
const sig3 = (n: number) => Number(n.toPrecision(3));

describe('one tree by Chave et al. (2014)', () => {
  it('gives the above-ground biomass of a hand-computed example', () => {
    // ρ 0.55 g/cm³ (teak), H 10 m, D 20 cm:
    //   ρ·H·D² = 0.55 × 10 × 20² = 2200
    //   2200^0.976 = e^(0.976 × ln 2200) = e^(0.976 × 7.69621) = e^7.51150 = 1829.0
    //   AGB = 0.0673 × 1829.0 = 123.09 kg → 123 kg
    expect(sig3(aboveGroundBiomassKg({ densityGcm3: 0.55, heightM: 10, diameterCm: 20 }))).toBe(123);
  });

  it('adds the roots, then takes the carbon and its CO₂', () => {
    // AGB 123.09 kg; with the IPCC default root-to-shoot ratio 0.205:
    //   biomass = 123.09 × 1.205 = 148.32 kg → 148
    //   carbon  = 148.32 × 0.47  = 69.71 kg  → 69.7
    //   CO₂     = 69.71 × 44/12  = 255.6 kg  → 256
    const tree = treeCarbon({ densityGcm3: 0.55, heightM: 10, diameterCm: 20 });
    expect(sig3(tree.agbKg)).toBe(123);
    expect(sig3(tree.biomassKg)).toBe(148);
    expect(sig3(tree.carbonKg)).toBe(69.7);
    expect(sig3(tree.co2Kg)).toBe(256);
  });

  it("uses a species' own root-to-shoot ratio when it has one", () => {
    // 123.09 × (1 + 0.4) = 172.3 kg
    const tree = treeCarbon({ densityGcm3: 0.55, heightM: 10, diameterCm: 20, rootShootRatio: 0.4 });
    expect(sig3(tree.biomassKg)).toBe(172);
  });

  it('has no biomass without a size', () => {
    expect(aboveGroundBiomassKg({ densityGcm3: 0.55, heightM: 0, diameterCm: 20 })).toBe(0);
    expect(treeCarbon({ densityGcm3: 0.55, heightM: 10, diameterCm: 0 }).co2Kg).toBe(0);
  });
});

describe('the units of the reports', () => {
  it('turns a height in cm into m and a diameter in mm into cm', () => {
    expect(heightCmToM(1000)).toBe(10);
    expect(heightCmToM(35)).toBe(0.35);
    expect(diameterMmToCm(200)).toBe(20);
    expect(diameterMmToCm(8)).toBe(0.8);
  });

  it("takes a report's 1000 cm and 200 mm as Chave's 10 m and 20 cm", () => {
    const one = co2Range([{ count: 1, density: 0.55, height_cm: 1000, diameter_mm: 200, measured: true }]);
    // 255.6 kg of CO₂ = 0.256 t
    expect(sig3(one.central)).toBe(0.256);
  });
});

const teak = (count: number, measured: boolean): CarbonTrees => ({
  count,
  density: 0.55,
  height_cm: 1000,
  diameter_mm: 200,
  measured,
});

describe('the CO₂ of many trees as a range', () => {
  it('multiplies by the count, in tonnes, and orders low < central < high', () => {
    // 1000 trees × 255.6 kg = 255.6 t
    // low:  AGB × e^−0.357 = 123.09 / 1.4291 = 86.13 kg; × 1.17 × 0.47 × 44/12 = 173.7 kg a tree → 173.7 t
    // high: AGB × e^0.357  = 123.09 × 1.4291 = 175.90 kg; × 1.235 × 0.47 × 44/12 = 374.4 kg a tree → 374.4 t
    const range = co2Range([teak(1000, true)]);
    expect(sig3(range.central)).toBe(256);
    expect(sig3(range.low)).toBe(174);
    expect(sig3(range.high)).toBe(374);
    expect(range.low).toBeLessThan(range.central);
    expect(range.central).toBeLessThan(range.high);
    expect(range.trees).toBe(1000);
  });

  it('keeps measured and modelled trees apart, and adds them up', () => {
    const range = co2Range([teak(100, true), teak(300, false)]);
    expect(range.measured.trees).toBe(100);
    expect(range.modelled.trees).toBe(300);
    expect(sig3(range.measured.central)).toBe(25.6);
    expect(sig3(range.modelled.central)).toBe(76.7);
    expect(range.central).toBeCloseTo(range.measured.central + range.modelled.central, 9);
    expect(range.low).toBeCloseTo(range.measured.low + range.modelled.low, 9);
    expect(range.high).toBeCloseTo(range.measured.high + range.modelled.high, 9);
    for (const part of [range.measured, range.modelled]) {
      expect(part.low).toBeLessThan(part.central);
      expect(part.central).toBeLessThan(part.high);
    }
  });

  it("holds a species' own root-to-shoot ratio at all three ends", () => {
    const own = co2Range([{ ...teak(1, true), rootShootRatio: 0.205 }]);
    const byDefault = co2Range([teak(1, true)]);
    expect(own.central).toBeCloseTo(byDefault.central, 12);
    // Only the model's error spreads it: e^0.357 each way.
    expect(own.high / own.central).toBeCloseTo(Math.exp(0.357), 9);
    expect(own.central / own.low).toBeCloseTo(Math.exp(0.357), 9);
  });

  it('leaves out a species without a wood density, and trees without a size, and counts them', () => {
    const range = co2Range([
      teak(10, true),
      { count: 7, density: null, height_cm: 1000, diameter_mm: 200, measured: true },
      { count: 5, density: 0, height_cm: 1000, diameter_mm: 200, measured: false },
      { count: 3, density: 0.55, height_cm: null, diameter_mm: 200, measured: false },
      { count: 2, density: 0.55, height_cm: 1000, diameter_mm: 0, measured: true },
      { count: 0, density: null, height_cm: null, diameter_mm: null, measured: true },
    ]);
    expect(range.trees).toBe(10);
    expect(range.skipped).toEqual({ no_density: 12, no_size: 5 });
    expect(sig3(range.central)).toBe(2.56);
  });

  it('is nothing for no trees', () => {
    expect(co2Range([])).toEqual({
      low: 0,
      central: 0,
      high: 0,
      trees: 0,
      measured: { low: 0, central: 0, high: 0, trees: 0 },
      modelled: { low: 0, central: 0, high: 0, trees: 0 },
      skipped: { no_density: 0, no_size: 0 },
    });
  });
});

describe('the modelled size of trees not measured', () => {
  const standards: GrowthStandard[] = [
    { age_months: 12, height_cm: 300, diameter_mm: 40, survival_pct: 90 },
    { age_months: 24, height_cm: 600, diameter_mm: 80, survival_pct: 85 },
  ];

  it('is the growth standard at their age', () => {
    expect(standardSize(standards, 12)).toEqual({ height_cm: 300, diameter_mm: 40 });
    expect(standardSize(standards, 18)).toEqual({ height_cm: 450, diameter_mm: 60 });
  });

  it('gives trees older than the oldest standard the size at that age', () => {
    expect(standardSize(standards, 30)).toEqual({ height_cm: 600, diameter_mm: 80 });
    expect(standardSize([], 12)).toBeUndefined();
  });

  it('feeds the modelled part of the estimate', () => {
    // Sengon (ρ 0.29) at 12 months: 300 cm, 40 mm → 3 m, 4 cm; ρ·H·D² = 0.29 × 3 × 16 = 13.92;
    // AGB = 0.0673 × 13.92^0.976 = 0.0673 × 13.068 = 0.8794 kg; CO₂ = 0.8794 × 1.205 × 0.47 × 44/12 = 1.826 kg
    const size = standardSize(standards, 12)!;
    const range = co2Range([{ count: 1000, density: 0.29, ...size, measured: false }]);
    expect(range.measured.trees).toBe(0);
    expect(sig3(range.modelled.central)).toBe(1.83);
  });
});

describe('trees of many sizes summed by a summary', () => {
  it('gives the same estimate from Σ (H·D²)^b as from each tree alone', () => {
    // Two teak trees (ρ 0.55): 10 m × 20 cm and 5 m × 8 cm, summed as one group by their size term.
    const alone = co2Range([
      { count: 1, density: 0.55, height_cm: 1000, diameter_mm: 200, measured: true },
      { count: 1, density: 0.55, height_cm: 500, diameter_mm: 80, measured: true },
    ]);
    const summed = co2Range([
      {
        count: 2,
        density: 0.55,
        size_term: chaveSizeTerm(10, 20) + chaveSizeTerm(5, 8),
        measured: true,
      },
    ]);
    expect(summed.central).toBeCloseTo(alone.central, 9);
    expect(summed.low).toBeCloseTo(alone.low, 9);
    expect(summed.measured.trees).toBe(2);
    // (10 × 20²)^0.976 = 4000^0.976 = e^(0.976 × 8.29405) = e^8.09499 = 3277.4
    expect(sig3(chaveSizeTerm(10, 20))).toBe(3280);
  });

  it('leaves out a group whose size term is 0', () => {
    const range = co2Range([{ count: 3, density: 0.55, size_term: 0, measured: true }]);
    expect(range.skipped.no_size).toBe(3);
  });
});

describe('the method in words', () => {
  it('says in both languages that it is an estimate, not a certified credit', () => {
    expect(carbonMethodText.id).toContain('bukan kredit karbon bersertifikat');
    expect(carbonMethodText.en).toContain('not a certified carbon credit');
    for (const text of Object.values(carbonMethodText)) {
      expect(text).toContain('Chave');
      expect(text).toContain('Zanne');
      expect(text).toContain('44/12');
    }
  });
});
