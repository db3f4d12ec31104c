import { describe, expect, it } from 'vitest';
import {
  type GrowthStandard,
  growthStandardAt,
  monthsBetween,
  type StandardAtAge,
  type SuitabilityRow,
  suitability,
} from '../src/index.js';

const sengon: GrowthStandard[] = [
  { age_months: 12, height_cm: 300, diameter_mm: 40, survival_pct: 90 },
  { age_months: 3, height_cm: 50, diameter_mm: 8, survival_pct: 95 },
  { age_months: 6, height_cm: 120, diameter_mm: 18, survival_pct: 92 },
  { variety_id: 7, age_months: 6, height_cm: 150, diameter_mm: 20, survival_pct: 94 },
  { variety_id: 7, age_months: 12, height_cm: 350, diameter_mm: 45, survival_pct: 91 },
];

describe('the growth standard at an age', () => {
  it('is the row of that month when one names it', () => {
    expect(growthStandardAt(sengon, 6)).toEqual({
      age_months: 6,
      height_cm: 120,
      diameter_mm: 18,
      survival_pct: 92,
      exact: true,
    });
  });

  it('lies on the straight line between the nearest months before and after', () => {
    expect(growthStandardAt(sengon, 9)).toEqual({
      age_months: 9,
      height_cm: 210,
      diameter_mm: 29,
      survival_pct: 91,
      exact: false,
    });
    expect(growthStandardAt(sengon, 4)?.height_cm).toBe(73.33);
  });

  it("takes a variety's own rows when it has any, and the species' general rows otherwise", () => {
    expect(growthStandardAt(sengon, 9, 7)?.height_cm).toBe(250);
    expect(growthStandardAt(sengon, 3, 7)).toBeUndefined();
    expect(growthStandardAt(sengon, 6, 8)?.height_cm).toBe(120);
  });

  it('has none before the first month or after the last, nor without rows', () => {
    expect(growthStandardAt(sengon, 2)).toBeUndefined();
    expect(growthStandardAt(sengon, 13)).toBeUndefined();
    expect(growthStandardAt([], 6)).toBeUndefined();
    expect(growthStandardAt(sengon, Number.NaN)).toBeUndefined();
  });
});

describe("a tree's age in months", () => {
  it('counts a month once its day is reached', () => {
    expect(monthsBetween('2025-03-15', '2025-03-15')).toBe(0);
    expect(monthsBetween('2025-03-15', '2025-04-14')).toBe(0);
    expect(monthsBetween('2025-03-15', '2025-04-15')).toBe(1);
    expect(monthsBetween('2024-11-20', '2026-02-25')).toBe(15);
  });

  it("counts a month's last day when the planting's day does not come in it", () => {
    expect(monthsBetween('2025-01-31', '2025-02-27')).toBe(0);
    expect(monthsBetween('2025-01-31', '2025-02-28')).toBe(1);
    expect(monthsBetween('2024-01-31', '2024-02-29')).toBe(1);
  });

  it('is never below nought, for a report dated before its planting', () => {
    expect(monthsBetween('2025-06-01', '2025-05-01')).toBe(0);
  });
});

const matrix: SuitabilityRow[] = [
  // Avocado in the province of Central Java (id 33), in the hills.
  {
    species_id: 5,
    province_id: 33,
    altitude_min: 400,
    altitude_max: 1500,
    rainfall_min: 1500,
    rainfall_max: 3000,
  },
  // Avocado variety 2 also in unit 9 of another province, lower.
  {
    species_id: 5,
    variety_id: 2,
    unit_id: 9,
    altitude_min: 200,
    altitude_max: 800,
    rainfall_min: 2500,
    rainfall_max: 4000,
  },
  // Mangrove on the coast of unit 9.
  { species_id: 10, unit_id: 9, altitude_min: 0, altitude_max: 5, rainfall_min: 1000, rainfall_max: 4000 },
];

describe('whether a planting choice suits', () => {
  it('suits within both bands of a row of the place, and unknown figures are not held against it', () => {
    const fit = suitability(matrix, { species: 5, province: 33, unit: 4, altitude: 900, rainfall: 2000 });
    expect(fit).toMatchObject({ suits: true, row: { province_id: 33 } });
    expect(suitability(matrix, { species: 5, province: 33 }).suits).toBe(true);
    expect(suitability(matrix, { species: 10, province: 12, unit: 9, altitude: 2 }).suits).toBe(true);
  });

  it('says when the matrix does not know the species, or not in this place', () => {
    const unlisted = suitability(matrix, { species: 1, province: 33 });
    expect(unlisted).toMatchObject({ suits: false, reason: 'unlisted' });
    const elsewhere = suitability(matrix, { species: 10, province: 33, unit: 4 });
    expect(elsewhere).toMatchObject({ suits: false, reason: 'place' });
    if (!elsewhere.suits) expect(elsewhere.message.en).toContain('province or management unit');
  });

  it('quotes the bands of the place when the altitude or the rainfall is out of them', () => {
    const high = suitability(matrix, { species: 5, province: 33, altitude: 2000, rainfall: 2000 });
    expect(high).toMatchObject({ suits: false, reason: 'altitude', bands: [{ min: 400, max: 1500 }] });
    if (!high.suits) {
      expect(high.message.id).toBe('Ketinggian 2.000 mdpl di luar rentang yang cocok (400–1.500 mdpl)');
      expect(high.message.en).toBe('An altitude of 2,000 m is outside the suited range (400–1,500 m)');
    }
    const dry = suitability(matrix, { species: 5, province: 33, altitude: 500, rainfall: 900 });
    expect(dry).toMatchObject({ suits: false, reason: 'rainfall', bands: [{ min: 1500, max: 3000 }] });
  });

  it("counts a variety's rows only for that variety, and a unit's rows only in that unit", () => {
    const choice = { species: 5, province: 12, unit: 9, altitude: 300, rainfall: 3000 };
    expect(suitability(matrix, { ...choice, variety: 2 }).suits).toBe(true);
    expect(suitability(matrix, { ...choice, variety: 3 })).toMatchObject({ reason: 'place' });
    expect(suitability(matrix, { ...choice, variety: 2, unit: 8 })).toMatchObject({ reason: 'place' });
  });

  it('says so when each figure fits one row but no row takes both', () => {
    const rows: SuitabilityRow[] = [
      {
        species_id: 5,
        province_id: 33,
        altitude_min: 0,
        altitude_max: 500,
        rainfall_min: 0,
        rainfall_max: 1000,
      },
      {
        species_id: 5,
        province_id: 33,
        altitude_min: 600,
        altitude_max: 900,
        rainfall_min: 2000,
        rainfall_max: 3000,
      },
    ];
    expect(suitability(rows, { species: 5, province: 33, altitude: 100, rainfall: 2500 })).toMatchObject({
      suits: false,
      reason: 'combination',
    });
  });
});
